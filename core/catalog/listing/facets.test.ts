import { describe, expect, it } from "vitest";
import { countActiveFilters, isSectionVisible, orderFacetSections } from "./facets.ts";
import { emptyFilters } from "./query-params.ts";
import type { FacetSection } from "./types.ts";

const section = (key: FacetSection["key"], values = 2, overrides: Partial<FacetSection> = {}): FacetSection => ({
  key,
  param: key.replace("property:", ""),
  label: key,
  kind: "checkbox",
  values: Array.from({ length: values }, (_, i) => ({ value: `v${i}`, label: `V${i}`, count: 1, selected: false })),
  ...overrides,
});

describe("facet order (document 2 §4)", () => {
  it("puts Size, Price, Brand, Store, Text, Color, Group first, then properties by frequency", () => {
    const ordered = orderFacetSections(
      [
        section("property:material"),
        section("group"),
        section("color"),
        section("property:weight"),
        section("text"),
        section("store"),
        section("manufacturer"),
        section("price"),
        section("size"),
        section("property:fill"),
      ],
      new Map([
        ["material", 5],
        ["weight", 40],
        ["fill", 5],
      ]),
    );
    expect(ordered.map((s) => s.key)).toEqual([
      "size",
      "price",
      "manufacturer",
      "store",
      "text",
      "color",
      "group",
      "property:weight",
      "property:fill",
      "property:material",
    ]);
  });
});

describe("section visibility", () => {
  it("needs more than one distinct value", () => {
    expect(isSectionVisible(section("manufacturer", 1))).toBe(false);
    expect(isSectionVisible(section("manufacturer", 2))).toBe(true);
  });

  it("always shows Store and Text", () => {
    expect(isSectionVisible(section("store", 0))).toBe(true);
    expect(isSectionVisible(section("text", 0, { kind: "text" }))).toBe(true);
  });

  it("keeps a section with a choice made so it can be cleared", () => {
    const chosen = section("color", 1);
    chosen.values[0]!.selected = true;
    expect(isSectionVisible(chosen)).toBe(true);
  });

  it("shows a range only when it spans more than one point", () => {
    const range = (min: number, max: number) =>
      section("price", 0, { kind: "range", range: { min, max, selectedMin: null, selectedMax: null, unit: null } });
    expect(isSectionVisible(range(10, 10))).toBe(false);
    expect(isSectionVisible(range(10, 200))).toBe(true);
  });
});

describe("countActiveFilters", () => {
  it("counts the text, the price and every chosen value", () => {
    const filters = emptyFilters();
    expect(countActiveFilters(filters)).toBe(0);
    filters.text = "gore";
    filters.price = { min: 10, max: 50 };
    filters.manufacturer = ["a", "b"];
    filters.properties = { weight: { kind: "range", min: 1, max: 2 }, material: { kind: "checkbox", values: ["x"] } };
    expect(countActiveFilters(filters)).toBe(6);
  });
});
