import { describe, expect, it } from "vitest";
import { fromSentJson, keptSentJson, toSentJson } from "./sent-json.ts";

describe("sent JSON", () => {
  it("reads back every value, whatever quotes, backslashes and tags its strings hold", () => {
    const value = {
      plain: "Kuoritakki",
      tricky: `Women's "Pro" <b>&</b></script><!-- \u2028 a\\'b\\"c \\u0027 '' "`,
      list: [1, null, true, "'", '"', "\\", "<"],
      nested: { "key with 'quote'": { "\"": "<" } },
    };
    const text = toSentJson(value);
    expect(fromSentJson(text)).toEqual(value);
    // Nothing for React Router to escape twice over, nothing that could end a script element.
    expect(text).not.toContain('"');
    expect(text).not.toContain("<");
  });
});

describe("characters beyond Latin-1", () => {
  it("are escaped when few, so the text is one byte a character, and read back the same", () => {
    const value = {
      name: "Kevyt takki – nopeasti kuivuva…",
      price: "49,90 €",
      emoji: "🏔",
      plain: "Lämmin ääni",
      description: "Joustava, tuulta pitävä ja hengittävä softshell-takki vaellukseen ja arkeen. ".repeat(3),
    };
    const text = toSentJson(value);
    expect(text).toMatch(/^[\u0000-\u00ff]*$/);
    expect(text).toContain("\\u2026");
    expect(text).toContain("Lämmin ääni");
    expect(fromSentJson(text)).toEqual(value);
  });

  it("are kept as they are in a text made of them (Cyrillic)", () => {
    const value = { name: "Лёгкая куртка для походов", description: "Тёплая и водонепроницаемая…" };
    const text = toSentJson(value);
    expect(text).toContain("Лёгкая куртка");
    expect(fromSentJson(text)).toEqual(value);
  });
});

describe("kept sent JSON", () => {
  it("writes an object once: the same object gives the same text without writing it again", () => {
    const card = { id: 1, name: "Takki" };
    const text = keptSentJson(card);
    expect(text).toBe(toSentJson(card));
    card.name = "changed in place";
    expect(keptSentJson(card)).toBe(text);
    expect(keptSentJson({ ...card })).toContain("changed in place");
  });
});
