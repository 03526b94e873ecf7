import { describe, expect, it } from "vitest";
import { checkRow, mergeRows, piecesPerVariant, shareStock, type RequestedRow, type SellableVariant } from "./cart-rows.ts";

const request = (overrides: Partial<RequestedRow> = {}): RequestedRow => ({ productId: "101", amount: 2, frozen: false, extra_data: null, ...overrides });
const variant = (overrides: Partial<SellableVariant> = {}): SellableVariant => ({
  variantId: 101,
  modelId: 5,
  name: "Alpenzell Pohja 4",
  variantName: "Black, 43",
  image: null,
  url: "/alpenzell/footwear/pohja-4/?color=black&size=43",
  unitCents: 12990,
  vatBp: 2550,
  regularCents: null,
  discountsAllowed: true,
  isOrderable: true,
  maxAmount: 8,
  shippingTime: 2,
  limit: { allowedDeliveryMethods: ["home-delivery"], isDeliveryCountryBlocked: false, isDeliveryMethodLimitations: false, perInternationalPackage: false, blockInfoText: "" },
  ...overrides,
});

describe("a cart row checked by the server", () => {
  it("counts a sellable variant in the amount asked", () => {
    expect(checkRow(request(), variant())).toMatchObject({ amount: 2, counts: true, problems: [] });
  });

  it("lowers an amount above what can be sold, and says so", () => {
    expect(checkRow(request({ amount: 12 }), variant())).toMatchObject({ amount: 8, counts: true, problems: [{ kind: "amount-lowered", maxAmount: 8 }] });
  });

  it("sets no limit on a product made on order", () => {
    expect(checkRow(request({ amount: 40 }), variant({ maxAmount: null }))).toMatchObject({ amount: 40, problems: [] });
  });

  it("does not count an unknown, unorderable or sold-out variant", () => {
    for (const found of [null, variant({ isOrderable: false }), variant({ maxAmount: 0 })]) {
      expect(checkRow(request(), found)).toMatchObject({ counts: false, problems: [{ kind: "unavailable" }] });
    }
  });

  it("reports a product not shipped to the delivery country, with the reason", () => {
    const blocked = variant({ limit: { ...variant().limit, isDeliveryCountryBlocked: true, blockInfoText: "Lithium batteries may not fly." } });
    expect(checkRow(request(), blocked).problems).toEqual([{ kind: "not-shipped", reason: "Lithium batteries may not fly." }]);
  });
});

describe("rows of the same variant", () => {
  it("hold at most 999 pieces together", () => {
    expect(mergeRows(Array.from({ length: 100 }, () => request({ amount: 999 })))[0]!.amount).toBe(999);
  });

  it("become one row with the amounts added, frozen if either was", () => {
    const merged = mergeRows([request({ amount: 1, extra_data: { a: "1" } }), request({ productId: "7" }), request({ amount: 3, frozen: true })]);
    expect(merged).toEqual([
      { productId: "101", amount: 4, frozen: true, extra_data: { a: "1" } },
      { productId: "7", amount: 2, frozen: false, extra_data: null },
    ]);
  });
});

describe("rows that share a variant's pieces", () => {
  // A ski set: skis 101 (8 free), bindings 102 (3 free), poles 103 made on order.
  const set = variant({
    variantId: 0,
    maxAmount: 3,
    parts: [
      { variantId: 101, quantity: 1, madeOnOrder: false, maxAmount: 8 },
      { variantId: 102, quantity: 1, madeOnOrder: false, maxAmount: 3 },
      { variantId: 103, quantity: 2, madeOnOrder: true, maxAmount: null },
    ],
  });
  const bindings = variant({ variantId: 102, maxAmount: 3 });

  it("let a later row hold only what the rows before it left, and say so", () => {
    const rows = shareStock([checkRow(request({ productId: "101-102-103", amount: 2 }), set), checkRow(request({ productId: "102", amount: 3 }), bindings)]);
    expect(rows[0]).toMatchObject({ amount: 2, counts: true, problems: [] });
    expect(rows[1]).toMatchObject({ amount: 1, counts: true, variant: { maxAmount: 1 }, problems: [{ kind: "amount-lowered", maxAmount: 1 }] });
  });

  it("make a row that nothing is left for unavailable, and leave rows of other variants alone", () => {
    const skis = variant({ variantId: 101, maxAmount: 8 });
    const rows = shareStock([
      checkRow(request({ productId: "102", amount: 3 }), bindings),
      checkRow(request({ productId: "101-102-103", amount: 1 }), set),
      checkRow(request({ productId: "101", amount: 8 }), skis),
    ]);
    expect(rows.map((row) => [row.amount, row.counts])).toEqual([
      [3, true],
      [1, false],
      [8, true],
    ]);
    expect(rows[1]!.problems).toEqual([{ kind: "unavailable" }]);
    expect(rows[1]!.variant!.maxAmount).toBe(0);
  });

  it("limit nothing made on order", () => {
    const made = variant({ variantId: 104, maxAmount: null });
    const rows = shareStock([checkRow(request({ productId: "104", amount: 50 }), made), checkRow(request({ productId: "104", amount: 50 }), made)]);
    expect(rows.map((row) => row.amount)).toEqual([50, 50]);
  });
});

describe("the pieces an order needs", () => {
  it("adds up the pieces of one variant from rows and bundle parts", () => {
    expect([...piecesPerVariant([{ variantId: 5, amount: 1 }, { variantId: 7, amount: 2 }, { variantId: 5, amount: 2 }])]).toEqual([
      [5, 3],
      [7, 2],
    ]);
  });
});
