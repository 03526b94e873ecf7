/**
 * The catalogue grid's server side: what a catalogue page's loader calls to render its grid for
 * the URL's state (filters, sort, grid size, paging), so every state is a URL the server renders
 * completely, before JavaScript and for search engines.
 */
import { redirect } from "react-router";
import type { RequestContext } from "#app/context.ts";
import type { ListingQuery } from "#core/catalog/listing/listing-query.ts";
import type { ListingSource } from "#core/catalog/listing/types.ts";
import { firstBatchSize } from "#core/catalog/listing/paging.ts";
import { encodeSize } from "#core/catalog/listing/query-params.ts";
import { parseSort } from "#core/catalog/listing/sort.ts";
import { setRange } from "./filter-state.ts";
import { APPLY_PARAM, FILTER_FORM_OPEN, FILTER_FORM_PARAM, gridSearch } from "./grid-query.ts";
import { GRID_SIZE_FIELD, GRID_SIZE_INTENT, gridSizeCookie, gridSizeFromCookies, isGridSize } from "./grid-size.ts";
import type { GridData } from "./grid-types.ts";
import { COUNT_PARAM, requestedCount } from "./load-more.ts";
import { parseRangeInput } from "./range-input.ts";

export type { GridData } from "./grid-types.ts";

/**
 * The texts of one product card (ProductCard), for pages that show cards outside a grid (the product
 * page's strips). A member's card names the club price as theirs.
 */
export const CARD_MESSAGES = [
  "club.memberPrice",
  "club.othersPay",
  "catalog.swatch",
  "catalog.ratingLabel",
  "catalog.outlet",
  "catalog.discountPercent",
  "catalog.lowestPrice30Days",
  "catalog.regularPrice",
  "catalog.fromPrice",
  "catalog.clubPrice",
] as const;

/**
 * The grid's texts, for the page loader's `messages: messagesFor(lang, [...GRID_MESSAGES, ...])`
 * (selectors of app/components/shell/shell-data.server.ts: a key prefix each).
 */
export const GRID_MESSAGES = [
  ...CARD_MESSAGES,
  "catalog.sort",
  "catalog.filter",
  "catalog.priceFrom",
  "catalog.priceTo",
  "catalog.clearFilters",
  "catalog.show",
  "catalog.apply",
  "catalog.productCount",
  "catalog.noResults",
  "catalog.noProducts",
  "catalog.loadMore",
  "catalog.loading",
  "catalog.backToTop",
  "catalog.grid",
] as const;

/**
 * Cards asked for on a first render without `count`: enough for the first batch whatever the total
 * turns out to be (120 when fewer than 120 match, else 60), in one query.
 */
const FIRST_REQUEST_LIMIT = 120;

/** Parameters of the page itself that every grid URL keeps: the search text of the search page. */
export function baseQueryOf(source: ListingSource): string {
  return source.kind === "search" ? new URLSearchParams({ text: source.text }).toString() : "";
}

/** The source's parameters of GET /api/listing/ (the search text travels as the page's own `text`). */
export function apiQueryOf(source: ListingSource): string {
  switch (source.kind) {
    case "group":
      return `source=group&id=${source.groupId}`;
    case "brand":
      return `source=brand&id=${source.brandId}`;
    case "newest":
    case "catalog":
    case "search":
      return `source=${source.kind}`;
  }
}

/**
 * A submission of the no-JavaScript filter form in the URL's own format: each ticked box is a
 * parameter of its own (`manufacturer=a&manufacturer=b`), joined here with commas as the URL writes
 * lists (a comma inside a size becomes `_`); empty fields are left out; each range comes as two
 * fields (`price.min`, `price.max`) and is returned apart, as either end may be open until the
 * span is known.
 */
export function joinFormFields(params: URLSearchParams): {
  params: URLSearchParams;
  ranges: Map<string, { min: number | null; max: number | null }>;
} {
  const lists = new Map<string, string[]>();
  const ranges = new Map<string, { min: number | null; max: number | null }>();
  for (const [name, value] of params) {
    const rangeField = /^(.+)\.(min|max)$/.exec(name);
    if (rangeField) {
      const range = ranges.get(rangeField[1]!) ?? { min: null, max: null };
      const number = parseRangeInput(value);
      range[rangeField[2] as "min" | "max"] = typeof number === "number" ? number : null;
      ranges.set(rangeField[1]!, range);
      continue;
    }
    if (value.trim() === "") continue;
    const list = lists.get(name) ?? [];
    list.push(name === "size" ? encodeSize(value) : value);
    lists.set(name, list);
  }
  const joined = new URLSearchParams();
  for (const [name, values] of lists) joined.set(name, values.join(","));
  return { params: joined, ranges };
}

