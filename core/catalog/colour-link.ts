/**
 * Links that open a product page on one colour: the catalogue's cards link the colour a shopper filtered by
 * or pointed at, and the product page reads the same query to show it first.
 */

/** The query that opens a product page on a colour, by the colour's control name (`090-turquoise`). */
export const SELECT_COLOR_PARAM = "select-color";

/** A product page link opening on the colour with this control name, keeping any query the path has. */
export function withSelectedColour(path: string, control: string | null): string {
  if (!control) return path;
  const [base, query = ""] = path.split("?", 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set(SELECT_COLOR_PARAM, control);
  return `${base}?${params.toString()}`;
}
