import { describe, expect, it } from "vitest";
import { deliveryLimitData, limitIn, limitOfVariant, type CountryDelivery, type DeliveryLimitRow } from "./delivery-limits.ts";

const finland: CountryDelivery = { code: "fi", isEnabled: true, methods: ["express-pickup", "store-pickup", "pickup-point", "home-delivery"] };
const sweden: CountryDelivery = { code: "se", isEnabled: true, methods: ["pickup-point", "home-delivery"] };
const row = (over: Partial<DeliveryLimitRow> = {}): DeliveryLimitRow => ({
  variantId: 0,
  allowedMethods: null,
  blockedCountries: [],
  perInternationalPackage: false,
  blockInfoText: "",
  ...over,
});

describe("delivery limits of a product in a country", () => {
  it("allows every method of the country when the product has no limits", () => {
    expect(limitIn(finland, undefined)).toEqual({
      allowedDeliveryMethods: finland.methods,
      isDeliveryCountryBlocked: false,
      isDeliveryMethodLimitations: false,
      perInternationalPackage: false,
      blockInfoText: "",
    });
  });

  it("keeps only the product's allowed methods, in the country's order, and says so", () => {
    const limit = limitIn(finland, row({ allowedMethods: ["home-delivery", "store-pickup", "courier-abroad"] }));
    expect(limit.allowedDeliveryMethods).toEqual(["store-pickup", "home-delivery"]);
    expect(limit.isDeliveryMethodLimitations).toBe(true);
  });

  it("reports no limitation when the allowed methods cover every method of the country", () => {
    expect(limitIn(sweden, row({ allowedMethods: ["pickup-point", "home-delivery", "store-pickup"] })).isDeliveryMethodLimitations).toBe(false);
  });

  it("blocks a country the product is not shipped to, with its reason", () => {
    const limit = limitIn({ ...sweden, code: "us" }, row({ blockedCountries: ["us"], blockInfoText: "Lithium batteries may not fly." }));
    expect(limit).toMatchObject({ isDeliveryCountryBlocked: true, allowedDeliveryMethods: [], blockInfoText: "Lithium batteries may not fly." });
    expect(limitIn(sweden, row({ blockedCountries: ["us"], blockInfoText: "Lithium batteries may not fly." }))).toMatchObject({
      isDeliveryCountryBlocked: false,
      blockInfoText: "",
    });
  });

  it("blocks a country closed for deliveries, and one where none of the product's methods serve", () => {
    expect(limitIn({ ...sweden, isEnabled: false }, undefined).isDeliveryCountryBlocked).toBe(true);
    expect(limitIn(sweden, row({ allowedMethods: ["store-pickup"] })).isDeliveryCountryBlocked).toBe(true);
  });

  it("reports the international package rule outside Finland only", () => {
    const skis = row({ perInternationalPackage: true });
    expect(limitIn(finland, skis).perInternationalPackage).toBe(false);
    expect(limitIn(sweden, skis).perInternationalPackage).toBe(true);
  });

  it("reports a variant's own limits as an override only where they differ from the model's", () => {
    const data = deliveryLimitData(finland, [
      row(),
      row({ variantId: 501, allowedMethods: ["store-pickup", "home-delivery"] }),
      row({ variantId: 502 }),
    ]);
    expect(Object.keys(data.extra_data_overrides)).toEqual(["501"]);
    expect(data.extra_data_overrides["501"]!.allowedDeliveryMethods).toEqual(["store-pickup", "home-delivery"]);
    expect(limitOfVariant(data, 501).isDeliveryMethodLimitations).toBe(true);
    expect(limitOfVariant(data, 502)).toBe(data);
    expect(data.isDeliveryMethodLimitations).toBe(false);
  });
});
