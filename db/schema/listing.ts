/**
 * The catalogue's read side: the denormalized read model `catalog_listing` (rebuilt by db/read-model.ts), its
 * search slice, the signals of the "Recommended" order, and the version the in-memory indexes follow.
 * Functions, triggers, partitions and storage settings that Drizzle does not model are hand-written in
 * the migrations (db/migrations/).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { FilterKind } from "./attributes.ts";
import { productModels, type PriceType } from "./catalog.ts";
import { langCheck, langColumn } from "./columns.ts";

/** PostgreSQL full-text document; filled only by SQL (read-model refresh), never read by the app. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return "tsvector";
  },
});

// ---------------------------------------------------------------------------------------------
// the catalogue read model

/** One colour on a product card. */
export interface ListingColour {
  slug: string;
  control: string;
  name: string;
  hex: string;
  family: string;
  /** Variants of this colour in stock anywhere (colour order on the product page). */
  inStock: number;
}
/** Prices of one tax area on a listing row. */
export interface ListingPrice {
  min: number;
  max: number;
  active: number;
  regular: number;
  club: number | null;
  lowest30d: number | null;
  discountFree: number;
  type: PriceType;
}
export interface ListingTag {
  slug: string;
  name: string;
  bgColor: string;
  textColor: string;
}
export interface ListingRibbon {
  slug: string;
  name: string;
  value: string;
}
export interface ListingProperty {
  slug: string;
  filter: FilterKind;
  unit: string | null;
  /** Value slugs (checkbox) or numbers (range); display names come from the property types. */
  values: (string | number)[];
}

/**
 * One row per product model per language: everything a product card, a filter count or a search needs,
 * so listing, filtering and counting are single indexed queries. Rebuilt by `refreshCatalogListing`.
 * Top-level price columns are those of tax area 1; `prices` holds every tax area.
 */
export const catalogListing = pgTable(
  "catalog_listing",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    brandId: integer("brand_id").notNull(),
    brandName: text("brand_name").notNull(),
    brandSlug: text("brand_slug").notNull(),
    /** Product URL path without language prefix: `/{brandSlug}/{localized group path}/{slug}/`. */
    path: text("path").notNull(),
    mainGroupId: integer("main_group_id"),
    imageId: integer("image_id"),
    /** The first image's uploaded picture (its hash), null when it is a drawing. */
    imagePicture: text("image_picture"),
    colours: jsonb("colours").$type<ListingColour[]>().notNull().default([]),
    /** Colour families (filter values). */
    colourFamilies: text("colour_families").array().notNull().default(sql`'{}'::text[]`),
    /** Size names, in size order. */
    sizes: text("sizes").array().notNull().default(sql`'{}'::text[]`),
    /** Smallest size sort order, for sorting by size. */
    sizeSort: integer("size_sort").notNull().default(0),
    /** Every group the model is in, with all their ancestors. */
    groupIds: integer("group_ids").array().notNull().default(sql`'{}'::int[]`),
    groupPaths: text("group_paths").array().notNull().default(sql`'{}'::text[]`),
    inStockStoreIds: integer("in_stock_store_ids").array().notNull().default(sql`'{}'::int[]`),
    inStockStoreSlugs: text("in_stock_store_slugs").array().notNull().default(sql`'{}'::text[]`),
    /** Orderable now: in stock (not blocked) or on order. */
    isOrderable: boolean("is_orderable").notNull().default(false),
    variantCount: integer("variant_count").notNull().default(0),
    priceMinCents: integer("price_min_cents").notNull().default(0),
    priceMaxCents: integer("price_max_cents").notNull().default(0),
    activeCents: integer("active_cents").notNull().default(0),
    referenceCents: integer("reference_cents").notNull().default(0),
    clubCents: integer("club_cents"),
    lowest30dCents: integer("lowest_30d_cents"),
    /** Discount in basis points of the reference price (best-offer sorting). */
    discountBp: integer("discount_bp").notNull().default(0),
    priceType: text("price_type").$type<PriceType>().notNull().default("normal"),
    prices: jsonb("prices").$type<Record<string, ListingPrice>>().notNull().default({}),
    rating: numeric("rating", { precision: 4, scale: 2 }).notNull().default("0"),
    ratingCount: integer("rating_count").notNull().default(0),
    soldAmount: integer("sold_amount").notNull().default(0),
    salesRank: integer("sales_rank").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    isPublic: boolean("is_public").notNull(),
    isOutlet: boolean("is_outlet").notNull().default(false),
    isBundle: boolean("is_bundle").notNull().default(false),
    isGiftCard: boolean("is_gift_card").notNull().default(false),
    campaignOnly: boolean("campaign_only").notNull().default(false),
    tags: jsonb("tags").$type<ListingTag[]>().notNull().default([]),
    ribbons: jsonb("ribbons").$type<ListingRibbon[]>().notNull().default([]),
    properties: jsonb("properties").$type<ListingProperty[]>().notNull().default([]),
    /** Filter index: property slug -> value slugs (checkbox) or numbers (range); queried with `@>`. */
    propertyValues: jsonb("property_values").$type<Record<string, (string | number)[]>>().notNull().default({}),
    shortDescription: text("short_description").notNull().default(""),
    /** Plain-text description (first 300 characters) for the card and the text filter. */
    description: text("description").notNull().default(""),
    /** Weighted document in the language's text search configuration: name A, brand B, main group C, short description D. */
    search: tsvector("search").notNull(),
    /** Lower-cased "brand name" for pg_trgm similarity (typos). */
    nameTrgm: text("name_trgm").notNull(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.lang] }),
    langCheck("catalog_listing", t.lang),
    index("catalog_listing_search_idx").using("gin", t.search),
    index("catalog_listing_name_trgm_idx").using("gin", t.nameTrgm.op("gin_trgm_ops")),
    index("catalog_listing_group_ids_idx").using("gin", t.groupIds),
    index("catalog_listing_sizes_idx").using("gin", t.sizes),
    index("catalog_listing_stores_idx").using("gin", t.inStockStoreIds),
    index("catalog_listing_property_values_idx").using("gin", t.propertyValues.op("jsonb_path_ops")),
    index("catalog_listing_rank_idx").on(t.lang, t.isPublic, t.salesRank),
    index("catalog_listing_brand_idx").on(t.lang, t.brandId),
    index("catalog_listing_lang_path_idx").on(t.lang, t.path),
    // A campaign's products by filter, the largest discounts first (core/campaigns/campaigns.ts).
    index("catalog_listing_discount_idx")
      .on(t.lang, t.discountBp.desc(), t.modelId)
      .where(sql`${t.isPublic} and not ${t.campaignOnly} and not ${t.isGiftCard}`),
    // The club's offers, the deepest club discount first (the account area and /campaigns/club-offers/).
    index("catalog_listing_club_offers_idx")
      .on(t.lang, sql`((${t.activeCents} - ${t.clubCents})::float8 / ${t.activeCents}) desc`, t.salesRank, t.modelId)
      .where(sql`${t.isPublic} and not ${t.campaignOnly} and not ${t.isGiftCard} and ${t.isOrderable} and ${t.clubCents} is not null and ${t.clubCents} < ${t.activeCents}`),
  ],
);

