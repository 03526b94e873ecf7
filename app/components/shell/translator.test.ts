import { describe, expect, it } from "vitest";
import { MESSAGE_KEYS, messageText } from "#i18n/messages.ts";
import { createMessageTranslator } from "./translator.ts";

function textsOf(lang: "fi" | "ru" | "en") {
  return Object.fromEntries(MESSAGE_KEYS.map((key) => [key, messageText(lang, key) ?? ""]));
}

describe("createMessageTranslator", () => {
  it("formats ICU plurals with the language's rules", () => {
    const fi = createMessageTranslator("fi", textsOf("fi"));
    expect(fi("shell.cartCount", { count: 0 })).toBe("0 tuotetta");
    expect(fi("shell.cartCount", { count: 1 })).toBe("1 tuote");
    expect(fi("shell.cartCount", { count: 3 })).toBe("3 tuotetta");
    const ru = createMessageTranslator("ru", textsOf("ru"));
    expect(ru("shell.cartCount", { count: 5 })).toBe("5 товаров");
    expect(ru("shell.cartCount", { count: 22 })).toBe("22 товара");
  });

  it("fills simple arguments as text", () => {
    const en = createMessageTranslator("en", textsOf("en"));
    expect(en("errors.pageNotFound", { path: "/<b>x</b>/" })).toBe("Page not found: /<b>x</b>/");
  });

  it("answers a key it was not given with the key, and broken ICU with its text", () => {
    const t = createMessageTranslator("en", { "shell.menu": "{broken" });
    expect(t("shell.cart")).toBe("shell.cart");
    expect(t("shell.menu")).toBe("{broken");
  });
});
