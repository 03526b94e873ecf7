import { describe, expect, it } from "vitest";
import { amountLimit, clampAmount, MAX_ROW_PIECES, maxAmountOf, MIN_AMOUNT, showsAvailableNote } from "./cart-amount.ts";
import { isOrderable } from "./orderable.ts";
import { ruleVariantOfView, type VariantView } from "./product-service.ts";

function view(stock: Partial<VariantView["stock_data"]>, shippingTime = 2): VariantView {
  return {
    id: 4211,
    colour: "Musta",
    color: "010-black",
    color_slug: "black",
    color_hex: "#000000",
    teksonumber: "T4211",
    size: { name: "M", slug: "m", sort_order: 3 },
    product_type: null,
    images: [],
    prices: null,
    stock_data: { in_stock: 0, blocked_stock: 0, detailed_stocks: {}, blocked_stores: [], ...stock },
    shipping_time: { number: shippingTime, string: null },
    stock_incoming_str: null,
    model_id: 42,
    model_name: "Sisu",
    is_orderable: false,
  };
}

describe("max_amount of a variant for a web order", () => {
  it("is the stock that can be sold online, every store and the web warehouse together", () => {
    expect(maxAmountOf(view({ in_stock: 7, detailed_stocks: { "20": 6, "5": 1 } }), false)).toBe(7);
  });

  it("leaves out pieces in blocked stores while other pieces can be sold", () => {
    expect(maxAmountOf(view({ in_stock: 2, blocked_stock: 5, blocked_stores: [7] }), false)).toBe(2);
  });

  it("takes the blocked pieces when they are all there is and the variant ships later", () => {
    const onlyBlocked = view({ blocked_stock: 3, blocked_stores: [7] }, 14);
    expect(isOrderable(ruleVariantOfView(onlyBlocked, false))).toBe(true);
    expect(maxAmountOf(onlyBlocked, false)).toBe(3);
  });

  it("is 0 for a variant that cannot be ordered at all", () => {
    const none = view({});
    expect(isOrderable(ruleVariantOfView(none, false))).toBe(false);
    expect(maxAmountOf(none, false)).toBe(0);
  });

  it("has no limit (null) on order, whatever the stock", () => {
    expect(maxAmountOf(view({ in_stock: 3 }), true)).toBeNull();
    expect(maxAmountOf(view({}), true)).toBeNull();
  });
});

describe("the amount in the added-to-cart modal", () => {
  it("stays between 1 and max_amount", () => {
    expect(clampAmount(0, 4)).toBe(MIN_AMOUNT);
    expect(clampAmount(-3, 4)).toBe(1);
    expect(clampAmount(3, 4)).toBe(3);
    expect(clampAmount(4, 4)).toBe(4);
    expect(clampAmount(9, 4)).toBe(4);
  });

  it("has no stock limit when max_amount is null (on order, or not priced yet)", () => {
    expect(clampAmount(500, null)).toBe(500);
    expect(clampAmount(0, null)).toBe(1);
  });

  it("never passes the 999 pieces the server takes in one row, known max_amount or not", () => {
    expect(MAX_ROW_PIECES).toBe(999);
    expect(clampAmount(99_999, null)).toBe(999);
    expect(clampAmount(5000, 20_000)).toBe(999);
    expect(amountLimit(null)).toBe(999);
    expect(amountLimit(20_000)).toBe(999);
    expect(amountLimit(4)).toBe(4);
    expect(amountLimit(0)).toBe(1);
  });

  it("corrects typed amounts to whole pieces", () => {
    expect(clampAmount(2.7, 4)).toBe(2);
    expect(clampAmount(Number.NaN, 4)).toBe(1);
    expect(clampAmount(Number.POSITIVE_INFINITY, 4)).toBe(1);
  });

  it("keeps 1 when max_amount fell below 1 since the row was added", () => {
    expect(clampAmount(3, 0)).toBe(1);
  });
});

describe("the 'Available N pcs' note", () => {
  it("shows when at most 5 can be ordered, whatever the amount", () => {
    expect(showsAvailableNote(1, 5)).toBe(true);
    expect(showsAvailableNote(1, 1)).toBe(true);
  });

  it("shows above 5 only once the amount equals the maximum", () => {
    expect(showsAvailableNote(1, 6)).toBe(false);
    expect(showsAvailableNote(5, 6)).toBe(false);
    expect(showsAvailableNote(6, 6)).toBe(true);
    expect(showsAvailableNote(39, 40)).toBe(false);
    expect(showsAvailableNote(40, 40)).toBe(true);
  });

  it("never shows on order (no maximum)", () => {
    expect(showsAvailableNote(3, null)).toBe(false);
    expect(showsAvailableNote(1000, null)).toBe(false);
  });
});
