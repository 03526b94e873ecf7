import { describe, expect, it } from "vitest";
import { cardShortDescription, DESCRIPTION_LIMIT_MOBILE, normalizeForTextFilter, trimDescription } from "./text.ts";

describe("card short description", () => {
  it("keeps a short text whole", () => {
    expect(cardShortDescription("Kevyt kuoritakki.")).toBe("Kevyt kuoritakki.");
  });

  it("cuts near 75 characters at a word with an ellipsis", () => {
    const text = "Kevyt ja hengittävä kuoritakki vaellukselle, hiihtoon ja kaupunkiin, jossa on säädettävä huppu.";
    const cut = cardShortDescription(text);
    expect(cut.length).toBeLessThanOrEqual(76);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1).endsWith(" ")).toBe(false);
    expect(text.charAt(cut.length - 1)).toMatch(/[\s,]/);
  });
});

describe("description trimming (document 2 §5)", () => {
  it("keeps only the first paragraph", () => {
    expect(trimDescription("First paragraph.\nSecond one.", 300)).toEqual({ text: "First paragraph.", trimmed: true });
  });

  it("keeps whole sentences that fit the limit", () => {
    const sentence = "A sentence of forty characters, roughly.";
    const text = Array.from({ length: 10 }, () => sentence).join(" ");
    const result = trimDescription(text, 100);
    expect(result.trimmed).toBe(true);
    expect(result.text).toBe(`${sentence} ${sentence}`);
  });

  it("cuts a first sentence longer than the limit at a word", () => {
    const text = "word ".repeat(100).trim() + ".";
    const result = trimDescription(text, DESCRIPTION_LIMIT_MOBILE);
    expect(result.trimmed).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT_MOBILE + 1);
    expect(result.text.endsWith("…")).toBe(true);
  });

  it("says nothing was trimmed when the text fits", () => {
    expect(trimDescription("Short. Text.", 500)).toEqual({ text: "Short. Text.", trimmed: false });
  });
});

describe("text filter normalisation", () => {
  it("lower-cases and drops everything but letters and digits, in every script", () => {
    expect(normalizeForTextFilter("Gore-Tex® Pro 3L")).toBe("goretexpro3l");
    expect(normalizeForTextFilter("Kävely-KENKÄ")).toBe("kävelykenkä");
    expect(normalizeForTextFilter("Куртка, зимняя!")).toBe("куртказимняя");
  });
});
