import { describe, expect, it } from "vitest";
import { clampLimit, clampOffset, firstBatchSize, MAX_OFFSET, nextShownCount, showsBackToTop } from "./paging.ts";

describe("paging (document 2 §4, §9)", () => {
  it("shows 120 when fewer than 120 match, else 60", () => {
    expect(firstBatchSize(0)).toBe(120);
    expect(firstBatchSize(119)).toBe(120);
    expect(firstBatchSize(120)).toBe(60);
    expect(firstBatchSize(5000)).toBe(60);
  });

  it("loads 60 more, never past the total", () => {
    expect(nextShownCount(60, 500)).toBe(120);
    expect(nextShownCount(480, 500)).toBe(500);
    expect(nextShownCount(500, 500)).toBe(500);
  });

  it("shows back-to-top only above 12 results", () => {
    expect(showsBackToTop(12)).toBe(false);
    expect(showsBackToTop(13)).toBe(true);
  });

  it("turns absurd offsets and limits into safe numbers", () => {
    expect(clampOffset("-5")).toBe(0);
    expect(clampOffset("abc")).toBe(0);
    expect(clampOffset(undefined)).toBe(0);
    expect(clampOffset("120")).toBe(120);
    expect(clampOffset("99999999999")).toBe(MAX_OFFSET);
    expect(clampLimit("0")).toBe(1);
    expect(clampLimit("100000")).toBe(600);
    expect(clampLimit("100000", 120)).toBe(120);
    expect(clampLimit("1e3")).toBe(60);
    expect(clampLimit(undefined)).toBe(60);
  });
});
