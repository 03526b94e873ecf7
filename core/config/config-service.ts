import { referenceRuleOfTaxArea } from "#core/catalog/listing/price-mode.ts";
import { badInput } from "#core/errors.ts";
import type { CountryOption, CurrencyOption, GeneralSettingsMap, InitConfig, Services } from "#core/services.ts";
import type { Lang } from "#i18n/languages.ts";
import { chooseLocale, localeCandidates, normalizeCountryCode, type LocaleChoice } from "./locale-by-ip.ts";

/** What the config service reads; implemented by db/repositories/config.ts. */
export interface ConfigRepository {
  /** Deliverable (enabled) countries with their names in `lang`, in display order. */
  countries(lang: Lang): Promise<CountryOption[]>;
  /** One deliverable country, or null when unknown or not delivered to. */
  country(lang: Lang, code: string): Promise<CountryOption | null>;
  currencies(): Promise<CurrencyOption[]>;
  currency(code: string): Promise<CurrencyOption | null>;
  /** Deliverable countries among `codes` with their currency code. */
  currencyByCountry(codes: readonly string[]): Promise<Map<string, string>>;
  /** Key/value settings, a translated value replacing the shared one. */
  generalSettings(lang: Lang): Promise<GeneralSettingsMap>;
}

export interface ConfigServiceDeps {
  repository: ConfigRepository;
  /** IP-to-country lookup (lower- or upper-case ISO code), null when unknown. */
  lookupCountry: (ip: string) => string | null;
  /** Default delivery country and currency of a storefront language (document 1 §9). */
  languageDefaults: (lang: Lang) => LocaleChoice;
}

const CURRENCY_CODE = /^[a-z]{3}$/;

export function createConfigService({ repository, lookupCountry, languageDefaults }: ConfigServiceDeps): Services["config"] {
  function countryByIp(ip: string): string | null {
    try {
      return normalizeCountryCode(lookupCountry(ip));
    } catch {
      // A malformed address is simply "unknown".
      return null;
    }
  }

  return {
    async initConfig({ countryCode, currencyCode, lang }): Promise<InitConfig> {
      const countryKey = countryCode.trim().toLowerCase();
      const currencyKey = currencyCode.trim().toLowerCase();
      if (!normalizeCountryCode(countryKey)) {
        throw badInput("delivery-country-code", `delivery-country-code: not a country code: ${countryCode}`);
      }
      if (!CURRENCY_CODE.test(currencyKey)) {
        throw badInput("currency-code", `currency-code: not a currency code: ${currencyCode}`);
      }
      const [countries, currency] = await Promise.all([repository.countries(lang), repository.currency(currencyKey)]);
      const country = countries.find((candidate) => candidate.code === countryKey) ?? null;
      if (!country) throw badInput("delivery-country-code", `delivery-country-code: no delivery to ${countryKey}`);
      if (!currency) throw badInput("currency-code", `currency-code: unknown currency ${currencyKey}`);
      return {
        currencyFormat: currency.format,
        currencyRate: currency.rate,
        deliveryCountryName: country.name,
        taxAreaId: country.taxAreaId,
        isEuMember: country.isEuMember,
        referenceRule: referenceRuleOfTaxArea(country.taxAreaId, countries),
      };
    },
    countries: (lang) => repository.countries(lang),
    currencies: () => repository.currencies(),
    generalSettings: (lang) => repository.generalSettings(lang),
    countryByIp,
    async localeByIp({ lang, proxyCountry, ip }) {
      const fallback = languageDefaults(lang);
      const candidates = localeCandidates({ proxyCountry, ipCountry: ip ? countryByIp(ip) : null });
      const known = await repository.currencyByCountry([...candidates, fallback.countryCode]);
      return chooseLocale(candidates, known, fallback);
    },
  };
}
