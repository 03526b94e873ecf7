import { describe, expect, it } from "vitest";
import {
  cardShortDescription,
  DESCRIPTION_LIMIT_BRAND,
  DESCRIPTION_LIMIT_DESKTOP,
  DESCRIPTION_LIMIT_MOBILE,
  normalizeForTextFilter,
  trimDescription,
} from "./text.ts";

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

describe("card short description edges", () => {
  it("keeps a text of exactly the limit and collapses its whitespace", () => {
    const text = "x".repeat(70) + " abcd";
    expect(cardShortDescription(text)).toBe(text);
    expect(cardShortDescription("  Kevyt\n\tkuoritakki  ")).toBe("Kevyt kuoritakki");
  });

  it("cuts one very long word where the limit falls", () => {
    const cut = cardShortDescription("a".repeat(200));
    expect(cut).toBe(`${"a".repeat(75)}…`);
  });

  it("never leaves half a character outside the basic plane", () => {
    const cut = cardShortDescription("🏔".repeat(60));
    expect(cut.isWellFormed()).toBe(true);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("follows a given limit", () => {
    expect(cardShortDescription("one two three four", 10)).toBe("one two…");
  });
});

describe("description trimming", () => {
  it("has the limits for mobile, desktop and the brand page", () => {
    expect([DESCRIPTION_LIMIT_MOBILE, DESCRIPTION_LIMIT_DESKTOP, DESCRIPTION_LIMIT_BRAND]).toEqual([300, 500, 700]);
  });

  it("takes the first paragraph after leading blank lines, whatever the line breaks", () => {
    expect(trimDescription("\n\n  First one.\r\nSecond one.", 300)).toEqual({ text: "First one.", trimmed: true });
    expect(trimDescription("First one.\u2028Second one.", 300)).toEqual({ text: "First one.", trimmed: true });
  });

  it("splits at question and exclamation marks too", () => {
    expect(trimDescription("Cold? Never! Warm all winter.", 14)).toEqual({ text: "Cold? Never!", trimmed: true });
  });

  it("trims the same text more on mobile than on desktop", () => {
    const sentence = "A sentence of forty characters, roughly.";
    const text = Array.from({ length: 20 }, () => sentence).join(" ");
    const mobile = trimDescription(text, DESCRIPTION_LIMIT_MOBILE);
    const desktop = trimDescription(text, DESCRIPTION_LIMIT_DESKTOP);
    expect(mobile.text.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT_MOBILE);
    expect(desktop.text.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT_DESKTOP);
    expect(desktop.text.length).toBeGreaterThan(mobile.text.length);
    expect(desktop.text.startsWith(mobile.text)).toBe(true);
  });

  it("has nothing to trim in an empty text", () => {
    expect(trimDescription("  \n ", 300)).toEqual({ text: "", trimmed: false });
  });

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
    expect(normalizeForTextFilter("ÄÖÅ Éte STRAẞE Ёлка И")).toBe("äöåétestraßeёлкаи");
  });

  it("matches a decomposed letter with its composed form", () => {
    expect(normalizeForTextFilter("Ka\u0308vely")).toBe(normalizeForTextFilter("K\u00e4vely"));
    expect(normalizeForTextFilter("Ka\u0308vely")).toBe("kävely");
  });

  it("reads compatibility forms as their plain letters", () => {
    expect(normalizeForTextFilter("ﬁeld ３L")).toBe("field3l");
  });
});
