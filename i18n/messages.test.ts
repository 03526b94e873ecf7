import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALE_BY_LANG, type Lang } from "./languages.ts";
import {
  compileMessage,
  createTranslator,
  httpStatusMessageKey,
  isMessageKey,
  MESSAGE_KEYS,
  messageArguments,
  messageText,
  translate,
  type MessageKey,
} from "./messages.ts";
import * as NAMESPACES from "./messages/index.ts";

const OTHER_LANGS = LANGUAGES.filter((lang) => lang !== "en");

/**
 * Messages that may read exactly as in English in the listed languages: names, loanwords and
 * numeric patterns. Anything else identical to English is an untranslated copy.
 */
const SAME_AS_ENGLISH: Partial<Record<MessageKey, readonly Lang[]>> = {
  "shell.brandName": ["fi", "sv", "de", "fr", "ru"],
  "admin.brandLogo": ["fi", "de", "fr"],
  "admin.linkUrl": ["de"],
  "admin.storeLatitude": ["fr"],
  "admin.storeLongitude": ["fr"],
  "admin.brandDescription": ["fr"],
  "admin.navPages": ["fr"],
  "admin.ribbonOrder": ["fr"],
  "admin.bundleDescription": ["fr"],
  "admin.bannerHeading": ["de"],
  "admin.bannerSubText": ["sv", "de"],
  "admin.bannerUrl": ["de"],
  "admin.bannerTheme_winter": ["de"],
  "admin.pageHeading": ["fr"],
  "admin.groupName": ["de"],
  "admin.brandName": ["de"],
  "admin.storeName": ["de"],
  "admin.storeDescription": ["fr"],
  "admin.storeExceptions": ["fr"],
  "admin.storeEmail": ["fr"],
  "companyCampaigns.csvCode": ["fr"],
  "shell.menu": ["fr"],
  "complaints.customerName": ["de"],
  "forms.name": ["de"],
  "orders.receiptDate": ["fr"],
  "forms.newsletter.name": ["de"],
  "club.interest.camping": ["sv", "de", "fr"],
  "club.interest.paddling": ["sv"],
  "club.interest.scouting": ["sv"],
  "history.total": ["fr"],
  "returns.status": ["sv", "de"],
  "returns.staff.kind": ["fr"],
  "product.description": ["fr"],
  "product.details": ["de"],
  // The notice on a non-public product shown to staff is in Finnish in every storefront.
  "product.notPublicNotice": ["fi", "sv", "de", "fr", "ru"],
  "shell.notifications": ["fr"],
  "shell.toastInfo": ["sv", "fr"],
  "menu.blogs": ["de", "fr"],
  "catalog.outlet": ["fi", "sv", "de", "fr"],
  "checkout.totalLine": ["fr"],
  "checkout.email": ["fr"],
  "checkout.optional": ["de"],
  "orders.status": ["sv", "de"],
  "orders.contact": ["fr"],
  "orders.viewEmail": ["fr"],
  "admin.tokenName": ["de"],
  "admin.stock": ["fr"],
  "admin.variant": ["sv"],
  "admin.textDescription": ["fr"],
  "admin.textName": ["de"],
  "admin.flags": ["fr"],
  "admin.visibilityPublic": ["fr"],
  "admin.colName": ["de"],
  "admin.colId": ["fi", "sv", "fr", "ru"],
  "admin.paging": ["fr"],
  "admin.sortNameDesc": ["de"],
  "admin.sortName": ["de"],
};

function text(lang: Lang, key: MessageKey): string {
  const value = messageText(lang, key);
  if (value === undefined) throw new Error(`no text for ${key} in ${lang}`);
  return value;
}

/** Plural arguments with the categories their options cover, walked from the compiled AST. */
function pluralOptions(message: string, lang: Lang): string[][] {
  type Node = { type: number; options?: Record<string, { value: Node[] }>; children?: Node[] };
  const found: string[][] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === 6 && node.options) found.push(Object.keys(node.options));
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(compileMessage(message, lang).getAst() as unknown as Node[]);
  return found;
}

