/**
 * What the listing service (./listing-service.ts) keeps per read-model version and language: the index, the
 * text filter's haystack, the products of recent searches, recent filter results with their sections, and
 * recently shown cards. All of it belongs to one version and goes with it, so nothing kept is ever stale.
 * Searches and filter results also depend on what the search understands (the staff's search words, which
 * change without a new read-model version): any back-office change (`expire`) drops them, the index stays.
 *
 * Cards and filter sections are handed to many requests, and their kept JSON and HTML hang on them by
 * identity (app/transport/): they are read only, and frozen outside production (core/cache/frozen.ts).
 */
import { LOCALE_BY_LANG, type Lang } from "#i18n/languages.ts";
import { deepFreeze } from "../../cache/frozen.ts";
import { sharedRead, versionedPerKey } from "../../cache/versioned.ts";
import type { SearchFn } from "../search/search-types.ts";
import { cardInColours, toGridCard } from "./cards.ts";
import { buildListingIndex, type ListingIndex } from "./index-build.ts";
import type { IndexFacets } from "./index-filter.ts";
import { buildTextIndex, type TextIndex } from "./index-text.ts";
import type { ListingLabels, ListingRepository } from "./listing-repository.ts";
import { referenceRuleOfTaxArea, type ReferenceRule } from "./price-mode.ts";
import { normalizeForTextFilter } from "./text.ts";
import type { FacetSection, GridCard } from "./types.ts";

export interface IndexEntry {
  index: ListingIndex;
  labels: ListingLabels;
  /** The price-indication rule of a tax area (from `labels.deliveryCountries`). */
  ruleOf: (taxAreaId: number) => ReferenceRule;
  text: Promise<TextIndex> | null;
  /** Recently shown cards by `taxAreaId:modelId`, oldest first; they belong to this read-model version. */
  cards: Map<string, GridCard>;
  /**
   * Recent filter results by source and filters, oldest first: "load more", another sort and the server
   * render of the same URL need no new counting. They belong to this version, so they are never stale.
   */
  results: Map<string, IndexFacets>;
  /** Recent searches' products (see `searchScope`), oldest first, and the positions they hold together. */
  searches: Map<string, SearchScope>;
  searchPositions: number;
  /** The generation of `searches` and `results`: older than the cache's, they are dropped before use. */
  generation: number;
}

export interface SearchScope {
  /** The cache's generation when the search was asked: a filter result made from an older one is not kept. */
  generation: number;
  scope: Int32Array;
  approximate: boolean;
  relatedSearches: readonly string[];
  correctedText: string | null;
}

/** Searches kept per language, and index positions over all of them (4 bytes each) at most. */
const SEARCH_SCOPE_CACHE_SIZE = 64;
const SEARCH_SCOPE_POSITIONS = 2_000_000;

/** Filter results kept per language (each holds one byte per model). */
const RESULT_CACHE_SIZE = 64;

/** Cards kept per language: the first pages of the popular grids and searches, about 20 MB. */
const CARD_CACHE_SIZE = 20_000;

export interface ListingCacheDeps {
  repository: ListingRepository;
  search: SearchFn;
  now: () => number;
  /** See ListingServiceDeps.maxStaleMs. */
  maxStaleMs: number;
  /** Freeze what is shared (development and tests); see ListingServiceDeps.freezeShared. */
  freezeShared: boolean;
}

export type ListingCache = ReturnType<typeof createListingCache>;

