import type { Lang } from "#i18n/languages.ts";

/**
 * Delivery country and display currency of a visitor: from the query, else the request headers
 * `x-so-delivery-country-code` / `x-so-currency-code`, else the locale cookies, else the storefront
 * language's defaults. Codes are lower case: countries ISO 3166-1 alpha-2 ("fi"), currencies ISO 4217
 * ("eur"). A code the shop does not offer counts as not given, wherever it came from, so a stale cookie
 * or a tampered link never reaches pricing.
 */

export type LocaleCodes = { countryCode: string; currencyCode: string };

/** Where the answer came from; "language" means neither query, header nor cookie said anything usable. */
export type LocaleSource = "query" | "header" | "cookie" | "language";
export type ResolvedLocale = LocaleCodes & { source: LocaleSource };

export const DEFAULT_LOCALE_BY_LANG: Readonly<Record<Lang, LocaleCodes>> = {
  fi: { countryCode: "fi", currencyCode: "eur" },
  sv: { countryCode: "se", currencyCode: "sek" },
  ru: { countryCode: "fi", currencyCode: "eur" },
  de: { countryCode: "de", currencyCode: "eur" },
  fr: { countryCode: "fr", currencyCode: "eur" },
  en: { countryCode: "us", currencyCode: "usd" },
};

/** For a language outside the table. */
export const FALLBACK_LOCALE: LocaleCodes = { countryCode: "us", currencyCode: "usd" };

/** Fills the missing half when only one of the two cookies exists. */
export const SINGLE_COOKIE_DEFAULTS: LocaleCodes = { countryCode: "fi", currencyCode: "eur" };

export const COUNTRY_COOKIE = "delivery_country";
export const CURRENCY_COOKIE = "currency";
export const DELIVERY_COUNTRY_QUERY = "delivery_country";
export const CURRENCY_QUERY = "currency";
/** Request headers naming the locale for one request (set by an edge proxy or an API client). */
export const DELIVERY_COUNTRY_HEADER = "x-so-delivery-country-code";
export const CURRENCY_HEADER = "x-so-currency-code";

export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const LOCALE_COOKIE_MAX_AGE_SECONDS = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

export function defaultLocaleFor(lang: string): LocaleCodes {
  return Object.hasOwn(DEFAULT_LOCALE_BY_LANG, lang) ? DEFAULT_LOCALE_BY_LANG[lang as Lang] : FALLBACK_LOCALE;
}

/**
 * A country or currency code from a cookie or query value, lower-cased, or undefined when it is
 * absent or not a code at all (so junk input falls through to the next rule instead of failing).
 * A repeated query parameter counts by its first value.
 */
export function normalizeCode(value: unknown, length: 2 | 3): string | undefined {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof first !== "string") return undefined;
  const code = first.trim().toLowerCase();
  return code.length === length && /^[a-z]+$/.test(code) ? code : undefined;
}

/** The codes the shop offers: deliverable countries and display currencies. */
export type KnownLocaleCodes = { countries: ReadonlySet<string>; currencies: ReadonlySet<string> };

export type LocaleInput = {
  lang: Lang | string;
  cookies?: { country?: unknown; currency?: unknown };
  headers?: { country?: unknown; currency?: unknown };
  query?: { delivery_country?: unknown; currency?: unknown };
  /** Without it any well-formed code is taken (the caller checks it against the shop's lists itself). */
  known?: KnownLocaleCodes;
};

export function resolveLocale({ lang, cookies = {}, headers = {}, query = {}, known }: LocaleInput): ResolvedLocale {
  const country = (value: unknown) => {
    const code = normalizeCode(value, 2);
    return code !== undefined && (!known || known.countries.has(code)) ? code : undefined;
  };
  const currency = (value: unknown) => {
    const code = normalizeCode(value, 3);
    return code !== undefined && (!known || known.currencies.has(code)) ? code : undefined;
  };
  const cookieCountry = country(cookies.country);
  const cookieCurrency = currency(cookies.currency);
  let resolved: ResolvedLocale;
  if (cookieCountry !== undefined || cookieCurrency !== undefined) {
    resolved = {
      countryCode: cookieCountry ?? SINGLE_COOKIE_DEFAULTS.countryCode,
      currencyCode: cookieCurrency ?? SINGLE_COOKIE_DEFAULTS.currencyCode,
      source: "cookie",
    };
  } else {
    resolved = { ...defaultLocaleFor(lang), source: "language" };
  }

  const headerCountry = country(headers.country);
  const headerCurrency = currency(headers.currency);
  if (headerCountry !== undefined) resolved = { ...resolved, countryCode: headerCountry, source: "header" };
  if (headerCurrency !== undefined) resolved = { ...resolved, currencyCode: headerCurrency, source: "header" };

  const queryCountry = country(query.delivery_country);
  const queryCurrency = currency(query.currency);
  if (queryCountry !== undefined) resolved = { ...resolved, countryCode: queryCountry, source: "query" };
  if (queryCurrency !== undefined) resolved = { ...resolved, currencyCode: queryCurrency, source: "query" };
  return resolved;
}

export type LocaleCookieOptions = {
  path: "/";
  maxAge: number;
  sameSite: "lax";
  secure: boolean;
  httpOnly: false;
};

/**
 * Attributes of both locale cookies, in the shape @fastify/cookie's setCookie takes (maxAge in seconds).
 * Not HttpOnly: the browser's locale modal reads and writes them too.
 */
export function localeCookieOptions({ secure = false }: { secure?: boolean } = {}): LocaleCookieOptions {
  return { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: "lax", secure, httpOnly: false };
}

/** One Set-Cookie header value for a locale cookie. */
export function localeSetCookie(
  name: typeof COUNTRY_COOKIE | typeof CURRENCY_COOKIE,
  value: string,
  { secure = false }: { secure?: boolean } = {},
): string {
  const code = normalizeCode(value, name === CURRENCY_COOKIE ? 3 : 2);
  if (code === undefined) throw new RangeError(`Invalid ${name} cookie value: ${value}`);
  const attributes = [`${name}=${code}`, `Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`, "Path=/", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** The Set-Cookie header values that remember a delivery country and currency. */
export function localeSetCookies(locale: LocaleCodes, options: { secure?: boolean } = {}): string[] {
  return [
    localeSetCookie(COUNTRY_COOKIE, locale.countryCode, options),
    localeSetCookie(CURRENCY_COOKIE, locale.currencyCode, options),
  ];
}
