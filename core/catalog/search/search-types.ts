import type { Lang } from "#i18n/languages.ts";

/** What a search text finds, before filters, sorting and paging (the listing service applies those). */
export interface SearchCandidates {
  /** Matching public model ids, best first (exact name and brand hits first). */
  ids: number[];
  /** Found only through fuzzy (typo-tolerant) matching: the page says the results are approximate. */
  approximate: boolean;
  /** Other searches that find products, for "related searches"; none in an answer asked with other options. */
  relatedSearches: string[];
  /** The text with its typos corrected, when that is what found the products ("Did you mean …"); else null. */
  correctedText: string | null;
}

export interface SearchOptions {
  /**
   * The last word is matched as a beginning from this many letters (3 unless said): suggestions as the shopper
   * types start at two.
   */
  minPrefix?: number;
  /** The best this many are enough (suggestions): fewer ids to rank, keep and copy. All of them unless said. */
  limit?: number;
}

export type SearchFn = (lang: Lang, text: string, options?: SearchOptions) => Promise<SearchCandidates>;
