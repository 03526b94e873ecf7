import { describe, expect, it } from "vitest";
import { deliveryLine } from "./summary-lines.ts";

describe("the summary's delivery line", () => {
  it("reads Free for a chosen method that costs nothing, as the method list does", () => {
    expect(deliveryLine({ delivery_method: "store-pickup", delivery_cost: 0 })).toEqual({ kind: "free" });
  });

  it("reads Free before a choice when the cheapest way costs nothing", () => {
    expect(deliveryLine({ delivery_method: null, delivery_cost: 0 })).toEqual({ kind: "free" });
  });

  it("gives the chosen method's price, or the cheapest way's 'from' price before a choice", () => {
    expect(deliveryLine({ delivery_method: "home-delivery", delivery_cost: 990 })).toEqual({ kind: "price", cents: 990 });
    expect(deliveryLine({ delivery_method: null, delivery_cost: 590 })).toEqual({ kind: "from", cents: 590 });
  });
});
