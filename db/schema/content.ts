/**
 * Content and settings: static pages and their tabs, banners, keyword popups, and the general settings.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { translationTable } from "./columns.ts";

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
    /** Raised by every save in the back office: a form saved over a newer version is refused. */
    version: integer("version").notNull().default(1),
  },
  (t) => [check("static_pages_kind_check", sql`${t.kind} in ('page', 'tabs')`)],
);

export const staticPageTranslations = translationTable(
  "static_page_translations",
  { pageId: integer("page_id") },
  () => staticPages.id,
  {
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
  },
  (t) => [uniqueIndex("static_page_translations_lang_slug_idx").on(t.lang, t.slug)],
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

export const staticPageTabTranslations = translationTable(
  "static_page_tab_translations",
  { tabId: integer("tab_id") },
  () => staticPageTabs.id,
  {
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull().default(""),
  },
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

export const bannerTranslations = translationTable(
  "banner_translations",
  { bannerId: integer("banner_id") },
  () => banners.id,
  {
    title: text("title").notNull().default(""),
    heading: text("heading").notNull().default(""),
    buttonText: text("button_text").notNull().default(""),
    subText: text("sub_text").notNull().default(""),
    url: text("url").notNull().default(""),
  },
);

export const keywordPopups = pgTable("keyword_popups", {
  id: integer("id").primaryKey(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const keywordPopupTranslations = translationTable(
  "keyword_popup_translations",
  { popupId: integer("popup_id") },
  () => keywordPopups.id,
  {
    keyword: text("keyword").notNull(),
    text: text("text").notNull(),
    url: text("url").notNull().default(""),
  },
);

/** The shop's general settings, a key/value list; JSON values are stored as JSON text. */
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
  // The RePack reusable package's price and the order value it is free from, in cents.
  "repack_price_cents",
  "repack_free_from_cents",
] as const;
export type GeneralSettingKey = (typeof GENERAL_SETTING_KEYS)[number];

export const generalSettings = pgTable("general_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Settings whose value is a text shown to shoppers, per language (e.g. search_bar_placeholder). */
export const generalSettingTranslations = translationTable(
  "general_setting_translations",
  { key: text("key") },
  () => generalSettings.key,
  {
    value: text("value").notNull(),
  },
);
