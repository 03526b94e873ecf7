import { describe, expect, it } from "vitest";
import { freeDeliveryHint } from "./free-delivery.ts";

describe("the free-delivery hint", () => {
  it("names what the order lacks below the threshold", () => {
    expect(freeDeliveryHint(8000, 3990)).toEqual({ kind: "left", cents: 4010 });
    expect(freeDeliveryHint(8000, 7999)).toEqual({ kind: "left", cents: 1 });
  });

  it("says delivery is free from the threshold on", () => {
    expect(freeDeliveryHint(8000, 8000)).toEqual({ kind: "free" });
    expect(freeDeliveryHint(8000, 12990)).toEqual({ kind: "free" });
  });

  it("says nothing where no delivery method becomes free", () => {
    expect(freeDeliveryHint(null, 3990)).toBeNull();
  });
});
