import { useId, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from "react";
import {
  applyPaste,
  canDecrement,
  canIncrement,
  formatValue,
  isPartialDecimal,
  parseValue,
  stepValue,
  type NumberInputRules,
} from "#app/lib/number-input.ts";

export interface NumberInputProps extends NumberInputRules {
  /** Visible label text (localized by the caller). */
  label: ReactNode;
  /** Accessible names of the minus and plus buttons, e.g. "Decrease quantity" (localized by the caller). */
  decrementLabel: string;
  incrementLabel: string;
  /** Controlled value; null is an empty field. Leave undefined to let the widget keep its own value. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with each committed value: after a button or arrow-key step, on Enter and on leaving the field. */
  onChange?: (value: number | null) => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Keeps the label for assistive technology but hides it visually (where the context already shows it). */
  labelHidden?: boolean;
  /** Id of an element describing the field, such as an error message next to it. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

/**
 * The shop's number field with minus and plus buttons. It renders a plain text
 * input so it works in forms before JavaScript loads; typing is limited to what can become a
 * number, pastes to plain decimal numbers, and the rules are applied when a value is committed.
 */
export function NumberInput(props: NumberInputProps) {
  const {
    label,
    decrementLabel,
    incrementLabel,
    value,
    defaultValue = null,
    onChange,
    name,
    disabled = false,
    required,
    labelHidden = false,
    describedBy,
    invalid,
    className,
    min,
    max,
    step,
    integer,
  } = props;
  const rules: NumberInputRules = { min, max, step, integer };
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [ownValue, setOwnValue] = useState<number | null>(defaultValue);
  // Text being typed; null when the field simply shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const current = value !== undefined ? value : ownValue;
  const text = draft ?? formatValue(current);

  function commit(next: number | null) {
    setDraft(null);
    setOwnValue(next);
    if (next !== current) onChange?.(next);
  }

  function commitDraft() {
    if (draft === null) return;
    const parsed = parseValue(draft, rules);
    if (parsed === undefined) setDraft(null);
    else commit(parsed);
  }

  function stepBy(direction: 1 | -1) {
    const base = draft === null ? current : (parseValue(draft, rules) ?? current);
    commit(stepValue(base ?? null, direction, rules));
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const input = event.currentTarget;
    const next = applyPaste(
      input.value,
      input.selectionStart ?? input.value.length,
      input.selectionEnd ?? input.value.length,
      event.clipboardData.getData("text/plain"),
    );
    if (next !== null) setDraft(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      const direction = event.key === "ArrowUp" ? 1 : -1;
      if (direction === 1 ? canIncrement(current, rules) : canDecrement(current, rules)) stepBy(direction);
    } else if (event.key === "Enter") {
      commitDraft();
    }
  }

  const crossed = min !== undefined && max !== undefined && min > max;
  return (
    <div className={className ? `number-input ${className}` : "number-input"}>
      <label htmlFor={id} className={labelHidden ? "number-input__label visually-hidden" : "number-input__label"}>
        {label}
      </label>
      <div className="number-input__controls">
        <button
          type="button"
          className="number-input__button"
          aria-label={decrementLabel}
          aria-controls={id}
          disabled={disabled || !canDecrement(current, rules)}
          onClick={() => stepBy(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          type="text"
          role="spinbutton"
          className="number-input__field"
          inputMode={integer ? "numeric" : "decimal"}
          autoComplete="off"
          value={text}
          disabled={disabled}
          required={required}
          aria-valuenow={current ?? undefined}
          aria-valuemin={crossed ? undefined : min}
          aria-valuemax={crossed ? undefined : max}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            if (isPartialDecimal(event.target.value)) setDraft(event.target.value);
          }}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          onBlur={commitDraft}
        />
        <button
          type="button"
          className="number-input__button"
          aria-label={incrementLabel}
          aria-controls={id}
          disabled={disabled || !canIncrement(current, rules)}
          onClick={() => stepBy(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
