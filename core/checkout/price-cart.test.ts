import { describe, expect, it } from "vitest";
import type { DeliveryMethod } from "../delivery/fast-shipping.ts";
import { checkRow, type SellableVariant } from "./cart-rows.ts";
import type { DiscountCode } from "./discount-codes.ts";
import { priceCart, type PriceCartInput } from "./price-cart.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const ALL = ["store-pickup", "pickup-point", "home-delivery"];

function variant(id: number, unitCents: number, overrides: Partial<SellableVariant> = {}): SellableVariant {
  return {
    variantId: id,
    modelId: id,
    name: `Model ${id}`,
    variantName: "",
    image: null,
    url: `/m/${id}/`,
    unitCents,
    vatBp: 2550,
    regularCents: null,
    discountsAllowed: true,
    isOrderable: true,
    maxAmount: 10,
    shippingTime: 2,
    limit: { allowedDeliveryMethods: ALL, isDeliveryCountryBlocked: false, isDeliveryMethodLimitations: false, perInternationalPackage: false, blockInfoText: "" },
    ...overrides,
  };
}
const row = (v: SellableVariant | null, amount = 1, productId = String(v?.variantId ?? 0)) => checkRow({ productId, amount, frozen: false, extra_data: null }, v);

function method(slug: string, priceCents: number, freeFromCents: number | null): DeliveryMethod {
  return { slug, kind: "home", name: slug, countries: [], excludedCountries: [], postalPrefixes: [], priceCents, freeFromCents, transitDaysMin: 1, transitDaysMax: 2, sortOrder: 0 };
}
const METHODS = [method("store-pickup", 0, null), method("pickup-point", 590, 8000), method("home-delivery", 990, 15000)];
const code = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  code: "TALVI15",
  kind: "percent",
  value: 1500,
  validFrom: null,
  validUntil: null,
  minimumCents: 0,
  usesLeft: null,
  isActive: true,
  ...overrides,
});

const input = (overrides: Partial<PriceCartInput>): PriceCartInput => ({
  rows: [],
  giftCardProductCents: [],
  codes: [],
  giftCards: [],
  countryMethods: METHODS,
  countryCode: "fi",
  chosenMethod: null,
  repack: { selected: false, settings: { costCents: 390, freeFromCents: 10000 } },
  express: { available: false, selected: false },
  deliveries: 1,
  giftCampaign: false,
  now: NOW,
  ...overrides,
});

