/**
 * Keyword explanations on the product page: the shop's glossary
 * terms that occur in the product's own texts. A term is found at the start of a word in any case, so
 * inflected Finnish forms count too ("vesipilarin" for "Vesipilari").
 */
export interface Keyword {
  id: number;
  keyword: string;
  text: string;
  url: string;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The keywords found in the texts, each once, in the glossary's order. */
export function keywordsIn<K extends Keyword>(keywords: readonly K[], texts: readonly string[]): K[] {
  const haystack = texts.join("\n").replace(/<[^>]*>/g, " ");
  return keywords.filter((entry) => {
    const term = entry.keyword.trim();
    return term !== "" && new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}`, "iu").test(haystack);
  });
}

/** A keyword's link shows only when its url contains :// or starts with /. */
export function keywordLinkShown(url: string): boolean {
  return url.includes("://") || url.startsWith("/");
}
