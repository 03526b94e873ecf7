import { describe, expect, it } from "vitest";
import { discountPercent, priceMode, showsPercentRibbon, type PriceModeInput } from "./price-mode.ts";

const base: PriceModeInput = { active: 10000, regular: 10000, club: null, discountFree: 10000, isOutlet: false, discountsAllowed: true };

describe("price mode (document 2 §4)", () => {
  it("is outlet whenever the outlet flag is set", () => {
    expect(priceMode({ ...base, isOutlet: true, active: 5000 })).toBe("outlet");
  });

  it("is discount when active is below regular, discounts are allowed and no club price is lower", () => {
    expect(priceMode({ ...base, active: 8000 })).toBe("discount");
    expect(priceMode({ ...base, active: 8000, club: 9000 })).toBe("discount");
  });

  it("is club when the club price is below active", () => {
    expect(priceMode({ ...base, club: 9000 })).toBe("club");
    expect(priceMode({ ...base, active: 8000, club: 7000 })).toBe("club");
  });

  it("is outdoor when active is below the discount-free price without a discount being allowed", () => {
    expect(priceMode({ ...base, active: 8000, discountsAllowed: false })).toBe("outdoor");
    expect(priceMode({ ...base, active: 8000, regular: 8000, discountFree: 10000 })).toBe("outdoor");
  });

  it("is not outdoor when the club price is not above active", () => {
    expect(priceMode({ ...base, active: 8000, regular: 8000, club: 9000 })).toBe("outdoor");
    expect(priceMode({ ...base, active: 8000, regular: 8000, club: 8000 })).toBe("normal");
  });

  it("is not club when the club price only equals active", () => {
    expect(priceMode({ ...base, active: 8000, club: 8000 })).toBe("discount");
    expect(priceMode({ ...base, club: 10000 })).toBe("normal");
  });

  it("puts outlet before every other mode", () => {
    expect(priceMode({ ...base, isOutlet: true, club: 5000 })).toBe("outlet");
    expect(priceMode({ ...base, isOutlet: true })).toBe("outlet");
  });

  it("is normal otherwise", () => {
    expect(priceMode(base)).toBe("normal");
    expect(priceMode({ ...base, active: 12000 })).toBe("normal");
  });
});

describe("percent ribbon", () => {
  it("rounds the discount to whole percent", () => {
    expect(discountPercent(7990, 9990)).toBe(20);
    expect(discountPercent(9990, 9990)).toBeNull();
    expect(discountPercent(100, 0)).toBeNull();
    expect(discountPercent(11000, 10000)).toBeNull();
    expect(discountPercent(0, 10000)).toBe(100);
  });

  it("rounds half up and says nothing for a discount that rounds to 0", () => {
    expect(discountPercent(9550, 10000)).toBe(5);
    expect(discountPercent(9551, 10000)).toBe(4);
    expect(discountPercent(999_999, 1_000_000)).toBeNull();
    expect(discountPercent(99_600, 100_000)).toBeNull();
    expect(discountPercent(99_500, 100_000)).toBe(1);
  });

  it("shows only at 5% or more", () => {
    expect(showsPercentRibbon(discountPercent(9600, 10000))).toBe(false);
    expect(showsPercentRibbon(discountPercent(9500, 10000))).toBe(true);
    expect(showsPercentRibbon(null)).toBe(false);
  });
});
