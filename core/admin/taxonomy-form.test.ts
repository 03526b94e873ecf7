import { describe, expect, it } from "vitest";
import { formFields } from "./model-form.ts";
import { parseBrandForm, parseGroupForm, subtreeOf, treePaths, type TreeGroup } from "./taxonomy-form.ts";

const form = (values: Record<string, string>) => formFields(new URLSearchParams(values));

const tree: TreeGroup[] = [
  { id: 1, parentId: null, slugs: { fi: "vaatteet", en: "clothing" } },
  { id: 2, parentId: 1, slugs: { fi: "takit", en: "jackets" } },
  { id: 3, parentId: 2, slugs: { fi: "kuoritakit" } },
  { id: 4, parentId: null, slugs: { en: "sale" } },
  { id: 5, parentId: 4, slugs: { fi: "ale", en: "deals" } },
];

describe("the group tree", () => {
  it("gives each group its parent's path and its slug in every language both have", () => {
    const paths = treePaths(tree);
    expect(paths.get(3)).toEqual({ fi: "vaatteet/takit/kuoritakit" });
    expect(paths.get(2)).toEqual({ fi: "vaatteet/takit", en: "clothing/jackets" });
    // The parent has no Finnish slug: its group has no Finnish path.
    expect(paths.get(5)).toEqual({ en: "sale/deals" });
  });

  it("finds a group and every group below it, and ends a stored loop", () => {
    expect([...subtreeOf(tree, 1)].sort()).toEqual([1, 2, 3]);
    expect([...subtreeOf(tree, 3)]).toEqual([3]);
    const loop: TreeGroup[] = [
      { id: 7, parentId: 8, slugs: { fi: "a" } },
      { id: 8, parentId: 7, slugs: { fi: "b" } },
    ];
    expect(treePaths(loop).get(7)?.fi).toMatch(/^(a|b\/a)$/);
  });
});

describe("the group form", () => {
  it("needs a Finnish name, makes the slug and short name, and leaves out languages without a name", () => {
    expect(parseGroupForm(form({ name_en: "Snowshoes" }), new Set())).toEqual({ ok: false, problems: { name_fi: "required" } });
    const parsed = parseGroupForm(form({ parent: "2", sortOrder: "4", name_fi: "Lumikengät", showInMenu: "on" }), new Set([2]));
    expect(parsed).toEqual({
      ok: true,
      value: { parentId: 2, sortOrder: 4, showInMenu: true, texts: { fi: { name: "Lumikengät", shortName: "Lumikengät", slug: "lumikengat", metaTitle: "", metaDescription: "", descriptionHtml: "" } } },
    });
  });

  it("names an unknown parent, a bad order, a slug that is not one and a text too long", () => {
    expect(parseGroupForm(form({ parent: "9", sortOrder: "-1", name_fi: "X", slug_fi: "Ä Ö", metaTitle_fi: "x".repeat(201) }), new Set([2]))).toEqual({
      ok: false,
      problems: { parent: "unknown", sortOrder: "invalid", slug_fi: "invalid", metaTitle_fi: "tooLong" },
    });
  });
});

describe("the brand form", () => {
  it("needs a name, makes the slug, checks the colour and keeps only languages with a text", () => {
    expect(parseBrandForm(form({ colorHex: "#12345" }))).toEqual({ ok: false, problems: { name: "required", colorHex: "invalid" } });
    expect(parseBrandForm(form({ name: "Fjäll Räven", isPublic: "on", brandDescription_sv: "<p>Fjäll</p>" }))).toEqual({
      ok: true,
      value: { name: "Fjäll Räven", slug: "fjall-raven", colorHex: "#1f5d3a", isPublic: true, texts: { sv: { title: "Fjäll Räven", description: "<p>Fjäll</p>", metaDescription: "" } } },
    });
    expect(parseBrandForm(form({ name: "X", slug: "Not a slug" }))).toEqual({ ok: false, problems: { slug: "invalid" } });
  });
});
