/**
 * The catalogue grid service: one page of product cards with the total and every
 * filter section's counts, for a product group, a brand, the newest products, the whole catalogue or a
 * search; and the product-list call (GET/POST /api/products/productmodellist/).
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
import { loggedError } from "../../text/log-safe.ts";
import type { SearchFn } from "../search/search-types.ts";
import { toCard, withRibbon } from "./cards.ts";
import { facetSections, type TypeBySlug } from "./facet-sections.ts";
import { isSectionVisible, orderFacetSections } from "./facets.ts";
import { filterListingIndex, pageOfMatches } from "./index-filter.ts";
import { hasStock, newestPositions, positionsInOrder, recommendedIds } from "./index-orders.ts";
import { matchText } from "./index-text.ts";
import { createListingCache } from "./listing-cache.ts";
import type { ListingRepository } from "./listing-repository.ts";
import { clampLimit, clampOffset } from "./paging.ts";
import { cleanText, RANGE_MAX } from "./query-params.ts";
import { resolveSort } from "./sort.ts";
import { normalizeForTextFilter } from "./text.ts";
import type {
  ListingFilters,
  ListingPage,
  ListingRequest,
  ListingService,
  ProductCard,
  ProductModelListRequest,
  PropertyFilter,
  RelatedCards,
  RelatedRequest,
} from "./types.ts";
import { createViewBuffer } from "./view-buffer.ts";

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

export function createListingService(deps: ListingServiceDeps): ListingService {
  const { repository } = deps;
  const now = deps.now ?? Date.now;
  const cache = createListingCache({
    repository,
    search: deps.search,
    now,
    maxStaleMs: deps.maxStaleMs ?? 0,
    freezeShared: deps.freezeShared ?? true,
  });
  // Page views are written in batches (view-buffer.ts); a failed write is logged and the counting goes on.
  const views = createViewBuffer({
    write: (counts) => repository.recordViews(counts),
    onError: (error) => console.error(JSON.stringify({ level: 40, msg: "product views not written", err: loggedError(error) })),
  });

  return {
    expireIndexes() {
      cache.expire();
    },
    async page(request: ListingRequest): Promise<ListingPage> {
      const lang = request.lang;
      const entry = await cache.indexFor(lang);
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
      let correctedText: string | null = null;
      // A search's products belong to the cache generation they were asked in (the search words may change).
      let scopeGeneration: number | undefined;
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
          const found = await cache.searchScope(lang, entry, text);
          scopeGeneration = found.generation;
          scope = found.scope;
          rankOrder = scope;
          approximate = found.approximate;
          relatedSearches = [...found.relatedSearches];
          correctedText = found.correctedText;
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
      let result = resultKey === null ? undefined : cache.keptResult(entry, resultKey);
      if (!result) {
        const textNeedle = filters.text ? normalizeForTextFilter(filters.text) : "";
        const textMatch = textNeedle ? matchText(await cache.textIndexFor(lang, entry), textNeedle) : null;
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
        if (resultKey !== null) cache.keepResult(entry, resultKey, result, scopeGeneration);
      }
      const ids = pageOfMatches(index, result.matched, { rankOrder, sort, taxAreaId, offset, limit });

      const kept = await cache.cardsFor(lang, entry, ids, taxAreaId);
      let cards = kept;
      if (filters.color.length > 0) {
        const colours = new Set(filters.color);
        const key = [...colours].sort().join(",");
        cards = kept.map((card) => cache.inColours(card, colours, key));
      }
      const outlet = request.forceOutletRibbon ? labels.outletRibbon : null;
      // Cached cards are shared between requests: the forced ribbon goes on a copy.
      const items = outlet ? cards.map((card) => withRibbon(card, outlet)) : cards;

      // The sections follow from the result alone (its key holds the source and the filters; its index the
      // labels), so a kept result keeps them too: one array for every page and sort of the grid.
      let facets = cache.keptFacets(result);
      if (!facets) {
        const sections = facetSections({ filters, textFilter: filters.text, result, labels, sectionGroups, offeredProperties, typeBySlug });
        facets = cache.keepFacets(result, orderFacetSections(sections, result.propertyFrequency).filter(isSectionVisible));
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
        correctedText,
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
      const entry = await cache.indexFor(lang);
      const area = entry.index.prices.has(taxAreaId) ? taxAreaId : DEFAULT_TAX_AREA;
      // Listable models only (public, in this language): the index knows them.
      return cache.cardsFor(lang, entry, [...new Set(ids)].filter((id) => entry.index.positionOf.has(id)), area);
    },

    async related(input: RelatedRequest): Promise<RelatedCards> {
      const lang = input.lang;
      const entry = await cache.indexFor(lang);
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
        cache.cardsFor(lang, entry, alsoBought, taxAreaId),
        cache.cardsFor(lang, entry, recommended, taxAreaId),
      ]);
      return { alsoBought: alsoBoughtCards, recommendations: recommendationCards };
    },

    async productModelList(input: ProductModelListRequest): Promise<ProductCard[]> {
      const lang = input.language;
      const { index, labels, ruleOf } = await cache.indexFor(lang);
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
 * The ids in the order of `sortIds` (the recommendation order); ids it does not name
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
