import { describe, expect, it } from "vitest";
import { pathFor, type RouteId } from "#i18n/routes.ts";
import type { Lang } from "#i18n/languages.ts";
import { builtPathFor, isBuilt } from "#app/pages.ts";
import { expressPickupHref, storePageHref, type BuiltPath } from "./store-links.server.ts";

/** builtPathFor over a page list of the test's own: the rule is the same, the list decides. */
const withPages = (built: readonly RouteId[]): BuiltPath => (id: RouteId, lang: Lang, params?: Record<string, string>) =>
  built.includes(id) ? pathFor(id, lang, params) : null;

describe("links to a store's page in the availability table", () => {
  it("lead to the store's page in the page's language once store pages are built", () => {
    const built = withPages(["stores", "stores.store"]);
    expect(storePageHref("tampere", "fi", built)).toBe(pathFor("stores.store", "fi", { store: "tampere" }));
    expect(storePageHref("tampere", "de", built)).toBe(pathFor("stores.store", "de", { store: "tampere" }));
  });

  it("are none while store pages are not built, so the name is text and never a link that answers 404", () => {
    expect(storePageHref("tampere", "fi", withPages(["stores"]))).toBeNull();
    expect(storePageHref("", "fi", withPages(["stores.store"]))).toBeNull();
  });

  it("follow the shop's own list of built pages by default", () => {
    expect(storePageHref("tampere", "en")).toBe(builtPathFor("stores.store", "en", { store: "tampere" }));
    expect(storePageHref("tampere", "en") === null).toBe(!isBuilt("stores.store"));
  });
});

describe("the express-pickup information", () => {
  const links = [
    { key: "terms", kind: "page" as const, slug: "ehdot", title: "Ehdot" },
    { key: "pikanouto", kind: "page" as const, slug: "express-abholung", title: "Express-Abholung" },
  ];

  it("is the static page of the key pikanouto, at its slug in the page's language", () => {
    expect(expressPickupHref(links)).toBe("/express-abholung/");
  });

  it("is none when the shop has no such page", () => {
    expect(expressPickupHref(links.slice(0, 1))).toBeNull();
  });
});
