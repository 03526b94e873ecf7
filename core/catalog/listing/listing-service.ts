/**
 * The catalogue grid service (document 2 §2-§4, §7): one page of product cards with the total and every
 * filter section's counts, for a product group, a brand, the newest products, the whole catalogue or a
 * search; and the product-list call of §7.
 *
 * Filtering, counting, sorting and paging run on an in-memory index per language built from the read
 * model (./index-build.ts explains why); the service rebuilds it whenever the read model's version
 * changes, so a catalogue write shows on the next page. Per page the database answers at most two reads:
 * the version (one primary-key row) and the cards not shown recently (one statement). Filter results and
 * cards are kept per version, so "load more", another sort or the server render of the same URL reuse
 * them. A text filter reads the language's texts once per version; a search asks the search function for
 * its ranked ids once per version and text while it is among the recent ones.
 *
 * Sources: a group = its models and those of every group below it; a brand = its models; newest = the
 * models created in the last 60 days, and at least the 120 newest, newest first unless another sort is
 * chosen; the catalogue = every listable model; a search = the search's ids, in rank order for the
 * default sort. Listable: public and not campaign-only, in the request's language.
 */
import { withSelectedColour } from "#core/product/page-address.ts";
import { createViewBuffer } from "./view-buffer.ts";
import type { ProductModelListRequest, Services } from "#core/services.ts";
import { LOCALE_BY_LANG, type Lang } from "#i18n/languages.ts";
import { deepFreeze } from "../../cache/frozen.ts";
import { sharedRead, versionedPerKey } from "../../cache/versioned.ts";
import type { SearchFn } from "../search/search-types.ts";
import type { ListingQueries } from "./listing-query.ts";
import { isSectionVisible, orderFacetSections } from "./facets.ts";
import { buildListingIndex, type ListingIndex, type ListingIndexRow } from "./index-build.ts";
import { filterListingIndex, pageOfMatches, type IndexFacets } from "./index-filter.ts";
import { hasStock, newestPositions, positionsInOrder, recommendedIds } from "./index-orders.ts";
import { buildTextIndex, matchText, type TextIndex } from "./index-text.ts";
import { clampLimit, clampOffset } from "./paging.ts";
import { priceMode, priceReduction, referenceRuleOfTaxArea, type ReferenceRule } from "./price-mode.ts";
import { cleanText, RANGE_MAX } from "./query-params.ts";
import { resolveSort } from "./sort.ts";
import { cardShortDescription, normalizeForTextFilter } from "./text.ts";
import type {
  CardRibbon,
  FacetSection,
  FacetValue,
  GridCard,
  ListingFilters,
  ListingPage,
  ListingRequest,
  ProductCard,
  PropertyFilter,
  RelatedCards,
  RelatedRequest,
} from "./types.ts";

export type { ListingIndexRow } from "./index-build.ts";

/** A colour of a read-model row (catalog_listing.colours). */
export interface ListingColour {
  slug: string;
  control: string;
  name: string;
  hex: string;
  /** Id of the colour's first picture; absent when it has none. */
  image?: number | null;
  /** The colour family the grid's colour filter names (a colour slug of the family's own colour). */
  family?: string;
}

/** One tax area's prices of a read-model row (catalog_listing.prices), cents of EUR. */
export interface ListingPrice {
  min: number;
  max: number;
  active: number;
  regular: number;
  club: number | null;
  lowest30d: number | null;
  discountFree: number;
}

export interface ListingTag {
  name: string;
  bgColor: string;
  textColor: string;
}

/** A ribbon as stored: colours in `value` as 'background;text' (document 2 §3). */
export interface ListingRibbon {
  slug: string;
  name: string;
  value: string;
}

export interface ListingProperty {
  slug: string;
  filter: "range" | "checkbox";
  values: Array<string | number>;
}

