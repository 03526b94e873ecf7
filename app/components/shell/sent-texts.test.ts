import { describe, expect, it } from "vitest";
import { asShellEnv, envFromError, receivedShellData } from "./head.ts";
import { isSentTexts, receiveTexts, sendTexts } from "./sent-texts.ts";
import { messagesFor, textsFor } from "./shell-data.server.ts";

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

describe("the shell's env of loader data", () => {
  const rootData = structuredClone({ lang: "fi", nonce: "n", contactEmail: "a@b.fi", messages: messagesFor("fi"), origin: "http://x" });

  it("has its texts received, one object per loader answer", () => {
    const env = asShellEnv(rootData);
    expect(env?.messages["shell.brandName"]).toBe(textsFor("fi")["shell.brandName"]);
    expect(asShellEnv(rootData)).toBe(env);
    expect(receivedShellData(rootData as never)).toBe(env);
    expect(receivedShellData(undefined)).toBeNull();
  });

  it("is null for data without sent texts, and found in a thrown error's data", () => {
    expect(asShellEnv({ lang: "fi", messages: { "shell.brandName": "x" } })).toBeNull();
    expect(asShellEnv("fi")).toBeNull();
    const error = { status: 500, statusText: "", internal: false, data: { env: rootData } };
    expect(envFromError(error)?.messages["shell.brandName"]).toBe(textsFor("fi")["shell.brandName"]);
  });
});
