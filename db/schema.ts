/**
 * The one database schema of the shop (documents 1-3).
 *
 * Conventions (docs/decisions/0002-database-schema.md):
 * - TypeScript keys are camelCase, SQL names snake_case.
 * - Ids are integers; catalogue ids are given explicitly by the catalogue (store 20, models 2427 and 1412),
 *   so catalogue tables use plain `integer` primary keys, while user-generated rows use `serial`.
 * - Money is integer cents of EUR (columns end in `_cents`); VAT rates are basis points (2550 = 25.5 %).
 * - Every translatable text lives in a `*_translations` table keyed by (owner id, lang).
 * - `catalog_listing` is the denormalized read model (ARCHITECTURE "Catalogue reads"), rebuilt by db/read-model.ts.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { LANGUAGES } from "../i18n/languages.ts";

// ---------------------------------------------------------------------------------------------
// helpers

/** PostgreSQL full-text document; filled only by SQL (read-model refresh), never read by the app. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return "tsvector";
  },
});

const LANG_LIST = sql.raw(LANGUAGES.map((l) => `'${l}'`).join(", "));

/** A `lang` column limited to the six storefront languages. */
const langColumn = () => text("lang").notNull();
const langCheck = (name: string, column: AnyPgColumn): ReturnType<typeof check> =>
  check(`${name}_lang_check`, sql`${column} in (${LANG_LIST})`);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export type PriceType = "outdoor" | "outlet" | "discount" | "club" | "normal";
export type FilterKind = "range" | "checkbox";
/** Drawing kinds of generated product images; the same list as PRODUCT_SHAPES in core/images/product-svg.ts. */
export type ImageShape =
  | "jacket"
  | "vest"
  | "fleece"
  | "shirt"
  | "trousers"
  | "shorts"
  | "hat"
  | "gloves"
  | "boot"
  | "shoe"
  | "sandal"
  | "sock"
  | "backpack"
  | "tent"
  | "sleeping-bag"
  | "sleeping-pad"
  | "ski"
  | "snowboard"
  | "ski-pole"
  | "ski-boot"
  | "binding"
  | "helmet"
  | "goggles"
  | "climbing-harness"
  | "carabiner"
  | "rope"
  | "stove"
  | "pot"
  | "bottle"
  | "headlamp"
  | "knife"
  | "map"
  | "compass"
  | "gift-card"
  | "generic";

/** Country delivery setup (document 2 §3): extra days keyed by shipping-time string, plus ski-bundle days. */
export interface DeliveryDays {
  [shippingTime: string]: { start: number; end: number } | undefined;
  ski_bundle_days?: { start: number; end: number };
}

/** Opening hours of a store: weekday (mon..sun) -> "10-20", or null when closed; plus dated exceptions. */
export interface OpeningHours {
  regular: Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", string | null>;
  exceptions?: { date: string; hours: string | null }[];
}

/** Parsed size table (document 2 §3): sizes with size and product type, rows with unit and values. */
export interface ParsedSizeTable {
  sizes: { size: string; product_type: string | null }[];
  rows: { unit: string; label: Partial<Record<string, string>>; values: string[] }[];
}

/** Ski wizard membership of a model (document 2 §3: belongsTo, group, sport). */
export interface SkiWizardData {
  belongsTo: string[];
  group: "skis" | "bindings" | "boots";
  sport: "alpine" | "nordic";
  /** Compatibility key: models sharing a key fit together (binding standard / boot sole norm). */
  norms?: string[];
}

// ---------------------------------------------------------------------------------------------
// money, countries, tax

export const currencies = pgTable("currencies", {
  /** Lower-case ISO code: eur, sek, usd ... */
  code: text("code").primaryKey(),
  /** Units of this currency per 1 EUR. */
  rate: numeric("rate", { precision: 14, scale: 6 }).notNull(),
  symbol: text("symbol").notNull(),
  /** Display pattern with `{amount}` where the number goes, e.g. "{amount} €", "${amount}". */
  format: text("format").notNull(),
  /** Rounded to whole units when shown (document 1 §9: chf, czk, dkk, jpy, pln, rub, sek, nok). */
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

export const countryTranslations = pgTable(
  "country_translations",
  {
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.lang] }), langCheck("country_translations", t.lang)],
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
  /** Shown in availability lists when above 0, ordered by it (document 2 §4). */
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
});

export const storeTranslations = pgTable(
  "store_translations",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    descriptionHtml: text("description_html").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.lang] }), langCheck("store_translations", t.lang)],
);

// ---------------------------------------------------------------------------------------------
// product groups

export const productGroups = pgTable(
  "product_groups",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => productGroups.id),
    /** Language-neutral (English) slug and full lower-case path, e.g. `jackets/hardshell-jackets`. */
    slug: text("slug").notNull(),
    path: text("path").notNull().unique(),
    depth: smallint("depth").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    showInMenu: boolean("show_in_menu").notNull().default(true),
    /** Default sorting, either form of document 2 §4 (e.g. `popular` or `most-sold`). */
    groupSorting: text("group_sorting"),
    /** Property type slugs offered as filters on this group's page. */
    filterableProperties: jsonb("filterable_properties").$type<string[]>().notNull().default([]),
    image: text("image"),
    isOutlet: boolean("is_outlet").notNull().default(false),
  },
  (t) => [index("product_groups_parent_idx").on(t.parentId)],
);

export const productGroupTranslations = pgTable(
  "product_group_translations",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    slug: text("slug").notNull(),
    /** Localized full path, e.g. `takit/kuoritakit`. */
    path: text("path").notNull(),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    descriptionHtml: text("description_html").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.lang] }),
    uniqueIndex("product_group_translations_lang_path_idx").on(t.lang, t.path),
    langCheck("product_group_translations", t.lang),
  ],
);

/** Link tiles of a group in one language (document 1 §3 resources: links with slug/image/title). */
export const productGroupLinks = pgTable(
  "product_group_links",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
    lang: langColumn(),
    sortOrder: integer("sort_order").notNull().default(0),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    image: text("image"),
  },
  (t) => [index("product_group_links_group_idx").on(t.groupId, t.lang), langCheck("product_group_links", t.lang)],
);

