/**
 * The grid's URL (text, price, manufacturer, color, store, size, group, one
 * parameter per property, and sort). The listing rules write the filters; this module adds the
 * sort the grid keeps, the fields of the no-JavaScript forms, and the way back to their canonical URL.
 */
import type { ListingFilters, SortValue } from "#core/catalog/listing/types.ts";
import { emptyFilters, serializeListingParams } from "#core/catalog/listing/query-params.ts";

/**
 * Marks a submission of one of the grid's no-JavaScript forms: the server answers it with a
 * redirect to the canonical URL of the chosen state (listing.server.ts).
 */
export const APPLY_PARAM = "apply";

/**
 * Before JavaScript the filter button is a link to the same page with `filters=open`, which the server
 * renders with the filter form open: the form's hundreds of fields stay out of every other page (they
 * were a seventh of a grid page's render in the catalogue benchmark, docs/benchmarks.md). The
 * filters' own URL never carries it.
 */
export const FILTER_FORM_PARAM = "filters";
export const FILTER_FORM_OPEN = "open";

/** The page's address with the no-JavaScript filter form open or closed. */
export function filterFormHref(pathname: string, search: string, open: boolean): string {
  const params = new URLSearchParams(search);
  params.delete(FILTER_FORM_PARAM);
  if (open) params.set(FILTER_FORM_PARAM, FILTER_FORM_OPEN);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The two fields of a range section in the no-JavaScript form; the server joins them into `min-max`. */
export function rangeFieldNames(param: string): { min: string; max: string } {
  return { min: `${param}.min`, max: `${param}.max` };
}

/**
 * The `sort` value to write: none when it is what applies anyway. With a group whose own default is
 * "newest", choosing "newest" removes the parameter and choosing "default" (Recommended) keeps it,
 * so every option stays reachable.
 */
export function sortQueryValue(sort: SortValue | null, defaultSort: SortValue): SortValue | null {
  return sort === null || sort === defaultSort ? null : sort;
}

/**
 * The grid's query (without "?") for these filters and sort: first the page's own parameters
 * (`base`: the search text on the search page), then the filters, then the sort. `count` is never
 * kept: a new state starts from the first batch again.
 */
export function gridSearch(base: string, filters: ListingFilters, sort: SortValue | null, defaultSort: SortValue): string {
  const params = new URLSearchParams(base);
  for (const [name, value] of serializeListingParams(filters, null)) params.set(name, value);
  const value = sortQueryValue(sort, defaultSort);
  if (value) params.set("sort", value);
  return params.toString();
}

/** The page's own parameters and the filters, as hidden fields of the no-JavaScript sort form. */
export function hiddenFields(base: string, filters: ListingFilters): Array<[string, string]> {
  return [...new URLSearchParams(gridSearch(base, filters, null, "default"))];
}

/** The grid without filters, keeping the page's own parameters and the sort. */
export function clearedHref(pathname: string, base: string, sort: SortValue | null, defaultSort: SortValue): string {
  const search = gridSearch(base, emptyFilters(), sort, defaultSort);
  return search ? `${pathname}?${search}` : pathname;
}
