import { describe, expect, it } from "vitest";
import { cardImageUrl, keyStep, stepIndex, thumbnailSplit } from "./gallery.ts";

describe("gallery", () => {
  it("steps through the pictures and wraps around at both ends", () => {
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 0, 1)).toBe(0);
  });

  it("shows every thumbnail up to 10 pictures, else 9 and '+N' for the rest", () => {
    expect(thumbnailSplit(10, false)).toEqual({ shown: 10, more: 0 });
    expect(thumbnailSplit(11, false)).toEqual({ shown: 9, more: 2 });
    expect(thumbnailSplit(14, true)).toEqual({ shown: 14, more: 0 });
  });

  it("takes the left and right arrows as steps", () => {
    expect(keyStep("ArrowRight")).toBe(1);
    expect(keyStep("ArrowLeft")).toBe(-1);
    expect(keyStep("Enter")).toBeNull();
  });

  it("takes the 320-wide card picture of a 960-wide one, and leaves other addresses alone", () => {
    expect(cardImageUrl("/images/products/8812-960.svg")).toBe("/images/products/8812-320.svg");
    expect(cardImageUrl("/images/products/8960-320.svg")).toBe("/images/products/8960-320.svg");
    expect(cardImageUrl("/images/brands/halti.svg")).toBe("/images/brands/halti.svg");
    const picture = "/images/pictures/00112233445566778899aabbccddeeff";
    expect(cardImageUrl(`${picture}-960.webp`)).toBe(`${picture}-320.webp`);
  });
});