// ---------------------------------------------------------------------------------------------
// brands

export const brands = pgTable("brands", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  /** Brand names are the same in every language. */
  name: text("name").notNull(),
  logo: text("logo"),
  /** Colour of the generated logo and brand accents (#rrggbb). */
  colorHex: text("color_hex").notNull().default("#1f5d3a"),
  promoImages: jsonb("promo_images").$type<string[]>().notNull().default([]),
  isPublic: boolean("is_public").notNull().default(true),
});

export const brandTranslations = pgTable(
  "brand_translations",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    lang: langColumn(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.lang] }), langCheck("brand_translations", t.lang)],
);

// ---------------------------------------------------------------------------------------------
// colours, product types, size tables

export const colours = pgTable("colours", {
  slug: text("slug").primaryKey(),
  hex: text("hex").notNull(),
  /** Basic colour used by the colour filter (e.g. `forest` -> `green`); equals slug for basic colours. */
  family: text("family").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const colourTranslations = pgTable(
  "colour_translations",
  {
    colourSlug: text("colour_slug")
      .notNull()
      .references(() => colours.slug, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.colourSlug, t.lang] }), langCheck("colour_translations", t.lang)],
);

export const productTypes = pgTable("product_types", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const productTypeTranslations = pgTable(
  "product_type_translations",
  {
    productTypeId: integer("product_type_id")
      .notNull()
      .references(() => productTypes.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
    title: text("title").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productTypeId, t.lang] }), langCheck("product_type_translations", t.lang)],
);

export const sizeTables = pgTable("size_tables", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  parsed: jsonb("parsed").$type<ParsedSizeTable>().notNull(),
  image: text("image"),
  hideImage: boolean("hide_image").notNull().default(false),
  images: jsonb("images").$type<string[]>().notNull().default([]),
});

export const sizeTableTranslations = pgTable(
  "size_table_translations",
  {
    sizeTableId: integer("size_table_id")
      .notNull()
      .references(() => sizeTables.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
    infoText: text("info_text").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.sizeTableId, t.lang] }), langCheck("size_table_translations", t.lang)],
);

// ---------------------------------------------------------------------------------------------
// product models and variants

export const productModels = pgTable(
  "product_models",
  {
    id: integer("id").primaryKey(),
    /** Language-neutral slug; the localized slugs are in product_model_translations. */
    slug: text("slug").notNull().unique(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    mainGroupId: integer("main_group_id").references(() => productGroups.id),
    isPublic: boolean("is_public").notNull().default(true),
    isBundle: boolean("is_bundle").notNull().default(false),
    isGiftCard: boolean("is_gift_card").notNull().default(false),
    campaignOnly: boolean("campaign_only").notNull().default(false),
    isExtendedRange: boolean("is_extended_range").notNull().default(false),
    belongsToOutlet: boolean("belongs_to_outlet").notNull().default(false),
    isMultiColor: boolean("is_multi_color").notNull().default(false),
    showDiscountPercentage: boolean("show_discount_percentage").notNull().default(true),
    /** Whether discounts (price mode discount) are allowed for this model (document 2 §4). */
    discountsAllowed: boolean("discounts_allowed").notNull().default(true),
    promotedColour: text("promoted_colour").references(() => colours.slug),
    taxClass: text("tax_class").notNull().default("standard"),
    modelnumber: text("modelnumber").notNull().default(""),
    uuid: text("uuid").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sizeTableId: integer("size_table_id").references(() => sizeTables.id),
    /** End of the current offer; the price-ending notice (document 2 §5). */
    priceEnding: timestamp("price_ending", { withTimezone: true }),
    /** 1 = best seller. */
    salesRank: integer("sales_rank").notNull().default(0),
    soldAmount: integer("sold_amount").notNull().default(0),
    /** Average rating on the 0-10 scale, kept in step with visible reviews. */
    ratingAvg: numeric("rating_avg", { precision: 4, scale: 2 }).notNull().default("0"),
    ratingCount: integer("rating_count").notNull().default(0),
    skiWizard: jsonb("ski_wizard").$type<SkiWizardData>(),
    /** Orderable without stock (made or ordered on demand). */
    onOrder: boolean("on_order").notNull().default(false),
    secondHandParentId: integer("second_hand_parent_id").references((): AnyPgColumn => productModels.id),
    quote: jsonb("quote").$type<{ image: string | null; name: string } | null>(),
  },
  (t) => [index("product_models_brand_idx").on(t.brandId), index("product_models_main_group_idx").on(t.mainGroupId)],
);

export const productModelTranslations = pgTable(
  "product_model_translations",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    longDescriptionHtml: text("long_description_html").notNull().default(""),
    /**
     * The long description as plain text (`htmlToPlainText` in db/plain-text.ts), written together with the
     * HTML: the read model and text filters use it, and stripping tags in SQL on every refresh was costly.
     */
    descriptionText: text("description_text").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    modelNotice: text("model_notice").notNull().default(""),
    /** Quote text for the fi quote box. */
    quoteText: text("quote_text").notNull().default(""),
    /** True when this text was machine translated from `original_lang` (document 2: original/translated toggle). */
    machineTranslated: boolean("machine_translated").notNull().default(false),
    originalLang: text("original_lang"),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.lang] }),
    index("product_model_translations_lang_slug_idx").on(t.lang, t.slug),
    langCheck("product_model_translations", t.lang),
  ],
);

export const productModelGroups = pgTable(
  "product_model_groups",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.groupId] }), index("product_model_groups_group_idx").on(t.groupId)],
);

