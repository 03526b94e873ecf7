import { describe, expect, it } from "vitest";
import { deliveryEstimates, deliveryPrice, servesCountry, servesPostalCode, storesByDistance, type DeliveryMethod, type EstimateInput, type StoreStock } from "./fast-shipping.ts";

const method = (over: Partial<DeliveryMethod> & Pick<DeliveryMethod, "slug" | "kind">): DeliveryMethod => ({
  name: over.slug,
  countries: [],
  excludedCountries: [],
  postalPrefixes: [],
  priceCents: 0,
  freeFromCents: null,
  transitDaysMin: 0,
  transitDaysMax: 0,
  sortOrder: 0,
  ...over,
});

const METHODS: DeliveryMethod[] = [
  method({ slug: "express", kind: "store-express", countries: ["fi"], sortOrder: 1 }),
  method({ slug: "pickup", kind: "store-pickup", countries: ["fi"], transitDaysMin: 1, transitDaysMax: 2, sortOrder: 2 }),
  method({ slug: "locker", kind: "pickup-point", priceCents: 590, freeFromCents: 8000, transitDaysMin: 1, transitDaysMax: 2, sortOrder: 3 }),
  method({ slug: "home", kind: "home", priceCents: 990, freeFromCents: 15000, transitDaysMin: 1, transitDaysMax: 3, sortOrder: 4 }),
  method({ slug: "courier", kind: "express-home", countries: ["fi"], postalPrefixes: ["00", "01", "02"], priceCents: 1490, transitDaysMin: 1, transitDaysMax: 1, sortOrder: 5 }),
];

const store = (slug: string, latitude: number, longitude: number, freeQuantity: number, pikanouto = true): StoreStock => ({
  slug,
  name: slug,
  location: { latitude, longitude },
  pikanouto,
  nouto: true,
  freeQuantity,
});
const helsinki = store("helsinki", 60.1689, 24.9403, 0);
const tampere = store("tampere", 61.4978, 23.761, 2);
const oulu = store("oulu", 65.0121, 25.4651, 1, false);

const input = (over: Partial<EstimateInput> = {}): EstimateInput => ({
  countryCode: "fi",
  postalCode: "00100",
  orderValueCents: 4990,
  variant: { shippingTime: 1, orderable: true },
  methods: METHODS,
  stores: [helsinki, tampere, oulu],
  country: { extraDays: {} },
  ...over,
});

describe("delivery estimator", () => {
  it("makes delivery free from the method's threshold", () => {
    expect(deliveryPrice({ priceCents: 590, freeFromCents: 8000 }, 7999)).toBe(590);
    expect(deliveryPrice({ priceCents: 590, freeFromCents: 8000 }, 8000)).toBe(0);
    expect(deliveryPrice({ priceCents: 1490, freeFromCents: null }, 1_000_000)).toBe(1490);
  });

  it("serves the countries and postal codes a method names", () => {
    expect(servesCountry({ countries: ["fi"], excludedCountries: [] }, "se")).toBe(false);
    expect(servesCountry({ countries: [], excludedCountries: ["us"] }, "us")).toBe(false);
    expect(servesCountry({ countries: [], excludedCountries: ["us"] }, "se")).toBe(true);
    expect(servesPostalCode({ postalPrefixes: ["00", "01"] }, "01530")).toBe(true);
    expect(servesPostalCode({ postalPrefixes: ["00", "01"] }, "33100")).toBe(false);
  });

  it("orders stores nearest to the postal code first", () => {
    expect(storesByDistance([oulu, helsinki, tampere], "33100").map((s) => s.slug)).toEqual(["tampere", "helsinki", "oulu"]);
    expect(storesByDistance([oulu, helsinki, tampere], "90100").map((s) => s.slug)).toEqual(["oulu", "tampere", "helsinki"]);
  });

  it("offers express pickup the same day only from stores that hold it and offer it", () => {
    const express = deliveryEstimates(input()).filter((e) => e.kind === "store-express");
    expect(express).toEqual([expect.objectContaining({ storeSlug: "tampere", days: { min: 0, max: 0 }, priceCents: 0 })]);
  });

  it("sets store pickup at the nearest store: a day when it holds the variant, else shipping plus transit", () => {
    const inTampere = deliveryEstimates(input({ postalCode: "33100" })).find((e) => e.kind === "store-pickup");
    expect(inTampere).toMatchObject({ storeSlug: "tampere", days: { min: 1, max: 1 } });
    const inHelsinki = deliveryEstimates(input()).find((e) => e.kind === "store-pickup");
    expect(inHelsinki).toMatchObject({ storeSlug: "helsinki", days: { min: 2, max: 4 } });
  });

  it("adds the carrier's days to the shipping range, and a day for Lapland's far north", () => {
    const home = (postalCode: string) => deliveryEstimates(input({ postalCode })).find((e) => e.kind === "home")!.days;
    expect(home("33100")).toEqual({ min: 2, max: 5 });
    expect(home("99800")).toEqual({ min: 3, max: 6 });
  });

  it("offers the next-day courier only in its postal area and only for what ships at once", () => {
    const courier = (over: Partial<EstimateInput>) => deliveryEstimates(input(over)).some((e) => e.kind === "express-home");
    expect(courier({})).toBe(true);
    expect(courier({ postalCode: "33100" })).toBe(false);
    expect(courier({ variant: { shippingTime: 4, orderable: true } })).toBe(false);
  });

  it("abroad offers no store options and uses the country's extra days", () => {
    const estimates = deliveryEstimates(input({ countryCode: "se", postalCode: "11122", country: { extraDays: { "1-2": { start: 1, end: 3 } } } }));
    expect(estimates.map((e) => e.kind)).toEqual(["pickup-point", "home"]);
    expect(estimates[0]!.days).toEqual({ min: 2, max: 5 });
  });

  it("offers nothing for a variant that cannot be ordered or has no shipping time", () => {
    expect(deliveryEstimates(input({ variant: { shippingTime: 1, orderable: false } }))).toEqual([]);
    expect(deliveryEstimates(input({ variant: { shippingTime: 999, orderable: true } }))).toEqual([]);
  });

  it("uses only the methods it is given (the product's delivery limits)", () => {
    const estimates = deliveryEstimates(input({ methods: METHODS.filter((m) => m.kind !== "pickup-point") }));
    expect(estimates.some((e) => e.kind === "pickup-point")).toBe(false);
  });
});
