import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ConfigRepository } from "#core/config/config-service.ts";
import type { CountryOption, CurrencyOption } from "#core/config/config-service.ts";
import type { Lang } from "#i18n/languages.ts";
import type { Db } from "../client.server.ts";
import { generalSettings, generalSettingTranslations } from "../schema/content.ts";
import { countries, countryTranslations, currencies } from "../schema/reference.ts";

// An untranslated country still shows, by its code.
const countryName = sql<string>`coalesce(${countryTranslations.name}, upper(${countries.code}))`;

function countryQuery(db: Db, lang: Lang) {
  return db
    .select({
      code: countries.code,
      name: countryName,
      currencyCode: countries.currencyCode,
      taxAreaId: countries.taxAreaId,
      isEuMember: countries.isEuMember,
    })
    .from(countries)
    .leftJoin(countryTranslations, and(eq(countryTranslations.countryCode, countries.code), eq(countryTranslations.lang, lang)))
    .$dynamic();
}

function toCurrency(row: typeof currencies.$inferSelect): CurrencyOption {
  return { code: row.code, rate: Number(row.rate), symbol: row.symbol, format: row.format, roundWhole: row.roundWhole };
}

export function createConfigRepository(db: Db): ConfigRepository {
  return {
    async countries(lang): Promise<CountryOption[]> {
      return countryQuery(db, lang)
        .where(eq(countries.isEnabled, true))
        .orderBy(asc(countries.sortOrder), countryName, asc(countries.code));
    },
    async country(lang, code) {
      const [row] = await countryQuery(db, lang).where(and(eq(countries.code, code), eq(countries.isEnabled, true))).limit(1);
      return row ?? null;
    },
    async currencies() {
      const rows = await db.select().from(currencies).orderBy(asc(currencies.code));
      return rows.map(toCurrency);
    },
    async currency(code) {
      const [row] = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
      return row ? toCurrency(row) : null;
    },
    async currencyByCountry(codes) {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: countries.code, currencyCode: countries.currencyCode })
        .from(countries)
        .where(and(inArray(countries.code, [...codes]), eq(countries.isEnabled, true)));
      return new Map(rows.map((row) => [row.code, row.currencyCode]));
    },
    async generalSettings(lang) {
      const rows = await db
        .select({
          key: generalSettings.key,
          value: sql<string>`coalesce(${generalSettingTranslations.value}, ${generalSettings.value})`,
        })
        .from(generalSettings)
        .leftJoin(
          generalSettingTranslations,
          and(eq(generalSettingTranslations.key, generalSettings.key), eq(generalSettingTranslations.lang, lang)),
        );
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
  };
}