export const variants = pgTable(
  "variants",
  {
    id: integer("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    colourSlug: text("colour_slug").references(() => colours.slug),
    /** Control name of the colour (the select-color query value), e.g. `010-black`. */
    colorControl: text("color_control").notNull().default(""),
    sizeName: text("size_name").notNull().default(""),
    sizeSlug: text("size_slug").notNull().default(""),
    sizeSortOrder: integer("size_sort_order").notNull().default(0),
    productTypeId: integer("product_type_id").references(() => productTypes.id),
    teksonumber: text("teksonumber").notNull(),
    ean: text("ean"),
    /** Shipping time number in days (document 2 §4: thresholds 2, 30, 60, 999). */
    shippingTime: integer("shipping_time").notNull().default(2),
    /** Date of the next incoming delivery, if any. */
    incomingAt: date("incoming_at"),
    incomingQuantity: integer("incoming_quantity").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("variants_model_idx").on(t.modelId), uniqueIndex("variants_teksonumber_idx").on(t.teksonumber)],
);

/** Prices per variant per tax area (document 2 §3 "Price"). All cents of EUR, VAT included. */
export const variantPrices = pgTable(
  "variant_prices",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    taxAreaId: integer("tax_area_id")
      .notNull()
      .references(() => taxAreas.id),
    activeCents: integer("active_cents").notNull(),
    regularCents: integer("regular_cents").notNull(),
    clubCents: integer("club_cents"),
    /** Price without any discount campaign (document 2: discount_free). */
    discountFreeCents: integer("discount_free_cents").notNull(),
    normalCents: integer("normal_cents").notNull(),
    originalCents: integer("original_cents").notNull(),
    discountValueCents: integer("discount_value_cents").notNull().default(0),
    lowest30dCents: integer("lowest_30d_cents"),
    /** outdoor | outlet | discount | club | normal */
    priceType: text("price_type").$type<PriceType>().notNull().default("normal"),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.taxAreaId] }),
    check(
      "variant_prices_price_type_check",
      sql`${t.priceType} in ('outdoor', 'outlet', 'discount', 'club', 'normal')`,
    ),
    check("variant_prices_non_negative_check", sql`${t.activeCents} >= 0 and ${t.regularCents} >= 0`),
  ],
);

export const stock = pgTable(
  "stock",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    quantity: integer("quantity").notNull().default(0),
    reserved: integer("reserved").notNull().default(0),
    /** Online purchase from this store's stock is temporarily blocked. */
    blocked: boolean("blocked").notNull().default(false),
    shelfCode: text("shelf_code"),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.storeId] }), index("stock_store_idx").on(t.storeId)],
);

/**
 * Back-in-stock requests (document 2 §5 notifier): one pending request per variant and address; the
 * stock-notification job mails it once the variant can be ordered again and marks it notified.
 */
export const stockNotifications = pgTable(
  "stock_notifications",
  {
    id: serial("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    /** Stored as `normalizeAddress` returns it (domain lower-cased). */
    email: text("email").notNull(),
    lang: langColumn(),
    createdAt: createdAt(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_notifications_pending_idx").on(t.variantId, t.email).where(sql`${t.notifiedAt} is null`),
    index("stock_notifications_email_idx").on(t.email),
    langCheck("stock_notifications", t.lang),
  ],
);

/**
 * Product images. The picture itself is drawn (SVG) from shape and colours by the image route
 * `/images/products/{id}-{width}.svg`; `variant colour` ties an image to one colour of the model.
 */
export const images = pgTable(
  "images",
  {
    id: integer("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    colourSlug: text("colour_slug").references(() => colours.slug),
    sortOrder: integer("sort_order").notNull().default(0),
    shape: text("shape").$type<ImageShape>().notNull().default("generic"),
    /** Main and accent colours (#rrggbb) the drawing uses. */
    hex: text("hex").notNull(),
    accentHex: text("accent_hex").notNull(),
    /** Which view of the product (0 front, 1 back, 2 detail, ...). */
    view: smallint("view").notNull().default(0),
  },
  (t) => [index("images_model_idx").on(t.modelId, t.sortOrder)],
);

export const imageTranslations = pgTable(
  "image_translations",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    lang: langColumn(),
    caption: text("caption").notNull().default(""),
    title: text("title").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.lang] }), langCheck("image_translations", t.lang)],
);

// ---------------------------------------------------------------------------------------------
// properties, tags, ribbons

export const propertyTypes = pgTable(
  "property_types",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    bgColor: text("bg_color").notNull().default("#eeeeee"),
    textColor: text("text_color").notNull().default("#222222"),
    /** range: numeric values with min/max filter; checkbox: named values. */
    filterKind: text("filter_kind").$type<FilterKind>().notNull(),
    /** Unit shown in square brackets after the name, e.g. `g`, `mm`. */
    unit: text("unit"),
    sortOrder: integer("sort_order").notNull().default(0),
    isFilterable: boolean("is_filterable").notNull().default(true),
  },
  (t) => [check("property_types_filter_kind_check", sql`${t.filterKind} in ('range', 'checkbox')`)],
);

export const propertyTypeTranslations = pgTable(
  "property_type_translations",
  {
    propertyTypeId: integer("property_type_id")
      .notNull()
      .references(() => propertyTypes.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyTypeId, t.lang] }), langCheck("property_type_translations", t.lang)],
);

/** The named values of checkbox properties (e.g. gender: men, women, unisex). */
export const propertyValues = pgTable(
  "property_values",
  {
    id: integer("id").primaryKey(),
    propertyTypeId: integer("property_type_id")
      .notNull()
      .references(() => propertyTypes.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("property_values_type_slug_idx").on(t.propertyTypeId, t.slug)],
);

export const propertyValueTranslations = pgTable(
  "property_value_translations",
  {
    propertyValueId: integer("property_value_id")
      .notNull()
      .references(() => propertyValues.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyValueId, t.lang] }), langCheck("property_value_translations", t.lang)],
);

/** A model's property: a named value (checkbox) or a number (range). */
export const modelProperties = pgTable(
  "model_properties",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    propertyTypeId: integer("property_type_id")
      .notNull()
      .references(() => propertyTypes.id, { onDelete: "cascade" }),
    propertyValueId: integer("property_value_id").references(() => propertyValues.id, { onDelete: "cascade" }),
    valueNum: numeric("value_num", { precision: 14, scale: 3 }),
    /** The value is for one item of a pair/set (e.g. weight of one shoe). */
    isForOneItem: boolean("is_for_one_item").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("model_properties_model_idx").on(t.modelId),
    index("model_properties_type_idx").on(t.propertyTypeId),
    check(
      "model_properties_value_check",
      sql`(${t.propertyValueId} is not null) <> (${t.valueNum} is not null)`,
    ),
  ],
);

