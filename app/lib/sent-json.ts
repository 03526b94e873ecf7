/**
 * JSON for values that travel as one text in React Router's loader data (docs/decisions/0033, 0034).
 *
 * React Router writes a page's loader data into the page as a JSON string inside a JSON string inside a
 * script element: each `"` of a text value is escaped twice over (`"` -> `\\\"`). So the text's double
 * quotes are written as single quotes; a single quote of the data becomes the JSON escape \u0027 first,
 * and `<` becomes \u003c, so the text can also stand in a script element of its own. Both can only stand
 * inside a string of the JSON, where the escapes mean the same; after that, every `'` is a former `"`,
 * an escaped one (`\"`) included.
 */
export function toSentJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("'", "\\u0027").replaceAll("<", "\\u003c").replaceAll('"', "'");
}

export function fromSentJson<T>(text: string): T {
  return JSON.parse(text.replaceAll("'", '"')) as T;
}
