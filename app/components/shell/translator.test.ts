import { describe, expect, it } from "vitest";
import { MESSAGE_KEYS, messageText } from "#i18n/messages.ts";
import { createMessageTranslator } from "./translator.ts";

function textsOf(lang: "fi" | "ru" | "en") {
  return Object.fromEntries(MESSAGE_KEYS.map((key) => [key, messageText(lang, key) ?? ""]));
}

describe("createMessageTranslator", () => {
  it("formats ICU plurals with the language's rules", () => {
    const fi = createMessageTranslator("fi", textsOf("fi"));
    expect(fi("shell.cartWithCount", { count: 0 })).toBe("Ostoskori, tyhjä");
    expect(fi("shell.cartWithCount", { count: 1 })).toBe("Ostoskori, 1 tuote");
    expect(fi("shell.cartWithCount", { count: 3 })).toBe("Ostoskori, 3 tuotetta");
    const ru = createMessageTranslator("ru", textsOf("ru"));
    expect(ru("shell.cartWithCount", { count: 5 })).toBe("Корзина, 5 товаров");
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
