import type { ListingFilters, ListingPage, ListingSource, SortValue } from "#core/catalog/listing/types.ts";
import type { GridSize } from "./grid-size.ts";

/**
 * Everything the grid of a catalogue page needs, as loadListing (listing.server.ts) returns it from
 * the page's loader. The route sends it (app/transport/sent-grid.ts packs the page) and the page
 * component gets it back as it was.
 */
export interface GridData {
  /** The first batch of cards (or `count` of them), the total and every filter section. */
  page: ListingPage;
  source: ListingSource;
  /** The source's parameters of GET /api/listing/, e.g. "source=group&id=12". */
  apiQuery: string;
  /** Parameters of the page itself that every grid URL keeps (the search page's `text`), else "". */
  baseQuery: string;
  /** From the `grid_size` cookie. */
  gridSize: GridSize;
  /** The delivery currency: code, units per 1 EUR, and its display format from the init config. */
  currency: { code: string; rate: number; format: string };
  /** Every card carries the Outlet ribbon (a group path with /outlet/). */
  outletRibbon: boolean;
  /** The filters the URL chose. */
  filters: ListingFilters;
  /** The URL's sort, null when it has none. */
  sort: SortValue | null;
  /** What applies without a sort parameter: the group's sorting, else "default". */
  defaultSort: SortValue;
  /** Delivery to Finland: a struck reference price reads "Lowest price for 30 days". */
  lowestPriceLabel: boolean;
  /** The URL asks for the no-JavaScript filter form (grid-query.ts FILTER_FORM_PARAM). */
  filterFormOpen: boolean;
}
