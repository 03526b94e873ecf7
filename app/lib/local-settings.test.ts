import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "./browser-storage.ts";
import {
  addViewedProduct,
  createLocalSettings,
  DEFAULT_LOCAL_SETTINGS,
  LOCAL_SETTINGS_KEY,
  parseLocalSettings,
  VIEWED_PRODUCTS_LIMIT,
} from "./local-settings.ts";

describe("viewed products", () => {
  it("keeps the newest first, each once, at most 60", () => {
    expect(VIEWED_PRODUCTS_LIMIT).toBe(60);
    let list: number[] = [];
    for (let id = 1; id <= 70; id++) list = addViewedProduct(list, id);
    expect(list).toHaveLength(60);
    expect(list[0]).toBe(70);
    expect(list[59]).toBe(11);
    list = addViewedProduct(list, 30);
    expect(list[0]).toBe(30);
    expect(list.filter((id) => id === 30)).toHaveLength(1);
    expect(list).toHaveLength(60);
  });

  it("ignores an id that is not a positive whole number", () => {
    expect(addViewedProduct([1], 0)).toEqual([1]);
    expect(addViewedProduct([1], 2.5)).toEqual([1]);
    expect(addViewedProduct([1], Number.NaN)).toEqual([1]);
  });

  it("are stored and read back through the storage", () => {
    const storage = createMemoryStorage();
    const settings = createLocalSettings(storage);
    settings.addViewedProduct(2427);
    settings.addViewedProduct(1412);
    settings.addViewedProduct(2427);
    expect(createLocalSettings(storage).getViewedProducts()).toEqual([2427, 1412]);
    settings.clearViewedProducts();
    expect(settings.getViewedProducts()).toEqual([]);
  });
});

describe("selected sizes and postcode", () => {
  it("remembers a size per group and forgets it on null", () => {
    const settings = createLocalSettings(createMemoryStorage());
    expect(settings.getSelectedSize("shoes")).toBeNull();
    settings.setSelectedSize("shoes", "42");
    settings.setSelectedSize("jackets", "M");
    expect(settings.getSelectedSize("shoes")).toBe("42");
    expect(settings.get().selectedSizes).toEqual({ shoes: "42", jackets: "M" });
    settings.setSelectedSize("shoes", null);
    expect(settings.getSelectedSize("shoes")).toBeNull();
    expect(settings.getSelectedSize("jackets")).toBe("M");
  });

  it("stores a trimmed postcode and clears an empty one", () => {
    const settings = createLocalSettings(createMemoryStorage());
    settings.setPostcode(" 00100 ");
    expect(settings.getPostcode()).toBe("00100");
    settings.setPostcode("");
    expect(settings.getPostcode()).toBeNull();
  });

  it("changing one field keeps the others", () => {
    const settings = createLocalSettings(createMemoryStorage());
    settings.setPostcode("00100");
    settings.addViewedProduct(5);
    settings.setSelectedSize("ski-boots", "27.5");
    expect(settings.get()).toEqual({ selectedSizes: { "ski-boots": "27.5" }, viewedProducts: [5], postcode: "00100" });
  });
});

describe("safe parsing", () => {
  it("falls back to defaults for missing, broken or foreign data", () => {
    expect(parseLocalSettings(null)).toEqual(DEFAULT_LOCAL_SETTINGS);
    expect(parseLocalSettings("{not json")).toEqual(DEFAULT_LOCAL_SETTINGS);
    expect(parseLocalSettings("[1,2]")).toEqual(DEFAULT_LOCAL_SETTINGS);
    expect(parseLocalSettings("null")).toEqual(DEFAULT_LOCAL_SETTINGS);
  });

  it("keeps the valid fields and drops the damaged ones", () => {
    const stored = JSON.stringify({
      selectedSizes: { shoes: "42", bad: 7, empty: "" },
      viewedProducts: [3, "4", 3, -1, 5.5, 6],
      postcode: 100,
    });
    expect(parseLocalSettings(stored)).toEqual({ selectedSizes: { shoes: "42" }, viewedProducts: [3, 6], postcode: null });
  });

  it("caps a stored list that is too long", () => {
    const stored = JSON.stringify({ viewedProducts: Array.from({ length: 100 }, (_, i) => i + 1) });
    expect(parseLocalSettings(stored).viewedProducts).toHaveLength(60);
  });

  it("repairs damaged storage on the next write", () => {
    const storage = createMemoryStorage({ [LOCAL_SETTINGS_KEY]: "{broken" });
    const settings = createLocalSettings(storage);
    expect(settings.getViewedProducts()).toEqual([]);
    settings.addViewedProduct(9);
    expect(JSON.parse(storage.data.get(LOCAL_SETTINGS_KEY) ?? "")).toEqual({ selectedSizes: {}, viewedProducts: [9], postcode: null });
  });

  it("works without storage and when storage throws", () => {
    const none = createLocalSettings(null);
    none.addViewedProduct(1);
    expect(none.getViewedProducts()).toEqual([]);

    const storage = createMemoryStorage();
    storage.getItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const failing = createLocalSettings(storage);
    expect(() => failing.setPostcode("00100")).not.toThrow();
    expect(failing.get()).toEqual(DEFAULT_LOCAL_SETTINGS);
  });

  it("clear removes everything", () => {
    const storage = createMemoryStorage();
    const settings = createLocalSettings(storage);
    settings.setPostcode("00100");
    settings.clear();
    expect(storage.data.has(LOCAL_SETTINGS_KEY)).toBe(false);
  });
});
