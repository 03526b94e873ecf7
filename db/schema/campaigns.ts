/**
 * Campaigns: a landing page of products for a while (/campaigns/{slug}/), with its texts in each language. Its
 * products are named one by one, or by a filter on the catalogue (a group, a brand, a least discount).
 */
import { sql } from "drizzle-orm";
import { check, date, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { CampaignFilter } from "#core/campaigns/campaigns.ts";
import { createdAt, translationTable } from "./columns.ts";

export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    /** Shown from this day to `ends_on` (Finnish days, both included); no end: until taken down. */
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    /** The products, in this order; empty when the filter chooses them. */
    modelIds: integer("model_ids").array().notNull().default(sql`'{}'::int[]`),
    filter: jsonb("filter").$type<CampaignFilter>(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check("campaigns_dates_check", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`)],
);

export const campaignTranslations = translationTable("campaign_translations", { campaignId: integer("campaign_id") }, () => campaigns.id, {
  title: text("title").notNull(),
  intro: text("intro").notNull().default(""),
});