describe("message catalogue", () => {
  it("merges every namespace under its name", () => {
    const namespaces = Object.keys(NAMESPACES);
    expect(namespaces).toEqual(expect.arrayContaining(["errors", "shell", "menu", "catalog"]));
    const expected = Object.entries(NAMESPACES).reduce((sum, [, defs]) => sum + Object.keys(defs).length, 0);
    expect(MESSAGE_KEYS).toHaveLength(expected);
    for (const key of MESSAGE_KEYS) {
      expect(namespaces).toContain(key.slice(0, key.indexOf(".")));
    }
  });

  it("has a non-empty text for every key in all six languages", () => {
    for (const key of MESSAGE_KEYS) {
      for (const lang of LANGUAGES) {
        expect(messageText(lang, key)?.trim(), `${key} in ${lang}`).toBeTruthy();
      }
    }
  });

  it("compiles as ICU MessageFormat in every language", () => {
    for (const key of MESSAGE_KEYS) {
      for (const lang of LANGUAGES) {
        expect(() => compileMessage(text(lang, key), lang), `${key} in ${lang}`).not.toThrow();
      }
    }
  });

  it("uses the same placeholders in every language", () => {
    expect([...messageArguments(compileMessage(text("en", "catalog.filterWithCount"), "en"))]).toEqual([
      ["shown", "text"],
      ["total", "text"],
    ]);
    expect(messageArguments(compileMessage(text("ru", "catalog.onlyLeft"), "ru")).get("count")).toBe("plural");
    for (const key of MESSAGE_KEYS) {
      const english = [...messageArguments(compileMessage(text("en", key), "en")).keys()].sort();
      for (const lang of OTHER_LANGS) {
        const names = [...messageArguments(compileMessage(text(lang, key), lang)).keys()].sort();
        expect(names, `${key} in ${lang}`).toEqual(english);
      }
    }
  });

  it("covers every plural category each language needs", () => {
    let checked = 0;
    for (const lang of LANGUAGES) {
      const categories = new Intl.PluralRules(LOCALE_BY_LANG[lang]).resolvedOptions().pluralCategories;
      for (const key of MESSAGE_KEYS) {
        for (const options of pluralOptions(text(lang, key), lang)) {
          expect(options, `${key} in ${lang}`).toEqual(expect.arrayContaining([...categories]));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(LANGUAGES.length * 5);
  });

  it("avoids the ASCII apostrophe, which ICU treats as a quote", () => {
    for (const key of MESSAGE_KEYS) {
      for (const lang of LANGUAGES) {
        expect(text(lang, key), `${key} in ${lang}`).not.toContain("'");
      }
    }
  });

  it("is translated rather than copied from English", () => {
    for (const key of MESSAGE_KEYS) {
      for (const lang of OTHER_LANGS) {
        if (SAME_AS_ENGLISH[key]?.includes(lang)) continue;
        expect(text(lang, key), `${key} in ${lang} is English`).not.toBe(text("en", key));
      }
    }
  });

  it("lists only real exceptions as same-as-English", () => {
    for (const [key, langs] of Object.entries(SAME_AS_ENGLISH) as [MessageKey, Lang[]][]) {
      for (const lang of langs) expect(text(lang, key), `${key} in ${lang}`).toBe(text("en", key));
    }
  });
});

describe("translate", () => {
  it("fills ICU values into the shop's texts", () => {
    expect(translate("en", "errors.pageNotFound", { path: "/no-such-page/" })).toBe("Page not found: /no-such-page/");
    expect(translate("fi", "errors.pageNotFound", { path: "/ei-ole/" })).toBe("Sivua ei löytynyt: /ei-ole/");
    expect(translate("en", "errors.unexpectedError", { code: 6302 })).toBe("An unexpected error (#6302)");
    expect(translate("de", "errors.unexpectedError", { code: 4924 })).toBe("Ein unerwarteter Fehler (#4924)");
    expect(translate("en", "errors.queryNotUnderstood", { query: "tnet" })).toBe(
      "We did not understand your query “tnet”. The results are approximate.",
    );
    expect(translate("en", "catalog.filterWithCount", { shown: 60, total: 245 })).toBe("Filter [60 / 245]");
    expect(translate("fr", "catalog.discountPercent", { percent: 20 })).toBe("-20\u00a0%");
  });

  it("chooses plural forms per language", () => {
    expect(translate("en", "shell.cartCount", { count: 0 })).toBe("0 products");
    expect(translate("en", "shell.cartCount", { count: 1 })).toBe("1 product");
    expect(translate("fi", "shell.cartCount", { count: 3 })).toBe("3 tuotetta");
    expect(translate("ru", "shell.cartCount", { count: 1 })).toBe("1 товар");
    expect(translate("ru", "shell.cartCount", { count: 3 })).toBe("3 товара");
    expect(translate("ru", "shell.cartCount", { count: 5 })).toBe("5 товаров");
    expect(translate("ru", "shell.cartCount", { count: 21 })).toBe("21 товар");
    expect(translate("ru", "catalog.onlyLeft", { count: 2 })).toBe("Осталось 2 штуки");
    expect(translate("en", "catalog.availablePcs", { count: 1 })).toBe("Available 1 pc");
    expect(translate("en", "catalog.availablePcs", { count: 4 })).toBe("Available 4 pcs");
    expect(translate("fr", "catalog.availablePcs", { count: 1 })).toBe("Disponible\u00a0: 1 pièce");
    expect(translate("fr", "catalog.availablePcs", { count: 3 })).toBe("Disponible\u00a0: 3 pièces");
  });

  it("does not throw on missing, unknown or mistyped values", () => {
    expect(translate("en", "errors.pageNotFound")).toBe("Page not found: ");
    expect(translate("en", "errors.pageNotFound", { path: null })).toBe("Page not found: ");
    expect(translate("en", "errors.pageNotFound", { path: "/a/", unused: 1 })).toBe("Page not found: /a/");
    expect(translate("en", "shell.cartCount", {})).toBe("0 products");
    expect(translate("en", "shell.cartCount", { count: "2" })).toBe("2 products");
    expect(translate("en", "shell.cartCount", { count: "many" })).toBe("0 products");
  });

  it("answers an unknown key with the key itself", () => {
    const unknown = "errors.noSuchMessage" as MessageKey;
    expect(translate("fi", unknown)).toBe("errors.noSuchMessage");
    expect(translate("fi", "constructor" as MessageKey)).toBe("constructor");
    expect(isMessageKey("errors.noSuchMessage")).toBe(false);
    expect(isMessageKey("errors.pageNotFound")).toBe(true);
    expect(isMessageKey(42)).toBe(false);
  });

  it("falls back to the default language for a language it does not know", () => {
    expect(translate("xx" as Lang, "shell.close")).toBe(text("fi", "shell.close"));
  });

  it("gives the same answer from the compiled-format cache", () => {
    const first = translate("sv", "menu.showAllIn", { group: "Jackor" });
    expect(translate("sv", "menu.showAllIn", { group: "Jackor" })).toBe(first);
    expect(translate("sv", "menu.showAllIn", { group: "Skor" })).toBe("Visa allt i Skor");
  });

  it("rejects unknown keys at compile time", () => {
    // @ts-expect-error: not a key of the catalogue
    const answer = translate("en", "errors.doesNotExist");
    expect(answer).toBe("errors.doesNotExist");
  });
});

describe("createTranslator", () => {
  it("binds the language of one request", () => {
    const t = createTranslator("de");
    expect(t("shell.close")).toBe("Schließen");
    expect(t("menu.showAllIn", { group: "Jacken" })).toBe("Alles in Jacken anzeigen");
    expect(createTranslator("ru")("shell.close")).toBe("Закрыть");
  });
});

describe("httpStatusMessageKey", () => {
  it("maps the statuses of the error screen and treats others as 500", () => {
    for (const status of [400, 401, 403, 404, 405, 429, 500, 503]) {
      expect(httpStatusMessageKey(status)).toBe(`errors.status${status}`);
    }
    expect(httpStatusMessageKey(502)).toBe("errors.status500");
    expect(httpStatusMessageKey(418)).toBe("errors.status500");
    expect(translate("fi", httpStatusMessageKey(404))).toBe("Ei löytynyt");
  });
});
