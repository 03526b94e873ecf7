import { sql } from "drizzle-orm";
import type { GiftCampaign, GiftCampaignModel, GiftCampaignRepository } from "#core/product/gift-campaign.ts";
import type { ProductVariant } from "#core/product/types.ts";
import { queryRows, type Db } from "../client.server.ts";
import { imageRefSql } from "../image-ref.ts";
import { isVariantId, VARIANT_RULE_COLUMNS, VARIANT_RULE_JOINS } from "./variant-rule-sql.ts";

export function createGiftCampaignRepository(db: Db): GiftCampaignRepository {
  return {
    async campaignBySlug(lang, slug) {
      const [row] = await queryRows<Omit<GiftCampaign, "startsAt" | "endsAt"> & { startsAt: string | null; endsAt: string | null }>(
        db,
        sql`
          select c.id, c.slug, coalesce(t.name, c.slug) as name, coalesce(t.description, '') as description,
            c.is_active as "isActive", c.starts_at as "startsAt", c.ends_at as "endsAt"
          from gift_campaigns c
          left join gift_campaign_translations t on t.campaign_id = c.id and t.lang = ${lang}
          where c.slug = ${slug}`,
      );
      if (!row) return null;
      return { ...row, startsAt: row.startsAt ? new Date(row.startsAt) : null, endsAt: row.endsAt ? new Date(row.endsAt) : null };
    },

    async code(code) {
      const [row] = await queryRows<{ campaignId: number; redeemed: boolean }>(
        db,
        sql`select campaign_id as "campaignId", redeemed_at is not null as redeemed from gift_campaign_codes where code = ${code}`,
      );
      return row ?? null;
    },

    async campaignVariant(campaignId, variantId) {
      if (!isVariantId(variantId)) return null;
      const [row] = await queryRows<ProductVariant & Record<string, unknown>>(
        db,
        sql`
          select ${VARIANT_RULE_COLUMNS}
          from variants v
          join product_models m on m.id = v.model_id and m.is_public
          join gift_campaign_models cm on cm.model_id = m.id and cm.campaign_id = ${campaignId}
          ${VARIANT_RULE_JOINS}
          where v.id = ${variantId} and v.is_active`,
      );
      return row ?? null;
    },

    async campaignModels(lang, campaignId) {
      return queryRows<GiftCampaignModel & Record<string, unknown>>(
        db,
        sql`
          select m.id, t.name, t.slug, b.name as "brandName",
            (select ${imageRefSql("i", 320)} from images i where i.model_id = m.id order by i.sort_order, i.id limit 1) as image
          from gift_campaign_models cm
          join product_models m on m.id = cm.model_id and m.is_public
          join product_model_translations t on t.model_id = m.id and t.lang = ${lang}
          join brands b on b.id = m.brand_id
          where cm.campaign_id = ${campaignId}
          order by cm.sort_order, m.id`,
      );
    },
  };
}