/** Names and order of the filter values in one language (one query, db/repositories/listing.ts). */
export interface ListingLabels {
  brands: Array<{ id: number; slug: string; name: string }>;
  /** In display order: the web warehouse (store 20) first, then by stock display order. */
  stores: Array<{ id: number; slug: string; name: string }>;
  /** Colour families in colour order, named by the family's own colour. */
  colourFamilies: Array<{ slug: string; name: string; hex: string }>;
  /** Every group, in menu order. */
  groups: Array<{
    id: number;
    parentId: number | null;
    name: string;
    /** Localized path, e.g. `vaatteet/takit`. */
    path: string;
    slug: string;
    /** Language-neutral path, e.g. `clothing/jackets`. */
    neutralPath: string;
    groupSorting: string | null;
    filterableProperties: string[];
  }>;
  /** In property order. */
  propertyTypes: Array<{
    slug: string;
    name: string;
    filter: "range" | "checkbox";
    unit: string | null;
    isFilterable: boolean;
    values: Array<{ slug: string; name: string }>;
  }>;
  /** The Outlet ribbon forced on /outlet/ paths, in this language. */
  outletRibbon: ListingRibbon | null;
  /** The tax area and EU membership of every delivery country: the price-indication rule of a tax area. */
  deliveryCountries: Array<{ taxAreaId: number; isEuMember: boolean }>;
}

/** What a grid card needs from the read model, for one language and tax area. */
export interface GridCardRow {
  modelId: number;
  name: string;
  brandName: string;
  brandSlug: string;
  path: string;
  imageId: number | null;
  colours: ListingColour[];
  /** The tax area's prices, or null when the model is not priced there. */
  price: ListingPrice | null;
  shortDescription: string;
  /** The card's text when the short description is empty (a grid read may leave it out otherwise). */
  description: string;
  tags: ListingTag[];
  ribbons: ListingRibbon[];
  rating: number;
  ratingCount: number;
  isOutlet: boolean;
  discountsAllowed: boolean;
  /** The model shows the percentage of a reduction (the product page's `show_discount_percentage`). */
  showDiscountPercentage: boolean;
}

/** What a full product card (document 2 §3) needs: the grid card's facts and the filter data. */
export interface CardRow extends GridCardRow {
  soldAmount: number;
  createdAt: string;
  storeSlugs: string[];
  sizes: string[];
  groupIds: number[];
  properties: ListingProperty[];
}

/** The database side of the grid; implemented by db/repositories/listing.ts. */
export interface ListingRepository {
  /** Changes in every transaction that writes the read model or the popularity scores; null before any. */
  version(): Promise<string | null>;
  /** Every listable model (public, not campaign-only) of a language. */
  indexRows(lang: Lang): Promise<ListingIndexRow[]>;
  /** Brand, name, short description and description of every listable model, for the text filter. */
  textRows(lang: Lang): Promise<Array<{ modelId: number; text: string }>>;
  labels(lang: Lang): Promise<ListingLabels>;
  /** Full cards of these models in this order (missing ones left out). */
  cards(lang: Lang, ids: readonly number[], taxAreaId: number): Promise<CardRow[]>;
  /** The same for grid cards: only what the grid draws, the read of every grid page. */
  gridCards(lang: Lang, ids: readonly number[], taxAreaId: number): Promise<GridCardRow[]>;
  /** More views of models' pages today (model id -> views); nothing for a model that does not exist. */
  recordViews(counts: ReadonlyMap<number, number>): Promise<void>;
  /** Recomputes the popularity scores of the "Recommended" order from sales and recent views. */
  refreshPopularity(): Promise<void>;
}

export interface ListingServiceDeps {
  repository: ListingRepository;
  search: SearchFn;
  /** The clock of the newest window. */
  now?: () => number;
  /**
   * How long (ms) after it was built an index may still answer once the read model has changed, so that
   * frequent catalogue writes do not rebuild it on every page; 0 (tests) rebuilds at once, so a write shows
   * on the next page.
   */
  maxStaleMs?: number;
  /**
   * Freeze the cards and filter sections the service shares between requests, so that code changing one
   * throws instead of changing it for every later request (on by default: development and tests). Off in
   * production, where freezing every new card would cost time on the pages' path.
   */
  freezeShared?: boolean;
}

/** Finland: prices of an unknown tax area fall back to it rather than to nothing. */
const DEFAULT_TAX_AREA = 1;
/** A page call asks for at most this many cards (ten "load more" steps restored at once). */
export const MAX_PAGE_LIMIT = 600;
const CARD_IMAGE_WIDTH = 320;
/** The card's description is cut for the card; the grid never shows more. */
const CARD_DESCRIPTION_LENGTH = 160;

