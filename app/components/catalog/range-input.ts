/**
 * The range filter's two fields: numbers, clamped into the minimum and maximum when a field is left.
 */

/** A field's number: null when empty, undefined while it is not a number yet, else the value. */
export function parseRangeInput(text: string): number | null | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** A value moved into the span; an empty field stays empty. */
export function clampToSpan(value: number | null, span: { min: number; max: number }): number | null {
  if (value === null) return null;
  if (value < span.min) return span.min;
  if (value > span.max) return span.max;
  return value;
}