export const tags = pgTable("tags", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  bgColor: text("bg_color").notNull(),
  textColor: text("text_color").notNull(),
});

export const tagTranslations = pgTable(
  "tag_translations",
  {
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.lang] }), langCheck("tag_translations", t.lang)],
);

export const modelTags = pgTable(
  "model_tags",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.tagId] }), index("model_tags_tag_idx").on(t.tagId)],
);

export const ribbons = pgTable("ribbons", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  /** Colours as 'background;text' (document 2 §3). */
  value: text("value").notNull(),
});

export const ribbonTranslations = pgTable(
  "ribbon_translations",
  {
    ribbonId: integer("ribbon_id")
      .notNull()
      .references(() => ribbons.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ribbonId, t.lang] }), langCheck("ribbon_translations", t.lang)],
);

export const modelRibbons = pgTable(
  "model_ribbons",
  {
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    ribbonId: integer("ribbon_id")
      .notNull()
      .references(() => ribbons.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.ribbonId] })],
);

// ---------------------------------------------------------------------------------------------
// bundles and gift cards

/** A bundle sold on its main model's page; its cart variant id is the main model id and sub-variant ids hyphen-joined. */
export const bundles = pgTable(
  "bundles",
  {
    id: integer("id").primaryKey(),
    mainModelId: integer("main_model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("bundles_main_model_idx").on(t.mainModelId)],
);

export const bundleTranslations = pgTable(
  "bundle_translations",
  {
    bundleId: integer("bundle_id")
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.lang] }), langCheck("bundle_translations", t.lang)],
);

export const bundleModels = pgTable(
  "bundle_models",
  {
    bundleId: integer("bundle_id")
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.modelId] })],
);

/** Bundle price per tax area: the whole bundle's price against the sum of its parts. */
export const bundlePrices = pgTable(
  "bundle_prices",
  {
    bundleId: integer("bundle_id")
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    taxAreaId: integer("tax_area_id")
      .notNull()
      .references(() => taxAreas.id),
    activeCents: integer("active_cents").notNull(),
    regularCents: integer("regular_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.taxAreaId] })],
);

export const giftCardTemplates = pgTable(
  "gift_card_templates",
  {
    id: integer("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    image: text("image"),
    hex: text("hex").notNull().default("#2f6b3a"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("gift_card_templates_model_idx").on(t.modelId)],
);

export const giftCardTemplateTranslations = pgTable(
  "gift_card_template_translations",
  {
    templateId: integer("template_id")
      .notNull()
      .references(() => giftCardTemplates.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.lang] }), langCheck("gift_card_template_translations", t.lang)],
);

// ---------------------------------------------------------------------------------------------
// gift campaigns (document 2 §4 "Gift campaign"; document 3: organisations create them and their codes)

/**
 * A gift campaign: a company gives its people codes, each worth one product of the campaign's
 * selection. `slug` is the category of /giftcampaigns/{category}.
 */
export const giftCampaigns = pgTable(
  "gift_campaigns",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    isActive: boolean("is_active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** The company that made it (its VAT number; core/product/company-campaigns.ts); null for the shop's own. */
    companyVatNumber: text("company_vat_number"),
    createdBy: integer("created_by").references(() => customers.id, { onDelete: "set null" }),
  },
  (t) => [index("gift_campaigns_company_idx").on(t.companyVatNumber, t.createdAt).where(sql`${t.companyVatNumber} is not null`)],
);

export const giftCampaignTranslations = pgTable(
  "gift_campaign_translations",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => giftCampaigns.id, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.lang] }), langCheck("gift_campaign_translations", t.lang)],
);

/** The models a code of the campaign can be redeemed for. */
export const giftCampaignModels = pgTable(
  "gift_campaign_models",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => giftCampaigns.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.modelId] })],
);

/** One code, one product: `code` is stored upper-case (codes are typed in any case). */
export const giftCampaignCodes = pgTable(
  "gift_campaign_codes",
  {
    code: text("code").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => giftCampaigns.id, { onDelete: "cascade" }),
    /** Set when the order paying with the code is placed (the checkout issue). */
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  },
  (t) => [index("gift_campaign_codes_campaign_idx").on(t.campaignId), check("gift_campaign_codes_upper_check", sql`${t.code} = upper(${t.code})`)],
);

// ---------------------------------------------------------------------------------------------
// delivery methods and a product's delivery limits (document 2 §3 "Delivery limit data", §7)

