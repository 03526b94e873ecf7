/**
 * Paging of the grid: the server renders the first batch; the browser
 * adds batches from GET /api/listing/ as the shopper nears the bottom; before JavaScript a link
 * asks the server for more through the `count` parameter.
 */

/** The URL parameter of the no-JavaScript "Load more" link: how many cards to render. */
export const COUNT_PARAM = "count";
/** The most cards one server render shows, however large `count` is. */
export const MAX_RENDERED_COUNT = 600;

/** Parameters of GET /api/listing/ that the call itself owns; a page URL never passes them on. */
const API_OWN_PARAMS = new Set(["source", "id", "slug", "offset", "limit", COUNT_PARAM]);

/** The `count` a page URL asks for, capped; null when absent or not a positive whole number. */
export function requestedCount(value: string | null, max: number = MAX_RENDERED_COUNT): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const count = Number(value.trim());
  return count > 0 ? Math.min(count, max) : null;
}

/** The page's query without `count` (and without "?"): the grid state that the cards depend on. */
export function gridQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(COUNT_PARAM);
  return params.toString();
}

/**
 * GET /api/listing/ for cards `offset` .. `offset + limit` of the grid: the source's parameters, the
 * page's filter and sort parameters, then the slice.
 */
export function listingApiUrl(apiQuery: string, pageSearch: string, offset: number, limit: number): string {
  const params = new URLSearchParams(apiQuery);
  for (const [name, value] of new URLSearchParams(pageSearch)) {
    if (!API_OWN_PARAMS.has(name)) params.append(name, value);
  }
  params.set("offset", String(offset));
  params.set("limit", String(limit));
  return `/api/listing/?${params.toString()}`;
}

/** Whether to ask for the next batch now: more exist, none is on its way, and the last one did not fail. */
export function canLoadMore(state: { shown: number; total: number; loading: boolean; failed: boolean }): boolean {
  return !state.loading && !state.failed && state.shown < state.total;
}

/**
 * The address of the no-JavaScript "Load more" link: this page with `count` one step larger (at
 * most the total and the render cap), other parameters kept in their order.
 */
export function loadMoreHref(pathname: string, search: string, shown: number, step: number, total: number): string {
  const params = new URLSearchParams(search);
  params.set(COUNT_PARAM, String(Math.min(shown + step, total, MAX_RENDERED_COUNT)));
  return `${pathname}?${params.toString()}`;
}
