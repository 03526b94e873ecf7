import { describe, expect, it } from "vitest";
import { freeDeliveryHint, labelsLowestPrice, vatLine } from "./price-block.ts";
import { formatPriceEnding, showsPriceEnding } from "./price-ending.ts";

describe("VAT line", () => {
  it("adds the local-taxes note only at 0% outside Finland", () => {
    expect(vatLine(0, "GB")).toEqual({ percent: 0, localTaxesNote: true });
    expect(vatLine(0, "fi")).toEqual({ percent: 0, localTaxesNote: false });
    expect(vatLine(25.5, "SE")).toEqual({ percent: 25.5, localTaxesNote: false });
  });

  it("labels the reference price 'Lowest price for 30 days' where it is that price", () => {
    expect(labelsLowestPrice("lowest-30-days")).toBe(true);
    expect(labelsLowestPrice("list-price")).toBe(false);
  });
});

describe("free-delivery line", () => {
  it("names the threshold for products at or below it and says free above it", () => {
    expect(freeDeliveryHint(4990, 5000)).toEqual({ kind: "threshold", thresholdCents: 5000 });
    expect(freeDeliveryHint(5000, 5000)).toEqual({ kind: "threshold", thresholdCents: 5000 });
    expect(freeDeliveryHint(5001, 5000)).toEqual({ kind: "free" });
    expect(freeDeliveryHint(5001, null)).toBeNull();
  });
});

describe("price-ending notice", () => {
  const now = new Date("2026-11-23T10:00:00Z");

  it("shows an end within priceEndingMaxDays of now", () => {
    expect(showsPriceEnding(new Date("2026-12-20T10:00:00Z"), now, 30)).toBe(true);
    expect(showsPriceEnding(new Date("2026-12-23T10:00:00Z"), now, 30)).toBe(true);
    expect(showsPriceEnding(new Date("2026-12-23T10:00:01Z"), now, 30)).toBe(false);
  });

  it("shows every coming end when the setting is missing, and never an end that passed", () => {
    expect(showsPriceEnding(new Date("2027-06-01T00:00:00Z"), now, null)).toBe(true);
    expect(showsPriceEnding(new Date("2026-11-22T10:00:00Z"), now, null)).toBe(false);
    expect(showsPriceEnding(null, now, 30)).toBe(false);
  });

  it("is written DD.MM.YYYY HH:mm in Finnish time", () => {
    expect(formatPriceEnding(new Date("2026-12-05T21:59:00Z"))).toBe("05.12.2026 23:59");
    expect(formatPriceEnding(new Date("2026-07-01T00:00:00Z"))).toBe("01.07.2026 03:00");
  });
});
