/** Page head rules: title format, description length, share image size. */

export const META_DESCRIPTION_MAX_LENGTH = 150;
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const ELLIPSIS = "…";

/** "{title} - {brand}"; a page without its own title is titled by the brand alone. */
export function pageTitle(title: string, brand: string): string {
  const own = collapseWhitespace(title);
  const name = collapseWhitespace(brand);
  if (!own || own === name) return name;
  if (!name) return own;
  return `${own} - ${name}`;
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  euro: "€",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith("#")) {
      const hex = body[1] === "x" || body[1] === "X";
      const codePoint = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

// Tags that separate words; any other tag (b, em, a, span...) sits inside a word's flow.
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

/** Plain text of an HTML fragment: no scripts, styles, comments or tags; entities decoded; whitespace collapsed. */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(BLOCK_TAG, " ")
    .replace(/<\/?[a-z][^>]*>/gi, "");
  return collapseWhitespace(decodeEntities(text));
}

const TRAILING_PUNCTUATION = /[\s.,;:!?\-–—…]+$/u;

/**
 * A meta description: the text without HTML, cut to at most 150 characters at a word boundary
 * with an ellipsis (the ellipsis counts toward the 150). Characters are Unicode code points,
 * so a cut never splits an emoji or other astral character.
 */
export function metaDescription(text: string, maxLength: number = META_DESCRIPTION_MAX_LENGTH): string {
  const plain = htmlToPlainText(text);
  const chars = Array.from(plain);
  if (chars.length <= maxLength) return plain;

  const room = maxLength - ELLIPSIS.length;
  const head = chars.slice(0, room).join("");
  const nextChar = chars[room];
  let cut: string;
  if (nextChar === " ") {
    cut = head;
  } else {
    const lastSpace = head.lastIndexOf(" ");
    // One word longer than the whole description has no boundary to cut at: cut inside it.
    cut = lastSpace > 0 ? head.slice(0, lastSpace) : head;
  }
  const trimmed = cut.replace(TRAILING_PUNCTUATION, "");
  return `${trimmed || cut}${ELLIPSIS}`;
}
