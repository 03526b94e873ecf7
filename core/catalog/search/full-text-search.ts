/**
 * The full-text search of every storefront language on in-memory indexes (./full-text-index.ts): one
 * index per language, built on its first search from the catalogue's search documents and built again
 * when the catalogue version changes; searched words are stemmed by the database once and remembered.
 */
import type { Lang } from "#i18n/languages.ts";
import { sharedRead, versionedPerKey } from "../../cache/versioned.ts";
import {
  buildFullTextIndex,
  groupLexeme,
  matchFullText,
  propertyLexeme,
  relatedNames,
  resultShares,
  type FullTextIndex,
  type FullTextRow,
  type StemmedTerm,
} from "./full-text-index.ts";
import type { FullTextQuery } from "./search-service.ts";

/** What the index is built from (db/repositories/search.ts). */
export interface FullTextSource {
  /** Changes with every write of the catalogue read model; null before the first. */
  catalogueVersion(): Promise<string | null>;
  /** The searchable (public, not campaign-only) models of a language. */
  documents(lang: Lang): Promise<FullTextRow[]>;
  /** Each word's lexemes in the language's text search configuration; none for a stop word. */
  stems(lang: Lang, words: readonly string[]): Promise<Map<string, string[]>>;
}

export interface FullTextSearchOptions {
  /**
   * How long (ms) after it was built an index may still answer once the catalogue has changed, so that
   * frequent writes do not rebuild it on every search; 0 (tests) rebuilds at once.
   */
  maxStaleMs?: number;
  now?: () => number;
}

/** Stems remembered per language: words shoppers type, and the shop's compound words. */
const STEM_CACHE_SIZE = 50_000;

/** The parts of the search repository (core/catalog/search/search-service.ts) answered from the index. */
export interface FullTextSearch {
  fullText(lang: Lang, query: FullTextQuery, limit: number): Promise<number[]>;
  relatedNames(lang: Lang, modelIds: readonly number[], limit: number): Promise<string[]>;
  /** The main groups and brands most frequent among these models, for suggestions. */
  resultShares(lang: Lang, modelIds: readonly number[], limit: number): Promise<ReturnType<typeof resultShares>>;
  /** The source's stems, remembered. */
  stems(lang: Lang, words: readonly string[]): Promise<Map<string, string[]>>;
  /** After a back-office change: the next search of a changed catalogue rebuilds the index at once. */
  expireIndex(): void;
}

export function createFullTextSearch(source: FullTextSource, options: FullTextSearchOptions = {}): FullTextSearch {
  const now = options.now ?? Date.now;
  const maxStaleMs = options.maxStaleMs ?? 0;
  const stemCache = new Map<Lang, Map<string, string[]>>();
  // Searches arriving while a version read is under way share it; with some staleness allowed one read
  // also serves the next second.
  const currentVersion = sharedRead(() => source.catalogueVersion(), { ttlMs: Math.min(maxStaleMs, 1000), now });
  const indexFor = versionedPerKey<Lang, FullTextIndex>({
    version: currentVersion,
    maxStaleMs,
    now,
    build: async (lang) => buildFullTextIndex(await source.documents(lang)),
  });

  async function stemsOf(lang: Lang, words: readonly string[]): Promise<Map<string, string[]>> {
    let known = stemCache.get(lang);
    if (!known) {
      known = new Map();
      stemCache.set(lang, known);
    }
    const missing = [...new Set(words.filter((word) => !known.has(word)))];
    const found = missing.length > 0 ? await source.stems(lang, missing) : new Map<string, string[]>();
    for (const word of missing) known.set(word, found.get(word) ?? []);
    // Taken before the oldest stems make room, which may be some of these words.
    const stems = new Map(words.map((word) => [word, known.get(word) ?? []]));
    for (const old of known.keys()) {
      if (known.size <= STEM_CACHE_SIZE) break;
      known.delete(old);
    }
    return stems;
  }

  return {
    expireIndex() {
      indexFor.expire();
    },
    async fullText(lang, query, limit) {
      // A word being typed that begins shop words is matched as typed and through those words: its own stems (a
      // database round trip for every new beginning) would add nothing.
      const asTypedOnly = (term: FullTextQuery["terms"][number]) => term.prefix && term.asTyped === true && term.compounds.length > 0;
      const words = query.terms.flatMap((term) => (term.word === "" || asTypedOnly(term) ? term.compounds : [term.word, ...term.compounds]));
      const [index, stems] = await Promise.all([indexFor(lang), stemsOf(lang, words)]);
      const terms: StemmedTerm[] = [];
      for (const term of query.terms) {
        const own = term.word === "" || asTypedOnly(term) ? [] : (stems.get(term.word) ?? []);
        const compounds = term.compounds.flatMap((word) => stems.get(word) ?? []);
        const meanings = [...(term.groups ?? []).map(groupLexeme), ...(term.properties ?? []).map(propertyLexeme)];
        // A stop word without a meaning has no lexeme and drops out of the query, as in to_tsquery; the beginning
        // of a word being typed stays.
        if (own.length === 0 && compounds.length === 0 && meanings.length === 0 && !(term.prefix && term.asTyped)) continue;
        const prefixes = term.asTyped && !own.includes(term.word) ? [...own, term.word] : own;
        terms.push(term.prefix ? { exact: [...compounds, ...meanings], prefixes } : { exact: [...own, ...compounds, ...meanings], prefixes: [] });
      }
      const intent = query.intentGroups.map(groupLexeme);
      return matchFullText(index, { match: query.match, terms, key: query.key, phrases: query.phrases, intent }, limit);
    },

    stems: stemsOf,

    async resultShares(lang, modelIds, limit) {
      return resultShares(await indexFor(lang), modelIds, limit);
    },

    async relatedNames(lang, modelIds, limit) {
      return relatedNames(await indexFor(lang), modelIds, limit);
    },
  };
}
