/**
 * Bundles (several models sold together on the main model's page, at a price of their own) and the designs a
 * gift card model is sold in.
 */
import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { productModels } from "./catalog.ts";
import { translationTable } from "./columns.ts";
import { taxAreas } from "./reference.ts";

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

export const bundleTranslations = translationTable(
  "bundle_translations",
  { bundleId: integer("bundle_id") },
  () => bundles.id,
  {
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
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

export const giftCardTemplateTranslations = translationTable(
  "gift_card_template_translations",
  { templateId: integer("template_id") },
  () => giftCardTemplates.id,
  {
    name: text("name").notNull(),
  },
);
