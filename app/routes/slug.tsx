import type { Route } from "./+types/slug.ts";
import { requestContext } from "../context.ts";
import { StaticContent } from "../components/content/StaticContent.tsx";
import { loadStaticContent } from "../components/content/static-content.server.ts";
import { describeError } from "../components/shell/error-data.ts";
import { ErrorScreen } from "../components/shell/ErrorScreen.tsx";
import { routeMeta } from "../components/shell/head.ts";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";

/**
 * The catch-all (document 1 §2): a root-level slug path is asked from core in its fixed order.
 * Static pages and static pages with tabs are shown; product groups, brands and products belong to
 * later issues and answer 404 until then, like any unknown path ("Page not found: {path}").
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  return loadStaticContent(ctx, request, segments);
}

// The same for every anonymous visitor of this storefront: the server may keep it (server/page-cache.server.ts).
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Slug({ loaderData }: Route.ComponentProps) {
  return <StaticContent data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen model={describeError(error)} />;
}
