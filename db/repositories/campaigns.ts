import { sql } from "drizzle-orm";
import type { CampaignFilter, CampaignRow, CampaignsRepository } from "#core/campaigns/campaigns.ts";
import { queryRows, type Db } from "../client.server.ts";

export function createCampaignsRepository(db: Db): CampaignsRepository {
  return {
    async bySlug(slug, lang) {
      const [row] = await queryRows<{ slug: string; startsOn: string | Date; endsOn: string | Date | null; modelIds: number[]; filter: CampaignFilter | string | null; title: string; intro: string }>(
        db,
        sql`select c.slug, c.starts_on::text as "startsOn", c.ends_on::text as "endsOn", c.model_ids as "modelIds", c.filter, t.title, t.intro
            from campaigns c join campaign_translations t on t.campaign_id = c.id and t.lang = ${lang}
            where c.slug = ${slug}`,
      );
      if (!row) return null;
      return {
        slug: row.slug,
        startsOn: String(row.startsOn).slice(0, 10),
        endsOn: row.endsOn === null ? null : String(row.endsOn).slice(0, 10),
        modelIds: (row.modelIds ?? []).map(Number),
        filter: typeof row.filter === "string" ? (JSON.parse(row.filter) as CampaignFilter) : row.filter,
        title: row.title,
        intro: row.intro,
      } satisfies CampaignRow;
    },

    async filtered(filter, lang, limit) {
      const found = await queryRows<{ modelId: number }>(
        db,
        sql`select model_id as "modelId" from catalog_listing
            where lang = ${lang} and is_public and not campaign_only and not is_gift_card
              ${filter.groupId ? sql`and ${filter.groupId}::int = any(group_ids)` : sql``}
              ${filter.brandId ? sql`and brand_id = ${filter.brandId}` : sql``}
              ${filter.minDiscountPercent ? sql`and discount_bp >= ${Math.round(filter.minDiscountPercent * 100)}` : sql``}
            order by discount_bp desc nulls last, model_id limit ${limit}`,
      );
      return found.map((row) => Number(row.modelId));
    },

    async onSale(ids, lang) {
      if (ids.length === 0) return [];
      const found = await queryRows<{ modelId: number }>(
        db,
        sql`select model_id as "modelId" from catalog_listing where lang = ${lang} and model_id = any(${`{${ids.join(",")}}`}::int[])`,
      );
      const onSale = new Set(found.map((row) => Number(row.modelId)));
      return ids.filter((id) => onSale.has(id));
    },
  };
}