/**
 * A way an order reaches the shopper. The product page lists them in the delivery estimator
 * (GET /api/get_fast_shipping/) and in its delivery limits; the checkout issue adds what it needs.
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

export const deliveryMethodTranslations = pgTable(
  "delivery_method_translations",
  {
    methodSlug: text("method_slug")
      .notNull()
      .references(() => deliveryMethods.slug, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.methodSlug, t.lang] }), langCheck("delivery_method_translations", t.lang)],
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

// ---------------------------------------------------------------------------------------------
// checkout: discount codes, gift cards as payment, payment methods (issue 5)

/** Discount codes (core/checkout/discount-codes.ts): one per order, on the rows that allow discounts. */
export const discountCodes = pgTable(
  "discount_codes",
  {
    /** Stored upper-case without spaces. */
    code: text("code").primaryKey(),
    /** percent: value in basis points (1500 = 15 %); amount: value in cents. */
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    minimumCents: integer("minimum_cents").notNull().default(0),
    /** Orders the code may still be used for; null: unlimited. Placing an order counts one down. */
    usesLeft: integer("uses_left"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("discount_codes_kind_check", sql`${t.kind} in ('percent', 'amount')`),
    check("discount_codes_value_check", sql`${t.value} > 0 and (${t.kind} = 'amount' or ${t.value} <= 10000)`),
    check("discount_codes_code_check", sql`${t.code} = upper(${t.code}) and ${t.code} !~ '[[:space:]]'`),
  ],
);

/** Gift cards that pay (core/checkout/gift-card-payments.ts); the balance is taken when an order is placed. */
export const giftCardAccounts = pgTable(
  "gift_card_accounts",
  {
    /** As printed on the card, stored upper-case. */
    code: text("code").primaryKey(),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("gift_card_accounts_balance_check", sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`),
    // The form shoppers' codes are compared in (upper case, no spaces); ':' joins a code to an order number.
    check("gift_card_accounts_code_check", sql`${t.code} = upper(${t.code}) and ${t.code} !~ '[[:space:]:]'`),
  ],
);

/** Payment methods offered at checkout, each served by a payment provider (issue 5). */
export const paymentMethods = pgTable("payment_methods", {
  slug: text("slug").primaryKey(),
  /** The provider adapter that takes the payment (`test` is the built-in local one). */
  provider: text("provider").notNull(),
  /** Delivery countries (lower-case); empty: all. */
  countries: text("countries").array().notNull().default(sql`'{}'::text[]`),
  minCents: integer("min_cents").notNull().default(1),
  maxCents: integer("max_cents"),
  sortOrder: integer("sort_order").notNull().default(0),
  isEnabled: boolean("is_enabled").notNull().default(true),
});

export const paymentMethodTranslations = pgTable(
  "payment_method_translations",
  {
    methodSlug: text("method_slug")
      .notNull()
      .references(() => paymentMethods.slug, { onDelete: "cascade" }),
    lang: langColumn(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.methodSlug, t.lang] }), langCheck("payment_method_translations", t.lang)],
);

// ---------------------------------------------------------------------------------------------
// customers and reviews (customers, orders and returns grow in their own issues)

export const customers = pgTable("customers", {
  id: serial("id").primaryKey(),
  /** Stored lower-cased. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash"),
  /** Stored for staff only (document 1 §6). */
  username: text("username"),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  phone: text("phone").notNull().default(""),
  /** The customer's delivery address (account area), which the payment step fills in. */
  address: text("address").notNull().default(""),
  postcode: text("postcode").notNull().default(""),
  city: text("city").notNull().default(""),
  lang: text("lang").notNull().default("fi"),
  isStaff: boolean("is_staff").notNull().default(false),
  isAdmin: boolean("is_admin").notNull().default(false),
  isOrgUser: boolean("is_org_user").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  activatedAt: timestamp("activated_at", { withTimezone: true }),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  /** JSON string with products (document 1 §3: cart_content). */
  cartContent: text("cart_content"),
  /** Reminder mail (reviews of what was bought) may be sent; the stop link in every reminder clears it. */
  remindersAllowed: boolean("reminders_allowed").notNull().default(true),
  /** The customer club (core/accounts/club.ts): the member number on the card, null for a non-member. */
  clubNumber: text("club_number").unique(),
  clubJoinedAt: timestamp("club_joined_at", { withTimezone: true }),
  /** Interest slugs of CLUB_INTERESTS, for the club's offers and mail. */
  interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
  /** Scout and Suomen Latu memberships (document 3 §3 "Club and membership"), as the member typed them. */
  scoutGroup: text("scout_group").notNull().default(""),
  scoutMemberId: text("scout_member_id").notNull().default(""),
  latuMemberId: text("latu_member_id").notNull().default(""),
  latuBranch: text("latu_branch").notNull().default(""),
  /** "male", "female" or "" (not given): core/accounts/club.ts GENDERS. */
  gender: text("gender").notNull().default(""),
});

/**
 * Company accounts (core/accounts/company-accounts.ts): the company a customer buys for, waiting for the
 * staff's verification; once verified the customer is an organisation user (`customers.is_org_user`).
 */
export const companyAccounts = pgTable(
  "company_accounts",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    /** Normalised: `FI12345678`. */
    vatNumber: text("vat_number").notNull(),
    status: text("status").$type<"pending" | "verified" | "rejected">().notNull().default("pending"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => customers.id, { onDelete: "set null" }),
  },
  (t) => [
    check("company_accounts_status_check", sql`${t.status} in ('pending', 'verified', 'rejected')`),
    index("company_accounts_pending_idx").on(t.appliedAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Club member numbers: the card's number is this sequence's value with a Luhn check digit. */
export const clubNumberSeq = pgSequence("club_number_seq", { startWith: 1000001 });

/**
 * Keys for signing links that must keep working without a row of their own (the stop-reminders link):
 * made once by whichever process needs one first, so that every process signs alike.
 */
export const signingKeys = pgTable("signing_keys", {
  name: text("name").primaryKey(),
  key: text("key").notNull(),
  createdAt: createdAt(),
});

/**
 * Sign-in sessions (docs/decisions/0016): the token lives in the browser's cookie, only its SHA-256
 * here, so a copy of the table signs nobody in. Revoking is deleting the row.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /**
     * A sign-in carried to another storefront (core/accounts/storefront-handoff.ts) is a session of its own
     * in the same family: the `token_hash` of the session it all began with. Null for that first one. Log-out
     * ends the whole family, so signing out on one storefront signs out on every one it was carried to.
     */
    family: text("family"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("sessions_customer_idx").on(t.customerId),
    index("sessions_expires_idx").on(t.expiresAt),
    index("sessions_family_idx").on(t.family),
  ],
);

/**
 * A shopper's cart and sign-in on their way to another language's storefront (core/accounts/storefront-handoff.ts):
 * stored under the SHA-256 of a single-use token the language link carries, for a minute or two, redeemable
 * only on the storefront `lang`. Redeeming re-keys the row under a second token, by which the arriving page
 * picks the cart up once.
 */
export const storefrontHandoffs = pgTable(
  "storefront_handoffs",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The storefront it was made for. */
    lang: langColumn(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    /** The carried session's family and end: the session made on arrival belongs to it and ends with it. */
    sessionFamily: text("session_family"),
    sessionExpiresAt: timestamp("session_expires_at", { withTimezone: true }),
    /** The cart's choices as JSON text (the shape of `customers.cart_content`). */
    cartContent: text("cart_content"),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("storefront_handoffs_expires_idx").on(t.expiresAt), langCheck("storefront_handoffs", t.lang)],
);

/** Accounts signed in through an OpenID Connect provider (core/accounts/social-login.ts): the provider's subject. */
export const oidcIdentities = pgTable(
  "oidc_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index("oidc_identities_customer_idx").on(t.customerId)],
);

/**
 * Social log-ins under way: what the callback needs (PKCE verifier, nonce, where to return), under the
 * SHA-256 of the state the browser carries, so that any process can finish what another started.
 */
export const oidcLogins = pgTable("oidc_logins", {
  stateHash: text("state_hash").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  next: text("next").notNull().default("/"),
  lang: langColumn(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * One-time links mailed to a customer (activation, password reset, account deletion): only the
 * SHA-256 of the token is stored, as with sessions. A link works once and until `expires_at`;
 * issuing a new link of a purpose ends the customer's earlier unused ones.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"activate" | "reset" | "delete">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("account_tokens_customer_idx").on(t.customerId, t.purpose),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('activate', 'reset', 'delete')`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.modelId] })],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    lang: langColumn(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** 0-10; stars = rating / 2. */
    rating: smallint("rating").notNull(),
    visibleName: text("visible_name").notNull(),
    comment: text("comment").notNull().default(""),
    /** Reviewer's size feeling: 2, 4, 6, 8, 10 from small to large. */
    size: smallint("size"),
    votesUp: integer("votes_up").notNull().default(0),
    votesDown: integer("votes_down").notNull().default(0),
    isVisible: boolean("is_visible").notNull().default(true),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    index("reviews_model_idx").on(t.modelId, t.createdAt),
    // One review per customer and model (imported reviews have no customer).
    uniqueIndex("reviews_customer_model_idx").on(t.customerId, t.modelId).where(sql`${t.customerId} is not null`),
    // The staff's moderation queue: hidden and not yet moderated.
    index("reviews_pending_idx").on(t.createdAt).where(sql`not ${t.isVisible} and ${t.moderatedAt} is null`),
    langCheck("reviews", t.lang),
    check("reviews_rating_check", sql`${t.rating} between 0 and 10`),
    check("reviews_size_check", sql`${t.size} is null or ${t.size} in (2, 4, 6, 8, 10)`),
  ],
);

