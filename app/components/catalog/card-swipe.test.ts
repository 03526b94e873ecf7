import { describe, expect, it } from "vitest";
import { cycleColour, defaultColourIndex, swipeDirection, SWIPE_TOLERANCE_PX } from "./card-swipe.ts";

describe("swipeDirection", () => {
  it("reads a sideways move past the tolerance as a swipe", () => {
    expect(swipeDirection({ x: 200, y: 100 }, { x: 120, y: 110 })).toBe("left");
    expect(swipeDirection({ x: 100, y: 100 }, { x: 180, y: 90 })).toBe("right");
  });

  it("ignores taps and moves shorter than the tolerance", () => {
    expect(SWIPE_TOLERANCE_PX).toBe(30);
    expect(swipeDirection({ x: 100, y: 100 }, { x: 100, y: 100 })).toBeNull();
    expect(swipeDirection({ x: 100, y: 100 }, { x: 71, y: 100 })).toBeNull();
    expect(swipeDirection({ x: 100, y: 100 }, { x: 70, y: 100 })).toBe("left");
  });

  it("ignores mostly vertical moves, which scroll the page", () => {
    expect(swipeDirection({ x: 100, y: 100 }, { x: 40, y: 200 })).toBeNull();
    expect(swipeDirection({ x: 100, y: 100 }, { x: 160, y: 40 })).toBe(null);
  });
});

describe("cycleColour", () => {
  it("moves to the next colour on a left swipe and wraps at the end", () => {
    expect(cycleColour(0, 3, "left")).toBe(1);
    expect(cycleColour(2, 3, "left")).toBe(0);
  });

  it("moves to the previous colour on a right swipe and wraps at the start", () => {
    expect(cycleColour(1, 3, "right")).toBe(0);
    expect(cycleColour(0, 3, "right")).toBe(2);
  });

  it("stays put with one colour and copes with none or a stale index", () => {
    expect(cycleColour(0, 1, "left")).toBe(0);
    expect(cycleColour(0, 0, "left")).toBe(0);
    expect(cycleColour(7, 3, "left")).toBe(1);
  });
});

describe("defaultColourIndex", () => {
  const colours = [{ image: "/a.svg" }, { image: "/b.svg" }, { image: null }];
  it("finds the colour whose picture the card shows", () => {
    expect(defaultColourIndex(colours, "/b.svg")).toBe(1);
  });
  it("falls back to the first colour", () => {
    expect(defaultColourIndex(colours, "/x.svg")).toBe(0);
    expect(defaultColourIndex(colours, null)).toBe(0);
  });
});
