import { describe, expect, it } from "vitest";
import { contrastRatio, darken, deriveShades, lighten, mix, normalizeHex, parseHex, relativeLuminance, requireHex } from "./color.ts";

describe("hex parsing", () => {
  it.each([
    ["#1f4d3a", "#1f4d3a"],
    ["1F4D3A", "#1f4d3a"],
    ["#abc", "#aabbcc"],
    [" #FFF ", "#ffffff"],
  ])("normalizes %j to %s", (input, expected) => {
    expect(normalizeHex(input)).toBe(expected);
  });

  it.each(["red", "#12345", "#1234567", "#ggg", "", "rgb(0,0,0)"])("rejects %j", (input) => {
    expect(parseHex(input)).toBeNull();
    expect(() => requireHex(input, "colorHex")).toThrow(/colorHex/);
  });

  it("reads the channels", () => {
    expect(parseHex("#102030")).toEqual({ r: 16, g: 32, b: 48 });
  });
});

describe("colour math", () => {
  it("mixes linearly and clamps the amount", () => {
    expect(mix("#000000", "#ffffff", 0)).toBe("#000000");
    expect(mix("#000000", "#ffffff", 1)).toBe("#ffffff");
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mix("#000000", "#ffffff", 7)).toBe("#ffffff");
    expect(darken("#ff0000", 0.5)).toBe("#800000");
    expect(lighten("#ff0000", 0.5)).toBe("#ff8080");
  });

  it("computes WCAG luminance and contrast", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

describe("deriveShades", () => {
  it("darkens seams and the outline of a mid colour", () => {
    const s = deriveShades("#c0392b");
    expect(s.base).toBe("#c0392b");
    expect(relativeLuminance(s.shade)).toBeLessThan(relativeLuminance(s.base));
    expect(relativeLuminance(s.deep)).toBeLessThan(relativeLuminance(s.shade));
    expect(relativeLuminance(s.line)).toBeLessThan(relativeLuminance(s.base));
    expect(relativeLuminance(s.light)).toBeGreaterThan(relativeLuminance(s.base));
  });

  it("lightens the details of a near-black product so they stay visible", () => {
    const s = deriveShades("#111111");
    expect(relativeLuminance(s.line)).toBeGreaterThan(relativeLuminance(s.base));
    expect(relativeLuminance(s.deep)).toBeGreaterThan(relativeLuminance(s.base));
  });

  it("gives a white product an outline that stands out from a light background", () => {
    expect(contrastRatio(deriveShades("#ffffff").line, "#f4efe6")).toBeGreaterThan(2.5);
  });
});
