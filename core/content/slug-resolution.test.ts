import { describe, expect, it } from "vitest";
import { cleanSegments, pickSlugTarget, slugLookups, translateTabPath, type SlugMatches } from "./slug-resolution.ts";

const NONE: SlugMatches = { staticPage: null, tabsPage: null, group: null, brand: null, product: null };
const ALL: SlugMatches = {
  staticPage: { slug: "x" },
  tabsPage: { slug: "x" },
  group: { id: 7, path: "x" },
  brand: { id: 3, slug: "x" },
  product: { modelId: 11, brandSlug: "x", modelSlug: "y" },
};

describe("slugLookups", () => {
  it("looks a single segment up as every kind but a product", () => {
    expect(slugLookups(["sopimusehdot"])).toEqual({
      staticPageSlug: "sopimusehdot",
      tabsPageSlug: "sopimusehdot",
      groupPath: "sopimusehdot",
      brandSlug: "sopimusehdot",
      product: null,
    });
  });

  it("looks several segments up as tabs, a group path and a product under a brand", () => {
    expect(slugLookups(["nordic-peak", "takit", "storm-jacket"])).toEqual({
      staticPageSlug: null,
      tabsPageSlug: "nordic-peak",
      groupPath: "nordic-peak/takit/storm-jacket",
      brandSlug: null,
      product: { brandSlug: "nordic-peak", modelSlug: "storm-jacket" },
    });
  });

  it("allows a tab and a nested tab, no deeper", () => {
    expect(slugLookups(["help", "a", "b"]).tabsPageSlug).toBe("help");
    expect(slugLookups(["help", "a", "b", "c"]).tabsPageSlug).toBeNull();
  });
});

describe("pickSlugTarget", () => {
  it("follows the fixed order: static page, tabs page, group, brand, product", () => {
    expect(pickSlugTarget(["x"], ALL)).toEqual({ kind: "static-page", slug: "x" });
    expect(pickSlugTarget(["x", "t"], { ...ALL, staticPage: null })).toEqual({
      kind: "static-page-with-tabs",
      slug: "x",
      tabPath: ["t"],
    });
    expect(pickSlugTarget(["x"], { ...ALL, staticPage: null, tabsPage: null })).toEqual({ kind: "product-group", groupId: 7, path: "x" });
    expect(pickSlugTarget(["x"], { ...NONE, brand: ALL.brand, product: ALL.product })).toEqual({ kind: "brand", brandId: 3, slug: "x" });
    expect(pickSlugTarget(["x", "y"], { ...NONE, product: ALL.product })).toEqual({
      kind: "product",
      modelId: 11,
      brandSlug: "x",
      modelSlug: "y",
    });
  });

  it("answers null when nothing matched", () => {
    expect(pickSlugTarget(["nothing"], NONE)).toBeNull();
  });
});

describe("cleanSegments", () => {
  it("drops empty segments and refuses paths that cannot be a page", () => {
    expect(cleanSegments(["", "a", "", "b"])).toEqual(["a", "b"]);
    expect(cleanSegments([])).toBeNull();
    expect(cleanSegments([""])).toBeNull();
    expect(cleanSegments(Array.from({ length: 9 }, () => "a"))).toBeNull();
    expect(cleanSegments(["a".repeat(201)])).toBeNull();
    expect(cleanSegments(["a/b"])).toBeNull();
    expect(cleanSegments(["a\u0000b"])).toBeNull();
  });
});

describe("translateTabPath", () => {
  const FI = [
    { id: 1, parentTabId: null, slug: "koot" },
    { id: 2, parentTabId: 1, slug: "kengat" },
    { id: 3, parentTabId: null, slug: "huolto" },
  ];
  const EN = [
    { id: 1, parentTabId: null, slug: "sizes" },
    { id: 2, parentTabId: 1, slug: "shoes" },
    { id: 3, parentTabId: null, slug: "care" },
  ];

  it("gives each tab's slug in the other language by the tab's id, nested tabs under their own parent", () => {
    expect(translateTabPath(["koot", "kengat"], FI, EN)).toEqual(["sizes", "shoes"]);
    expect(translateTabPath(["huolto"], FI, EN)).toEqual(["care"]);
  });

  it("stops at the first segment that names no tab there, or a tab the other language lacks", () => {
    expect(translateTabPath(["koot", "ei-ole"], FI, EN)).toEqual(["sizes"]);
    expect(translateTabPath(["huolto", "kengat"], FI, EN)).toEqual(["care"]);
    expect(translateTabPath(["koot"], FI, EN.slice(1))).toEqual([]);
  });
});