const FIXED_LABELS = {
  size: "catalog.filterSize",
  price: "catalog.filterPrice",
  manufacturer: "catalog.filterBrand",
  store: "catalog.filterStore",
  text: "catalog.filterText",
  color: "catalog.filterColor",
  group: "catalog.filterGroup",
} as const;

interface IndexEntry {
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
}

interface SearchScope {
  scope: Int32Array;
  approximate: boolean;
  relatedSearches: readonly string[];
}

/** Searches kept per language, and index positions over all of them (4 bytes each) at most. */
const SEARCH_SCOPE_CACHE_SIZE = 64;
const SEARCH_SCOPE_POSITIONS = 2_000_000;

/** Filter results kept per language (each holds one byte per model). */
const RESULT_CACHE_SIZE = 64;

/** Cards kept per language: the first pages of the popular grids and searches, about 20 MB. */
const CARD_CACHE_SIZE = 20_000;

/** The listing service's own calls; the grid URL's queries (./listing-query.ts) are composed on top of them. */
export type ListingService = Omit<Services["listing"], keyof ListingQueries>;

export function createListingService(deps: ListingServiceDeps): ListingService {
  const freeze = deps.freezeShared ?? true;
  // Whatever the service keeps and hands to more than one request goes through here (types.ts: GridCard, FacetSection).
  const share = <T>(value: T): T => {
    if (freeze) deepFreeze(value);
    return value;
  };
  // The visible filter sections of a filter result, built once per result (see `page`). Shared between
  // answers: read only.
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
  const { repository, search } = deps;
  const now = deps.now ?? Date.now;
  const maxStaleMs = deps.maxStaleMs ?? 0;
  // Concurrent requests share one version read; when some staleness is allowed, a read also serves the
  // requests of the next second.
  const currentVersion = sharedRead(() => repository.version(), { ttlMs: Math.min(maxStaleMs, 1000), now });
  // Page views are written in batches (view-buffer.ts); a failed write is logged and the counting goes on.
  const views = createViewBuffer({
    write: (counts) => repository.recordViews(counts),
    onError: (error) => console.error(JSON.stringify({ level: 40, msg: "product views not written", err: String(error) })),
  });

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
    const kept = entry.searches.get(text);
    if (kept) {
      entry.searches.delete(text);
      entry.searches.set(text, kept);
      return kept;
    }
    const found = text ? await search(lang, text) : { ids: [], approximate: false, relatedSearches: [] };
    const positions: number[] = [];
    const seen = new Set<number>();
    for (const id of found.ids) {
      const p = entry.index.positionOf.get(id);
      if (p !== undefined && !seen.has(p)) {
        seen.add(p);
        positions.push(p);
      }
    }
    const scope: SearchScope = { scope: Int32Array.from(positions), approximate: found.approximate, relatedSearches: found.relatedSearches };
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

  return {
    async page(request: ListingRequest): Promise<ListingPage> {
      const lang = request.lang;
      const entry = await indexFor(lang);
      const { index, labels } = entry;
      const groupsById = new Map(labels.groups.map((group) => [group.id, group]));
      const filterableTypes = labels.propertyTypes.filter((type) => type.isFilterable);
      const typeBySlug = new Map(filterableTypes.map((type) => [type.slug, type]));

      // The source: its products, its default sorting, and the groups and properties its filters offer.
      let scope: Int32Array | null = null;
      let rankOrder: Int32Array | null = null;
      let defaultSorting: string | null = null;
      let sectionGroups = labels.groups.filter((group) => group.parentId === null);
      let offeredProperties = filterableTypes.map((type) => type.slug);
      let approximate = false;
      let relatedSearches: string[] = [];
      // The key of the source's kept filter results (null: not kept).
      let sourceKey: string | null = null;
      const source = request.source;
      switch (source.kind) {
        case "group": {
          const group = groupsById.get(source.groupId);
          scope = index.groupScopes.get(source.groupId) ?? new Int32Array(0);
          defaultSorting = group?.groupSorting ?? null;
          sectionGroups = labels.groups.filter((child) => child.parentId === source.groupId);
          if (group) offeredProperties = group.filterableProperties.filter((slug) => typeBySlug.has(slug));
          sourceKey = `group:${source.groupId}`;
          break;
        }
        case "brand":
          scope = index.brandScopes.get(source.brandId) ?? new Int32Array(0);
          sourceKey = `brand:${source.brandId}`;
          break;
        case "newest": {
          const at = now();
          scope = newestPositions(index, at);
          // Newest products are shown newest first unless another order is chosen.
          defaultSorting = "newest";
          // The window moves with the clock: a kept result serves for a minute at most.
          sourceKey = `newest:${Math.floor(at / 60_000)}`;
          break;
        }
        case "catalog":
          sourceKey = "catalog";
          break;
        case "search": {
          const text = cleanText(source.text) ?? "";
          const found = await searchScope(lang, entry, text);
          scope = found.scope;
          rankOrder = scope;
          approximate = found.approximate;
          relatedSearches = [...found.relatedSearches];
          // The search's answer belongs to the catalogue version as the index does: its grids are kept too.
          sourceKey = `search:${text}`;
          break;
        }
      }
      const sort = resolveSort(request.sort, defaultSorting);
      const taxAreaId = index.prices.has(request.taxAreaId) ? request.taxAreaId : DEFAULT_TAX_AREA;
      const currencyRate = Number.isFinite(request.currencyRate) && request.currencyRate > 0 ? request.currencyRate : 1;
      const offset = clampOffset(request.offset);
      const limit = clampLimit(request.limit, MAX_PAGE_LIMIT);

      const filters = cleanFilters(request.filters, typeBySlug);
      const resultKey = sourceKey === null ? null : JSON.stringify([sourceKey, filters, taxAreaId, currencyRate]);
      let result = resultKey === null ? undefined : entry.results.get(resultKey);
      if (result && resultKey !== null) {
        // Used again: to the young end.
        entry.results.delete(resultKey);
        entry.results.set(resultKey, result);
      } else {
        const textNeedle = filters.text ? normalizeForTextFilter(filters.text) : "";
        const textMatch = textNeedle ? matchText(await textIndexFor(lang, entry), textNeedle) : null;
        result = filterListingIndex(index, {
          scope,
          manufacturer: filters.manufacturer,
          color: filters.color,
          store: filters.store,
          size: filters.size,
          group: filters.group,
          textMatch,
          price: filters.price,
          properties: filters.properties,
          taxAreaId,
          currencyRate,
        });
        if (resultKey !== null) {
          entry.results.set(resultKey, result);
          if (entry.results.size > RESULT_CACHE_SIZE) entry.results.delete(entry.results.keys().next().value!);
        }
      }
      const ids = pageOfMatches(index, result.matched, { rankOrder, sort, taxAreaId, offset, limit });

      const kept = await cardsFor(lang, entry, ids, taxAreaId);
      let cards = kept;
      if (filters.color.length > 0) {
        const colours = new Set(filters.color);
        const key = [...colours].sort().join(",");
        cards = kept.map((card) => inColours(card, colours, key));
      }
      const outlet = request.forceOutletRibbon ? labels.outletRibbon : null;
      // Cached cards are shared between requests: the forced ribbon goes on a copy.
      const items = outlet ? cards.map((card) => withRibbon(card, outlet)) : cards;

      // The sections follow from the result alone (its key holds the source and the filters; its index the
      // labels), so a kept result keeps them too: one array for every page and sort of the grid.
      let facets = facetsOfResult.get(result);
      if (!facets) {
        const sections = facetSections({ filters, textFilter: filters.text, result, labels, sectionGroups, offeredProperties, typeBySlug });
        facets = share(orderFacetSections(sections, result.propertyFrequency).filter(isSectionVisible));
        facetsOfResult.set(result, facets);
      }
      return {
        total: result.total,
        sourceTotal: scope === null ? index.size : scope.length,
        offset,
        limit,
        sort,
        items,
        facets,
        approximate,
        relatedSearches,
      };
    },

    recordView(modelId: number) {
      views.add(modelId);
      return Promise.resolve();
    },

    flushViews() {
      return views.flush();
    },

    refreshPopularity() {
      return repository.refreshPopularity();
    },

    async cardsOf({ lang, ids, taxAreaId }) {
      const entry = await indexFor(lang);
      const area = entry.index.prices.has(taxAreaId) ? taxAreaId : DEFAULT_TAX_AREA;
      // Listable models only (public, in this language): the index knows them.
      return cardsFor(lang, entry, [...new Set(ids)].filter((id) => entry.index.positionOf.has(id)), area);
    },

    async related(input: RelatedRequest): Promise<RelatedCards> {
      const lang = input.lang;
      const entry = await indexFor(lang);
      const { index, labels } = entry;
      const taxAreaId = index.prices.has(input.taxAreaId) ? input.taxAreaId : DEFAULT_TAX_AREA;
      const prices = index.prices.get(taxAreaId);
      const buyable = (id: number) => {
        const p = index.positionOf.get(id);
        return p !== undefined && id !== input.modelId && prices !== undefined && !Number.isNaN(prices[p]!) && hasStock(index, p);
      };
      const alsoBought = [...new Set(input.alsoBought)].filter(buyable).slice(0, input.limit);

      // The group the shopper came from when the model is in it, else the model's main group; then its parents.
      const path = input.groupPath?.trim().toLowerCase().replace(/^\/+|\/+$/g, "") ?? "";
      const fromPath = path ? labels.groups.find((group) => group.path === path || group.neutralPath === path) : undefined;
      const own = index.positionOf.get(input.modelId);
      const inModel = (groupId: number) => own !== undefined && (index.groupScopes.get(groupId)?.includes(own) ?? false);
      let groupId = fromPath && inModel(fromPath.id) ? fromPath.id : input.groupId;
      const groupsById = new Map(labels.groups.map((group) => [group.id, group]));
      const scopes: Int32Array[] = [];
      while (groupId !== null) {
        const scope = index.groupScopes.get(groupId);
        if (scope) scopes.push(scope);
        groupId = groupsById.get(groupId)?.parentId ?? null;
      }
      const exclude = new Set([input.modelId, ...alsoBought]);
      const recommended = recommendedIds(index, scopes, { taxAreaId, exclude, limit: input.limit });
      const [alsoBoughtCards, recommendationCards] = await Promise.all([
        cardsFor(lang, entry, alsoBought, taxAreaId),
        cardsFor(lang, entry, recommended, taxAreaId),
      ]);
      return { alsoBought: alsoBoughtCards, recommendations: recommendationCards };
    },

    async productModelList(input: ProductModelListRequest): Promise<ProductCard[]> {
      const lang = input.language;
      const { index, labels, ruleOf } = await indexFor(lang);
      const slug = typeof input.slug === "string" ? input.slug.trim().toLowerCase().replace(/^\/+|\/+$/g, "") : "";
      let scope: Int32Array | undefined;
      if (input.source === "ProductGroup") {
        const group =
          input.id !== undefined
            ? labels.groups.find((candidate) => candidate.id === input.id)
            : labels.groups.find((candidate) => slug !== "" && (candidate.path === slug || candidate.neutralPath === slug || candidate.slug === slug));
        scope = group ? index.groupScopes.get(group.id) : undefined;
      } else {
        const brand =
          input.id !== undefined
            ? labels.brands.find((candidate) => candidate.id === input.id)
            : labels.brands.find((candidate) => candidate.slug === slug);
        scope = brand ? index.brandScopes.get(brand.id) : undefined;
      }
      if (!scope || scope.length === 0) return [];
      const taxAreaId = index.prices.has(input.taxAreaId) ? input.taxAreaId : DEFAULT_TAX_AREA;
      const ids = orderBySortIds(positionsInOrder(index, scope, "default", taxAreaId), input.sortIds ?? []);
      const rows = await repository.cards(lang, ids, taxAreaId);
      const rule = ruleOf(taxAreaId);
      return rows.map((row) => toCard(row, rule));
    },
  };
}

