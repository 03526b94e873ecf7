import { describe, expect, it } from "vitest";
import {
  discountPercent,
  priceMode,
  priceReduction,
  reductionDepthBp,
  referenceRuleOfTaxArea,
  showsPercentRibbon,
  type PriceModeInput,
  type ReductionInput,
} from "./price-mode.ts";

const base: PriceModeInput = { active: 10000, regular: 10000, club: null, discountFree: 10000, isOutlet: false, discountsAllowed: true };

describe("price mode", () => {
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

describe("price reduction (the EU price-indication rule)", () => {
  const shown = { showsPercentage: true };
  // Talus fleece of the issue: an outdoor price whose 30-day lowest is today's price.
  const talus: ReductionInput = { active: 11490, regular: 13090, discountFree: 13090, lowest30d: 11490, type: "outdoor" };

  it("shows no reduction under the EU rule when the 30-day lowest price is not above today's", () => {
    expect(priceReduction(talus, "lowest-30-days", shown)).toBeNull();
    expect(priceReduction({ ...talus, lowest30d: 11000 }, "lowest-30-days", shown)).toBeNull();
    const outletSocks: ReductionInput = { active: 900, regular: 1500, discountFree: 1500, lowest30d: 900, type: "outlet" };
    expect(priceReduction(outletSocks, "lowest-30-days", shown)).toBeNull();
  });

  it("measures the percentage against the 30-day lowest price under the EU rule", () => {
    const sale: ReductionInput = { active: 7990, regular: 12990, discountFree: 12990, lowest30d: 9990, type: "discount" };
    expect(priceReduction(sale, "lowest-30-days", shown)).toEqual({ reference: 9990, percent: 20 });
    expect(priceReduction({ ...sale, type: "outlet" }, "lowest-30-days", shown)).toEqual({ reference: 9990, percent: 20 });
  });

  it("measures against the mode's list price outside the EU rule", () => {
    const sale: ReductionInput = { active: 7990, regular: 9990, discountFree: 12990, lowest30d: 7990, type: "discount" };
    expect(priceReduction(sale, "list-price", shown)).toEqual({ reference: 9990, percent: 20 });
    expect(priceReduction({ ...sale, type: "outdoor" }, "list-price", shown)).toEqual({ reference: 12990, percent: 38 });
    expect(priceReduction({ ...sale, active: 9990 }, "list-price", shown)).toBeNull();
  });

  it("announces nothing under the EU rule where no 30-day lowest price is kept", () => {
    const pack: ReductionInput = { active: 8000, regular: 10000, discountFree: 10000, lowest30d: null, type: "discount" };
    expect(priceReduction(pack, "lowest-30-days", shown)).toBeNull();
    expect(priceReduction(pack, "list-price", shown)).toEqual({ reference: 10000, percent: 20 });
  });

  it("keeps the struck price but no percentage for a model that shows none", () => {
    const sale: ReductionInput = { active: 7990, regular: 9990, discountFree: 9990, lowest30d: 9990, type: "discount" };
    expect(priceReduction(sale, "lowest-30-days", { showsPercentage: false })).toEqual({ reference: 9990, percent: null });
  });

  it("follows the EU rule in a tax area that serves an EU member country", () => {
    const countries = [
      { taxAreaId: 1, isEuMember: true },
      { taxAreaId: 4, isEuMember: false },
      { taxAreaId: 4, isEuMember: true },
      { taxAreaId: 5, isEuMember: false },
    ];
    expect(referenceRuleOfTaxArea(1, countries)).toBe("lowest-30-days");
    expect(referenceRuleOfTaxArea(4, countries)).toBe("lowest-30-days");
    expect(referenceRuleOfTaxArea(5, countries)).toBe("list-price");
    expect(referenceRuleOfTaxArea(9, countries)).toBe("list-price");
  });

  it("orders depths as the shown percentages, none last", () => {
    const depth = (active: number, reference: number) => reductionDepthBp(active, { reference, percent: null });
    expect(depth(7990, 9990)).toBe(2002);
    expect(reductionDepthBp(100, null)).toBe(0);
    const pairs: Array<[number, number]> = [[9500, 10000], [9549, 10000], [5000, 9990], [1, 3], [7990, 9990]];
    for (const [a, ra] of pairs)
      for (const [b, rb] of pairs)
        if (depth(a, ra) > depth(b, rb)) expect(discountPercent(a, ra)!).toBeGreaterThanOrEqual(discountPercent(b, rb)!);
  });
});
