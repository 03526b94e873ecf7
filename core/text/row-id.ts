/** The largest id a row of the shop's tables can have: PostgreSQL's `integer`, which every id column is. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The row id a path, form field or cart id names: a positive integer in plain digits (no sign, no leading
 * zero, no exponent) that a table can hold. Anything else is null, and the caller answers it as a row that
 * does not exist, never by sending the database a number it would refuse.
 */
export function rowIdOf(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}