/**
 * The ids in the order of `sortIds` (document 2 §7, the recommendation order); ids it does not name
 * follow in their own (default) order.
 */
export function orderBySortIds(ids: readonly number[], sortIds: readonly number[]): number[] {
  const rank = new Map<number, number>();
  for (const id of sortIds) if (!rank.has(id)) rank.set(id, rank.size);
  const known = ids.filter((id) => rank.has(id)).sort((a, b) => rank.get(a)! - rank.get(b)!);
  return [...known, ...ids.filter((id) => !rank.has(id))];
}

// ---------------------------------------------------------------------------------------------
// request cleaning

type TypeBySlug = ReadonlyMap<string, ListingLabels["propertyTypes"][number]>;

const validRange = (range: { min: number; max: number } | null | undefined): range is { min: number; max: number } =>
  !!range &&
  Number.isFinite(range.min) &&
  Number.isFinite(range.max) &&
  range.min >= 0 &&
  range.min <= range.max &&
  range.max <= RANGE_MAX;

/**
 * The filters the index can apply: a range must be 0 <= min <= max; a property filter must name a known,
 * filterable property type of the same kind; anything else is ignored, so a bad link shows a normal page.
 */
function cleanFilters(filters: ListingFilters, typeBySlug: TypeBySlug): ListingFilters {
  const strings = (values: unknown) => (Array.isArray(values) ? values.filter((value): value is string => typeof value === "string") : []);
  const properties: Record<string, PropertyFilter> = {};
  for (const [slug, filter] of Object.entries(filters.properties ?? {})) {
    const type = typeBySlug.get(slug);
    if (!type || !filter || type.filter !== filter.kind) continue;
    if (filter.kind === "checkbox") {
      const values = strings(filter.values);
      if (values.length > 0) properties[slug] = { kind: "checkbox", values };
    } else if (validRange(filter)) {
      properties[slug] = { kind: "range", min: filter.min, max: filter.max };
    }
  }
  return {
    text: typeof filters.text === "string" ? cleanText(filters.text) : null,
    price: validRange(filters.price) ? { min: filters.price.min, max: filters.price.max } : null,
    manufacturer: strings(filters.manufacturer),
    color: strings(filters.color),
    store: strings(filters.store),
    size: strings(filters.size),
    group: Array.isArray(filters.group) ? filters.group.filter((id) => Number.isSafeInteger(id)) : [],
    properties,
  };
}

