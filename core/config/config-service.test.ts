import { describe, expect, it } from "vitest";
import { DomainError } from "#core/errors.ts";
import type { CountryOption, CurrencyOption } from "#core/config/config-service.ts";
import { createConfigService, type ConfigRepository } from "./config-service.ts";

const COUNTRIES: CountryOption[] = [
  { code: "fi", name: "Suomi", currencyCode: "eur", taxAreaId: 1, isEuMember: true },
  { code: "se", name: "Ruotsi", currencyCode: "sek", taxAreaId: 3, isEuMember: true },
  { code: "us", name: "Yhdysvallat", currencyCode: "usd", taxAreaId: 9, isEuMember: false },
];
const CURRENCIES: CurrencyOption[] = [
  { code: "eur", rate: 1, symbol: "€", format: "{amount} €", roundWhole: false },
  { code: "sek", rate: 11.5, symbol: "kr", format: "{amount} kr", roundWhole: true },
];

const repository: ConfigRepository = {
  countries: async () => COUNTRIES,
  country: async (_lang, code) => COUNTRIES.find((country) => country.code === code) ?? null,
  currencies: async () => CURRENCIES,
  currency: async (code) => CURRENCIES.find((currency) => currency.code === code) ?? null,
  currencyByCountry: async (codes) =>
    new Map(COUNTRIES.filter((country) => codes.includes(country.code)).map((country) => [country.code, country.currencyCode])),
  generalSettings: async () => ({}),
};

function service(lookup: (ip: string) => string | null = () => null) {
  return createConfigService({
    repository,
    lookupCountry: lookup,
    languageDefaults: (lang) => (lang === "sv" ? { countryCode: "se", currencyCode: "sek" } : { countryCode: "fi", currencyCode: "eur" }),
  });
}

describe("initConfig", () => {
  it("combines the country and the currency", async () => {
    await expect(service().initConfig({ countryCode: "SE", currencyCode: "eur", lang: "fi" })).resolves.toEqual({
      currencyFormat: "{amount} €",
      currencyRate: 1,
      deliveryCountryName: "Ruotsi",
      taxAreaId: 3,
      isEuMember: true,
      referenceRule: "lowest-30-days",
    });
  });

  it("gives the price-indication rule of the country's tax area", async () => {
    await expect(service().initConfig({ countryCode: "us", currencyCode: "eur", lang: "fi" })).resolves.toMatchObject({ referenceRule: "list-price" });
  });

  it("names the field of an unknown country or currency", async () => {
    const country = await service().initConfig({ countryCode: "cn", currencyCode: "eur", lang: "fi" }).catch((error: unknown) => error);
    expect(country).toBeInstanceOf(DomainError);
    expect(country).toMatchObject({ code: "BAD_INPUT", field: "delivery-country-code" });
    const currency = await service().initConfig({ countryCode: "fi", currencyCode: "xyz", lang: "fi" }).catch((error: unknown) => error);
    expect(currency).toMatchObject({ code: "BAD_INPUT", field: "currency-code" });
    const junk = await service().initConfig({ countryCode: "fi", currencyCode: "e", lang: "fi" }).catch((error: unknown) => error);
    expect(junk).toMatchObject({ code: "BAD_INPUT", field: "currency-code" });
  });
});

describe("localeByIp", () => {
  it("trusts the proxy header first", async () => {
    const result = await service(() => "us").localeByIp({ lang: "fi", proxyCountry: "SE", ip: "8.8.8.8" });
    expect(result).toEqual({ countryCode: "se", currencyCode: "sek" });
  });

  it("uses the address lookup without a header", async () => {
    const result = await service((ip) => (ip === "8.8.8.8" ? "US" : null)).localeByIp({ lang: "fi", proxyCountry: null, ip: "8.8.8.8" });
    expect(result).toEqual({ countryCode: "us", currencyCode: "usd" });
  });

  it("falls back to the language default for unknown or undelivered countries and failing lookups", async () => {
    expect(await service(() => "cn").localeByIp({ lang: "sv", proxyCountry: null, ip: "1.2.3.4" })).toEqual({
      countryCode: "se",
      currencyCode: "sek",
    });
    const throwing = service(() => {
      throw new TypeError("bad address");
    });
    expect(await throwing.localeByIp({ lang: "fi", proxyCountry: null, ip: "nonsense" })).toEqual({
      countryCode: "fi",
      currencyCode: "eur",
    });
    expect(await service().localeByIp({ lang: "fi", proxyCountry: null, ip: null })).toEqual({ countryCode: "fi", currencyCode: "eur" });
  });
});
