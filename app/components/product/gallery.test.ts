import { describe, expect, it } from "vitest";
import { keyStep, stepIndex, thumbnailSplit } from "./gallery.ts";

describe("gallery (document 2 §2)", () => {
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
});
