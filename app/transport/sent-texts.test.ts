import { describe, expect, it } from "vitest";
import { MESSAGE_KEYS, messageText } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { isSentTexts, receiveTexts, sendTexts } from "./sent-texts.ts";

/** Every text of a language: the catalogue's, in a Latin and a Cyrillic script. */
function everyText(lang: Lang): Readonly<Record<string, string>> {
  return Object.freeze(Object.fromEntries(MESSAGE_KEYS.flatMap((key) => (messageText(lang, key) === undefined ? [] : [[key, messageText(lang, key)!]]))));
}

describe("sent texts", () => {
  it("carry a language's texts as one text that reads back to the same texts", () => {
    for (const lang of ["fi", "ru", "fr"] as const) {
      const texts = everyText(lang);
      const sent = sendTexts(texts);
      expect(Object.keys(sent)).toEqual(["sentTexts"]);
      expect(sent.sentTexts).not.toContain('"');
      // The browser gets a copy without the server's objects.
      expect(receiveTexts(structuredClone(sent))).toEqual(texts);
    }
  });

  it("are made once per texts object, and received as the very texts on the server", () => {
    const texts = everyText("sv");
    expect(sendTexts(texts)).toBe(sendTexts(texts));
    expect(receiveTexts(sendTexts(texts))).toBe(texts);
    const copy = structuredClone(sendTexts(texts));
    expect(receiveTexts(copy)).toBe(receiveTexts(copy));
  });

  it("are recognised only in their sent form", () => {
    const texts = { "shell.brandName": "Kuusikko" };
    expect(isSentTexts(sendTexts(texts))).toBe(true);
    expect(isSentTexts(texts)).toBe(false);
    expect(isSentTexts(null)).toBe(false);
    expect(isSentTexts({ sentTexts: 1 })).toBe(false);
  });
});
