import { data } from "react-router";
import type { Route } from "./+types/search.ts";
import { requestContext } from "../context.ts";
import { SearchPage } from "../components/catalog-pages/SearchPage.tsx";
import { loadSearchPage, type SearchPageData } from "../components/catalog-pages/search-page.server.ts";
import { gridPageAction } from "../components/catalog/listing.server.ts";
import { describeError } from "../components/shell/error-data.ts";
import { ErrorScreen } from "../components/shell/ErrorScreen.tsx";
import { routeMeta } from "../components/shell/head.ts";
import { receiveGridPage, sendGridPage } from "../transport/sent-grid.ts";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";

/**
 * /search/?text= (route id `search`): the header's search form sends its text here.
 * A failed search is the page with its error message, as a 503 so nothing keeps it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const page = await loadSearchPage(ctx, request);
  return data(sendGridPage(page, ctx), { status: page.failed ? 503 : 200 });
}

/** The grid-size toggle posts here before JavaScript. */
export const action = gridPageAction;

// The same for every anonymous visitor of this storefront: the server may keep it (server/page-cache.server.ts).
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={receiveGridPage<SearchPageData>(loaderData)} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen model={describeError(error)} />;
}
