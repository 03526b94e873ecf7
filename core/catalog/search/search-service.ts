import type { Lang } from "#i18n/languages.ts";
import type { SearchCandidates, SearchFn } from "./search-types.ts";

/** Longest search text considered; the rest of a pasted page is noise. */
export const SEARCH_TEXT_MAX = 200;
/** Ranked ids handed to the listing at most: more than any shopper pages through, bounded work per search. */
export const MAX_CANDIDATES = 2000;
export const MAX_RELATED = 5;

/** What the search reads (db/repositories/search.ts). */
export interface SearchRepository {
  /** Full-text matches in the language's configuration, best first; the last word also as a prefix. */
  fullText(lang: Lang, words: readonly string[], lowerText: string, limit: number): Promise<number[]>;
  /** The words of public product, brand and group names in this language (3+ letters), most frequent first. */
  vocabulary(lang: Lang): Promise<string[]>;
  /** Names of the product groups and brands most frequent among these models, most frequent first. */
  relatedNames(lang: Lang, modelIds: readonly number[], limit: number): Promise<string[]>;
}

/**
 * The words of a search text: NFKC-normalised, lower case, letters and digits only (anything else,
 * SQL or markup included, only separates words), at most 200 characters in all.
 */
export function searchWords(text: string): string[] {
  const cleaned = text
    .normalize("NFKC")
    .slice(0, SEARCH_TEXT_MAX)
    .toLocaleLowerCase("en")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return cleaned === "" ? [] : cleaned.split(" ").slice(0, 12);
}

/** Related searches: other names that find products, without the query itself and without repeats. */
export function relatedSearches(names: readonly string[], words: readonly string[], limit = MAX_RELATED): string[] {
  const query = words.join(" ");
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const key = name.toLocaleLowerCase("en").trim();
    if (!key || key === query || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions), stopping early once
 * it exceeds `max`: "jakcet" is one step from "jacket".
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Typos forgiven in a word: one in a short word, two from seven letters on. */
export function allowedTypos(word: string): number {
  return word.length < 4 ? 0 : word.length < 7 ? 1 : 2;
}

/**
 * The shop's word closest to a typed word: itself when the shop knows it, else the first (most
 * frequent) word within the allowed typos, else null.
 */
export function closestWord(word: string, vocabulary: readonly string[], known: ReadonlySet<string>): string | null {
  if (known.has(word)) return word;
  const max = allowedTypos(word);
  if (max === 0) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of vocabulary) {
    const distance = editDistance(word, candidate, Math.min(max, bestDistance - 1));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}

/** How long a process reuses a language's vocabulary: names change rarely, and a stale word only costs a typo fix. */
const VOCABULARY_TTL_MS = 10 * 60_000;

/**
 * Search of the catalogue: full text with stemming in the storefront's language (exact name and brand
 * hits first); when that finds nothing, each word is corrected to the closest word of the shop's names
 * (typos) and the corrected text searched, and the answer says it is approximate. Filters, facets,
 * sorting and paging are the listing service's.
 */
export function createSearch(repository: SearchRepository, now: () => number = Date.now): SearchFn {
  const vocabularies = new Map<Lang, { until: number; words: Promise<{ list: string[]; known: Set<string> }> }>();
  const vocabulary = (lang: Lang) => {
    const kept = vocabularies.get(lang);
    if (kept && kept.until > now()) return kept.words;
    const words = repository.vocabulary(lang).then((list) => ({ list, known: new Set(list) }));
    vocabularies.set(lang, { until: now() + VOCABULARY_TTL_MS, words });
    words.catch(() => vocabularies.delete(lang));
    return words;
  };

  return async (lang, text): Promise<SearchCandidates> => {
    const words = searchWords(text);
    if (words.length === 0) return { ids: [], approximate: false, relatedSearches: [] };
    const lowerText = words.join(" ");
    let ids = await repository.fullText(lang, words, lowerText, MAX_CANDIDATES);
    let approximate = false;
    if (ids.length === 0) {
      const { list, known } = await vocabulary(lang);
      const corrected = words.map((word) => closestWord(word, list, known));
      if (corrected.some((word, index) => word !== null && word !== words[index])) {
        const usable = corrected.filter((word): word is string => word !== null);
        ids = await repository.fullText(lang, usable, usable.join(" "), MAX_CANDIDATES);
        approximate = ids.length > 0;
      }
    }
    const names = ids.length > 0 ? await repository.relatedNames(lang, ids.slice(0, 60), MAX_RELATED * 2) : [];
    return { ids, approximate, relatedSearches: relatedSearches(names, words) };
  };
}
