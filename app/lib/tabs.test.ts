import { describe, expect, it } from "vitest";
import { tabKeyTarget } from "./tabs.ts";

describe("tab list keys", () => {
  it("moves with the arrow keys and wraps around both ends", () => {
    expect(tabKeyTarget("ArrowRight", 0, 4)).toBe(1);
    expect(tabKeyTarget("ArrowRight", 3, 4)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 4)).toBe(3);
    expect(tabKeyTarget("ArrowLeft", 2, 4)).toBe(1);
  });

  it("goes to the ends with Home and End", () => {
    expect(tabKeyTarget("Home", 2, 4)).toBe(0);
    expect(tabKeyTarget("End", 1, 4)).toBe(3);
  });

  it("ignores other keys and an empty list", () => {
    expect(tabKeyTarget("Enter", 1, 4)).toBeNull();
    expect(tabKeyTarget("ArrowRight", 0, 0)).toBeNull();
  });
});
