import { describe, expect, it } from "vitest";
import { isRotating, stepSlide } from "./carousel.ts";

describe("stepSlide", () => {
  it("loops past either end", () => {
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
    expect(stepSlide(1, -4, 3)).toBe(0);
  });

  it("stays at 0 without slides", () => {
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});

describe("isRotating", () => {
  const base = { hydrated: true, count: 3, hovered: false, focused: false, choice: null, reducedMotion: false };

  it("plays by default once hydrated with several pictures", () => {
    expect(isRotating(base)).toBe(true);
    expect(isRotating({ ...base, hydrated: false })).toBe(false);
    expect(isRotating({ ...base, count: 1 })).toBe(false);
  });

  it("pauses on hover and focus", () => {
    expect(isRotating({ ...base, hovered: true })).toBe(false);
    expect(isRotating({ ...base, focused: true })).toBe(false);
  });

  it("stays still under reduced motion unless the shopper starts it", () => {
    expect(isRotating({ ...base, reducedMotion: true })).toBe(false);
    expect(isRotating({ ...base, reducedMotion: true, choice: true })).toBe(true);
    expect(isRotating({ ...base, choice: false })).toBe(false);
  });
});
