/**
 * The catalogue: product groups, brands, product models with their variants, prices per tax area, stock per
 * store and pictures, and which properties, tags and ribbons each model has.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { colours, productTypes, propertyTypes, propertyValues, ribbons, sizeTables, tags } from "./attributes.ts";
import { bytea, createdAt, langCheck, langColumn, translationTable } from "./columns.ts";
import { stores, taxAreas } from "./reference.ts";

export type PriceType = "outdoor" | "outlet" | "discount" | "club" | "normal";

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

/** Where a model belongs in the ski wizard: the wizards it belongs to, its group and its sport. */
export interface SkiWizardData {
  belongsTo: string[];
  group: "skis" | "bindings" | "boots";
  sport: "alpine" | "nordic";
  /** Compatibility key: models sharing a key fit together (binding standard / boot sole norm). */
  norms?: string[];
}

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
    /** Default sorting of the group's page, a sort name in either of its forms (e.g. `popular` or `most-sold`). */
    groupSorting: text("group_sorting"),
    /** Property type slugs offered as filters on this group's page. */
    filterableProperties: jsonb("filterable_properties").$type<string[]>().notNull().default([]),
    image: text("image"),
    isOutlet: boolean("is_outlet").notNull().default(false),
  },
  (t) => [index("product_groups_parent_idx").on(t.parentId)],
);

export const productGroupTranslations = translationTable(
  "product_group_translations",
  { groupId: integer("group_id") },
  () => productGroups.id,
  {
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    slug: text("slug").notNull(),
    /** Localized full path, e.g. `takit/kuoritakit`. */
    path: text("path").notNull(),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    descriptionHtml: text("description_html").notNull().default(""),
  },
  (t) => [uniqueIndex("product_group_translations_lang_path_idx").on(t.lang, t.path)],
);

/** Link tiles of a group in one language (the group resources' links: slug, picture and title). */
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

export const brandTranslations = translationTable(
  "brand_translations",
  { brandId: integer("brand_id") },
  () => brands.id,
  {
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
  },
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
    /** Whether discounts (price mode discount) are allowed for this model. */
    discountsAllowed: boolean("discounts_allowed").notNull().default(true),
    promotedColour: text("promoted_colour").references(() => colours.slug),
    taxClass: text("tax_class").notNull().default("standard"),
    modelnumber: text("modelnumber").notNull().default(""),
    uuid: text("uuid").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sizeTableId: integer("size_table_id").references(() => sizeTables.id),
    /** End of the current offer, which the product page's price-ending notice shows. */
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
    /** Raised by every back-office save; a save naming an older version is refused (edited by someone else). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("product_models_brand_idx").on(t.brandId),
    index("product_models_main_group_idx").on(t.mainGroupId),
    // The back office's list of recently edited models.
    index("product_models_updated_idx").on(t.updatedAt),
  ],
);

export const productModelTranslations = translationTable(
  "product_model_translations",
  { modelId: integer("model_id") },
  () => productModels.id,
  {
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
    /** True when this text was machine translated from `original_lang` (the product page offers the original). */
    machineTranslated: boolean("machine_translated").notNull().default(false),
    originalLang: text("original_lang"),
  },
  (t) => [index("product_model_translations_lang_slug_idx").on(t.lang, t.slug)],
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
    /** Shipping time number in days: a window of days ending on it, a third of it wide; 2 or less is 1-2 days, 999 no time. */
    shippingTime: integer("shipping_time").notNull().default(2),
    /** Date of the next incoming delivery, if any. */
    incomingAt: date("incoming_at"),
    incomingQuantity: integer("incoming_quantity").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("variants_model_idx").on(t.modelId), uniqueIndex("variants_teksonumber_idx").on(t.teksonumber), index("variants_ean_idx").on(t.ean)],
);

/** Prices per variant per tax area. All cents of EUR, VAT included. */
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
    /** Price without any discount campaign (`discount_free` on the wire). */
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
 * Back-in-stock requests (the product page's notifier): one pending request per variant and address; the
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
 * Pictures staff uploaded, stored once by the hash of the uploaded file (a second upload of the same file
 * reuses it). The file as uploaded is not kept: only its sizes in AVIF and WebP (`picture_files`), drawn again
 * without metadata, which the image route serves under names made of the hash.
 */
export const pictures = pgTable("pictures", {
  hash: text("hash").primaryKey(),
  /** The picture's own size after turning it upright, in pixels. */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedBytes: integer("uploaded_bytes").notNull(),
  createdAt: createdAt(),
});

/** One size of a picture in one format; `width` is the size's name in the URL, the file is no wider. */
export const pictureFiles = pgTable(
  "picture_files",
  {
    hash: text("hash")
      .notNull()
      .references(() => pictures.hash, { onDelete: "cascade" }),
    format: text("format").$type<"avif" | "webp">().notNull(),
    width: integer("width").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.format, t.width] }), check("picture_files_format_check", sql`${t.format} in ('avif', 'webp')`)],
);

/**
 * Product images. An uploaded one names its picture (`picture_hash`); any other is drawn (SVG) from shape and
 * colours by the image route `/images/products/{id}-{width}.svg`. `colour_slug` ties an image to one colour
 * of the model. A row's picture never changes, so its addresses may be cached for good.
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
    pictureHash: text("picture_hash").references(() => pictures.hash),
  },
  (t) => [index("images_model_idx").on(t.modelId, t.sortOrder), index("images_picture_idx").on(t.pictureHash)],
);

export const imageTranslations = translationTable(
  "image_translations",
  { imageId: integer("image_id") },
  () => images.id,
  {
    caption: text("caption").notNull().default(""),
    /** The picture's alternative text in this language (the gallery falls back to the caption, then the model's name). */
    title: text("title").notNull().default(""),
  },
);

// ---------------------------------------------------------------------------------------------
// a model's properties, tags and ribbons

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
