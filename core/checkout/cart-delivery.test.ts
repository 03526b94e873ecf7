import { describe, expect, it } from "vitest";
import type { DeliveryLimit } from "../delivery/delivery-limits.ts";
import {
  cartDeliveryMethods,
  deliveryCostCents,
  deliveryThreshold,
  extraPackages,
  isNorthernIreland,
  needsCustomsAcknowledgement,
  repackCostCents,
  repackSettingsFrom,
} from "./cart-delivery.ts";

const limit = (allowed: string[]): DeliveryLimit => ({
  allowedDeliveryMethods: allowed,
  isDeliveryCountryBlocked: allowed.length === 0,
  isDeliveryMethodLimitations: false,
  perInternationalPackage: false,
  blockInfoText: "",
});

describe("country rules", () => {
  it("ask UK, Swiss and Canadian deliveries to accept customs", () => {
    expect(["gb", "GB", "ch", "ca"].every(needsCustomsAcknowledgement)).toBe(true);
    expect(["fi", "se", "de", "us", "no"].some(needsCustomsAcknowledgement)).toBe(false);
  });

  it("refuse Northern Ireland by its BT postal codes only", () => {
    expect(isNorthernIreland("gb", "BT1 5GS")).toBe(true);
    expect(isNorthernIreland("GB", " bt48 7aa")).toBe(true);
    expect(isNorthernIreland("gb", "SW1A 1AA")).toBe(false);
    expect(isNorthernIreland("ie", "BT1 5GS")).toBe(false);
  });
});

describe("the cart's delivery methods", () => {
  const methods = [{ slug: "express-pickup" }, { slug: "store-pickup" }, { slug: "pickup-point" }, { slug: "home-delivery" }];

  it("are those every row allows, in the country's order", () => {
    const skis = limit(["express-pickup", "store-pickup", "home-delivery"]);
    const jacket = limit(["express-pickup", "store-pickup", "pickup-point", "home-delivery"]);
    expect(cartDeliveryMethods(methods, [jacket, skis]).map((m) => m.slug)).toEqual(["express-pickup", "store-pickup", "home-delivery"]);
    expect(cartDeliveryMethods(methods, [jacket, limit([])])).toEqual([]);
    expect(cartDeliveryMethods(methods, [])).toEqual(methods);
  });
});

describe("delivery cost", () => {
  const home = { priceCents: 990, freeFromCents: 15000 };

  it("is free from the method's threshold on the products' value", () => {
    expect(deliveryCostCents(home, { merchandiseCents: 14999, countryCode: "fi", extraPackages: 0 })).toBe(990);
    expect(deliveryCostCents(home, { merchandiseCents: 15000, countryCode: "fi", extraPackages: 0 })).toBe(0);
    expect(deliveryCostCents({ priceCents: 590, freeFromCents: null }, { merchandiseCents: 10 ** 7, countryCode: "fi", extraPackages: 0 })).toBe(590);
  });

  it("is charged per package abroad when pieces travel alone, never in Finland", () => {
    expect(deliveryCostCents(home, { merchandiseCents: 5000, countryCode: "se", extraPackages: 2 })).toBe(2970);
    expect(deliveryCostCents(home, { merchandiseCents: 5000, countryCode: "fi", extraPackages: 2 })).toBe(990);
  });

  it("counts the extra packages: each piece of a per-package row, the first one sharing the package when nothing else comes", () => {
    expect(extraPackages([{ amount: 2, perInternationalPackage: true }, { amount: 1, perInternationalPackage: false }])).toBe(2);
    expect(extraPackages([{ amount: 2, perInternationalPackage: true }])).toBe(1);
    expect(extraPackages([{ amount: 3, perInternationalPackage: false }])).toBe(0);
    expect(extraPackages([])).toBe(0);
  });

  it("reports the lowest free-delivery threshold of the methods that cost something", () => {
    expect(deliveryThreshold([{ priceCents: 0, freeFromCents: 1000 }, { priceCents: 590, freeFromCents: 8000 }, { priceCents: 990, freeFromCents: 15000 }])).toBe(8000);
    expect(deliveryThreshold([{ priceCents: 0, freeFromCents: null }])).toBeNull();
  });
});

describe("RePack", () => {
  it("costs its price below the threshold and nothing from it", () => {
    expect(repackCostCents({ costCents: 390, freeFromCents: 10000 }, 9999)).toBe(390);
    expect(repackCostCents({ costCents: 390, freeFromCents: 10000 }, 10000)).toBe(0);
    expect(repackCostCents({ costCents: 390, freeFromCents: null }, 10 ** 6)).toBe(390);
  });
});

describe("RePack settings", () => {
  it("come from the general settings in cents, with the default price when unset or not a whole number", () => {
    expect(repackSettingsFrom({ repack_price_cents: "450", repack_free_from_cents: "12000" })).toEqual({ costCents: 450, freeFromCents: 12000 });
    expect(repackSettingsFrom({ repack_price_cents: "4.50" })).toEqual({ costCents: 390, freeFromCents: null });
    expect(repackSettingsFrom({})).toEqual({ costCents: 390, freeFromCents: null });
  });
});
