/**
 * Delivery: the ways an order reaches the shopper, the pick-up points, and what a product may not be sent by or to.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { productModels } from "./catalog.ts";
import { translationTable } from "./columns.ts";

/**
 * A way an order reaches the shopper. The product page lists them in the delivery estimator
 * (GET /api/get_fast_shipping/) and in its delivery limits; the checkout offers them by country and postal code.
 */
export const deliveryMethods = pgTable(
  "delivery_methods",
  {
    slug: text("slug").primaryKey(),
    /** store-express | store-pickup | pickup-point | home | express-home */
    kind: text("kind").notNull(),
    /** Delivery countries served (lower-case codes); empty: every enabled country. */
    countries: text("countries").array().notNull().default(sql`'{}'::text[]`),
    /** Delivery countries not served, when `countries` is empty. */
    excludedCountries: text("excluded_countries").array().notNull().default(sql`'{}'::text[]`),
    /** Leading digits of the postal codes served; empty: all. */
    postalPrefixes: text("postal_prefixes").array().notNull().default(sql`'{}'::text[]`),
    /** Cents of EUR, VAT included. */
    priceCents: integer("price_cents").notNull(),
    /** Free from this order value (cents); null: never free. */
    freeFromCents: integer("free_from_cents"),
    /** Working days the carrier adds to the shipping time within Finland; abroad the country's days apply. */
    transitDaysMin: smallint("transit_days_min").notNull().default(0),
    transitDaysMax: smallint("transit_days_max").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    isEnabled: boolean("is_enabled").notNull().default(true),
  },
  (t) => [
    check(
      "delivery_methods_kind_check",
      sql`${t.kind} in ('store-express', 'store-pickup', 'pickup-point', 'home', 'express-home')`,
    ),
    check("delivery_methods_transit_check", sql`${t.transitDaysMin} >= 0 and ${t.transitDaysMax} >= ${t.transitDaysMin}`),
  ],
);

export const deliveryMethodTranslations = translationTable(
  "delivery_method_translations",
  { methodSlug: text("method_slug") },
  () => deliveryMethods.slug,
  {
    name: text("name").notNull(),
  },
);

/**
 * Delivery limits of a model (variant_id 0) and of single variants that differ from it, e.g. skis
 * too long for a parcel locker or knives that are not shipped to the United Kingdom.
 */
export const deliveryLimits = pgTable(
  "delivery_limits",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    /** 0 for the whole model. */
    variantId: integer("variant_id").notNull().default(0),
    /** Delivery method slugs allowed; null: every method. */
    allowedMethods: text("allowed_methods").array(),
    /** Delivery countries (lower-case codes) the product is not shipped to. */
    blockedCountries: text("blocked_countries").array().notNull().default(sql`'{}'::text[]`),
    /** Outside Finland each piece travels as its own package, charged per package. */
    perInternationalPackage: boolean("per_international_package").notNull().default(false),
    /** Why, per language, shown after 'This product is not shipped to {country}'. */
    blockInfoText: jsonb("block_info_text").$type<Partial<Record<string, string>>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.variantId] })],
);

/** Parcel lockers and pick-up points of the pickup-point delivery method, found by postal code. */
export const pickupPoints = pgTable(
  "pickup_points",
  {
    id: text("id").primaryKey(),
    methodSlug: text("method_slug")
      .notNull()
      .references(() => deliveryMethods.slug, { onDelete: "cascade" }),
    countryCode: text("country_code").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("pickup_points_area_idx").on(t.countryCode, t.postalCode)],
);

