import { describe, expect, it } from "vitest";
import {
  deliveryRange,
  rangeString,
  shippingIcon,
  shippingRange,
  showsShippingTextInsteadOfDate,
  showsTextInDeliverySection,
} from "./shipping-time.ts";

describe("shipping-time display (thresholds 2, 30, 60, 999)", () => {
  it("shows a check at 2 days or less, a circle above 2 and below 999, nothing at 999", () => {
    expect(shippingIcon(0)).toBe("check");
    expect(shippingIcon(2)).toBe("check");
    expect(shippingIcon(3)).toBe("circle");
    expect(shippingIcon(998)).toBe("circle");
    expect(shippingIcon(999)).toBe("none");
  });

  it("shows the shipping text instead of a date from 30 days on", () => {
    expect(showsShippingTextInsteadOfDate(29)).toBe(false);
    expect(showsShippingTextInsteadOfDate(30)).toBe(true);
    expect(showsShippingTextInsteadOfDate(60)).toBe(true);
  });

  it("puts the text in the delivery section for exactly 30 and 60", () => {
    expect(showsTextInDeliverySection(30)).toBe(true);
    expect(showsTextInDeliverySection(60)).toBe(true);
    expect(showsTextInDeliverySection(31)).toBe(false);
    expect(showsTextInDeliverySection(2)).toBe(false);
  });
});

describe("shipping range", () => {
  it("ships in 1-2 days at 2 or less and in a window ending on the number otherwise", () => {
    expect(shippingRange(1)).toEqual({ min: 1, max: 2 });
    expect(shippingRange(2)).toEqual({ min: 1, max: 2 });
    expect(shippingRange(5)).toEqual({ min: 4, max: 5 });
    expect(shippingRange(14)).toEqual({ min: 10, max: 14 });
    expect(shippingRange(30)).toEqual({ min: 20, max: 30 });
    expect(shippingRange(999)).toBeNull();
  });

  it("writes a range as 'min-max'", () => {
    expect(rangeString({ min: 1, max: 2 })).toBe("1-2");
    expect(rangeString({ min: 3, max: 3 })).toBe("3");
  });
});

describe("delivery time", () => {
  const country = { extraDays: { "1-2": { start: 1, end: 3 }, "4-5": { start: 2, end: 2 } }, skiBundleDays: { start: 7, end: 10 } };

  it("adds the delivery country's extra days of that shipping range", () => {
    expect(deliveryRange(2, country)).toEqual({ min: 2, max: 5 });
    expect(deliveryRange(5, country)).toEqual({ min: 6, max: 7 });
  });

  it("is the shipping range itself where the country adds nothing", () => {
    expect(deliveryRange(14, country)).toEqual({ min: 10, max: 14 });
    expect(deliveryRange(2, { extraDays: new Map() })).toEqual({ min: 1, max: 2 });
  });

  it("falls back to the country's default days for a shipping range it does not name", () => {
    const withDefault = { extraDays: { ...country.extraDays, default: { start: 3, end: 6 } } };
    expect(deliveryRange(14, withDefault)).toEqual({ min: 13, max: 20 });
    expect(deliveryRange(2, withDefault)).toEqual({ min: 2, max: 5 });
  });

  it("uses the ski-bundle days for ski bundles", () => {
    expect(deliveryRange(2, country, { skiBundle: true })).toEqual({ min: 7, max: 10 });
  });

  it("promises nothing at 999", () => {
    expect(deliveryRange(999, country)).toBeNull();
  });
});
