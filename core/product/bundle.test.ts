import { describe, expect, it } from "vitest";
import { addsBundleAtOnce, bundleVariantId, isBundleId, parseBundleId } from "./bundle.ts";

describe("bundle ids", () => {
  it("join the main model id and one variant per sub-model with hyphens", () => {
    expect(bundleVariantId(5120, [88121, 90412])).toBe("5120-88121-90412");
  });

  it("exist only once every sub-model has a choice", () => {
    expect(bundleVariantId(5120, [88121, null])).toBeNull();
    expect(bundleVariantId(5120, [undefined, 90412])).toBeNull();
    expect(bundleVariantId(5120, [0, 90412])).toBeNull();
    expect(bundleVariantId(5120, [])).toBeNull();
  });

  it("are told from plain variant ids by the hyphen", () => {
    expect(isBundleId("5120-88121")).toBe(true);
    expect(isBundleId("88121")).toBe(false);
    expect(isBundleId(88121)).toBe(false);
  });

  it("parse back into their parts, and nothing else parses", () => {
    expect(parseBundleId("5120-88121-90412")).toEqual({ modelId: 5120, variantIds: [88121, 90412] });
    expect(parseBundleId("5120")).toBeNull();
    expect(parseBundleId("5120--1")).toBeNull();
    expect(parseBundleId("5120-abc")).toBeNull();
    expect(parseBundleId("0-1")).toBeNull();
  });

  it("are added at once when every sub-model has a single variant", () => {
    expect(addsBundleAtOnce([1, 1])).toBe(true);
    expect(addsBundleAtOnce([1, 3])).toBe(false);
    expect(addsBundleAtOnce([])).toBe(false);
  });
});
