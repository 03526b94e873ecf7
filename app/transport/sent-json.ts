/**
 * JSON for values that travel as one text in React Router's loader data or in a page's JSON script
 * element (docs/decisions/0033, 0034).
 *
 * React Router writes a page's loader data into the page as a JSON string inside a JSON string inside a
 * script element: each `"` of a text value is escaped twice over (`"` -> `\\\"`). So the text's double
 * quotes are written as single quotes; a single quote of the data becomes the JSON escape \u0027 first,
 * and `<` becomes \u003c, so the text can also stand in a script element of its own. Both can only stand
 * inside a string of the JSON, where the escapes mean the same; after that, every `'` is a former `"`,
 * an escaped one (`\"`) included.
 *
 * A text of a Latin-script storefront with a few characters beyond Latin-1 (an ellipsis, a dash, a euro
 * sign) has those written as JSON escapes too. JavaScript engines keep a text of Latin-1 characters only
 * at one byte a character, and every later step (joining, escaping, encoding to UTF-8, writing) is much
 * cheaper on it: a group page's 57 KB of card data took a quarter of the page's server time while one
 * ellipsis made it two bytes a character. A text with many such characters (Cyrillic) keeps them as they
 * are: six bytes each would cost more than they save.
 */
export function toSentJson(value: unknown): string {
  const text = JSON.stringify(value).replaceAll("'", "\\u0027").replaceAll("<", "\\u003c").replaceAll('"', "'");
  return latin1Escaped(text);
}

// Objects the server shares between requests (a card of the listing service, a kept result's filter
// sections) are written once.
const kept = new WeakMap<object, string>();

/** `toSentJson` of an object that does not change, made once per object. */
export function keptSentJson(value: object): string {
  let text = kept.get(value);
  if (text === undefined) {
    text = toSentJson(value);
    kept.set(value, text);
  }
  return text;
}

export function fromSentJson<T>(text: string): T {
  return JSON.parse(text.replaceAll("'", '"')) as T;
}

const BEYOND_LATIN1 = /[^\u0000-\u00ff]/g;

/** JSON text with characters beyond Latin-1 as \uXXXX escapes, when they are few (see above). */
export function latin1Escaped(json: string): string {
  const count = json.match(BEYOND_LATIN1)?.length ?? 0;
  // Each escape adds five characters: worth it while the text grows by a tenth at most.
  if (count === 0 || count * 5 > json.length / 10) return json;
  return json.replace(BEYOND_LATIN1, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
