import type { RequestContext } from "#app/context.ts";
import { loadListing, type GridData } from "#app/components/catalog/listing.server.ts";
import type { Crumb } from "#app/components/shell/Breadcrumbs.tsx";
import { pageHead, routePaths } from "#app/components/shell/head.server.ts";
import type { PageHead } from "#app/components/shell/head.ts";
import type { SentTexts } from "#app/transport/sent-texts.ts";
import { imageAtWidth } from "#core/images/pictures.ts";
import { translate } from "#i18n/messages.ts";
import { catalogPageMessages } from "./page-data.server.ts";

export interface ListingPageData {
  head: PageHead;
  breadcrumbs: Crumb[];
  messages: SentTexts;
  title: string;
  intro: string;
  grid: GridData;
}

/**
 * /newest/ and /catalog/: a heading and the grid of every public product, the newest
 * page sorted newest first unless the shopper picks another sort.
 */
export async function loadListingPage(ctx: RequestContext, request: Request, kind: "newest" | "catalog"): Promise<ListingPageData> {
  const grid = await loadListing(ctx, request, { kind }, kind === "newest" ? { groupSorting: "newest" } : {});
  const title = translate(ctx.lang, kind === "newest" ? "catalogPages.newestTitle" : "catalogPages.catalogTitle");
  const intro = translate(ctx.lang, kind === "newest" ? "catalogPages.newestDescription" : "catalogPages.catalogDescription");
  const firstImage = grid.page.items.find((card) => card.image)?.image ?? null;
  return {
    head: pageHead(ctx, { title, description: intro, paths: routePaths(kind), image: firstImage ? imageAtWidth(firstImage, 960) : null }),
    breadcrumbs: [{ label: title }],
    messages: catalogPageMessages(ctx),
    title,
    intro,
    grid,
  };
}
