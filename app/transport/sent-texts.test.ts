import { describe, expect, it } from "vitest";
import { isSentTexts, receiveTexts, sendTexts } from "./sent-texts.ts";
import { messagesFor, textsFor } from "#app/components/shell/shell-data.server.ts";

describe("sent texts", () => {
  it("carry a language's texts as one text that reads back to the same texts", () => {
    for (const lang of ["fi", "ru", "fr"] as const) {
      const texts = textsFor(lang);
      const sent = messagesFor(lang);
      expect(Object.keys(sent)).toEqual(["sentTexts"]);
      expect(sent.sentTexts).not.toContain('"');
      // The browser gets a copy without the server's objects.
      expect(receiveTexts(structuredClone(sent))).toEqual(texts);
    }
  });

  it("are made once per texts object, and received as the very texts on the server", () => {
    const texts = textsFor("sv");
    expect(messagesFor("sv")).toBe(messagesFor("sv"));
    expect(receiveTexts(messagesFor("sv"))).toBe(texts);
    const copy = structuredClone(sendTexts(texts));
    expect(receiveTexts(copy)).toBe(receiveTexts(copy));
  });

  it("are recognised only in their sent form", () => {
    expect(isSentTexts(messagesFor("de"))).toBe(true);
    expect(isSentTexts(textsFor("de"))).toBe(false);
    expect(isSentTexts(null)).toBe(false);
    expect(isSentTexts({ sentTexts: 1 })).toBe(false);
  });
});
