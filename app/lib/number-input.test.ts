import { describe, expect, it } from "vitest";
import {
  applyPaste,
  canDecrement,
  canIncrement,
  clampValue,
  formatValue,
  isPartialDecimal,
  isPlainDecimal,
  normalizeValue,
  parseValue,
  roundStepNoise,
  stepValue,
} from "./number-input.ts";

describe("clampValue", () => {
  it("clamps to min and max", () => {
    expect(clampValue(0, { min: 1, max: 5 })).toBe(1);
    expect(clampValue(9, { min: 1, max: 5 })).toBe(5);
    expect(clampValue(3, { min: 1, max: 5 })).toBe(3);
  });

  it("clamps to min equal to max", () => {
    expect(clampValue(9, { min: 2, max: 2 })).toBe(2);
    expect(clampValue(-9, { min: 2, max: 2 })).toBe(2);
  });

  it("applies a single bound", () => {
    expect(clampValue(-4, { min: 0 })).toBe(0);
    expect(clampValue(40, { max: 10 })).toBe(10);
  });

  it("does not clamp when min is above max", () => {
    expect(clampValue(100, { min: 5, max: 1 })).toBe(100);
    expect(clampValue(-100, { min: 5, max: 1 })).toBe(-100);
  });

  it("has no bounds by default", () => {
    expect(clampValue(-1e9, {})).toBe(-1e9);
    expect(clampValue(1e9, {})).toBe(1e9);
  });
});

describe("normalizeValue", () => {
  it("rounds to a whole number only when requested", () => {
    expect(normalizeValue(2.6, { integer: true })).toBe(3);
    expect(normalizeValue(2.4, { integer: true })).toBe(2);
    expect(normalizeValue(2.6, {})).toBe(2.6);
  });

  it("rounds before clamping", () => {
    expect(normalizeValue(4.6, { integer: true, max: 4.5 })).toBe(4.5);
    expect(normalizeValue(0.4, { integer: true, min: 1 })).toBe(1);
  });

  it("keeps an empty value empty", () => {
    expect(normalizeValue(null, { min: 1 })).toBeNull();
  });
});

describe("pasted and typed text", () => {
  it.each(["1", "-1", "0.5", "-0.25", "12.", ".5", "1e3", "1E-3", "-2.5e+2", " 7 "])("accepts %j", (text) => {
    expect(isPlainDecimal(text)).toBe(true);
  });

  it.each(["", "-", "abc", "1,5", "1 000", "+1", "0x10", "1e", "e5", "Infinity", "NaN", "1.2.3", "--1", "1-", "5€"])(
    "rejects %j",
    (text) => {
      expect(isPlainDecimal(text)).toBe(false);
    },
  );

  it.each(["", "-", "1.", "-.", "1e", "1e-", "12.5e+3"])("lets %j be typed on the way to a number", (text) => {
    expect(isPartialDecimal(text)).toBe(true);
  });

  it.each(["a", "1a", "e", "-e", "1..", "1e5.", "+"])("refuses %j while typing", (text) => {
    expect(isPartialDecimal(text)).toBe(false);
  });

  it("parses committed text through the rules", () => {
    const rules = { min: 1, max: 10, integer: true };
    expect(parseValue("", rules)).toBeNull();
    expect(parseValue("  ", rules)).toBeNull();
    expect(parseValue("4.4", rules)).toBe(4);
    expect(parseValue("1e3", rules)).toBe(10);
    expect(parseValue("-3", rules)).toBe(1);
    expect(parseValue("abc", rules)).toBeUndefined();
    expect(parseValue("-", rules)).toBeUndefined();
    expect(parseValue("1e999", rules)).toBeUndefined();
  });
});

describe("stepping", () => {
  it("steps by 1 by default", () => {
    expect(stepValue(3, 1, {})).toBe(4);
    expect(stepValue(3, -1, {})).toBe(2);
  });

  it("counts an empty field from 0, then applies the bounds", () => {
    expect(stepValue(null, 1, {})).toBe(1);
    expect(stepValue(null, -1, {})).toBe(-1);
    expect(stepValue(null, 1, { min: 5 })).toBe(5);
  });

  it("rounds stepping noise to 11 decimals", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(stepValue(0.1, 1, { step: 0.2 })).toBe(0.3);
    expect(stepValue(0.3, -1, { step: 0.1 })).toBe(0.2);
    expect(stepValue(1.1, 1, { step: 0.01 })).toBe(1.11);
    expect(roundStepNoise(1.000000000004)).toBe(1);
    expect(roundStepNoise(1.00000000004)).toBe(1.00000000004);
  });

  it("stays within the bounds", () => {
    expect(stepValue(5, 1, { max: 5 })).toBe(5);
    expect(stepValue(4.5, 1, { max: 5 })).toBe(5);
    expect(stepValue(1, -1, { min: 1 })).toBe(1);
  });

  it("ignores a step that is not positive", () => {
    expect(stepValue(2, 1, { step: 0 })).toBe(3);
    expect(stepValue(2, 1, { step: -4 })).toBe(3);
  });
});

describe("button states", () => {
  it("disables plus at max and minus at min", () => {
    const rules = { min: 1, max: 3 };
    expect(canIncrement(3, rules)).toBe(false);
    expect(canIncrement(2, rules)).toBe(true);
    expect(canDecrement(1, rules)).toBe(false);
    expect(canDecrement(2, rules)).toBe(true);
  });

  it("keeps both enabled without bounds or with crossed bounds", () => {
    expect(canIncrement(1e9, {})).toBe(true);
    expect(canDecrement(-1e9, {})).toBe(true);
    expect(canIncrement(10, { min: 5, max: 1 })).toBe(true);
    expect(canDecrement(0, { min: 5, max: 1 })).toBe(true);
  });

  it("keeps both enabled for an empty field", () => {
    expect(canIncrement(null, { min: 0, max: 0 })).toBe(true);
    expect(canDecrement(null, { min: 0, max: 0 })).toBe(true);
  });
});

describe("formatValue", () => {
  it("writes numbers and leaves an empty value empty", () => {
    expect(formatValue(null)).toBe("");
    expect(formatValue(1.5)).toBe("1.5");
    expect(formatValue(-2)).toBe("-2");
  });
});

describe("applyPaste", () => {
  it("replaces the selection with a plain decimal number", () => {
    expect(applyPaste("", 0, 0, " 12 ")).toBe("12");
    expect(applyPaste("15", 0, 2, "3.5")).toBe("3.5");
    expect(applyPaste("1", 1, 1, "0")).toBe("10");
  });

  it("refuses text that is not a plain decimal number", () => {
    expect(applyPaste("", 0, 0, "12 pcs")).toBeNull();
    expect(applyPaste("", 0, 0, "<b>1</b>")).toBeNull();
    expect(applyPaste("", 0, 0, "1,5")).toBeNull();
  });

  it("refuses a paste that would leave a malformed number", () => {
    expect(applyPaste("1.5", 3, 3, ".5")).toBeNull();
    expect(applyPaste("5", 0, 0, "-1")).toBe("-15");
    expect(applyPaste("5", 1, 1, "-1")).toBeNull();
  });
});
