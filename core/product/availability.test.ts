import { describe, expect, it } from "vitest";
import {
  finnishAvailability,
  inStockStoreOrder,
  shownStores,
  storeIcon,
  WEB_STORE_ID,
} from "./availability.ts";
import type { ProductVariant } from "./types.ts";

const variant: ProductVariant = {
  id: 1,
  colorSlug: null,
  colorControl: "",
  sizeSlug: null,
  typeSlug: null,
  shippingTime: 2,
  onOrder: false,
  inStock: true,
  blockedStock: false,
};

describe("availability for delivery to Finland (document 2 §4)", () => {
  it("is only-webstore when no physical store holds it but it can be ordered", () => {
    expect(finnishAvailability([WEB_STORE_ID], true)).toBe("only-webstore");
    expect(finnishAvailability([], true)).toBe("only-webstore");
  });

  it("is only-one-store or store-list by the number of physical stores, the web store not counted", () => {
    expect(finnishAvailability([WEB_STORE_ID, 3], true)).toBe("only-one-store");
    expect(finnishAvailability([3], false)).toBe("only-one-store");
    expect(finnishAvailability([3, 4], true)).toBe("store-list");
  });

  it("is out-of-stock when nothing holds it and it cannot be ordered", () => {
    expect(finnishAvailability([], false)).toBe("out-of-stock");
  });
});

describe("store icons in the availability modal", () => {
  it("checks a store that holds the variant", () => {
    expect(storeIcon(variant, { id: 3, inStock: true })).toBe("check");
  });

  it("checks the web store without stock of its own when not blocked and shipping in exactly 2 days", () => {
    const noWebStock = { ...variant, inStock: true };
    expect(storeIcon(noWebStock, { id: WEB_STORE_ID, inStock: false })).toBe("check");
    expect(storeIcon({ ...noWebStock, shippingTime: 1 }, { id: WEB_STORE_ID, inStock: false })).toBe("circle");
    expect(storeIcon({ ...noWebStock, blockedStock: true }, { id: WEB_STORE_ID, inStock: false })).toBe("circle");
    expect(storeIcon(noWebStock, { id: 3, inStock: false })).toBe("circle");
  });

  it("shows a minus when it can be neither picked up nor ordered", () => {
    expect(storeIcon({ ...variant, inStock: false }, { id: 3, inStock: false })).toBe("minus");
  });
});

describe("stores shown", () => {
  const stores = [
    { id: 5, stockDisplayOrder: 2, name: "Tampere" },
    { id: WEB_STORE_ID, stockDisplayOrder: 9, name: "Web" },
    { id: 3, stockDisplayOrder: 1, name: "Helsinki" },
    { id: 8, stockDisplayOrder: 0, name: "Warehouse" },
  ];

  it("keeps stores with a display order above 0, sorted by it", () => {
    expect(shownStores(stores).map((store) => store.id)).toEqual([3, 5, WEB_STORE_ID]);
  });

  it("puts store 20 first among the stores that hold the variant", () => {
    expect(inStockStoreOrder(stores, new Set([5, WEB_STORE_ID, 3])).map((store) => store.id)).toEqual([WEB_STORE_ID, 3, 5]);
  });

  it("leaves the web store out of physical store lists", () => {
    expect(inStockStoreOrder(stores, new Set([5, WEB_STORE_ID]), { physicalOnly: true }).map((store) => store.id)).toEqual([5]);
    expect(inStockStoreOrder(stores, new Set([8]))).toEqual([]);
  });
});
