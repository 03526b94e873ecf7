/** A typed name or field as it is stored: no spaces at the ends, and one space wherever the user typed several. */
export function singleSpaced(value: string): string {
  return value.trim().replace(/\s+/g, " ");
}