// ---------------------------------------------------------------------------------------------
// cards

function ribbonOf(ribbon: ListingRibbon): CardRibbon {
  const [bgColor = "#1a1a1a", textColor = "#ffffff"] = ribbon.value.split(";").map((part) => part.trim());
  return { slug: ribbon.slug, name: ribbon.name, bgColor, textColor };
}

const productImage = (imageId: number) => `/images/products/${imageId}-${CARD_IMAGE_WIDTH}.svg`;

/**
 * The card as a grid filtered by colour families shows it: with the picture of its first colour of those
 * families, and its link opening the product in that colour. The card itself when its picture already
 * shows such a colour, or when no colour of the card has its own picture.
 */
export function cardInColours<C extends GridCard>(card: C, families: readonly (string | null)[], wanted: ReadonlySet<string>): C {
  const matching = card.colors.filter((_, index) => wanted.has(families[index] ?? ""));
  if (matching.length === 0 || matching.some((colour) => colour.image !== null && colour.image === card.image)) return card;
  const colour = matching.find((candidate) => candidate.image !== null);
  if (!colour) return card;
  return { ...card, image: colour.image, path: withSelectedColour(card.path, colour.control) };
}

/** The card with a ribbon first (once), e.g. Outlet on every card of an /outlet/ path (document 2 §2). */
function withRibbon<C extends { readonly ribbons: readonly CardRibbon[] }>(card: C, ribbon: ListingRibbon): C {
  if (card.ribbons.some((existing) => existing.slug === ribbon.slug)) return card;
  return { ...card, ribbons: [ribbonOf(ribbon), ...card.ribbons] };
}

