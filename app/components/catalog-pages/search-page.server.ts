import { loggedError } from "#core/text/log-safe.ts";
import type { RequestContext } from "#app/context.ts";
import { loadListing, type GridData } from "#app/components/catalog/listing.server.ts";
import type { Crumb } from "#app/components/shell/Breadcrumbs.tsx";
import { pageHead, routePaths } from "#app/components/shell/head.server.ts";
import type { PageHead } from "#app/components/shell/head.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";
import { cleanText } from "#core/catalog/listing/query-params.ts";
import type { GridCard } from "#core/catalog/listing/types.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { catalogPageMessages } from "./page-data.server.ts";

export interface SearchPageData {
  head: PageHead;
  breadcrumbs: Crumb[];
  messages: SentTexts;
  /** The search text as searched (whitespace collapsed, at most 200 characters); null shows the search form. */
  query: string | null;
  searchPath: string;
  /** Null without a query, or when the search failed. */
  grid: GridData | null;
  /** The search could not be run; the page says "An error occurred while fetching search results." */
  failed: boolean;
  /**
   * When the text found nothing at all: the shop's best sellers (the "Recommended" order), so the page is no
   * dead end; the product groups come from the shell. Empty otherwise.
   */
  popular: GridCard[];
}

/** Runs the search's grid; a failure of the search itself (not a redirect the grid asks for) is logged and reported. */
async function searchGrid(ctx: RequestContext, request: Request, query: string): Promise<GridData | null> {
  try {
    return await loadListing(ctx, request, { kind: "search", text: query });
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    console.error(JSON.stringify({ level: 50, msg: "search failed", err: loggedError(error) }));
    return null;
  }
}

/**
 * The search page (/search/?text=): the grid of what the text finds, the related
 * searches and, when only typo-tolerant matching found anything, the "results are approximate"
 * notice. Without a text the page is a search form. The text is cleaned and cut like the grid's text
 * filter, so a 10,000-character query is searched (and shown) as its first 200 characters; it is
 * only ever rendered as text. Result pages stay out of search engines.
 */
export async function loadSearchPage(ctx: RequestContext, request: Request): Promise<SearchPageData> {
  const url = new URL(request.url);
  const query = cleanText(url.searchParams.get("text"));
  const grid = query ? await searchGrid(ctx, request, query) : null;
  const popular = grid && grid.page.sourceTotal === 0 ? await popularCards(ctx) : [];
  const title = query ? translate(ctx.lang, "catalogPages.searchResultsFor", { query }) : translate(ctx.lang, "catalogPages.searchTitle");
  return {
    head: pageHead(ctx, { title, paths: routePaths("search"), noindex: true }),
    breadcrumbs: [{ label: translate(ctx.lang, "catalogPages.searchTitle") }],
    messages: catalogPageMessages(ctx),
    query,
    searchPath: pathFor("search", ctx.lang),
    grid,
    failed: query !== null && grid === null,
    popular,
  };
}

/** Cards shown beside a search that found nothing. */
export const POPULAR_CARDS = 8;

async function popularCards(ctx: RequestContext): Promise<GridCard[]> {
  const { page } = await ctx.services.listing.pageFor({
    lang: ctx.lang,
    locale: ctx.locale,
    source: { named: { kind: "catalog" } },
    params: new URLSearchParams({ sort: "popular" }),
    offset: 0,
    limit: POPULAR_CARDS,
  });
  return [...page.items];
}