/**
 * The staff's search text of a model: the lower-cased "brand name" of every language it has, once each, in one
 * narrow row. Rebuilt with the model's listing rows (db/read-model.ts). The staff's name search reads this
 * instead of the listing itself: the listing's wide rows made every trigram match's recheck read a page of its
 * own, and its six rows a model made the index six times as long.
 */
export const modelSearchText = pgTable(
  "model_search_text",
  {
    modelId: integer("model_id")
      .primaryKey()
      .references(() => productModels.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    /** The model's last edit, copied so that the newest matches are picked without reading the models. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  // Without GIN's pending list: every staff search would read the list of rows not yet merged into the index
  // (a millisecond of a 2 ms search after a day of edits), while a model's save is a single row.
  (t) => [index("model_search_text_trgm_idx").using("gin", t.text.op("gin_trgm_ops")).with({ fastupdate: false })],
);

// ---------------------------------------------------------------------------------------------
// recommendation data and listing freshness

/**
 * Product page views per model and day: with sales, the shop's own signal for the "Recommended" order
 * (no third-party recommendation service). Written by `recordView` (db/repositories/listing.ts).
 */
export const productViews = pgTable(
  "product_views",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  // No index on day: the daily popularity refresh reads the whole recent window anyway.
  (t) => [primaryKey({ columns: [t.modelId, t.day] })],
);

/** The "Recommended" score of each model, recomputed by `refreshPopularity` (formula there). */
export const modelPopularity = pgTable("model_popularity", {
  modelId: integer("model_id")
    .primaryKey()
    .references(() => productModels.id, { onDelete: "cascade" }),
  score: integer("score").notNull().default(0),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row whose `version` changes in every transaction that writes `catalog_listing` or `model_popularity`
 * (statement triggers, enabled ALWAYS so they also fire while seeding). The listing service
 * keeps an in-memory filter index per language and rebuilds it when this value differs from the one it read.
 */
export const catalogListingVersion = pgTable("catalog_listing_version", {
  id: smallint("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// catalogue search

/**
 * The text search slice of `catalog_listing`: one narrow row per searchable (public, not campaign-only)
 * model and language, so a search that matches a fifth of the catalogue reads a few megabytes instead of
 * the wide listing rows (measured on 100,000 models: about 20,000 pages of the listing for "takki").
 * Partitioned by language, which keeps a language's rows and its GIN index together.
 * Kept in step with `catalog_listing` by row triggers, in the same transaction as
 * every write of the read model; nothing writes it directly. The keys are lower case, NFKC, with every run
 * of characters other than letters and digits made one space (`catalog_search_key`), like search texts
 * in core/catalog/search/search-service.ts.
 */
export const catalogSearch = pgTable(
  "catalog_search",
  {
    lang: langColumn(),
    modelId: integer("model_id").notNull(),
    /** The listing's weighted document: name A, brand B, main group C, short description D. */
    search: tsvector("search").notNull(),
    /** The product name as a key: an equal search text is an exact hit. */
    nameKey: text("name_key").notNull(),
    /** "brand name" as a key. */
    fullKey: text("full_key").notNull(),
    brandKey: text("brand_key").notNull(),
    salesRank: integer("sales_rank").notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.modelId] }), index("catalog_search_search_idx").using("gin", t.search)],
);
