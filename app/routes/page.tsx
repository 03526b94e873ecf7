import type { Route } from "./+types/page.ts";
import { requestContext } from "../context.ts";
import { StaticContent } from "../components/content/StaticContent.tsx";
import { loadStaticContent } from "../components/content/static-content.server.ts";
import { routeMeta } from "../components/shell/head.ts";
import { publicPageHeaders } from "#core/cache/page-cache-policy.ts";

/**
 * /page/{slug...}/ (route id `page`): the same static pages as the root-level slugs, whose address
 * stays the canonical one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  return loadStaticContent(ctx, request, segments);
}

// The same for every anonymous visitor of this storefront: the server may keep it (server/page-cache.server.ts).
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaticContent data={loaderData} />;
}
