/**
 * A grid URL's listing, assembled once for both edges: a catalogue page's loader and the faceted listing
 * call (GET /api/listing/) ask the same question (a source, the URL's filters and sort, the delivery
 * country's prices) and get their answer from here, so the two can never read a URL differently.
 *
 * The edges keep only what is theirs: the page its first batch, its no-JavaScript forms and redirects; the
 * API its paging limits and the 404 of a source a client named that the shop does not have.
 */
import { notFound } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { parseListingParams, type ParamError } from "./query-params.ts";
import type { ListingPage, ListingRequest, ListingSource } from "./types.ts";

/** The texts of a source a client named that the shop does not have, answered as they are. */
export const GROUP_NOT_FOUND = "Product group not found.";
export const BRAND_NOT_FOUND = "Manufacturer not found.";

/**
 * A source as a client of GET /api/listing/ names it: a group by id, a brand by id or slug (checked against
 * the catalogue: an unknown one is not found); a search's text is the query's own `text`.
 */
export type NamedListingSource =
  | { kind: "group"; id: number }
  | { kind: "brand"; id?: number; slug?: string }
  | { kind: "search" }
  | { kind: "newest" }
  | { kind: "catalog" };

export interface ListingQuery {
  lang: Lang;
  /** The delivery country and display currency: codes the shop offers. */
  locale: { countryCode: string; currencyCode: string };
  /** Where the products come from: resolved by the page that shows them (its group or brand read), or named by a client. */
  source: ListingSource | { named: NamedListingSource };
  /** The grid URL's query: filters, sort and (on the search page) the search text. */
  params: URLSearchParams;
  offset: number;
  limit: number;
  /** A path with /outlet/ forces the Outlet ribbon on every card. */
  forceOutletRibbon?: boolean;
}

/**
 * What a grid's prices follow: the delivery country's tax area and the display currency's rate (the price
 * context of the storefront locale, core/config/price-context.ts).
 */
export interface ListingPrices {
  taxAreaId: number;
  currency: { rate: number };
}

export interface ListingRequestAnswer<P extends ListingPrices = ListingPrices> {
  /** The listing service's request: the source, the URL's filters and sort (null: the source's default), prices, paging. */
  request: ListingRequest;
  /** Parameters of the URL that made no sense: left out, the grid is still answered. */
  warnings: ParamError[];
  /** The delivery country's price settings the request was priced with. */
  prices: P;
}

export interface ListingPageAnswer<P extends ListingPrices = ListingPrices> extends ListingRequestAnswer<P> {
  page: ListingPage;
}

interface GroupNode {
  id: number;
  children: readonly GroupNode[];
}

/** What a URL's listing reads of the catalogue in a language: its filterable properties, groups and brands. */
export interface ListingResources {
  propertyFilters: ReadonlyArray<{ slug: string; filter: "range" | "checkbox" }>;
  productGroups: readonly GroupNode[];
  manufacturers: ReadonlyArray<{ id: number; slug: string }>;
}

export interface ListingQueryDeps<P extends ListingPrices> {
  /** The price context of the storefront locale (core/config/price-context.ts priceContextFor). */
  prices(input: { countryCode: string; currencyCode: string; lang: Lang }): Promise<P>;
  resources(lang: Lang): Promise<ListingResources>;
  page(request: ListingRequest): Promise<ListingPage>;
}

export interface ListingQueries<P extends ListingPrices = ListingPrices> {
  /** The listing request of a grid URL, without running it (a form's redirect needs only the URL's state). */
  requestFor(query: ListingQuery): Promise<ListingRequestAnswer<P>>;
  /** One page of a grid URL's cards with its total and every filter section's counts. */
  pageFor(query: ListingQuery): Promise<ListingPageAnswer<P>>;
}

function containsGroup(tree: readonly GroupNode[], id: number): boolean {
  const stack = [...tree];
  while (stack.length > 0) {
    const group = stack.pop()!;
    if (group.id === id) return true;
    stack.push(...group.children);
  }
  return false;
}

/** The source a client named, checked against the catalogue's groups and brands. */
function sourceNamed(named: NamedListingSource, resources: ListingResources, searchText: string | null): ListingSource {
  switch (named.kind) {
    case "group":
      if (!containsGroup(resources.productGroups, named.id)) throw notFound(GROUP_NOT_FOUND);
      return { kind: "group", groupId: named.id };
    case "brand": {
      const brand = resources.manufacturers.find((candidate) => (named.id !== undefined ? candidate.id === named.id : candidate.slug === named.slug));
      if (!brand) throw notFound(BRAND_NOT_FOUND);
      return { kind: "brand", brandId: brand.id };
    }
    case "search":
      return { kind: "search", text: searchText ?? "" };
    default:
      return { kind: named.kind };
  }
}

export function createListingQueries<P extends ListingPrices>(deps: ListingQueryDeps<P>): ListingQueries<P> {
  async function requestFor(query: ListingQuery): Promise<ListingRequestAnswer<P>> {
    const { lang, locale } = query;
    const named = "named" in query.source ? query.source.named : null;
    const searched = (named ?? (query.source as ListingSource)).kind === "search";
    const [prices, resources] = await Promise.all([
      deps.prices({ countryCode: locale.countryCode, currencyCode: locale.currencyCode, lang }),
      deps.resources(lang),
    ]);
    const parsed = parseListingParams(query.params, {
      properties: new Map(resources.propertyFilters.map((property) => [property.slug, property.filter])),
      textIsSearch: searched,
    });

    const source = named ? sourceNamed(named, resources, parsed.searchText) : (query.source as ListingSource);

    return {
      request: {
        lang,
        source,
        filters: parsed.filters,
        sort: parsed.sort,
        taxAreaId: prices.taxAreaId,
        currencyRate: prices.currency.rate,
        offset: query.offset,
        limit: query.limit,
        forceOutletRibbon: query.forceOutletRibbon ?? false,
      },
      warnings: parsed.errors,
      prices,
    };
  }

  return {
    requestFor,
    async pageFor(query) {
      const answer = await requestFor(query);
      return { ...answer, page: await deps.page(answer.request) };
    },
  };
}
