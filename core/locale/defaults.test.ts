import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#i18n/languages.ts";
import {
  CURRENCY_COOKIE,
  DEFAULT_LOCALE_BY_LANG,
  defaultLocaleFor,
  COUNTRY_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeCookieOptions,
  localeSetCookie,
  localeSetCookies,
  normalizeCode,
  resolveLocale,
} from "./defaults.ts";

describe("defaultLocaleFor", () => {
  it("maps each language to its delivery country and currency", () => {
    expect(defaultLocaleFor("fi")).toEqual({ countryCode: "fi", currencyCode: "eur" });
    expect(defaultLocaleFor("sv")).toEqual({ countryCode: "se", currencyCode: "sek" });
    expect(defaultLocaleFor("ru")).toEqual({ countryCode: "fi", currencyCode: "eur" });
    expect(defaultLocaleFor("de")).toEqual({ countryCode: "de", currencyCode: "eur" });
    expect(defaultLocaleFor("fr")).toEqual({ countryCode: "fr", currencyCode: "eur" });
    expect(defaultLocaleFor("en")).toEqual({ countryCode: "us", currencyCode: "usd" });
  });

  it("falls back to us and usd", () => {
    expect(defaultLocaleFor("et")).toEqual({ countryCode: "us", currencyCode: "usd" });
    expect(defaultLocaleFor("")).toEqual({ countryCode: "us", currencyCode: "usd" });
    expect(defaultLocaleFor("toString")).toEqual({ countryCode: "us", currencyCode: "usd" });
  });

  it("has an entry for every language", () => {
    expect(Object.keys(DEFAULT_LOCALE_BY_LANG).sort()).toEqual([...LANGUAGES].sort());
  });
});

describe("resolveLocale", () => {
  it("uses the language defaults without cookies or query", () => {
    expect(resolveLocale({ lang: "sv" })).toEqual({ countryCode: "se", currencyCode: "sek", source: "language" });
    expect(resolveLocale({ lang: "en", cookies: {}, query: {} })).toEqual({
      countryCode: "us",
      currencyCode: "usd",
      source: "language",
    });
    expect(resolveLocale({ lang: "xx" })).toEqual({ countryCode: "us", currencyCode: "usd", source: "language" });
  });

  it("uses both cookies over the language defaults", () => {
    expect(resolveLocale({ lang: "fi", cookies: { country: "de", currency: "chf" } })).toEqual({
      countryCode: "de",
      currencyCode: "chf",
      source: "cookie",
    });
  });

  it("fills a missing currency cookie with eur, not the language default", () => {
    expect(resolveLocale({ lang: "sv", cookies: { country: "no" } })).toEqual({
      countryCode: "no",
      currencyCode: "eur",
      source: "cookie",
    });
  });

  it("fills a missing country cookie with fi, not the language default", () => {
    expect(resolveLocale({ lang: "en", cookies: { currency: "gbp" } })).toEqual({
      countryCode: "fi",
      currencyCode: "gbp",
      source: "cookie",
    });
  });

  it("lets query parameters override cookies, each on its own", () => {
    const cookies = { country: "se", currency: "sek" };
    expect(resolveLocale({ lang: "fi", cookies, query: { delivery_country: "no" } })).toEqual({
      countryCode: "no",
      currencyCode: "sek",
      source: "query",
    });
    expect(resolveLocale({ lang: "fi", cookies, query: { currency: "nok" } })).toEqual({
      countryCode: "se",
      currencyCode: "nok",
      source: "query",
    });
    expect(resolveLocale({ lang: "fi", cookies, query: { delivery_country: "dk", currency: "dkk" } })).toEqual({
      countryCode: "dk",
      currencyCode: "dkk",
      source: "query",
    });
  });

  it("lets query parameters override language defaults", () => {
    expect(resolveLocale({ lang: "en", query: { currency: "eur" } })).toEqual({
      countryCode: "us",
      currencyCode: "eur",
      source: "query",
    });
  });

  it("lower-cases every code", () => {
    expect(resolveLocale({ lang: "fi", cookies: { country: "SE", currency: "Sek" } })).toEqual({
      countryCode: "se",
      currencyCode: "sek",
      source: "cookie",
    });
    expect(resolveLocale({ lang: "fi", query: { delivery_country: " DE ", currency: "EUR" } })).toEqual({
      countryCode: "de",
      currencyCode: "eur",
      source: "query",
    });
  });

  it("ignores values that are not codes, as if they were absent", () => {
    expect(resolveLocale({ lang: "de", cookies: { country: "", currency: "euro" } })).toEqual({
      countryCode: "de",
      currencyCode: "eur",
      source: "language",
    });
    expect(
      resolveLocale({ lang: "de", cookies: { country: "fi" }, query: { delivery_country: "<script>", currency: 5 } }),
    ).toEqual({ countryCode: "fi", currencyCode: "eur", source: "cookie" });
  });

  it("takes the first value of a repeated query parameter", () => {
    expect(resolveLocale({ lang: "fi", query: { currency: ["usd", "gbp"] } }).currencyCode).toBe("usd");
  });

  const known = { countries: new Set(["fi", "se", "de", "us"]), currencies: new Set(["eur", "sek", "usd"]) };

  it("ignores codes the shop does not offer, from the query, the headers or the cookies", () => {
    expect(resolveLocale({ lang: "fi", query: { delivery_country: "zz", currency: "qqq" }, known })).toEqual({
      countryCode: "fi",
      currencyCode: "eur",
      source: "language",
    });
    expect(resolveLocale({ lang: "sv", headers: { country: "xx", currency: "QQQ" }, known })).toEqual({
      countryCode: "se",
      currencyCode: "sek",
      source: "language",
    });
    // Both cookies unknown: as if there were none. One unknown: the other cookie's rule fills it.
    expect(resolveLocale({ lang: "en", cookies: { country: "zz", currency: "qqq" }, known })).toEqual({
      countryCode: "us",
      currencyCode: "usd",
      source: "language",
    });
    expect(resolveLocale({ lang: "en", cookies: { country: "zz", currency: "sek" }, known })).toEqual({
      countryCode: "fi",
      currencyCode: "sek",
      source: "cookie",
    });
    // An unknown query value does not hide a good cookie.
    expect(resolveLocale({ lang: "fi", cookies: { country: "de", currency: "eur" }, query: { delivery_country: "zz" }, known })).toEqual({
      countryCode: "de",
      currencyCode: "eur",
      source: "cookie",
    });
    expect(resolveLocale({ lang: "fi", query: { delivery_country: "SE", currency: "Sek" }, known })).toEqual({
      countryCode: "se",
      currencyCode: "sek",
      source: "query",
    });
  });

  it("reads the x-so-* headers over the cookies and under the query", () => {
    const cookies = { country: "de", currency: "eur" };
    expect(resolveLocale({ lang: "fi", cookies, headers: { country: "SE", currency: "sek" }, known })).toEqual({
      countryCode: "se",
      currencyCode: "sek",
      source: "header",
    });
    expect(
      resolveLocale({ lang: "fi", cookies, headers: { country: "se", currency: "sek" }, query: { currency: "usd" }, known }),
    ).toEqual({ countryCode: "se", currencyCode: "usd", source: "query" });
  });
});