/**
 * A grid card from its read-model row (document 2 §2 "Product card"), its reduction by the tax area's
 * price-indication rule (priceReduction, the product page's rule). Without a reduction the reference is
 * the active price: nothing is struck.
 */
export function toGridCard(row: GridCardRow, rule: ReferenceRule): GridCard {
  return gridCardFields(row, rule);
}

/** The grid card's fields, the full card's too: a new object of its own, not yet shared. */
function gridCardFields(row: GridCardRow, rule: ReferenceRule): Pick<ProductCard, keyof GridCard> {
  const price = row.price;
  let cardPrice: ProductCard["price"];
  if (price) {
    const type = priceMode({
      active: price.active,
      regular: price.regular,
      club: price.club,
      discountFree: price.discountFree,
      isOutlet: row.isOutlet,
      discountsAllowed: row.discountsAllowed,
    });
    const reduction = priceReduction({ ...price, type }, rule, { showsPercentage: row.showDiscountPercentage });
    cardPrice = { active: price.active, reference: reduction?.reference ?? price.active, club: price.club, type, discountPercent: reduction?.percent ?? null };
  } else {
    cardPrice = { active: 0, reference: 0, club: null, type: "normal", discountPercent: null };
  }
  return {
    id: row.modelId,
    name: row.name,
    manufacturer: row.brandName,
    manufacturerSlug: row.brandSlug,
    path: row.path,
    image: row.imageId === null ? null : productImage(row.imageId),
    colors: row.colours.map((colour) => ({
      slug: colour.slug,
      control: colour.control,
      name: colour.name,
      hex: colour.hex,
      image: typeof colour.image === "number" ? productImage(colour.image) : null,
    })),
    price: cardPrice,
    shortDescription: cardShortDescription(row.shortDescription || row.description),
    tags: row.tags.map((tag) => ({ name: tag.name, bgColor: tag.bgColor, textColor: tag.textColor })),
    ribbons: row.ribbons.map(ribbonOf),
    rating: row.rating,
    ratingCount: row.ratingCount,
    fromPrefix: price !== null && price.min !== price.max,
  };
}

