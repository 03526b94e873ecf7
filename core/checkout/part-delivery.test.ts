import { describe, expect, it } from "vitest";
import { chargedDeliveries, deliveryParts, partDeliveryModeOf } from "./part-delivery.ts";

describe("deliveryParts", () => {
  it("splits a cart of products on the shelf and products that come later", () => {
    expect(deliveryParts([2, 14, 5])).toEqual({ first: { min: 1, max: 2 }, rest: { min: 10, max: 14 } });
    expect(deliveryParts([1, 30])).toEqual({ first: { min: 1, max: 2 }, rest: { min: 20, max: 30 } });
  });

  it("does not split what leaves together anyway, or what has no shipping time", () => {
    expect(deliveryParts([2, 2])).toBeNull();
    expect(deliveryParts([14, 5])).toBeNull();
    expect(deliveryParts([])).toBeNull();
    expect(deliveryParts([2, 999])).toBeNull();
  });
});

describe("the part delivery setting", () => {
  it("reads optional, free and off; anything else is optional", () => {
    expect(["optional", "free", "off", "", null, "yes"].map((value) => partDeliveryModeOf(value))).toEqual(["optional", "free", "off", "optional", "optional", "optional"]);
  });

  it("charges the second delivery only in the optional mode, and only when split", () => {
    expect(chargedDeliveries({ mode: "optional", split: true })).toBe(2);
    expect(chargedDeliveries({ mode: "free", split: true })).toBe(1);
    expect(chargedDeliveries({ mode: "optional", split: false })).toBe(1);
  });
});