/** Bytes of a picture a customer uploaded (Postgres bytea; the driver gives a Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return "bytea";
  },
});

/**
 * Pictures of reviews. Imported ones have only a URL (drawn by the image route). A customer's upload
 * (docs/decisions/0026) carries its cleaned bytes and is served from `url`; while the review form
 * still has a problem to fix, the upload is kept without a review (`review_id` null) for its
 * `customer_id`, so that the writer need not choose the picture again.
 */
export const reviewImages = pgTable(
  "review_images",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** The uploader; a kept upload waits for them only. */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    content: bytea("content"),
    contentType: text("content_type"),
    width: integer("width"),
    height: integer("height"),
    /** The size of the file as the customer sent it: the limits of document 3 §9 count these. */
    uploadedBytes: integer("uploaded_bytes"),
    createdAt: createdAt(),
  },
  (t) => [
    index("review_images_review_idx").on(t.reviewId),
    uniqueIndex("review_images_url_idx").on(t.url).where(sql`${t.content} is not null`),
    index("review_images_kept_idx").on(t.customerId, t.createdAt).where(sql`${t.reviewId} is null`),
    check("review_images_owner_check", sql`${t.reviewId} is not null or ${t.customerId} is not null`),
  ],
);

export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** true = up, false = down; a cleared vote deletes the row. */
    vote: boolean("vote").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] })],
);

// ---------------------------------------------------------------------------------------------
// content: static pages, tabs, banners, keyword popups, settings

export const staticPages = pgTable(
  "static_pages",
  {
    id: integer("id").primaryKey(),
    /** page: a plain content page; tabs: a page whose content is in (nested) tabs. */
    kind: text("kind").$type<"page" | "tabs">().notNull().default("page"),
    /** Stable language-neutral key, e.g. `terms`, `delivery-methods`, `customer-service`. */
    key: text("key").notNull().unique(),
    sortOrder: integer("sort_order").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
  },
  (t) => [check("static_pages_kind_check", sql`${t.kind} in ('page', 'tabs')`)],
);

export const staticPageTranslations = pgTable(
  "static_page_translations",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => staticPages.id, { onDelete: "cascade" }),
    lang: langColumn(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.lang] }),
    uniqueIndex("static_page_translations_lang_slug_idx").on(t.lang, t.slug),
    langCheck("static_page_translations", t.lang),
  ],
);

export const staticPageTabs = pgTable(
  "static_page_tabs",
  {
    id: integer("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => staticPages.id, { onDelete: "cascade" }),
    parentTabId: integer("parent_tab_id").references((): AnyPgColumn => staticPageTabs.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("static_page_tabs_page_idx").on(t.pageId)],
);

export const staticPageTabTranslations = pgTable(
  "static_page_tab_translations",
  {
    tabId: integer("tab_id")
      .notNull()
      .references(() => staticPageTabs.id, { onDelete: "cascade" }),
    lang: langColumn(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.tabId, t.lang] }), langCheck("static_page_tab_translations", t.lang)],
);

export const banners = pgTable(
  "banners",
  {
    id: integer("id").primaryKey(),
    /** image: image banner; dynamic: banner on a dynamic page (its url); text: text-only banner. */
    kind: text("kind").$type<"image" | "dynamic" | "text">().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Image address (e.g. `/images/banners/{id}.svg`), null for text banners. */
    image: text("image"),
    /** Scene of the generated banner picture (core/images/banner-svg.ts: summer, autumn, winter, evening). */
    theme: text("theme"),
    /** Focus point for cropping, e.g. `50% 30%`. */
    cropPoint: text("crop_point").notNull().default("50% 50%"),
    /** Background/foreground colours for drawn and text banners. */
    bgColor: text("bg_color").notNull().default("#1f3b2d"),
    textColor: text("text_color").notNull().default("#ffffff"),
    isActive: boolean("is_active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [check("banners_kind_check", sql`${t.kind} in ('image', 'dynamic', 'text')`)],
);

export const bannerTranslations = pgTable(
  "banner_translations",
  {
    bannerId: integer("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    lang: langColumn(),
    title: text("title").notNull().default(""),
    heading: text("heading").notNull().default(""),
    buttonText: text("button_text").notNull().default(""),
    subText: text("sub_text").notNull().default(""),
    url: text("url").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.lang] }), langCheck("banner_translations", t.lang)],
);

