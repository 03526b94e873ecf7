import type { ServerBuild } from "react-router";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { patternsOf, type RouteId } from "#i18n/routes.ts";

/**
 * Route ids of app/routes.ts are `{page}#{n}`: the n-th distinct pattern of the page, shared by the
 * languages whose path it is. Any other id (root, the catch-all slug route) belongs to every storefront.
 */
export function routeLanguages(routeId: string): readonly Lang[] {
  const hash = routeId.lastIndexOf("#");
  if (hash < 0) return LANGUAGES;
  const patterns = patternsOf(routeId.slice(0, hash) as RouteId);
  return patterns[Number(routeId.slice(hash + 1))]?.langs ?? LANGUAGES;
}

/**
 * The build as one storefront sees it: only the routes of its language (about 40 of 205).
 *
 * React Router builds the route objects of every route and matches the path against them on every
 * page it renders; a storefront never serves another language's paths (they answer 301 from the root
 * middleware, which runs on the catch-all route), so those routes were work without effect. The
 * browser still loads the whole manifest file (decision 0029); for any path of this storefront it
 * matches the same routes as the server. See docs/decisions/0032.
 */
export function buildForLanguage(build: ServerBuild, lang: Lang): ServerBuild {
  const keep = (id: string) => routeLanguages(id).includes(lang);
  const routes = Object.fromEntries(Object.entries(build.routes).filter(([id]) => keep(id)));
  const manifestRoutes = Object.fromEntries(Object.entries(build.assets.routes).filter(([id]) => keep(id)));
  return { ...build, routes, assets: { ...build.assets, routes: manifestRoutes } };
}
