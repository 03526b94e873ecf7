import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { PAGES } from "#app/pages.ts";
import routes from "#app/routes.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import { patternFor, type RouteId } from "#i18n/routes.ts";
import { buildForLanguage, routeLanguages } from "./language-build.server.ts";

// A build with the app's real route table (app/routes.ts); only ids and paths matter here.
const entries = [{ id: "root", path: "" }, ...routes.map((route) => ({ id: route.id!, path: route.path ?? "" }))];
const build = {
  routes: Object.fromEntries(entries.map((route) => [route.id, { ...route, parentId: route.id === "root" ? undefined : "root" }])),
  assets: { url: "/assets/manifest.js", version: "1", entry: { module: "/e.js", imports: [] }, routes: Object.fromEntries(entries.map((route) => [route.id, { id: route.id, path: route.path }])) },
  publicPath: "/",
} as unknown as ServerBuild;

describe("buildForLanguage", () => {
  for (const lang of LANGUAGES) {
    it(`keeps exactly ${lang}'s path of every page, the root and the catch-all`, () => {
      const own = buildForLanguage(build, lang);
      const paths = Object.values(own.routes).map((route) => route?.path);
      for (const page of Object.keys(PAGES) as RouteId[]) {
        const kept = Object.keys(own.routes).filter((id) => id.startsWith(`${page}#`));
        expect(kept.map((id) => own.routes[id]!.path), page).toEqual([patternFor(page, lang)]);
      }
      expect(own.routes.root).toBeDefined();
      expect(own.routes.slug).toBeDefined();
      expect(paths.length).toBeLessThan(entries.length / 3);
      expect(Object.keys(own.assets.routes).sort()).toEqual(Object.keys(own.routes).sort());
      expect(own.assets.url).toBe(build.assets.url);
    });
  }

  it("gives a page's shared pattern to every language that has it", () => {
    for (const route of routes) {
      if (!route.id?.includes("#")) continue;
      const page = route.id.slice(0, route.id.indexOf("#")) as RouteId;
      expect(routeLanguages(route.id).map((lang) => patternFor(page, lang))).toEqual(routeLanguages(route.id).map(() => route.path));
    }
    expect(routeLanguages("root")).toEqual(LANGUAGES);
  });
});
