import { describe, expect, it } from "vitest";
import {
  availabilityState,
  buyableOnline,
  inStockStoreOrder,
  shownPieces,
  shownStores,
  storeIcon,
  WEB_STORE_ID,
  type AvailabilityInput,
} from "./availability.ts";
import { isOrderable } from "./orderable.ts";
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

describe("the availability state of a variant", () => {
  const listed = [3, 4, WEB_STORE_ID];
  const state = (over: Partial<Omit<AvailabilityInput, "variant">> & { variant?: Partial<ProductVariant> } = {}) =>
    availabilityState({
      stock: [],
      incomingDate: null,
      today: "2026-11-27",
      storeDetail: true,
      listedStoreIds: listed,
      ...over,
      variant: { ...variant, ...over.variant },
    });
  const web = { storeId: WEB_STORE_ID, blocked: false };
  const webBlocked = { storeId: WEB_STORE_ID, blocked: true };
  const blockedOnly = { inStock: true, blockedStock: true };

  it("is in the web store when only the web warehouse's shelf holds it (delivery to Finland)", () => {
    expect(state({ stock: [web] })).toEqual({ kind: "in-web-store" });
  });

  it("names the listed physical stores that hold it, in display order, the web warehouse left out", () => {
    expect(state({ stock: [{ storeId: 4, blocked: false }, web, { storeId: 3, blocked: false }] })).toEqual({ kind: "in-stores", storeIds: [3, 4] });
    expect(state({ stock: [{ storeId: 4, blocked: false }] })).toEqual({ kind: "in-stores", storeIds: [4] });
    // A store the lists do not show (display order 0) is not named.
    expect(state({ stock: [{ storeId: 9, blocked: false }] })).toEqual({ kind: "in-web-store" });
  });

  it("does not count a store whose online sale is blocked among the stores that sell it", () => {
    expect(state({ stock: [web, { storeId: 3, blocked: true }] })).toEqual({ kind: "in-web-store" });
  });

  it("is simply in stock for a delivery abroad", () => {
    expect(state({ stock: [{ storeId: 3, blocked: false }], storeDetail: false })).toEqual({ kind: "in-stock" });
  });

  it("is to order when it can be bought but no shelf that sells online holds it", () => {
    expect(state({ variant: { inStock: false, onOrder: true, shippingTime: 30 } })).toEqual({ kind: "to-order" });
    // Only blocked stock, but the supplier or an incoming delivery stands in for it: never "in the web store".
    expect(state({ variant: { ...blockedOnly, shippingTime: 14 }, stock: [webBlocked] })).toEqual({ kind: "to-order" });
  });

  it("is blocked when only blocked stores hold it and nothing later stands in, naming the physical ones", () => {
    expect(state({ variant: { ...blockedOnly, shippingTime: 999 }, stock: [webBlocked] })).toEqual({ kind: "blocked", storeIds: [] });
    expect(state({ variant: { ...blockedOnly, shippingTime: 2 }, stock: [webBlocked, { storeId: 4, blocked: true }] })).toEqual({
      kind: "blocked",
      storeIds: [4],
    });
    expect(state({ variant: { ...blockedOnly, shippingTime: 999 }, stock: [{ storeId: 4, blocked: true }], storeDetail: false })).toEqual({
      kind: "blocked",
      storeIds: [],
    });
  });

  it("is incoming when held nowhere and a delivery is expected today or later", () => {
    const soldOut = { inStock: false, shippingTime: 12 };
    expect(state({ variant: soldOut, incomingDate: "2026-12-09" })).toEqual({ kind: "incoming", date: "2026-12-09" });
    expect(state({ variant: soldOut, incomingDate: "2026-11-27" })).toEqual({ kind: "incoming", date: "2026-11-27" });
    expect(state({ variant: soldOut, incomingDate: "2026-11-26" })).toEqual({ kind: "sold-out" });
    expect(state({ variant: soldOut, incomingDate: "soon" })).toEqual({ kind: "sold-out" });
  });

  it("is sold out when held nowhere and nothing is expected", () => {
    expect(state({ variant: { inStock: false, shippingTime: 999 } })).toEqual({ kind: "sold-out" });
  });

  it("is a state the variant can be bought in exactly when the add button's rule says it is orderable", () => {
    const cases: Array<Parameters<typeof state>[0]> = [
      { stock: [web] },
      { variant: { ...blockedOnly, shippingTime: 14 }, stock: [webBlocked] },
      { variant: { ...blockedOnly, shippingTime: 1 }, stock: [webBlocked] },
      { variant: { inStock: false, onOrder: true, shippingTime: 60 } },
      { variant: { inStock: false, shippingTime: 10 }, incomingDate: "2026-12-07" },
    ];
    for (const input of cases) {
      expect(buyableOnline(state(input))).toBe(isOrderable({ ...variant, ...input!.variant }));
    }
  });
});

describe("pieces a shopper sees per store", () => {
  it("are exact up to 5 and 'more than 5' above", () => {
    expect(shownPieces(1)).toEqual({ count: 1, more: false });
    expect(shownPieces(5)).toEqual({ count: 5, more: false });
    expect(shownPieces(6)).toEqual({ count: 5, more: true });
    expect(shownPieces(40)).toEqual({ count: 5, more: true });
  });

  it("are exact for staff, and nothing for a store without pieces", () => {
    expect(shownPieces(40, { staff: true })).toEqual({ count: 40, more: false });
    expect(shownPieces(0)).toBeNull();
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
    expect(storeIcon({ ...noWebStock, blockedStock: true, shippingTime: 14 }, { id: WEB_STORE_ID, inStock: false })).toBe("circle");
    // Blocked stock with nothing later to stand in for it cannot be ordered.
    expect(storeIcon({ ...noWebStock, blockedStock: true }, { id: WEB_STORE_ID, inStock: false })).toBe("minus");
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
