/** Text rules of the grid and the catalogue pages. */

export const CARD_DESCRIPTION_LIMIT = 75;
export const DESCRIPTION_LIMIT_MOBILE = 300;
export const DESCRIPTION_LIMIT_DESKTOP = 500;
export const DESCRIPTION_LIMIT_BRAND = 700;

const ELLIPSIS = "…";

/** Cut at the last word boundary within `limit` characters, with an ellipsis; whole words only. */
function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  if (limit <= 0) return "";
  // A cut between the halves of a surrogate pair would leave a broken character.
  const head = text.slice(0, /[\uD800-\uDBFF]/.test(text.charAt(limit - 1)) ? limit - 1 : limit);
  const space = head.lastIndexOf(" ");
  // A single very long word is cut where it is rather than dropped.
  const cut = space >= limit * 0.5 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.\-–—]+$/u, "")}${ELLIPSIS}`;
}

/** A card's short description: near 75 characters, cut at a word boundary. */
export function cardShortDescription(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  return cutAtWord(text.replace(/\s+/g, " ").trim(), limit);
}

/**
 * Description trimming: the first paragraph up to a line break, in whole sentences
 * while they fit the limit (300 mobile, 500 desktop, 700 brand page); a first sentence longer than the
 * limit is cut at a word. `trimmed` tells whether anything of the text was left out ('Read more').
 */
export function trimDescription(text: string, limit: number): { text: string; trimmed: boolean } {
  const whole = text.replace(/\r\n?|[\u2028\u2029]/g, "\n").trim();
  const firstParagraph = (whole.split("\n")[0] ?? "").replace(/\s+/g, " ").trim();
  const sentences = firstParagraph.split(/(?<=[.!?…])\s+/u).filter(Boolean);
  let kept = "";
  for (const sentence of sentences) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > limit) break;
    kept = next;
  }
  if (!kept) kept = cutAtWord(firstParagraph, limit);
  const normalizedWhole = whole.replace(/\s+/g, " ").trim();
  return { text: kept, trimmed: kept.length < normalizedWhole.length };
}

/**
 * For the text filter: lower case, letters and digits only (anything else is ignored), in every
 * script of the six languages. NFKC first, so a decomposed "ä" typed on one system
 * matches the composed one stored, and compatibility forms (ligatures, full-width digits) match their
 * plain letters; combining marks that have no composed form stay, being part of their letter.
 * The product side must be normalized with this same function for the match to hold.
 */
export function normalizeForTextFilter(text: string): string {
  return text.normalize("NFKC").toLocaleLowerCase("en").replace(/[^\p{L}\p{N}\p{M}]+/gu, "");
}
