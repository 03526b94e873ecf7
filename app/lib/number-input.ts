/**
 * Rules of the number-input widget, as pure functions the component calls.
 *
 * A value is a number or null (the field is empty). Defaults: step 1, no bounds, empty value.
 */

export interface NumberInputRules {
  min?: number;
  max?: number;
  /** Amount added or removed by the plus and minus buttons (and the arrow keys). */
  step?: number;
  /** Round committed values to whole numbers. */
  integer?: boolean;
}

export const DEFAULT_STEP = 1;
/** Decimals kept after stepping, enough to hide binary noise such as 0.1 + 0.2. */
export const STEP_PRECISION = 11;

/** A plain decimal number: optional minus, digits with an optional fraction, optional exponent. */
const PLAIN_DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** What a field may hold while being typed: any prefix of a plain decimal number. */
const PARTIAL_DECIMAL = /^-?(?:\d*(?:\.\d*)?)(?:[eE][+-]?\d*)?$/;

/** Whether pasted text is accepted: a plain decimal number, surrounding spaces ignored. */
export function isPlainDecimal(text: string): boolean {
  return PLAIN_DECIMAL.test(text.trim());
}

/** Whether typed text can still become a number ("-", "1.", "2e" are on their way). */
export function isPartialDecimal(text: string): boolean {
  if (text === "") return true;
  // An exponent needs digits before it.
  if (/^-?\.?[eE]/.test(text)) return false;
  return PARTIAL_DECIMAL.test(text);
}

/** Whether the bounds are usable: both given with min above max means neither applies. */
function activeBounds(rules: NumberInputRules): { min?: number; max?: number } {
  const { min, max } = rules;
  if (min !== undefined && max !== undefined && min > max) return {};
  return { min, max };
}

/** Clamps to min and max, unless min is above max (then the value is left as it is). */
export function clampValue(value: number, rules: NumberInputRules): number {
  const { min, max } = activeBounds(rules);
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/** Rounds away floating-point stepping noise (0.30000000000000004 becomes 0.3). */
export function roundStepNoise(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Number.parseFloat(value.toFixed(STEP_PRECISION));
}

/** Applies the rules to a committed value: whole-number rounding, then the bounds. */
export function normalizeValue(value: number | null, rules: NumberInputRules): number | null {
  if (value === null || Number.isNaN(value)) return null;
  const rounded = rules.integer ? Math.round(value) : value;
  return clampValue(rounded, rules);
}

/**
 * The value typed text stands for: null for an empty field, undefined when the text is not a
 * number (the caller keeps the previous value), otherwise the normalized number.
 */
export function parseValue(text: string, rules: NumberInputRules): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!isPlainDecimal(trimmed)) return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return undefined;
  return normalizeValue(value, rules);
}

/** The value after one press of plus (direction 1) or minus (direction -1). An empty field counts from 0. */
export function stepValue(value: number | null, direction: 1 | -1, rules: NumberInputRules): number {
  const step = rules.step !== undefined && rules.step > 0 ? rules.step : DEFAULT_STEP;
  const stepped = roundStepNoise((value ?? 0) + direction * step);
  return normalizeValue(stepped, rules) ?? 0;
}

/** Plus is disabled once the value has reached max. */
export function canIncrement(value: number | null, rules: NumberInputRules): boolean {
  const { max } = activeBounds(rules);
  return max === undefined || value === null || value < max;
}

/** Minus is disabled once the value has reached min. */
export function canDecrement(value: number | null, rules: NumberInputRules): boolean {
  const { min } = activeBounds(rules);
  return min === undefined || value === null || value > min;
}

/** How a value is written into the field (no exponent for ordinary sizes, empty for null). */
export function formatValue(value: number | null): string {
  return value === null ? "" : String(value);
}

/**
 * The field's text after pasting `pasted` over the selection, or null when the paste is refused
 * (not a plain decimal number, or the result would not be one).
 */
export function applyPaste(current: string, selectionStart: number, selectionEnd: number, pasted: string): string | null {
  if (!isPlainDecimal(pasted)) return null;
  const next = current.slice(0, selectionStart) + pasted.trim() + current.slice(selectionEnd);
  return isPlainDecimal(next) ? next : null;
}