export const keywordPopups = pgTable("keyword_popups", {
  id: integer("id").primaryKey(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const keywordPopupTranslations = pgTable(
  "keyword_popup_translations",
  {
    popupId: integer("popup_id")
      .notNull()
      .references(() => keywordPopups.id, { onDelete: "cascade" }),
    lang: langColumn(),
    keyword: text("keyword").notNull(),
    text: text("text").notNull(),
    url: text("url").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.lang] }), langCheck("keyword_popup_translations", t.lang)],
);

/** The key/value list of document 1 §3 "General settings"; JSON values are stored as JSON text. */
export const GENERAL_SETTING_KEYS = [
  "search_bar_placeholder",
  "frontpage_meta_description",
  "frontpage_title",
  "blog_category_order",
  "price_ending_max_days",
  "rental_enabled",
  "part_delivery_mode",
  "experience_manufacturer_list",
  "auto_translations_disabled",
  "blocked_stock_text",
  "quick_add_products",
  "feature_flags",
  "default_search_engine",
  "hidden_dynamic_page_menu_items",
  "target_country_delivery_added_days",
  "frosmo_search_sort_by",
  "frosmo_category_strategy",
  // Not in document 1's list: the RePack reusable package's price and free-from value (issue 5), in cents.
  "repack_price_cents",
  "repack_free_from_cents",
] as const;
export type GeneralSettingKey = (typeof GENERAL_SETTING_KEYS)[number];

export const generalSettings = pgTable("general_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Settings whose value is a text shown to shoppers, per language (e.g. search_bar_placeholder). */
export const generalSettingTranslations = pgTable(
  "general_setting_translations",
  {
    key: text("key")
      .notNull()
      .references(() => generalSettings.key, { onDelete: "cascade" }),
    lang: langColumn(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] }), langCheck("general_setting_translations", t.lang)],
);

// ---------------------------------------------------------------------------------------------
// platform

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const clientErrorReports = pgTable(
  "client_error_reports",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    message: text("message").notNull(),
    url: text("url"),
    userAgent: text("user_agent"),
    ipHash: text("ip_hash"),
  },
  (t) => [index("client_error_reports_created_idx").on(t.createdAt)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** `smtp`: handed to SMTP_URL (sent_at when accepted); `outbox`: no SMTP configured, kept here only. */
    transport: text("transport").notNull().default("outbox"),
    lang: text("lang"),
    /** What the mail is (`order-confirmation`, `back-in-stock`...), for finding it again. */
    tag: text("tag"),
  },
  (t) => [
    index("mail_outbox_unsent_idx").on(t.createdAt).where(sql`${t.sentAt} is null`),
    check("mail_outbox_transport_check", sql`${t.transport} in ('smtp', 'outbox')`),
    langCheck("mail_outbox", t.lang),
  ],
);

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
  ],
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
 * (statement triggers of migration 0006, enabled ALWAYS so they also fire while seeding). The listing service
 * keeps an in-memory filter index per language and rebuilds it when this value differs from the one it read.
 */