export function createListingCache(deps: ListingCacheDeps) {
  const { repository, search, now, maxStaleMs } = deps;
  const freeze = deps.freezeShared;
  // Whatever the service keeps and hands to more than one request goes through here (types.ts: GridCard, FacetSection).
  const share = <T>(value: T): T => {
    if (freeze) deepFreeze(value);
    return value;
  };
  // The visible filter sections of a filter result, built once per result: one array for every page and
  // sort of the grid.
  const facetsOfResult = new WeakMap<IndexFacets, readonly FacetSection[]>();
  // The colour family of each of a kept card's colours, and the card as each colour filter shows it: a
  // filtered grid reuses one object per card and filter, so its kept HTML (decision 0033) is reused too.
  const familiesOfCard = new WeakMap<GridCard, ReadonlyArray<string | null>>();
  const cardsInColours = new WeakMap<GridCard, Map<string, GridCard>>();
  /** `key`: the filter's colours in one order, joined (one per request, not per card). */
  const inColours = (card: GridCard, colours: ReadonlySet<string>, key: string): GridCard => {
    let byFilter = cardsInColours.get(card);
    let shown = byFilter?.get(key);
    if (!shown) {
      shown = share(cardInColours(card, familiesOfCard.get(card) ?? [], colours));
      if (!byFilter) cardsInColours.set(card, (byFilter = new Map()));
      byFilter.set(key, shown);
    }
    return shown;
  };
  // Concurrent requests share one version read; when some staleness is allowed, a read also serves the
  // requests of the next second.
  const currentVersion = sharedRead(() => repository.version(), { ttlMs: Math.min(maxStaleMs, 1000), now });
  // Moves with every back-office change; an entry's searches and filter results of an older one are dropped.
  let generation = 0;
  const current = (entry: IndexEntry): IndexEntry => {
    if (entry.generation !== generation) {
      entry.searches.clear();
      entry.searchPositions = 0;
      entry.results.clear();
      entry.generation = generation;
    }
    return entry;
  };

  /**
   * The index of the read model's current version. With maxStaleMs, an older index keeps answering for up
   * to that long after it was built (rebuilding 100,000 models takes seconds and blocks the process for
   * about one), then for up to as long again while a new one builds in the background.
   */
  const indexFor = versionedPerKey<Lang, IndexEntry>({
    version: currentVersion,
    maxStaleMs,
    now,
    async build(lang) {
      const [rows, labels] = await Promise.all([repository.indexRows(lang), repository.labels(lang)]);
      const ruleOf = (taxAreaId: number) => referenceRuleOfTaxArea(taxAreaId, labels.deliveryCountries);
      return {
        index: buildListingIndex(rows, LOCALE_BY_LANG[lang], ruleOf),
        labels,
        ruleOf,
        text: null,
        cards: new Map(),
        results: new Map(),
        searches: new Map(),
        searchPositions: 0,
        generation,
      };
    },
  });

  const textIndexFor = (lang: Lang, entry: IndexEntry): Promise<TextIndex> => {
    if (!entry.text) {
      entry.text = repository.textRows(lang).then((rows) => buildTextIndex(entry.index, rows, normalizeForTextFilter));
      entry.text.catch(() => {
        entry.text = null;
      });
    }
    return entry.text;
  };

  /**
   * A search's products as index positions in rank order, kept per index for the texts searched most
   * recently: "load more", another sort or filter of one search ask the search and map its ids once.
   */
  async function searchScope(lang: Lang, entry: IndexEntry, text: string): Promise<SearchScope> {
    const kept = current(entry).searches.get(text);
    if (kept) {
      entry.searches.delete(text);
      entry.searches.set(text, kept);
      return kept;
    }
    const asked = generation;
    const found = text ? await search(lang, text) : { ids: [], approximate: false, relatedSearches: [], correctedText: null };
    const positions: number[] = [];
    const seen = new Set<number>();
    for (const id of found.ids) {
      const p = entry.index.positionOf.get(id);
      if (p !== undefined && !seen.has(p)) {
        seen.add(p);
        positions.push(p);
      }
    }
    const scope: SearchScope = {
      generation: asked,
      scope: Int32Array.from(positions),
      approximate: found.approximate,
      relatedSearches: found.relatedSearches,
      correctedText: found.correctedText,
    };
    // An answer asked before a back-office change is used once, not kept.
    if (generation !== asked) return scope;
    entry.searches.set(text, scope);
    entry.searchPositions += scope.scope.length;
    for (const [oldest, old] of entry.searches) {
      if (entry.searches.size <= SEARCH_SCOPE_CACHE_SIZE && entry.searchPositions <= SEARCH_SCOPE_POSITIONS) break;
      entry.searches.delete(oldest);
      entry.searchPositions -= old.scope.length;
    }
    return scope;
  }

  /** The cards of a page: from this version's card cache, the rest in one read. */
  async function cardsFor(lang: Lang, entry: IndexEntry, ids: readonly number[], taxAreaId: number): Promise<GridCard[]> {
    const key = (id: number) => `${taxAreaId}:${id}`;
    const missing = ids.filter((id) => !entry.cards.has(key(id)));
    if (missing.length > 0) {
      const rule = entry.ruleOf(taxAreaId);
      for (const row of await repository.gridCards(lang, missing, taxAreaId)) {
        const card = share(toGridCard(row, rule));
        familiesOfCard.set(card, row.colours.map((colour) => colour.family ?? null));
        entry.cards.set(key(row.modelId), card);
      }
      for (const old of entry.cards.keys()) {
        if (entry.cards.size <= CARD_CACHE_SIZE) break;
        entry.cards.delete(old);
      }
    }
    const found: GridCard[] = [];
    for (const id of ids) {
      const row = entry.cards.get(key(id));
      if (!row) continue;
      // Used again: to the young end.
      entry.cards.delete(key(id));
      entry.cards.set(key(id), row);
      found.push(row);
    }
    return found;
  }

  /** A kept filter result of this version, made the most recent one. */
  function keptResult(entry: IndexEntry, key: string): IndexFacets | undefined {
    const result = current(entry).results.get(key);
    if (result) {
      // Used again: to the young end.
      entry.results.delete(key);
      entry.results.set(key, result);
    }
    return result;
  }

  /** Keeps a filter result; not one made from a search asked before the last back-office change (`asOf`). */
  function keepResult(entry: IndexEntry, key: string, result: IndexFacets, asOf?: number): void {
    if (asOf !== undefined && asOf !== generation) return;
    entry.results.set(key, result);
    if (entry.results.size > RESULT_CACHE_SIZE) entry.results.delete(entry.results.keys().next().value!);
  }

  /** The sections of a filter result, when they were made before. */
  function keptFacets(result: IndexFacets): readonly FacetSection[] | undefined {
    return facetsOfResult.get(result);
  }

  /** Keeps a filter result's sections with it and answers them as shared. */
  function keepFacets(result: IndexFacets, facets: readonly FacetSection[]): readonly FacetSection[] {
    const shared = share(facets);
    facetsOfResult.set(result, shared);
    return shared;
  }

  const expire = () => {
    generation += 1;
    indexFor.expire();
  };

  return { indexFor, expire, textIndexFor, searchScope, cardsFor, inColours, keptResult, keepResult, keptFacets, keepFacets };
}