describe("normalizeCode", () => {
  it("accepts letters of the given length only", () => {
    expect(normalizeCode("FI", 2)).toBe("fi");
    expect(normalizeCode("fin", 2)).toBeUndefined();
    expect(normalizeCode("f1", 2)).toBeUndefined();
    expect(normalizeCode("Eur", 3)).toBe("eur");
    expect(normalizeCode(undefined, 3)).toBeUndefined();
    expect(normalizeCode(null, 3)).toBeUndefined();
    expect(normalizeCode("äöå", 3)).toBeUndefined();
  });
});

describe("locale cookies", () => {
  it("are named delivery_country and currency", () => {
    expect(COUNTRY_COOKIE).toBe("delivery_country");
    expect(CURRENCY_COOKIE).toBe("currency");
  });

  it("last 365 days on path / with SameSite lax", () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(localeCookieOptions()).toEqual({
      path: "/",
      maxAge: 31_536_000,
      sameSite: "lax",
      secure: false,
      httpOnly: false,
    });
    expect(localeCookieOptions({ secure: true }).secure).toBe(true);
  });

  it("serialise as Set-Cookie header values", () => {
    expect(localeSetCookie(COUNTRY_COOKIE, "SE")).toBe(
      "delivery_country=se; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(localeSetCookie(CURRENCY_COOKIE, "sek", { secure: true })).toBe(
      "currency=sek; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
    expect(localeSetCookies({ countryCode: "de", currencyCode: "eur" })).toEqual([
      "delivery_country=de; Max-Age=31536000; Path=/; SameSite=Lax",
      "currency=eur; Max-Age=31536000; Path=/; SameSite=Lax",
    ]);
  });

  it("refuse values that are not codes, so nothing can be injected into the header", () => {
    expect(() => localeSetCookie(CURRENCY_COOKIE, "eur; Domain=evil.example")).toThrow(RangeError);
    expect(() => localeSetCookie(COUNTRY_COOKIE, "fin")).toThrow(RangeError);
  });

  it("round-trip through resolveLocale", () => {
    const [country, currency] = localeSetCookies({ countryCode: "no", currencyCode: "nok" }).map(
      (header) => header.split(";")[0]?.split("=")[1],
    );
    expect(resolveLocale({ lang: "fi", cookies: { country, currency } })).toEqual({
      countryCode: "no",
      currencyCode: "nok",
      source: "cookie",
    });
  });
});
