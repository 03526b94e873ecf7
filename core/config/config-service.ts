import { referenceRuleOfTaxArea, type ReferenceRule } from "#core/catalog/listing/price-mode.ts";
import { badInput } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import { chooseLocale, localeCandidates, normalizeCountryCode, type LocaleChoice } from "./locale-by-ip.ts";

/** The GET /api/init-config/ answer: how the delivery country's prices are shown. */
export interface InitConfig {
  currencyFormat: string;
  currencyRate: number;
  deliveryCountryName: string;
  taxAreaId: number;
  isEuMember: boolean;
  /** What a reduced price of the tax area is compared with (core/catalog/listing/price-mode.ts). */
  referenceRule: ReferenceRule;
}

export interface CountryOption {
  code: string;
  name: string;
  currencyCode: string;
  taxAreaId: number;
  isEuMember: boolean;
}

export interface CurrencyOption {
  code: string;
  /** Units of this currency per 1 EUR. */
  rate: number;
  symbol: string;
  format: string;
  roundWhole: boolean;
}

/** The shop's general settings by key, values as stored (core/settings/general-settings.ts parses them). */
export type GeneralSettingsMap = Record<string, string>;

/** The shop's delivery countries, currencies, general settings and the visitor's locale. */
export interface ConfigService {
  initConfig(input: { countryCode: string; currencyCode: string; lang: Lang }): Promise<InitConfig>;
  countries(lang: Lang): Promise<CountryOption[]>;
  currencies(): Promise<CurrencyOption[]>;
  /** Raw key/value general settings in this language (values may be JSON strings). */
  generalSettings(lang: Lang): Promise<GeneralSettingsMap>;
  /** Country from the client address, or null when unknown (GET /api/locale_by_ip/). */
  countryByIp(ip: string): string | null;
  /**
   * GET /api/locale_by_ip/: the trusted proxy's country header, else the address's country,
   * else the language's default; always a country the shop delivers to. Lower case.
   */
  localeByIp(input: { lang: Lang; proxyCountry: string | null; ip: string | null }): Promise<{
    countryCode: string;
    currencyCode: string;
  }>;
}

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
  /** Default delivery country and currency of a storefront language. */
  languageDefaults: (lang: Lang) => LocaleChoice;
}

const CURRENCY_CODE = /^[a-z]{3}$/;

export function createConfigService({ repository, lookupCountry, languageDefaults }: ConfigServiceDeps): ConfigService {
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
