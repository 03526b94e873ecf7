import { describe, expect, it } from "vitest";
import type { DeliveryLimit } from "../delivery/delivery-limits.ts";
import { bundleLimit, bundleOfRow, bundleSellable, type BundleDefinition } from "./bundle-rows.ts";
import type { SellableVariant } from "./cart-rows.ts";

const open = (allowed = ["store-pickup", "home-delivery", "pickup-point"]): DeliveryLimit => ({
  allowedDeliveryMethods: allowed,
  isDeliveryCountryBlocked: false,
  isDeliveryMethodLimitations: false,
  perInternationalPackage: false,
  blockInfoText: "",
});

const part = (id: number, overrides: Partial<SellableVariant> = {}): SellableVariant => ({
  variantId: id,
  modelId: id * 10,
  name: `Model ${id}`,
  variantName: "170 cm",
  image: `/images/products/${id}-320.svg`,
  url: `/b/m${id}/`,
  unitCents: 10000,
  vatBp: 2550,
  regularCents: null,
  discountsAllowed: true,
  isOrderable: true,
  maxAmount: 6,
  shippingTime: 2,
  limit: open(),
  ...overrides,
});

const SKI_SET: BundleDefinition = { id: 7, mainModelId: 10, name: "Ski set", activeCents: 39900, regularCents: 45900, parts: [{ modelId: 10, quantity: 1 }, { modelId: 20, quantity: 1 }, { modelId: 30, quantity: 2 }] };
const OTHER: BundleDefinition = { ...SKI_SET, id: 8, name: "Skis and poles", parts: [{ modelId: 10, quantity: 1 }, { modelId: 30, quantity: 1 }] };
const models = new Map([[1, 10], [2, 20], [3, 30]]);

describe("which bundle a cart row names", () => {
  it("is the bundle whose parts the variants belong to, in order", () => {
    expect(bundleOfRow({ modelId: 10, variantIds: [1, 2, 3] }, null, [OTHER, SKI_SET], models)?.id).toBe(7);
    expect(bundleOfRow({ modelId: 10, variantIds: [1, 3] }, null, [OTHER, SKI_SET], models)?.id).toBe(8);
  });

  it("takes the hinted bundle only when the variants fit it", () => {
    expect(bundleOfRow({ modelId: 10, variantIds: [1, 3] }, 7, [OTHER, SKI_SET], models)?.id).toBe(8);
    expect(bundleOfRow({ modelId: 10, variantIds: [1, 2, 3] }, 7, [OTHER, SKI_SET], models)?.id).toBe(7);
  });

  it("is none for variants of other models, a wrong order or another main model", () => {
    expect(bundleOfRow({ modelId: 10, variantIds: [2, 1, 3] }, null, [SKI_SET], models)).toBeNull();
    expect(bundleOfRow({ modelId: 11, variantIds: [1, 2, 3] }, null, [SKI_SET], models)).toBeNull();
    expect(bundleOfRow({ modelId: 10, variantIds: [1, 2, 99] }, null, [SKI_SET], models)).toBeNull();
  });
});

describe("a bundle as one row", () => {
  it("sells at the bundle's price, without discount codes, as many as its scarcest part allows", () => {
    const sold = bundleSellable(SKI_SET, [part(1, { maxAmount: 9 }), part(2, { maxAmount: 4, shippingTime: 14 }), part(3, { maxAmount: 7 })]);
    expect(sold).toMatchObject({ variantId: 0, modelId: 10, name: "Ski set", unitCents: 39900, regularCents: 45900, discountsAllowed: false, maxAmount: 3, shippingTime: 14, isOrderable: true });
    expect(sold.variantName).toBe("Model 1 170 cm + Model 2 170 cm + Model 3 170 cm");
    // An order reserves each part, the pole pair twice per bundle.
    expect(sold.parts).toEqual([
      { variantId: 1, quantity: 1, madeOnOrder: false, maxAmount: 9 },
      { variantId: 2, quantity: 1, madeOnOrder: false, maxAmount: 4 },
      { variantId: 3, quantity: 2, madeOnOrder: false, maxAmount: 7 },
    ]);
  });

  it("cannot be ordered when a part cannot, and has no limit when every part is made on order", () => {
    expect(bundleSellable(SKI_SET, [part(1), part(2, { isOrderable: false }), part(3)]).isOrderable).toBe(false);
    expect(bundleSellable(SKI_SET, [part(1, { maxAmount: null }), part(2, { maxAmount: null }), part(3, { maxAmount: null })]).maxAmount).toBeNull();
  });

  it("is delivered the ways every part allows, and not where any part is not shipped", () => {
    expect(bundleLimit([open(), open(["store-pickup", "home-delivery"])]).allowedDeliveryMethods).toEqual(["store-pickup", "home-delivery"]);
    const blocked = bundleLimit([open(), { ...open([]), isDeliveryCountryBlocked: true, blockInfoText: "Lithium." }]);
    expect(blocked).toMatchObject({ isDeliveryCountryBlocked: true, allowedDeliveryMethods: [], blockInfoText: "Lithium." });
    expect(bundleLimit([open(), { ...open(), perInternationalPackage: true }]).perInternationalPackage).toBe(true);
  });
});