/**
 * Loads the grid of a catalogue page for its URL: filters and sort from the query, prices in the
 * delivery country's tax area and currency, the first batch of cards (or `count` of them for the
 * no-JavaScript "Load more" link), every filter section's counts, and the grid size from its cookie.
 *
 * A submission of the grid's no-JavaScript forms (marked with `apply`) is answered with a redirect
 * to the canonical URL of the chosen state.
 */
export async function loadListing(
  ctx: RequestContext,
  request: Request,
  source: ListingSource,
  options: { groupSorting?: string | null; forceOutletRibbon?: boolean } = {},
): Promise<GridData> {
  const url = new URL(request.url);
  const submitted = url.searchParams.has(APPLY_PARAM);
  // Only the grid's own forms send lists as repeated fields; a link's URL is read as it stands.
  const form = submitted ? joinFormFields(url.searchParams) : null;

  const forceOutletRibbon = options.forceOutletRibbon ?? false;
  const count = requestedCount(url.searchParams.get(COUNT_PARAM));
  const query: ListingQuery = {
    lang: ctx.lang,
    locale: ctx.locale,
    source,
    params: form ? form.params : url.searchParams,
    offset: 0,
    limit: count ?? FIRST_REQUEST_LIMIT,
    forceOutletRibbon,
  };
  const defaultSort = parseSort(options.groupSorting ?? null) ?? "default";
  const baseQuery = baseQueryOf(source);

  if (form) {
    const { request: asked } = await ctx.services.listing.requestFor({ ...query, limit: 1 });
    let filters = asked.filters;
    const openRanges = [...form.ranges].filter(([, range]) => range.min !== null || range.max !== null);
    if (openRanges.length > 0) {
      // An open end takes the end of the span, and a range covering the whole span is no filter:
      // the spans come with the answer (each one leaves its own filter out, so one call tells all).
      const spans = await ctx.services.listing.page(asked);
      for (const [param, range] of openRanges) {
        const section = spans.facets.find((facet) => facet.param === param && facet.kind === "range");
        if (section) filters = setRange(filters, section, range.min, range.max);
      }
    }
    const search = gridSearch(baseQuery, filters, asked.sort, defaultSort);
    throw redirect(search ? `${url.pathname}?${search}` : url.pathname, 303);
  }

  const { request: asked, prices, page: found } = await ctx.services.listing.pageFor(query);
  const shown = count ?? firstBatchSize(found.total);
  const page = found.items.length > shown ? { ...found, items: found.items.slice(0, shown), limit: shown } : found;

  return {
    page,
    source,
    apiQuery: apiQueryOf(source),
    baseQuery,
    gridSize: gridSizeFromCookies(request.headers.get("cookie")),
    currency: prices.currency,
    outletRibbon: forceOutletRibbon,
    filters: asked.filters,
    sort: asked.sort,
    defaultSort,
    lowestPriceLabel: prices.lowestPriceLabel,
    filterFormOpen: url.searchParams.get(FILTER_FORM_PARAM) === FILTER_FORM_OPEN,
  };
}

/**
 * The no-JavaScript grid-size toggle posts to the page; its route's action hands the request here.
 * Answers the toggle's form with a redirect back to the page carrying the one-year cookie, and
 * null for any other form, so a route with forms of its own can try this first.
 */
export async function handleGridSizeForm(request: Request): Promise<Response | null> {
  const form = await request.clone().formData().catch(() => null);
  if (!form || form.get("intent") !== GRID_SIZE_INTENT) return null;
  const size = form.get(GRID_SIZE_FIELD);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (!isGridSize(size)) return redirect(back, 303);
  return redirect(back, { status: 303, headers: { "Set-Cookie": gridSizeCookie(size) } });
}

/**
 * The action of every catalogue page: the no-JavaScript grid-size toggle posts to the page it is on;
 * any other form is not the page's (405).
 */
export async function gridPageAction({ request }: { request: Request }): Promise<Response> {
  const answer = await handleGridSizeForm(request);
  if (answer) return answer;
  throw new Response(null, { status: 405 });
}
