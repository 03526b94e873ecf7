import { describe, expect, it } from "vitest";
import { discountCents, discountCodeProblem, dropsCode, normalizeCode, spreadDiscount, uniqueCodes, type DiscountCode } from "./discount-codes.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const code = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  code: "TALVI15",
  kind: "percent",
  value: 1500,
  validFrom: new Date("2026-11-01T00:00:00Z"),
  validUntil: new Date("2026-12-01T00:00:00Z"),
  minimumCents: 5000,
  usesLeft: null,
  isActive: true,
  ...overrides,
});

describe("discount code lists", () => {
  it("compare codes case-insensitively, without spaces, and keep each once in the order typed", () => {
    expect(normalizeCode(" talvi 15 ")).toBe("TALVI15");
    expect(uniqueCodes(["talvi15", "TALVI15", " Talvi15", "", "  ", "kesa"])).toEqual(["TALVI15", "KESA"]);
  });
});

describe("whether a discount code can be used", () => {
  it("accepts a code inside its window above its minimum", () => {
    expect(discountCodeProblem(code(), { now: NOW, eligibleCents: 5000 })).toBeNull();
  });

  it("names the first problem a shopper could do something about", () => {
    expect(discountCodeProblem(null, { now: NOW, eligibleCents: 9000 })).toBe("unknown");
    expect(discountCodeProblem(code({ isActive: false }), { now: NOW, eligibleCents: 9000 })).toBe("unknown");
    expect(discountCodeProblem(code({ validFrom: new Date("2026-11-25T00:00:00Z") }), { now: NOW, eligibleCents: 9000 })).toBe("not-yet-valid");
    expect(discountCodeProblem(code({ validUntil: NOW }), { now: NOW, eligibleCents: 9000 })).toBe("expired");
    expect(discountCodeProblem(code({ usesLeft: 0 }), { now: NOW, eligibleCents: 9000 })).toBe("used-up");
    expect(discountCodeProblem(code(), { now: NOW, eligibleCents: 0 })).toBe("nothing-eligible");
    expect(discountCodeProblem(code(), { now: NOW, eligibleCents: 4999 })).toBe("below-minimum");
  });

  it("treats open windows and unlimited uses as always valid", () => {
    expect(discountCodeProblem(code({ validFrom: null, validUntil: null, usesLeft: null, minimumCents: 0 }), { now: new Date("2031-01-01"), eligibleCents: 1 })).toBeNull();
  });
});

describe("the cents a code takes off", () => {
  it("rounds a percentage half up to a cent", () => {
    expect(discountCents({ kind: "percent", value: 1500 }, 9990)).toBe(1499); // 1498.5
    expect(discountCents({ kind: "percent", value: 1500 }, 9989)).toBe(1498); // 1498.35
    expect(discountCents({ kind: "percent", value: 2550 }, 1000)).toBe(255);
  });

  it("never takes off more than the eligible rows are worth", () => {
    expect(discountCents({ kind: "amount", value: 2000 }, 1500)).toBe(1500);
    expect(discountCents({ kind: "percent", value: 15000 }, 1500)).toBe(1500);
    expect(discountCents({ kind: "amount", value: 2000 }, 0)).toBe(0);
  });
});

describe("spreading a discount over rows", () => {
  it("gives each row its share and the shares add up to the discount exactly", () => {
    const parts = spreadDiscount(1000, [3333, 3333, 3334]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(parts).toEqual([333, 333, 334]);
    expect(spreadDiscount(1, [100, 100, 100])).toEqual([1, 0, 0]);
    expect(spreadDiscount(500, [0, 2000])).toEqual([0, 500]);
    expect(spreadDiscount(0, [10, 20])).toEqual([0, 0]);
  });
});

describe("codes the cart drops after showing why", () => {
  it("are the ones no change of the cart mends", () => {
    for (const problem of ["unknown", "not-yet-valid", "expired", "used-up", "one-per-order", "empty"]) expect(dropsCode(problem), problem).toBe(true);
  });

  it("are not a code below its minimum order or with nothing eligible yet: more products make it apply", () => {
    expect(dropsCode("below-minimum")).toBe(false);
    expect(dropsCode("nothing-eligible")).toBe(false);
  });
});
