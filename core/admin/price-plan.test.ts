import { describe, expect, it } from "vitest";
import { derivePrices, lowestIn30Days, nextPriceChange, priceInTaxArea, saleRunning, type PricePlan } from "./price-plan.ts";

const plan = (overrides: Partial<PricePlan> = {}): PricePlan => ({
  regularCents: 10_000,
  saleCents: null,
  saleStartsAt: null,
  saleEndsAt: null,
  clubCents: null,
  outdoorCents: null,
  ...overrides,
});
const flags = { outlet: false, discountsAllowed: true };
const at = (iso: string) => new Date(iso);
const DAY = 24 * 60 * 60 * 1000;

describe("derivePrices", () => {
  it("is the regular price of type normal without anything else", () => {
    expect(derivePrices(plan(), flags, at("2026-05-01T00:00:00Z"))).toMatchObject({ activeCents: 10_000, priceType: "normal", discountValueCents: 0, clubCents: null });
  });

  it("uses a sale price only within its days and names its end", () => {
    const sale = plan({ saleCents: 7_990, saleStartsAt: at("2026-05-01T00:00:00Z"), saleEndsAt: at("2026-05-10T00:00:00Z") });
    expect(derivePrices(sale, flags, at("2026-04-30T23:59:59Z")).activeCents).toBe(10_000);
    const running = derivePrices(sale, flags, at("2026-05-01T00:00:00Z"));
    expect(running).toMatchObject({ activeCents: 7_990, priceType: "discount", discountValueCents: 2_010 });
    expect(running.saleEndsAt).toEqual(at("2026-05-10T00:00:00Z"));
    expect(derivePrices(sale, flags, at("2026-05-10T00:00:00Z")).priceType).toBe("normal");
    expect(saleRunning(sale, at("2026-05-09T23:59:59Z"))).toBe(true);
  });

  it("ignores a sale where discounts are not allowed, and a sale price not below the regular", () => {
    expect(derivePrices(plan({ saleCents: 5_000 }), { outlet: false, discountsAllowed: false }, new Date()).activeCents).toBe(10_000);
    expect(derivePrices(plan({ saleCents: 12_000 }), flags, new Date()).priceType).toBe("normal");
  });

  it("shows a reduced price of an outlet model as outlet, an outdoor price as outdoor", () => {
    expect(derivePrices(plan({ saleCents: 6_000 }), { outlet: true, discountsAllowed: true }, new Date()).priceType).toBe("outlet");
    expect(derivePrices(plan({ outdoorCents: 9_000 }), flags, new Date())).toMatchObject({ activeCents: 9_000, priceType: "outdoor", saleEndsAt: null });
    expect(derivePrices(plan({ outdoorCents: 9_000, saleCents: 8_000 }), flags, new Date())).toMatchObject({ activeCents: 8_000, priceType: "discount" });
  });

  it("keeps a club price only below what everybody pays", () => {
    expect(derivePrices(plan({ clubCents: 8_500 }), flags, new Date())).toMatchObject({ activeCents: 10_000, clubCents: 8_500, priceType: "club" });
    expect(derivePrices(plan({ clubCents: 8_500, saleCents: 8_000 }), flags, new Date()).clubCents).toBeNull();
  });
});

describe("nextPriceChange", () => {
  it("is the sale's start or end still ahead", () => {
    const sale = plan({ saleCents: 7_990, saleStartsAt: at("2026-05-01T00:00:00Z"), saleEndsAt: at("2026-05-10T00:00:00Z") });
    expect(nextPriceChange(sale, at("2026-04-01T00:00:00Z"))).toEqual(at("2026-05-01T00:00:00Z"));
    expect(nextPriceChange(sale, at("2026-05-02T00:00:00Z"))).toEqual(at("2026-05-10T00:00:00Z"));
    expect(nextPriceChange(sale, at("2026-05-11T00:00:00Z"))).toBeNull();
    expect(nextPriceChange(plan(), at("2026-05-11T00:00:00Z"))).toBeNull();
  });
});

describe("lowestIn30Days", () => {
  const now = at("2026-06-01T00:00:00Z");
  const since = (days: number) => new Date(now.getTime() - days * DAY);

  it("is the lowest price of the 30 days before the reduction began", () => {
    const history = [
      { activeCents: 9_000, startsAt: since(60), endsAt: since(20) },
      { activeCents: 10_000, startsAt: since(20), endsAt: since(2) },
      { activeCents: 7_000, startsAt: since(2), endsAt: null },
    ];
    expect(lowestIn30Days(history, now)).toBe(9_000);
  });

  it("leaves out prices that ended more than 30 days before the reduction", () => {
    const history = [
      { activeCents: 5_000, startsAt: since(90), endsAt: since(40) },
      { activeCents: 10_000, startsAt: since(40), endsAt: since(5) },
      { activeCents: 8_000, startsAt: since(5), endsAt: null },
    ];
    expect(lowestIn30Days(history, now)).toBe(10_000);
  });

  it("is the current price with nothing before it, and nothing without history", () => {
    expect(lowestIn30Days([{ activeCents: 4_000, startsAt: since(1), endsAt: null }], now)).toBe(4_000);
    expect(lowestIn30Days([], now)).toBeNull();
  });

  it("ignores a price planned for later", () => {
    const history = [
      { activeCents: 10_000, startsAt: since(10), endsAt: null },
      { activeCents: 1_000, startsAt: new Date(now.getTime() + DAY), endsAt: null },
    ];
    expect(lowestIn30Days(history, now)).toBe(10_000);
  });
});

describe("priceInTaxArea", () => {
  it("moves VAT from the home rate to the area's rate", () => {
    expect(priceInTaxArea(12_550, 2550, 2550)).toBe(12_550);
    expect(priceInTaxArea(12_550, 2550, 2500)).toBe(12_500);
    expect(priceInTaxArea(12_550, 2550, 0)).toBe(10_000);
  });
});
