import type { Route } from "./+types/catalog.ts";
import { requestContext } from "../context.ts";
import { ListingPage } from "../components/catalog-pages/ListingPage.tsx";
import { loadListingPage, type ListingPageData } from "../components/catalog-pages/listing-page.server.ts";
import { gridPageAction } from "../components/catalog/listing.server.ts";
import { describeError } from "../components/shell/error-data.ts";
import { ErrorScreen } from "../components/shell/ErrorScreen.tsx";
import { routeMeta } from "../components/shell/head.ts";
import { receiveGridPage, sendGridPage } from "../transport/sent-grid.ts";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";

/** /catalog/ (route id `catalog`): the full catalogue. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return sendGridPage(await loadListingPage(ctx, request, "catalog"), ctx);
}

/** The grid-size toggle posts here before JavaScript. */
export const action = gridPageAction;

// The same for every anonymous visitor of this storefront: the server may keep it (server/page-cache.server.ts).
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Catalog({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={receiveGridPage<ListingPageData>(loaderData)} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen model={describeError(error)} />;
}