describe("pricing a cart", () => {
  it("adds the rows that count and shows the cheapest delivery before a choice", () => {
    const priced = priceCart(input({ rows: [row(variant(1, 2990), 2), row(null, 1, "999")] }));
    expect(priced.productsCents).toBe(5980);
    expect(priced.rows.map((r) => r.lineCents)).toEqual([5980, 0]);
    expect(priced.methods.map((m) => [m.method.slug, m.costCents])).toEqual([["store-pickup", 0], ["pickup-point", 590], ["home-delivery", 990]]);
    expect(priced.deliveryCents).toBe(0);
    expect(priced.totalCents).toBe(5980);
    expect(priced.dueCents).toBe(5980);
  });

  it("charges the chosen method, free from its threshold", () => {
    const rows = [row(variant(1, 7990))];
    expect(priceCart(input({ rows, chosenMethod: "home-delivery" })).totalCents).toBe(7990 + 990);
    expect(priceCart(input({ rows, chosenMethod: "pickup-point" })).deliveryCents).toBe(590);
    expect(priceCart(input({ rows: [row(variant(1, 8000))], chosenMethod: "pickup-point" })).deliveryCents).toBe(0);
    // A method the cart cannot use is not chosen.
    expect(priceCart(input({ rows, chosenMethod: "drone" })).chosenMethod).toBeNull();
  });

  it("offers express pickup only when a store holds the order, and nothing else once it is chosen", () => {
    const express = { ...method("express-pickup", 0, null), kind: "store-express" as const };
    const countryMethods = [express, ...METHODS];
    const rows = [row(variant(1, 2990, { limit: { ...variant(1, 0).limit, allowedDeliveryMethods: [...ALL, "express-pickup"] } }))];
    const slugs = (available: boolean, selected: boolean) =>
      priceCart(input({ rows, countryMethods, express: { available, selected } })).methods.map((m) => m.method.slug);
    expect(slugs(false, false)).toEqual(["store-pickup", "pickup-point", "home-delivery"]);
    expect(slugs(false, true)).toEqual(["store-pickup", "pickup-point", "home-delivery"]);
    expect(slugs(true, false)).toEqual(["express-pickup", "store-pickup", "pickup-point", "home-delivery"]);
    expect(slugs(true, true)).toEqual(["express-pickup"]);
  });

  it("offers the next-day courier only when every row leaves the warehouse at once", () => {
    const courier = { ...method("next-day-courier", 1490, null), kind: "express-home" as const };
    const countryMethods = [...METHODS, courier];
    const allowing = (shippingTime: number) => variant(shippingTime, 2990, { shippingTime, limit: { ...variant(1, 0).limit, allowedDeliveryMethods: [...ALL, "next-day-courier"] } });
    const slugs = (...times: number[]) => priceCart(input({ rows: times.map((days) => row(allowing(days))), countryMethods })).methods.map((m) => m.method.slug);
    expect(slugs(1, 2)).toContain("next-day-courier");
    expect(slugs(1, 7)).toEqual(["store-pickup", "pickup-point", "home-delivery"]);
  });

  it("offers only the methods every row allows, and the threshold of those", () => {
    const skis = variant(2, 39990, { limit: { ...variant(2, 0).limit, allowedDeliveryMethods: ["store-pickup", "home-delivery"] } });
    const priced = priceCart(input({ rows: [row(variant(1, 1000)), row(skis)] }));
    expect(priced.methods.map((m) => m.method.slug)).toEqual(["store-pickup", "home-delivery"]);
    expect(priced.thresholds.delivery).toBe(15000);
  });

  it("applies one discount code to the rows that allow discounts, after which thresholds are reached", () => {
    const noDiscounts = variant(2, 5000, { discountsAllowed: false });
    const priced = priceCart(
      input({
        rows: [row(variant(1, 10000)), row(noDiscounts)],
        codes: [{ code: "TALVI15", found: code() }, { code: "KESA", found: code({ code: "KESA" }) }],
        chosenMethod: "home-delivery",
      }),
    );
    expect(priced.discount).toEqual({ code: "TALVI15", cents: 1500 });
    expect(priced.codeProblems).toEqual([{ code: "KESA", problem: "one-per-order" }]);
    expect(priced.rows.map((r) => r.discountCents)).toEqual([1500, 0]);
    // 15000 - 1500 is below home delivery's 15000: delivery is charged.
    expect(priced.deliveryCents).toBe(990);
    expect(priced.totalCents).toBe(15000 - 1500 + 990);
  });

  it("uses the next code when the first cannot be used, and says why", () => {
    const priced = priceCart(
      input({
        rows: [row(variant(1, 4000))],
        codes: [
          { code: "OLD", found: code({ code: "OLD", validUntil: NOW }) },
          { code: "BIG", found: code({ code: "BIG", minimumCents: 5000 }) },
          { code: "EUR5", found: code({ code: "EUR5", kind: "amount", value: 500 }) },
        ],
      }),
    );
    expect(priced.codeProblems).toEqual([
      { code: "OLD", problem: "expired" },
      { code: "BIG", problem: "below-minimum" },
    ]);
    expect(priced.discount).toEqual({ code: "EUR5", cents: 500 });
  });

  it("adds RePack when chosen, free from its threshold, and never without products", () => {
    expect(priceCart(input({ rows: [row(variant(1, 5000))], repack: { selected: true, settings: { costCents: 390, freeFromCents: 10000 } } })).totalCents).toBe(5390);
    expect(priceCart(input({ rows: [row(variant(1, 5000))] })).repackOfferCents).toBe(390);
    expect(priceCart(input({ rows: [row(variant(1, 10000))], repack: { selected: true, settings: { costCents: 390, freeFromCents: 10000 } } })).repackCents).toBe(0);
    const giftOnly = priceCart(input({ giftCardProductCents: [5000], repack: { selected: true, settings: { costCents: 390, freeFromCents: null } } }));
    expect(giftOnly.repackCents).toBe(0);
    expect(giftOnly.methods).toEqual([]);
    expect(giftOnly.totalCents).toBe(5000);
  });

  it("lets gift cards pay the order but not new gift cards", () => {
    const card = { code: "GC1", account: { code: "GC1", balanceCents: 100000, validUntil: null, isActive: true } };
    const priced = priceCart(input({ rows: [row(variant(1, 3000))], giftCardProductCents: [5000], giftCards: [card], chosenMethod: "home-delivery" }));
    expect(priced.totalCents).toBe(3000 + 5000 + 990);
    expect(priced.giftCardPayments).toEqual([{ code: "GC1", amountCents: 3990, balanceAfterCents: 96010 }]);
    expect(priced.dueCents).toBe(5000);
  });

  it("charges per package abroad for pieces that travel alone", () => {
    const skis = variant(2, 20000, { limit: { ...variant(2, 0).limit, perInternationalPackage: true } });
    const priced = priceCart(input({ rows: [row(skis, 2)], countryCode: "se", chosenMethod: "pickup-point", countryMethods: [method("pickup-point", 1490, null)] }));
    expect(priced.deliveryCents).toBe(2 * 1490);
  });
});
