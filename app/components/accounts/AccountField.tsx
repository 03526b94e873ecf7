import type { InputHTMLAttributes } from "react";

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "maxLength" | "minLength" | "defaultValue" | "required">;

/**
 * One labelled input of the account forms, with its message under it. The error is tied to the
 * input (aria-describedby, aria-invalid) so a screen reader reads it with the field.
 */
export function AccountField({ id, name, label, error, hint, ...input }: InputProps & { id: string; name: string; label: string; error?: string | undefined; hint?: string | undefined }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__control"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
