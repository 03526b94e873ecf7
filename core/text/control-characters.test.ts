import { describe, expect, it } from "vitest";
import { cleanTexts, withoutControlCharacters } from "./control-characters.ts";

describe("withoutControlCharacters", () => {
  it("drops C0 controls but tab and line breaks, DEL and C1 controls", () => {
    expect(withoutControlCharacters("Mai\u0000ja\u0007 Mei\u001bkäläinen\u007f\u0085")).toBe("Maija Meikäläinen");
    expect(withoutControlCharacters("rivi 1\r\nrivi 2\tsarake")).toBe("rivi 1\r\nrivi 2\tsarake");
    expect(withoutControlCharacters("\u000b\u000c")).toBe("");
  });

  it("keeps letters, spaces and symbols of every language", () => {
    const text = "Ääkköset ÅÖ ß é ё Щука — 50 € · “lainaus” 😀\u00a0";
    expect(withoutControlCharacters(text)).toBe(text);
  });
});

describe("cleanTexts", () => {
  it("cleans every string of a JSON body at any depth and leaves other values alone", () => {
    const body = { first_name: "A\u0000nna", products: [{ productId: 5, amount: 2, extra_data: { note: "x\u0008y" } }], ok: true, none: null };
    expect(cleanTexts(body)).toEqual({ first_name: "Anna", products: [{ productId: 5, amount: 2, extra_data: { note: "xy" } }], ok: true, none: null });
  });
});
