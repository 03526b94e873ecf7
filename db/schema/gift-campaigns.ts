/**
 * Gift campaigns: the shop's own and those verified companies create, with their products and their codes.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";
import { productModels } from "./catalog.ts";
import { createdAt, translationTable } from "./columns.ts";

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
    /** The company that made it (its VAT number; core/product/company-campaigns.server.ts); null for the shop's own. */
    companyVatNumber: text("company_vat_number"),
    createdBy: integer("created_by").references(() => customers.id, { onDelete: "set null" }),
  },
  (t) => [index("gift_campaigns_company_idx").on(t.companyVatNumber, t.createdAt).where(sql`${t.companyVatNumber} is not null`)],
);

export const giftCampaignTranslations = translationTable(
  "gift_campaign_translations",
  { campaignId: integer("campaign_id") },
  () => giftCampaigns.id,
  {
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
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
    /** Set when the order paying with the code is placed. */
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  },
  (t) => [index("gift_campaign_codes_campaign_idx").on(t.campaignId), check("gift_campaign_codes_upper_check", sql`${t.code} = upper(${t.code})`)],
);
