import { sql } from "drizzle-orm";
import type { CompanyCampaign, CompanyCampaignRepository } from "#core/product/company-campaigns.server.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";

// Models a campaign may hold: public, sold one piece at a time (no gift cards or bundles).
const GIFTABLE = sql`m.is_public and not m.is_gift_card and not m.is_bundle`;

export function createCompanyCampaignRepository(db: Db): CompanyCampaignRepository {
  return {
    async companyOf(customerId) {
      const [row] = await queryRows<{ vat: string }>(
        db,
        sql`select a.vat_number as vat from company_accounts a join customers c on c.id = a.customer_id
            where a.customer_id = ${customerId} and a.status = 'verified' and c.is_org_user`,
      );
      return row?.vat ?? null;
    },

    async models(references) {
      const paths = references.flatMap((reference) => ("path" in reference ? [reference.path] : []));
      const ids = references.flatMap((reference) => ("id" in reference ? [reference.id] : []));
      const byPath = new Map<string, number>();
      const byId = new Set<number>();
      if (paths.length > 0) {
        // A product's address in any of the shop's languages.
        const rows = await queryRows<{ path: string; modelId: number }>(
          db,
          sql`select distinct c.path, c.model_id as "modelId" from catalog_listing c join product_models m on m.id = c.model_id
              where c.path in (${sql.join(paths.map((path) => sql`${path}`), sql`, `)}) and ${GIFTABLE}`,
        );
        for (const row of rows) byPath.set(row.path, Number(row.modelId));
      }
      if (ids.length > 0) {
        const rows = await queryRows<{ id: number }>(
          db,
          sql`select m.id from product_models m where m.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and ${GIFTABLE}`,
        );
        for (const row of rows) byId.add(Number(row.id));
      }
      const found = new Map<number, number>();
      references.forEach((reference, index) => {
        const modelId = "path" in reference ? byPath.get(reference.path) : byId.has(reference.id) ? reference.id : undefined;
        if (modelId !== undefined) found.set(index, modelId);
      });
      return found;
    },

    async create({ vatNumber, customerId, slug, name, message, modelIds, codes, startsAt, endsAt }) {
      return db.transaction(async (tx) => {
        const [campaign] = await queryRows<{ id: number }>(
          tx,
          sql`insert into gift_campaigns (slug, is_active, starts_at, ends_at, company_vat_number, created_by)
              values (${slug}, true, ${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, ${vatNumber}, ${customerId})
              returning id`,
        );
        const id = Number(campaign!.id);
        // The company writes one name and message; every storefront language shows them.
        await tx.execute(
          sql`insert into gift_campaign_translations (campaign_id, lang, name, description)
              values ${sql.join(LANGUAGES.map((lang) => sql`(${id}, ${lang}, ${name}, ${message})`), sql`, `)}`,
        );
        await tx.execute(
          sql`insert into gift_campaign_models (campaign_id, model_id, sort_order)
              values ${sql.join(modelIds.map((modelId, index) => sql`(${id}, ${modelId}, ${index})`), sql`, `)}`,
        );
        // Codes are random from an alphabet of 31 (10 characters): a clash with an existing code is left out.
        await tx.execute(
          sql`insert into gift_campaign_codes (code, campaign_id)
              select code, ${id} from unnest(${`{${codes.join(",")}}`}::text[]) as code on conflict (code) do nothing`,
        );
        return id;
      });
    },

    async list(vatNumber) {
      const rows = await queryRows<Omit<CompanyCampaign, "startsOn" | "endsOn"> & { startsAt: string | Date; endsAt: string | Date }>(
        db,
        sql`select c.id, c.slug, coalesce(t.name, c.slug) as name, c.starts_at as "startsAt", c.ends_at as "endsAt", c.is_active as "isActive",
              (select count(*)::int from gift_campaign_codes k where k.campaign_id = c.id) as codes,
              (select count(*)::int from gift_campaign_codes k where k.campaign_id = c.id and k.redeemed_at is not null) as redeemed,
              (select count(*)::int from gift_campaign_models g where g.campaign_id = c.id) as products
            from gift_campaigns c left join gift_campaign_translations t on t.campaign_id = c.id and t.lang = 'fi'
            where c.company_vat_number = ${vatNumber}
            order by c.created_at desc, c.id desc limit 200`,
      );
      return rows.map(({ startsAt, endsAt, ...row }) => ({
        ...row,
        id: Number(row.id),
        startsOn: new Date(startsAt).toISOString(),
        endsOn: new Date(endsAt).toISOString(),
      }));
    },

    async codes(vatNumber, campaignId) {
      const [campaign] = await queryRows<{ slug: string }>(db, sql`select slug from gift_campaigns where id = ${campaignId} and company_vat_number = ${vatNumber}`);
      if (!campaign) return null;
      const codes = await queryRows<{ code: string; redeemedAt: string | Date | null }>(
        db,
        sql`select code, redeemed_at as "redeemedAt" from gift_campaign_codes where campaign_id = ${campaignId} order by code`,
      );
      return { slug: campaign.slug, codes: codes.map((row) => ({ code: row.code, redeemedAt: row.redeemedAt === null ? null : new Date(row.redeemedAt).toISOString() })) };
    },

    async end(vatNumber, campaignId) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update gift_campaigns set is_active = false where id = ${campaignId} and company_vat_number = ${vatNumber} and is_active returning id`,
      );
      return rows.length > 0;
    },
  };
}
