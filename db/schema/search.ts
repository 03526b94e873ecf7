/** What the search knows beyond the catalogue's own names: the shoppers' words that staff keep, and what shoppers search. */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import { propertyValues } from "./attributes.ts";
import { productGroups } from "./catalog.ts";
import { langCheck, langColumn } from "./columns.ts";

/**
 * Shopper vocabulary: a word or phrase of one storefront language and what it means in the catalogue, a
 * product group or a property value ("rain" → the value waterproof; "puffer jacket" → insulated jackets).
 * A phrase with several rows means all of them: its groups are alternatives, and so are its values of one
 * property type, while values of different types must all hold ("doudoune": insulated jackets, with down).
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: serial("id").primaryKey(),
    lang: langColumn(),
    /** As staff wrote it; matched word by word, in any case, with or without marks, or by equal stems. */
    phrase: text("phrase").notNull(),
    groupId: integer("group_id").references(() => productGroups.id, { onDelete: "cascade" }),
    propertyValueId: integer("property_value_id").references(() => propertyValues.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("search_synonyms_lang_idx").on(t.lang),
    langCheck("search_synonyms", t.lang),
    check("search_synonyms_target_check", sql`num_nonnulls(${t.groupId}, ${t.propertyValueId}) = 1`),
  ],
);

/**
 * Searches per day, language and text (core/catalog/search/search-statistics.ts): how often a text was searched
 * on a results page and how often it found nothing. The text is the search key, without anything that names a
 * shopper.
 */
export const searchStatistics = pgTable(
  "search_statistics",
  {
    day: date("day").notNull(),
    lang: langColumn(),
    text: text("text").notNull(),
    searches: integer("searches").notNull().default(0),
    zeroResults: integer("zero_results").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.lang, t.text] }), langCheck("search_statistics", t.lang), index("search_statistics_lang_day_idx").on(t.lang, t.day)],
);

/**
 * The running totals of each period (the last 7, 30 or 90 days, today included) per language and text: what
 * the staff's report reads, so that it never adds up a period's daily rows. A write adds its counts to every
 * period; the first write or report of a day takes the days that left each period out again
 * (`search_statistics_advanced`).
 */
export const searchStatisticsTotals = pgTable(
  "search_statistics_totals",
  {
    lang: langColumn(),
    days: smallint("days").notNull(),
    text: text("text").notNull(),
    searches: integer("searches").notNull().default(0),
    zeroResults: integer("zero_results").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.days, t.text] }),
    langCheck("search_statistics_totals", t.lang),
    index("search_statistics_totals_top_idx").on(t.lang, t.days, t.searches.desc(), t.text),
    index("search_statistics_totals_zero_idx").on(t.lang, t.days, t.zeroResults.desc(), t.text).where(sql`${t.zeroResults} > 0`),
  ],
);

/** The day up to which the totals' periods have been moved on: one row. */
export const searchStatisticsAdvanced = pgTable("search_statistics_advanced", {
  id: smallint("id").primaryKey().default(1),
  day: date("day").notNull(),
});
