import { route, type RouteConfig } from "@react-router/dev/routes";
import { patternsOf, type RouteId } from "../i18n/routes.ts";
import { PAGES } from "./pages.ts";

export default [
  ...Object.entries(PAGES).flatMap(([id, file]) =>
    patternsOf(id as RouteId).map(({ pattern }, index) => route(pattern, file!, { id: `${id}#${index}` })),
  ),
  route("*", "routes/slug.tsx", { id: "slug" }),
] satisfies RouteConfig;
