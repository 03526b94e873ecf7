import { describe, expect, it } from "vitest";
import type { FacetSection } from "#core/catalog/listing/types.ts";
import { emptyFilters, selectedRange, selectedValues, setRange, setText, toggleValue } from "./filter-state.ts";

const brand = { key: "manufacturer" } as const satisfies Pick<FacetSection, "key">;
const group = { key: "group" } as const satisfies Pick<FacetSection, "key">;
const material = { key: "property:material" } as const satisfies Pick<FacetSection, "key">;
const price = { key: "price", range: { min: 20, max: 400, selectedMin: null, selectedMax: null, unit: null } } as const satisfies Pick<
  FacetSection,
  "key" | "range"
>;
const weight = { key: "property:weight", range: { min: 100, max: 3000, selectedMin: null, selectedMax: null, unit: "g" } } as const satisfies Pick<
  FacetSection,
  "key" | "range"
>;

describe("toggleValue", () => {
  it("ticks and unticks brand values, keeping the order of choice", () => {
    let filters = toggleValue(emptyFilters(), brand, "halti", true);
    filters = toggleValue(filters, brand, "fjallraven", true);
    expect(filters.manufacturer).toEqual(["halti", "fjallraven"]);
    filters = toggleValue(filters, brand, "halti", false);
    expect(filters.manufacturer).toEqual(["fjallraven"]);
    expect(selectedValues(filters, brand)).toEqual(["fjallraven"]);
  });

  it("never lists a value twice", () => {
    const filters = toggleValue(toggleValue(emptyFilters(), brand, "halti", true), brand, "halti", true);
    expect(filters.manufacturer).toEqual(["halti"]);
  });

  it("keeps group ids as numbers and ignores a value that is no id", () => {
    const filters = toggleValue(emptyFilters(), group, "12", true);
    expect(filters.group).toEqual([12]);
    expect(selectedValues(filters, group)).toEqual(["12"]);
    expect(toggleValue(filters, group, "x", true)).toBe(filters);
  });

  it("adds and removes a checkbox property", () => {
    const on = toggleValue(emptyFilters(), material, "wool", true);
    expect(on.properties).toEqual({ material: { kind: "checkbox", values: ["wool"] } });
    expect(toggleValue(on, material, "wool", false).properties).toEqual({});
  });

  it("does not change the filters it was given", () => {
    const before = emptyFilters();
    toggleValue(before, brand, "halti", true);
    expect(before.manufacturer).toEqual([]);
  });
});

describe("setRange", () => {
  it("sets a price range, an empty end taking the span's end", () => {
    expect(setRange(emptyFilters(), price, 50, 120).price).toEqual({ min: 50, max: 120 });
    expect(setRange(emptyFilters(), price, 50, null).price).toEqual({ min: 50, max: 400 });
    expect(setRange(emptyFilters(), price, null, 90).price).toEqual({ min: 20, max: 90 });
  });

  it("drops a range that covers the whole span, and an empty one", () => {
    expect(setRange(emptyFilters(), price, 20, 400).price).toBeNull();
    expect(setRange(emptyFilters(), price, 0, 1000).price).toBeNull();
    expect(setRange(setRange(emptyFilters(), price, 50, 60), price, null, null).price).toBeNull();
  });

  it("turns a reversed range around", () => {
    expect(setRange(emptyFilters(), price, 300, 100).price).toEqual({ min: 100, max: 300 });
  });

  it("sets and clears a range property", () => {
    const filters = setRange(emptyFilters(), weight, 500, 1500);
    expect(filters.properties).toEqual({ weight: { kind: "range", min: 500, max: 1500 } });
    expect(selectedRange(filters, weight)).toEqual({ min: 500, max: 1500 });
    expect(setRange(filters, weight, 100, 3000).properties).toEqual({});
  });
});

describe("setText", () => {
  it("keeps the text as typed and treats blank text as no filter", () => {
    expect(setText(emptyFilters(), "gore tex ").text).toBe("gore tex ");
    expect(setText(emptyFilters(), "   ").text).toBeNull();
  });
});
