/**
 * GET /api/locale_by_ip/: which delivery country and currency a first-time visitor
 * starts with. Sources in order of trust: the country header of a trusted proxy, then the client
 * address looked up in the IP-to-country data, then the storefront language's default.
 * A detected country the shop does not deliver to is skipped, so the answer always works with
 * GET /api/init-config/.
 */

export interface LocaleChoice {
  countryCode: string;
  currencyCode: string;
}

const COUNTRY_CODE = /^[a-z]{2}$/;

/**
 * A proxy or lookup value as a lower-case ISO country code, or null. Proxies send placeholders
 * for unknown origins (Cloudflare: XX unknown, T1 Tor), which are no country.
 */
export function normalizeCountryCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const code = value.trim().toLowerCase();
  if (!COUNTRY_CODE.test(code) || code === "xx" || code === "zz") return null;
  return code;
}

/** The detected candidates, most trusted first, without duplicates or unusable values. */
export function localeCandidates(input: { proxyCountry?: string | null; ipCountry?: string | null }): string[] {
  const out: string[] = [];
  for (const value of [input.proxyCountry, input.ipCountry]) {
    const code = normalizeCountryCode(value);
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

/**
 * The first candidate the shop delivers to, with that country's currency; otherwise the language
 * default. `currencyByCountry` holds the deliverable countries among the candidates.
 */
export function chooseLocale(
  candidates: readonly string[],
  currencyByCountry: ReadonlyMap<string, string>,
  fallback: LocaleChoice,
): LocaleChoice {
  for (const code of candidates) {
    const currency = currencyByCountry.get(code);
    if (currency) return { countryCode: code, currencyCode: currency.toLowerCase() };
  }
  const fallbackCurrency = currencyByCountry.get(fallback.countryCode);
  return {
    countryCode: fallback.countryCode,
    currencyCode: (fallbackCurrency ?? fallback.currencyCode).toLowerCase(),
  };
}