export const catalogListingVersion = pgTable("catalog_listing_version", {
  id: smallint("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// scheduled jobs

/**
 * When each periodic job (core/jobs/scheduler.ts) last started. Every server process looks now and then;
 * the one whose update of a due row succeeds runs the job, so it runs once however many processes serve.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  /** The last run's error message; null after a run that succeeded. */
  lastError: text("last_error"),
});

// ---------------------------------------------------------------------------------------------
// catalogue search

/**
 * The text search slice of `catalog_listing`: one narrow row per searchable (public, not campaign-only)
 * model and language, so a search that matches a fifth of the catalogue reads a few megabytes instead of
 * the wide listing rows (measured on 100,000 models: about 20,000 pages of the listing for "takki").
 * Partitioned by language (migration 0007), which keeps a language's rows and its GIN index together.
 * Kept in step with `catalog_listing` by the row triggers of migration 0007, in the same transaction as
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

// ---------------------------------------------------------------------------------------------
// orders (issue 5): placed in one transaction that reserves stock per warehouse

/** Order numbers: "W" and the next value, never reused. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 100001 });

/** awaiting_payment and cancelled are ours; the rest are document 3 §4's shipping statuses. */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "cancelled",
  "processing",
  "ready_for_packing",
  "ready_for_pick_up",
  "transported_to_pickuplocation",
  "skis_in_installation",
  "transfer_to_packing",
  "shipped",
  "delivered",
  "manual_cancellation",
] as const;

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    status: text("status").notNull().default("awaiting_payment"),
    /** The browser's key of one checkout attempt: sending it again returns the same order. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** SHA-256 of what was asked with the key: the key sent with another cart or person is refused. */
    requestHash: text("request_hash").notNull(),
    lang: langColumn(),
    countryCode: text("country_code").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    city: text("city").notNull().default(""),
    deliveryMethod: text("delivery_method"),
    deliveryLocation: text("delivery_location"),
    specialRequest: text("special_request").notNull().default(""),
    paymentMethod: text("payment_method"),
    discountCode: text("discount_code"),
    repack: boolean("repack").notNull().default(false),
    /** Sent in two parcels: what was on the shelf at once, the rest when it arrived (core/checkout/part-delivery.ts). */
    partDelivery: boolean("part_delivery").notNull().default(false),
    /** The gift campaign code that paid the product and its delivery (redeemed by this order); null for none. */
    giftCampaignCode: text("gift_campaign_code"),
    /** Cents of EUR, VAT included, as the checkout answer gave them. */
    productsCents: integer("products_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    giftCardProductsCents: integer("gift_card_products_cents").notNull().default(0),
    deliveryCents: integer("delivery_cents").notNull().default(0),
    repackCents: integer("repack_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    /** Left for the payment method after gift cards. */
    dueCents: integer("due_cents").notNull(),
    createdAt: createdAt(),
    /** An unpaid order gives its stock back after this. */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * Two random UUIDs (244 random bits, from PostgreSQL's strong random source) in the links of the payment
     * result pages and the confirmation mail: the order number alone, which is sequential, shows nothing.
     */
    accessToken: text("access_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Set by the one process that sends the confirmation mail (claimed before sending). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** Set when the review reminder for this order was claimed (core/reviews/review-reminders.ts): sent at most once. */
    reviewReminderSentAt: timestamp("review_reminder_sent_at", { withTimezone: true }),
  },
  (t) => [
    index("orders_status_reserved_idx").on(t.status, t.reservedUntil),
    index("orders_customer_idx").on(t.customerId),
    index("orders_email_idx").on(t.email),
    langCheck("orders", t.lang),
    check("orders_status_check", sql.raw(`status in (${ORDER_STATUSES.map((status) => `'${status}'`).join(", ")})`)),
    check("orders_money_check", sql`${t.totalCents} >= 0 and ${t.dueCents} >= 0 and ${t.dueCents} <= ${t.totalCents}`),
  ],
);

export const orderRows = pgTable(
  "order_rows",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** product | bundle | gift-card */
    kind: text("kind").notNull(),
    /** The cart's id: a variant id, a bundle's hyphen-joined id or a gift card's variant id. */
    productId: text("product_id").notNull(),
    name: text("name").notNull(),
    variantName: text("variant_name").notNull().default(""),
    amount: integer("amount").notNull(),
    unitCents: integer("unit_cents").notNull(),
    /** This row's share of the discount code. */
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    extraData: jsonb("extra_data").$type<Record<string, string>>(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    // "Also bought" (core/product/product-extras.ts) finds a model's orders by its variants' ids.
    index("order_rows_product_idx").on(t.productId),
    check("order_rows_kind_check", sql`${t.kind} in ('product', 'bundle', 'gift-card')`),
    check("order_rows_amount_check", sql`${t.amount} > 0`),
  ],
);

/** The pieces an order holds per variant and warehouse (stock.reserved counts them). */
export const orderReservations = pgTable(
  "order_reservations",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    amount: integer("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.variantId, t.storeId] }), check("order_reservations_amount_check", sql`${t.amount} > 0`)],
);

export const orderPayments = pgTable(
  "order_payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** giftcard, or the payment provider's slug. */
    provider: text("provider").notNull(),
    /** The gift card's code, or the provider's payment id. */
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** captured | pending | failed | refunded */
    status: text("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId),
    uniqueIndex("order_payments_reference_idx").on(t.provider, t.reference),
    check("order_payments_status_check", sql`${t.status} in ('captured', 'pending', 'failed', 'refunded')`),
  ],
);

/**
 * Each payment started at a provider for an order (core/payments/): the provider's reference comes back
 * on the shopper's return and is looked up here, so only a payment this shop started can pay an order.
 */
export const paymentSessions = pgTable(
  "payment_sessions",
  {
    provider: text("provider").notNull(),
    reference: text("reference").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** started | paid | cancelled | failed */
    state: text("state").notNull().default("started"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.reference] }),
    index("payment_sessions_order_idx").on(t.orderId),
    check("payment_sessions_state_check", sql`${t.state} in ('started', 'paid', 'cancelled', 'failed')`),
  ],
);

/**
 * Klarna's checkouts on the payment step (core/payments/klarna-checkout.ts): what the shopper asked,
 * kept under Klarna's order id until Klarna's validation call places the order from it.
 */
export const klarnaCheckouts = pgTable("klarna_checkouts", {
  klarnaOrderId: text("klarna_order_id").primaryKey(),
  version: integer("version").notNull().default(1),
  /** The snapshot: the cart request, the place, the special request, the customer and the origin. */
  snapshot: jsonb("snapshot").notNull(),
  /** Why the last purchase was refused, in the shopper's language. */
  refusal: text("refusal").array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test provider's own books: it plays a remote payment service, so what the shopper chose on
 * its page is kept here and read back the way a real provider's API would be asked.
 */
export const testPayments = pgTable(
  "test_payments",
  {
    reference: text("reference").primaryKey(),
    merchantReference: text("merchant_reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    returnUrl: text("return_url").notNull(),
    /** created | paid | cancelled | failed | refunded */
    status: text("status").notNull().default("created"),
    createdAt: createdAt(),
  },
  (t) => [check("test_payments_status_check", sql`${t.status} in ('created', 'paid', 'cancelled', 'failed', 'refunded')`)],
);

/** Parcel lockers and pick-up points of the pickup-point delivery method, found by postal code. */
/**
 * Purchases at the stores' tills (document 3 §2.1 "order history and receipts ... web and store receipts"):
 * the tills send them here with the club card's customer, so /history/ shows them beside web orders.
 */
export const STORE_RECEIPT_STATUSES = ["paid", "partly-returned", "returned"] as const;

export const storeReceipts = pgTable(
  "store_receipts",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("paid"),
    /** Cents of EUR, VAT included. */
    totalCents: integer("total_cents").notNull(),
    /** The staff's special-request note printed on the receipt (document 3 §1). */
    note: text("note").notNull().default(""),
  },
  (t) => [
    index("store_receipts_customer_idx").on(t.customerId, t.purchasedAt),
    check("store_receipts_status_check", sql.raw(`status in (${STORE_RECEIPT_STATUSES.map((status) => `'${status}'`).join(", ")})`)),
  ],
);

export const storeReceiptRows = pgTable(
  "store_receipt_rows",
  {
    receiptId: integer("receipt_id")
      .notNull()
      .references(() => storeReceipts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    variantId: integer("variant_id").references(() => variants.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    variantName: text("variant_name").notNull().default(""),
    amount: integer("amount").notNull(),
    returnedAmount: integer("returned_amount").notNull().default(0),
    unitCents: integer("unit_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.receiptId, t.position] }), check("store_receipt_rows_amount_check", sql`${t.amount} > 0 and ${t.returnedAmount} between 0 and ${t.amount}`)],
);

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

