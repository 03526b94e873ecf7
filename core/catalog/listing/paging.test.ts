import { describe, expect, it } from "vitest";
import {
  BACK_TO_TOP_AFTER,
  clampLimit,
  clampOffset,
  FIRST_PAGE_LARGE,
  firstBatchSize,
  LOAD_MORE_STEP,
  MAX_OFFSET,
  NEAR_BOTTOM_PX,
  nextShownCount,
  PAGE_SIZE,
  showsBackToTop,
} from "./paging.ts";

describe("paging", () => {
  it("has the paging constants", () => {
    expect([FIRST_PAGE_LARGE, PAGE_SIZE, LOAD_MORE_STEP, NEAR_BOTTOM_PX, BACK_TO_TOP_AFTER]).toEqual([120, 60, 60, 500, 12]);
  });

  it("never counts below zero or past a total that shrank", () => {
    expect(nextShownCount(0, 0)).toBe(0);
    expect(nextShownCount(-100, 500)).toBe(0);
    expect(nextShownCount(180, 90)).toBe(90);
  });

  it("reads offsets given as numbers", () => {
    expect(clampOffset(60)).toBe(60);
    expect(clampOffset(60.9)).toBe(60);
    expect(clampOffset(-1)).toBe(0);
    expect(clampOffset(Number.NaN)).toBe(0);
    expect(clampOffset(Number.POSITIVE_INFINITY)).toBe(0);
    expect(clampOffset(MAX_OFFSET + 1)).toBe(MAX_OFFSET);
    expect(clampOffset(["60", "120"])).toBe(0);
    expect(clampOffset({ offset: 60 })).toBe(0);
    expect(clampOffset(" 60 ")).toBe(60);
    expect(clampOffset("6.5")).toBe(0);
  });

  it("keeps a limit within 1 and the maximum", () => {
    expect(clampLimit(30)).toBe(30);
    expect(clampLimit("-5")).toBe(1);
    expect(clampLimit(601)).toBe(600);
    expect(clampLimit(null, 40)).toBe(40);
    expect(clampLimit("abc")).toBe(PAGE_SIZE);
  });

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
