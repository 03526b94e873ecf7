import { route, type RouteConfig } from "@react-router/dev/routes";
import { patternsOf, type RouteId } from "../i18n/routes.ts";

/**
 * The pages built so far, by route id of the route table (i18n/routes.ts). A page not listed here
 * has no route and answers 404 through the catch-all; its links may already be built by id.
 */
export const PAGES: Partial<Record<RouteId, string>> = {
  home: "routes/home.tsx",
  menu: "routes/menu.tsx",
  locale: "routes/locale.tsx",
  page: "routes/page.tsx",
  "style-guide": "routes/style-guide.tsx",
  "dev.outbox": "routes/dev-outbox.tsx",
};

export default [
  ...Object.entries(PAGES).flatMap(([id, file]) =>
    patternsOf(id as RouteId).map(({ pattern }, index) => route(pattern, file!, { id: `${id}#${index}` })),
  ),
  route("*", "routes/slug.tsx", { id: "slug" }),
] satisfies RouteConfig;
