import type { Route } from "./+types/manufacturers.ts";
import { requestContext } from "../context.ts";
import { ManufacturerList } from "../components/catalog-pages/ManufacturerList.tsx";
import { loadManufacturersPage } from "../components/catalog-pages/manufacturers-page.server.ts";
import { describeError } from "../components/shell/error-data.ts";
import { ErrorScreen } from "../components/shell/ErrorScreen.tsx";
import { routeMeta } from "../components/shell/head.ts";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";

/**
 * The brands list: route ids `manufacturers` and the singular `manufacturer` both
 * render it; its canonical address is the plural one.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return loadManufacturersPage(context.get(requestContext));
}

// The same for every anonymous visitor of this storefront: the server may keep it (server/page-cache.server.ts).
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Manufacturers({ loaderData }: Route.ComponentProps) {
  return <ManufacturerList data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen model={describeError(error)} />;
}
