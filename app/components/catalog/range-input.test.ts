import { describe, expect, it } from "vitest";
import { clampToSpan, parseRangeInput } from "./range-input.ts";

describe("parseRangeInput", () => {
  it("reads whole and decimal numbers, with a comma as decimal separator too", () => {
    expect(parseRangeInput(" 120 ")).toBe(120);
    expect(parseRangeInput("12.5")).toBe(12.5);
    expect(parseRangeInput("12,5")).toBe(12.5);
  });
  it("is null for an empty field and undefined for text that is no number", () => {
    expect(parseRangeInput("")).toBeNull();
    expect(parseRangeInput("  ")).toBeNull();
    expect(parseRangeInput("12a")).toBeUndefined();
    expect(parseRangeInput("1e5")).toBeUndefined();
  });
});

describe("clampToSpan", () => {
  const span = { min: 20, max: 400 };
  it("moves values into the span", () => {
    expect(clampToSpan(5, span)).toBe(20);
    expect(clampToSpan(999, span)).toBe(400);
    expect(clampToSpan(150, span)).toBe(150);
  });
  it("keeps an empty field empty", () => {
    expect(clampToSpan(null, span)).toBeNull();
  });
});
