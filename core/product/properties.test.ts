import { describe, expect, it } from "vitest";
import { propertyRows, propertyValueText, splitUnit, type PropertyEntry } from "./properties.ts";

const entry = (slug: string, name: string, value: string, forOne = false): PropertyEntry => ({ slug, name, value, is_for_one_item: forOne });

describe("the unit of a property name", () => {
  it("is what stands in square brackets at the end, taken out of the name", () => {
    expect(splitUnit("Paino [g]")).toEqual({ name: "Paino", unit: "g" });
    expect(splitUnit("Hydrostatic head [mm]")).toEqual({ name: "Hydrostatic head", unit: "mm" });
    expect(splitUnit("Hengittävyys [g/m²/24h]")).toEqual({ name: "Hengittävyys", unit: "g/m²/24h" });
  });

  it("is none for a name without brackets or with empty ones", () => {
    expect(splitUnit("Features")).toEqual({ name: "Features", unit: null });
    expect(splitUnit("Volume []")).toEqual({ name: "Volume []", unit: null });
  });
});

describe("the rows of the Details list", () => {
  it("hold one row per property with all its values, in the order they come", () => {
    const rows = propertyRows([
      entry("gender", "Gender", "Men"),
      entry("features", "Features", "Waterproof"),
      entry("features", "Features", "Packable"),
      entry("weight", "Weight [g]", "240"),
      entry("features", "Features", "Waterproof"),
    ]);
    expect(rows).toEqual([
      { slug: "gender", name: "Gender", unit: null, values: ["Men"], forOneItem: false },
      { slug: "features", name: "Features", unit: null, values: ["Waterproof", "Packable"], forOneItem: false },
      { slug: "weight", name: "Weight", unit: "g", values: ["240"], forOneItem: false },
    ]);
  });

  it("say a row is for one item when any of its values is", () => {
    expect(propertyRows([entry("weight", "Weight [g]", "640", true)])[0]!.forOneItem).toBe(true);
  });
});

describe("the values of a row as the page shows them", () => {
  it("put the unit after the value", () => {
    expect(propertyValueText({ unit: "g", values: ["240"] }, "en")).toBe("240\u00a0g");
  });

  it("write numbers with the language's separators", () => {
    expect(propertyValueText({ unit: "mm", values: ["20000"] }, "en")).toBe("20,000\u00a0mm");
    expect(propertyValueText({ unit: "kg", values: ["1.5"] }, "fi")).toBe("1,5\u00a0kg");
  });

  it("join several values as a list of the page's language", () => {
    expect(propertyValueText({ unit: null, values: ["Waterproof", "Packable"] }, "en")).toBe("Waterproof and Packable");
    expect(propertyValueText({ unit: null, values: ["Vedenpitävä", "Pakattava", "Heijastimet"] }, "fi")).toBe("Vedenpitävä, Pakattava ja Heijastimet");
  });
});
