import { trimDescription } from "#core/catalog/listing/text.ts";
import { htmlToPlainText } from "#core/seo/meta.ts";

/**
 * The trimmed description of a product-group or brand page: the first paragraph up
 * to a line break, in whole sentences, cut at 300 characters on phones and 500 on desktops (700 on
 * the brand page). The page renders both cuts and CSS shows the one of the viewport, so the right
 * length is there before JavaScript and without measuring the screen on the server.
 */

export interface DescriptionCut {
  text: string;
  /** Something of the whole description was left out: 'Read more' opens it. */
  trimmed: boolean;
}

export interface DescriptionExcerpt {
  mobile: DescriptionCut;
  desktop: DescriptionCut;
}

// Where the editor's HTML breaks a line: a <br> or the end of a block. Inline tags (b, a, span)
// stay within the line.
const LINE_BREAK =
  /<br\b[^>]*>|<\/(?:address|article|aside|blockquote|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|li|ol|p|pre|section|table|td|th|tr|ul)\s*>|<(?:hr|p|div|li|h[1-6]|ul|ol|table|tr|blockquote)\b[^>]*>/gi;

/** The plain text of description HTML, one line per paragraph or line break, without empty lines. */
export function descriptionLines(html: string): string {
  return html
    .split(LINE_BREAK)
    .map((part) => htmlToPlainText(part))
    .filter((line) => line !== "")
    .join("\n");
}

/** Both cuts of a description given as sanitized HTML. */
export function descriptionExcerpt(html: string, limits: { mobile: number; desktop: number }): DescriptionExcerpt {
  const text = descriptionLines(html);
  return { mobile: trimDescription(text, limits.mobile), desktop: trimDescription(text, limits.desktop) };
}
