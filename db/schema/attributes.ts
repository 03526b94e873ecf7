/**
 * The catalogue's vocabularies that models point at: colours, product types, size tables, properties (with
 * their named values), tags and ribbons. Which model has which is in catalog.ts.
 */
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { translationTable } from "./columns.ts";

export type FilterKind = "range" | "checkbox";

/** A parsed size table: its sizes (each with a product type) and its rows (a unit, labels per language, a value per size). */
export interface ParsedSizeTable {
  sizes: { size: string; product_type: string | null }[];
  rows: { unit: string; label: Partial<Record<string, string>>; values: string[] }[];
}

// ---------------------------------------------------------------------------------------------
// colours, product types, size tables

export const colours = pgTable("colours", {
  slug: text("slug").primaryKey(),
  hex: text("hex").notNull(),
  /** Basic colour used by the colour filter (e.g. `forest` -> `green`); equals slug for basic colours. */
  family: text("family").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const colourTranslations = translationTable(
  "colour_translations",
  { colourSlug: text("colour_slug") },
  () => colours.slug,
  {
    name: text("name").notNull(),
  },
);

export const productTypes = pgTable("product_types", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const productTypeTranslations = translationTable(
  "product_type_translations",
  { productTypeId: integer("product_type_id") },
  () => productTypes.id,
  {
    name: text("name").notNull(),
    title: text("title").notNull(),
  },
);

export const sizeTables = pgTable("size_tables", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  parsed: jsonb("parsed").$type<ParsedSizeTable>().notNull(),
  image: text("image"),
  hideImage: boolean("hide_image").notNull().default(false),
  images: jsonb("images").$type<string[]>().notNull().default([]),
});

export const sizeTableTranslations = translationTable(
  "size_table_translations",
  { sizeTableId: integer("size_table_id") },
  () => sizeTables.id,
  {
    name: text("name").notNull(),
    infoText: text("info_text").notNull().default(""),
  },
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

export const propertyTypeTranslations = translationTable(
  "property_type_translations",
  { propertyTypeId: integer("property_type_id") },
  () => propertyTypes.id,
  {
    name: text("name").notNull(),
  },
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

export const propertyValueTranslations = translationTable(
  "property_value_translations",
  { propertyValueId: integer("property_value_id") },
  () => propertyValues.id,
  {
    name: text("name").notNull(),
  },
);

export const tags = pgTable("tags", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  bgColor: text("bg_color").notNull(),
  textColor: text("text_color").notNull(),
});

export const tagTranslations = translationTable("tag_translations", { tagId: integer("tag_id") }, () => tags.id, {
  name: text("name").notNull(),
});

export const ribbons = pgTable("ribbons", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  /** Colours as 'background;text'. */
  value: text("value").notNull(),
});

export const ribbonTranslations = translationTable(
  "ribbon_translations",
  { ribbonId: integer("ribbon_id") },
  () => ribbons.id,
  {
    name: text("name").notNull(),
  },
);