/** A full product card (document 2 §3 "Product card (list item)"), the product-model list's answer. */
export function toCard(row: CardRow, rule: ReferenceRule): ProductCard {
  const grid = gridCardFields(row, rule);
  return {
    id: grid.id,
    name: grid.name,
    manufacturer: grid.manufacturer,
    manufacturerSlug: grid.manufacturerSlug,
    path: grid.path,
    image: grid.image,
    colors: grid.colors,
    price: grid.price,
    shortDescription: grid.shortDescription,
    description: cardShortDescription(row.description, CARD_DESCRIPTION_LENGTH),
    tags: grid.tags,
    ribbons: grid.ribbons,
    soldAmount: row.soldAmount,
    rating: grid.rating,
    ratingCount: grid.ratingCount,
    fromPrefix: grid.fromPrefix,
    published: row.createdAt,
    stocks: row.storeSlugs,
    sizes: row.sizes,
    productGroupIds: row.groupIds,
    properties: row.properties.flatMap((property) =>
      property.values.map((value) => ({ slug: property.slug, value, filter: property.filter })),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// filter sections

const LETTER_SIZES = ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "XXXXL", "XXXXXL"];

/** Size order of document 2 §5: XXXS up to XXXXXL (combined sizes like S/M between), then numeric. */
export function sizeRank(size: string): number {
  const upper = size.trim().toUpperCase();
  const letter = LETTER_SIZES.indexOf(upper);
  if (letter >= 0) return (letter + 1) * 10;
  const combo = /^([A-Z]+)\/([A-Z]+)$/.exec(upper);
  if (combo && LETTER_SIZES.includes(combo[1]!)) return (LETTER_SIZES.indexOf(combo[1]!) + 1) * 10 + 5;
  const number = Number.parseFloat(upper.replace(",", "."));
  return Number.isFinite(number) ? 1000 + number : Number.MAX_SAFE_INTEGER;
}

interface SectionInput {
  filters: ListingFilters;
  textFilter: string | null;
  result: IndexFacets;
  labels: ListingLabels;
  sectionGroups: ListingLabels["groups"];
  offeredProperties: string[];
  typeBySlug: TypeBySlug;
}

/**
 * Checkbox values: every value some product matching the other filters has, plus the chosen ones (so they
 * can be cleared even when nothing matches them now), in the given order.
 */
function checkboxValues(
  ordered: ReadonlyArray<{ value: string; label: string; hex?: string }>,
  counts: ReadonlyMap<string, number>,
  chosen: readonly string[],
): FacetValue[] {
  const selected = new Set(chosen);
  return ordered
    .filter((entry) => (counts.get(entry.value) ?? 0) > 0 || selected.has(entry.value))
    .map((entry) => ({
      value: entry.value,
      label: entry.label,
      count: counts.get(entry.value) ?? 0,
      selected: selected.has(entry.value),
      ...(entry.hex ? { hex: entry.hex } : {}),
    }));
}

function facetSections(input: SectionInput): FacetSection[] {
  const { filters, result, labels } = input;
  const { counts } = result;
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  const sections: FacetSection[] = [];

  const sizes = [...new Set([...counts.size.keys(), ...filters.size])].sort((a, b) => sizeRank(a) - sizeRank(b) || a.localeCompare(b));
  sections.push({
    key: "size",
    param: "size",
    label: FIXED_LABELS.size,
    kind: "checkbox",
    values: checkboxValues(
      sizes.map((size) => ({ value: size, label: size })),
      counts.size,
      filters.size,
    ),
  });

  const { priceSpan } = result;
  sections.push({
    key: "price",
    param: "price",
    label: FIXED_LABELS.price,
    kind: "range",
    values: [],
    ...(priceSpan
      ? {
          range: {
            min: priceSpan.min,
            max: priceSpan.max,
            selectedMin: result.applied.price?.min ?? null,
            selectedMax: result.applied.price?.max ?? null,
            unit: null,
          },
        }
      : {}),
  });

  const brandNames = new Map(labels.brands.map((brand) => [brand.slug, brand.name]));
  const brandEntries = [...new Set([...counts.manufacturer.keys(), ...filters.manufacturer])]
    .filter((slug) => brandNames.has(slug))
    .map((slug) => ({ value: slug, label: brandNames.get(slug)! }))
    .sort(byName);
  sections.push({
    key: "manufacturer",
    param: "manufacturer",
    label: FIXED_LABELS.manufacturer,
    kind: "checkbox",
    values: checkboxValues(brandEntries, counts.manufacturer, filters.manufacturer),
  });

  sections.push({
    key: "store",
    param: "store",
    label: FIXED_LABELS.store,
    kind: "checkbox",
    values: checkboxValues(
      labels.stores.map((store) => ({ value: store.slug, label: store.name })),
      counts.store,
      filters.store,
    ),
  });

  sections.push({ key: "text", param: "text", label: FIXED_LABELS.text, kind: "text", values: [], text: input.textFilter ?? "" });

  sections.push({
    key: "color",
    param: "color",
    label: FIXED_LABELS.color,
    kind: "checkbox",
    values: checkboxValues(
      labels.colourFamilies.map((family) => ({ value: family.slug, label: family.name, hex: family.hex })),
      counts.color,
      filters.color,
    ),
  });

  const groupCounts = new Map([...counts.group].map(([id, count]) => [String(id), count]));
  const chosenGroups = filters.group.map(String);
  const sectionGroupIds = new Set(input.sectionGroups.map((group) => group.id));
  const groupEntries = [
    ...input.sectionGroups,
    // A chosen group outside the listed ones stays, so it can be cleared.
    ...labels.groups.filter((group) => filters.group.includes(group.id) && !sectionGroupIds.has(group.id)),
  ].map((group) => ({ value: String(group.id), label: group.name }));
  sections.push({ key: "group", param: "group", label: FIXED_LABELS.group, kind: "checkbox", values: checkboxValues(groupEntries, groupCounts, chosenGroups) });

  const propertySlugs = [...new Set([...input.offeredProperties, ...Object.keys(filters.properties)])];
  for (const slug of propertySlugs) {
    const type = input.typeBySlug.get(slug);
    if (!type) continue;
    const chosen = result.applied.properties[slug];
    if (type.filter === "checkbox") {
      const valueCounts = counts.properties.get(slug) ?? new Map<string, number>();
      const chosenValues = chosen?.kind === "checkbox" ? chosen.values : [];
      const known = new Set(type.values.map((value) => value.slug));
      const entries = [
        ...type.values.map((value) => ({ value: value.slug, label: value.name })),
        ...[...valueCounts.keys()].filter((value) => !known.has(value)).map((value) => ({ value, label: value })),
      ];
      sections.push({
        key: `property:${slug}`,
        param: slug,
        label: type.name,
        kind: "checkbox",
        values: checkboxValues(entries, valueCounts, chosenValues),
      });
    } else {
      const span = result.rangeSpans.get(slug);
      sections.push({
        key: `property:${slug}`,
        param: slug,
        label: type.name,
        kind: "range",
        values: [],
        ...(span
          ? {
              range: {
                min: span.min,
                max: span.max,
                selectedMin: chosen?.kind === "range" ? chosen.min : null,
                selectedMax: chosen?.kind === "range" ? chosen.max : null,
                unit: type.unit,
              },
            }
          : {}),
      });
    }
  }
  return sections;
}
