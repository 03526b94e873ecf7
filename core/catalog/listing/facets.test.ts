import { describe, expect, it } from "vitest";
import { countActiveFilters, filtersWithout, isSectionVisible, orderFacetSections } from "./facets.ts";
import { emptyFilters } from "./query-params.ts";
import type { FacetSection, FacetValue } from "./types.ts";

const value = (slug: string, overrides: Partial<FacetValue> = {}): FacetValue => ({ value: slug, label: slug.toUpperCase(), count: 1, selected: false, ...overrides });

const section = (key: FacetSection["key"], values = 2, overrides: Partial<FacetSection> = {}): FacetSection => ({
  key,
  param: key.replace("property:", ""),
  label: key,
  kind: "checkbox",
  values: Array.from({ length: values }, (_, i) => value(`v${i}`)),
  ...overrides,
});

describe("facet order", () => {
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

describe("facet order ties and input", () => {
  it("orders properties of equal frequency by slug, hyphens included, and leaves the input alone", () => {
    const input = [section("property:b"), section("property:a-z"), section("property:az"), section("size")];
    const before = input.map((s) => s.key);
    const ordered = orderFacetSections(input, new Map([["b", 2]]));
    expect(ordered.map((s) => s.key)).toEqual(["size", "property:b", "property:a-z", "property:az"]);
    expect(input.map((s) => s.key)).toEqual(before);
  });
});

describe("section visibility", () => {
  it("needs more than one distinct value", () => {
    expect(isSectionVisible(section("manufacturer", 1))).toBe(false);
    expect(isSectionVisible(section("manufacturer", 2))).toBe(true);
  });

  it("counts a repeated value once and a value no product matches not at all", () => {
    const repeated = section("color", 0, { values: [value("v0"), value("v0")] });
    expect(isSectionVisible(repeated)).toBe(false);
    const emptyOther = section("group", 0, { values: [value("v0"), value("v1", { count: 0 })] });
    expect(isSectionVisible(emptyOther)).toBe(false);
    expect(isSectionVisible(section("property:material", 3))).toBe(true);
  });

  it("always shows Store and Text", () => {
    expect(isSectionVisible(section("store", 0))).toBe(true);
    expect(isSectionVisible(section("text", 0, { kind: "text" }))).toBe(true);
  });

  it("keeps a section with a choice made so it can be cleared", () => {
    const chosen = section("color", 0, { values: [value("v0", { selected: true })] });
    expect(isSectionVisible(chosen)).toBe(true);
  });

  it("shows a range only when it spans more than one point", () => {
    const range = (min: number, max: number) =>
      section("price", 0, { kind: "range", range: { min, max, selectedMin: null, selectedMax: null, unit: null } });
    expect(isSectionVisible(range(10, 10))).toBe(false);
    expect(isSectionVisible(range(10, 200))).toBe(true);
    expect(isSectionVisible(section("price", 0, { kind: "range" }))).toBe(false);
  });

  it("keeps a range with a chosen part even when the span has shrunk to a point", () => {
    const chosen = section("property:weight", 0, { kind: "range", range: { min: 5, max: 5, selectedMin: 5, selectedMax: null, unit: "kg" } });
    expect(isSectionVisible(chosen)).toBe(true);
  });
});

describe("count rules (each filter's counts exclude that filter itself)", () => {
  const active = () => {
    const filters = emptyFilters();
    filters.text = "gore";
    filters.price = { min: 10, max: 50 };
    filters.manufacturer = ["halti"];
    filters.color = ["red"];
    filters.store = ["web"];
    filters.size = ["M"];
    filters.group = [3];
    filters.properties = { weight: { kind: "range", min: 1, max: 2 }, material: { kind: "checkbox", values: ["wool"] } };
    return filters;
  };

  it.each([
    ["text", { text: null }],
    ["price", { price: null }],
    ["manufacturer", { manufacturer: [] }],
    ["color", { color: [] }],
    ["store", { store: [] }],
    ["size", { size: [] }],
    ["group", { group: [] }],
  ] as const)("the %s section counts without its own filter and with every other", (key, cleared) => {
    expect(filtersWithout(active(), key)).toEqual({ ...active(), ...cleared });
  });

  it("a property section counts without its own property only", () => {
    const without = filtersWithout(active(), "property:material");
    expect(without.properties).toEqual({ weight: { kind: "range", min: 1, max: 2 } });
    expect(without.manufacturer).toEqual(["halti"]);
    expect(filtersWithout(active(), "property:fill")).toEqual(active());
  });

  it("leaves the filters it was given unchanged", () => {
    const filters = active();
    filtersWithout(filters, "manufacturer");
    filtersWithout(filters, "property:weight");
    expect(filters).toEqual(active());
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
