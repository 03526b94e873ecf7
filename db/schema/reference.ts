/**
 * Reference data: currencies, tax areas and rates, delivery countries, and the stores.
 */
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { translationTable } from "./columns.ts";

/** A delivery country's added days, keyed by the variant's shipping time, plus the added days of ski bundles. */
export interface DeliveryDays {
  [shippingTime: string]: { start: number; end: number } | undefined;
  ski_bundle_days?: { start: number; end: number };
}

/** Opening hours of a store: weekday (mon..sun) -> "10-20", or null when closed; plus dated exceptions. */
export interface OpeningHours {
  regular: Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", string | null>;
  exceptions?: { date: string; hours: string | null }[];
}

export const currencies = pgTable("currencies", {
  /** Lower-case ISO code: eur, sek, usd ... */
  code: text("code").primaryKey(),
  /** Units of this currency per 1 EUR. */
  rate: numeric("rate", { precision: 14, scale: 6 }).notNull(),
  symbol: text("symbol").notNull(),
  /** Display pattern with `{amount}` where the number goes, e.g. "{amount} €", "${amount}". */
  format: text("format").notNull(),
  /** Rounded to whole units when shown (chf, czk, dkk, jpy, pln, rub, sek, nok). */
  roundWhole: boolean("round_whole").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const taxAreas = pgTable("tax_areas", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const taxRates = pgTable(
  "tax_rates",
  {
    taxAreaId: integer("tax_area_id")
      .notNull()
      .references(() => taxAreas.id),
    /** standard | reduced | books | zero */
    taxClass: text("tax_class").notNull(),
    /** Basis points: 2550 = 25.5 %. */
    rateBp: integer("rate_bp").notNull(),
  },
  (t) => [primaryKey({ columns: [t.taxAreaId, t.taxClass] })],
);

export const countries = pgTable(
  "countries",
  {
    /** Lower-case ISO 3166 alpha-2 code: fi, se, de ... */
    code: text("code").primaryKey(),
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code),
    taxAreaId: integer("tax_area_id")
      .notNull()
      .references(() => taxAreas.id),
    isEuMember: boolean("is_eu_member").notNull().default(false),
    isEnabled: boolean("is_enabled").notNull().default(true),
    deliveryDays: jsonb("delivery_days").$type<DeliveryDays>().notNull().default({}),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [check("countries_code_check", sql`${t.code} ~ '^[a-z]{2}$'`)],
);

export const countryTranslations = translationTable(
  "country_translations",
  { countryCode: text("country_code") },
  () => countries.code,
  {
    name: text("name").notNull(),
  },
);

// ---------------------------------------------------------------------------------------------
// stores

export const stores = pgTable("stores", {
  /** Store 20 is the central web warehouse. */
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  shortName: text("short_name").notNull(),
  /** retail | web */
  type: text("type").notNull().default("retail"),
  pikanouto: boolean("pikanouto").notNull().default(false),
  nouto: boolean("nouto").notNull().default(false),
  /** Shown in availability lists when above 0, ordered by it. */
  stockDisplayOrder: integer("stock_display_order").notNull().default(0),
  address: text("address").notNull().default(""),
  city: text("city").notNull().default(""),
  postalCode: text("postal_code").notNull().default(""),
  phone: text("phone").notNull().default(""),
  email: text("email").notNull().default(""),
  openingHours: jsonb("opening_hours").$type<OpeningHours>(),
  latitude: numeric("latitude", { precision: 9, scale: 6 }),
  longitude: numeric("longitude", { precision: 9, scale: 6 }),
  isMain: boolean("is_main").notNull().default(false),
  /**
   * When staff removed a store that history still names (till receipts, complaints, past pickups): it is kept for
   * them and is in no list of the shop or the back office. A store nothing names is deleted instead.
   */
  removedAt: timestamp("removed_at", { withTimezone: true }),
});

export const storeTranslations = translationTable(
  "store_translations",
  { storeId: integer("store_id") },
  () => stores.id,
  {
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    descriptionHtml: text("description_html").notNull().default(""),
  },
);
