import { describe, expect, it } from "vitest";
import type { CheckoutResult } from "../checkout/checkout-service.ts";
import { klarnaOrderLines } from "./klarna-checkout.ts";
import { klarnaLocale, taxOf } from "./klarna-provider.ts";

function row(productId: string, unitCents: number, amount: number, vatBp = 2550) {
  return {
    row: { request: { productId, amount, frozen: false, extra_data: null }, variant: { name: `Model ${productId}`, variantName: "M", unitCents, vatBp }, amount, counts: true, problems: [] },
    lineCents: unitCents * amount,
    discountCents: 0,
  };
}

function result(overrides: Partial<CheckoutResult["priced"]> = {}, giftCards: CheckoutResult["giftCardRows"] = []): CheckoutResult {
  return {
    priced: {
      rows: [row("11", 4990, 2), row("12", 12900, 1)],
      discount: null,
      deliveryCents: 0,
      repackCents: 0,
      chosenMethod: "home-delivery",
      methods: [{ method: { slug: "home-delivery", name: "Kotiinkuljetus" }, costCents: 590 }],
      ...overrides,
    },
    giftCardRows: giftCards,
  } as unknown as CheckoutResult;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("Klarna's order lines", () => {
  it("are the counted rows, the gift cards, the code's discount, the delivery and RePack, adding up to the cart's total", () => {
    const lines = klarnaOrderLines(
      result({ discount: { code: "SYKSY10", cents: 1000 }, deliveryCents: 590, repackCents: 390 }, [
        { request: { uid: "g1", productId: "900", amount: 50, name: "Lahjakortti", extra_data: null }, isGiftCard: true, counts: true },
      ]),
    );
    expect(lines.map((line) => [line.type, line.reference, line.quantity, line.unit_price, line.total_amount, line.tax_rate])).toEqual([
      ["physical", "11", 2, 4990, 9980, 2550],
      ["physical", "12", 1, 12900, 12900, 2550],
      ["gift_card", "900", 1, 5000, 5000, 0],
      ["discount", "SYKSY10", 1, -1000, -1000, 2550],
      ["shipping_fee", "home-delivery", 1, 590, 590, 2550],
      ["surcharge", "repack", 1, 390, 390, 2550],
    ]);
    expect(sum(lines.map((line) => line.total_amount))).toBe(9980 + 12900 + 5000 - 1000 + 590 + 390);
    // VAT inside each line: 25.5 % of 99.80 is 20.28; a gift card carries none.
    expect(lines[0]!.total_tax_amount).toBe(2028);
    expect(lines[2]!.total_tax_amount).toBe(0);
    expect(lines[3]!.total_tax_amount).toBe(-203);
  });

  it("leave out rows that do not count and free delivery", () => {
    const notCounted = row("13", 1000, 1);
    notCounted.row.counts = false;
    const lines = klarnaOrderLines(result({ rows: [row("11", 4990, 1), notCounted] as never }));
    expect(lines.map((line) => line.reference)).toEqual(["11"]);
  });
});

describe("Klarna's helpers", () => {
  it("work out the VAT inside an amount and the checkout's locale", () => {
    expect(taxOf(12550, 2550)).toBe(2550);
    expect(taxOf(1000, 0)).toBe(0);
    expect(taxOf(-1000, 2550)).toBe(-203);
    expect(klarnaLocale("fi", "fi")).toBe("fi-FI");
    expect(klarnaLocale("sv", "FI")).toBe("sv-FI");
    // Klarna has no Russian checkout: English in the same country.
    expect(klarnaLocale("ru", "fi")).toBe("en-FI");
  });
});
