import { sql } from "drizzle-orm";
import type { BundleDefinition } from "#core/checkout/bundle-rows.ts";
import type { CartVariantFacts, CartVariantStock, CheckoutRepository, PaymentMethod } from "#core/checkout/checkout-service.ts";
import type { DiscountCode } from "#core/checkout/discount-codes.ts";
import type { GiftCardAccount } from "#core/checkout/gift-card-payments.ts";
import { productImageRef } from "#core/images/pictures.ts";
import { batchedRead } from "../batched-read.ts";
import { preparedRows, queryRows, type Db } from "../client.server.ts";
import { textArray } from "../read-model.ts";
import { isVariantId, VARIANT_FACT_COLUMNS, VARIANT_FACT_JOINS } from "./variant-rule-sql.ts";

/** The most ids one read takes, whatever it is given: a huge cart never becomes a huge query. */
const MAX_IDS = 200;

export function createCheckoutRepository(db: Db): CheckoutRepository {
  return {
    async cartVariantFacts({ ids, lang, taxAreaId }) {
      const wanted = ids.filter(isVariantId).slice(0, MAX_IDS);
      if (wanted.length === 0) return [];
      // Prepared: planning this join took several times its execution on every cart validation.
      const rows = await preparedRows<Omit<CartVariantFacts, "image"> & { imageId: number | null; imagePicture: string | null }>(
        db,
        "cart-variant-facts",
        sql`
          select ${VARIANT_FACT_COLUMNS},
            m.id as "modelId", b.name || ' ' || t.name as name,
            concat_ws(', ', nullif(ct.name, ''), nullif(v.size_name, ''), nullif(ptt.name, '')) as "variantName",
            '/' || b.slug || '/' || coalesce(c.path_groups || '/', '') || t.slug || '/' as "modelPath",
            p.active_cents as "activeCents", p.regular_cents as "regularCents", p.club_cents as "clubCents",
            p.discount_free_cents as "discountFreeCents", p.lowest_30d_cents as "lowest30dCents",
            m.belongs_to_outlet as "belongsToOutlet",
            m.discounts_allowed as "discountsAllowed", m.is_gift_card as "isGiftCard",
            coalesce((select tr.rate_bp from tax_rates tr where tr.tax_area_id = ${taxAreaId} and tr.tax_class = m.tax_class), 0) as "vatBp",
            i.id as "imageId", i.picture_hash as "imagePicture",
            coalesce((select json_agg(json_build_object(
                'variantId', l.variant_id, 'allowedMethods', l.allowed_methods, 'blockedCountries', l.blocked_countries,
                'perInternationalPackage', l.per_international_package,
                'blockInfoText', coalesce(l.block_info_text ->> ${lang}, l.block_info_text ->> 'en', '')) order by l.variant_id)
              from delivery_limits l where l.model_id = m.id), '[]'::json) as limits
          from variants v
          join product_models m on m.id = v.model_id and m.is_public
          join brands b on b.id = m.brand_id
          join product_model_translations t on t.model_id = m.id and t.lang = ${lang}
          left join lateral (
            select gt.path as path_groups from product_group_translations gt where gt.group_id = m.main_group_id and gt.lang = ${lang}
          ) c on true
          left join colour_translations ct on ct.colour_slug = v.colour_slug and ct.lang = ${lang}
          ${VARIANT_FACT_JOINS}
          left join product_type_translations ptt on ptt.product_type_id = v.product_type_id and ptt.lang = ${lang}
          left join variant_prices p on p.variant_id = v.id and p.tax_area_id = ${taxAreaId}
          left join lateral (
            select im.id, im.picture_hash from images im
            where im.model_id = m.id and (im.colour_slug = v.colour_slug or im.colour_slug is null)
            order by (im.colour_slug is null), im.sort_order, im.id limit 1
          ) i on true
          where v.id = any(${intArray(wanted)}::int[]) and v.is_active`,
      );
      // The image's address at the cart's width.
      return rows.map(({ imageId, imagePicture, ...row }) => ({ ...row, image: imageId !== null ? productImageRef({ id: imageId, picture: imagePicture }, 320) : null }));
    },

    cartLive: batchedRead(async (carts: ReadonlyArray<{ ids: readonly number[]; codes: readonly string[] }>) => {
      const wanted = [...new Set(carts.flatMap((cart) => cart.ids.filter(isVariantId).slice(0, MAX_IDS)))];
      const wantedCodes = [...new Set(carts.flatMap((cart) => cart.codes.slice(0, 20)))];
      // One round trip for everything that changes with each sale, for every cart of the batch. Stock held
      // only where online purchase is blocked is counted apart; the express stores' free pieces are listed
      // by store.
      const rows = await preparedRows<{ kind: "stock" | "discount" | "card"; row: Record<string, unknown> }>(
        db,
        "cart-live",
        sql`
          select 'stock' as kind, json_build_object(
              'variantId', s.variant_id,
              'freePieces', coalesce(sum(greatest(s.quantity - s.reserved, 0)) filter (where not s.blocked), 0),
              'blockedPieces', coalesce(sum(greatest(s.quantity - s.reserved, 0)) filter (where s.blocked), 0),
              'expressFree', coalesce(json_object_agg(s.store_id, s.quantity - s.reserved)
                filter (where so.pikanouto and so.type <> 'web' and not s.blocked and s.quantity > s.reserved), '{}'::json)) as row
            from stock s join stores so on so.id = s.store_id
            where s.variant_id = any(${intArray(wanted)}::int[])
            group by s.variant_id
          union all
          select 'discount', json_build_object('code', code, 'kind', kind, 'value', value, 'validFrom', valid_from,
              'validUntil', valid_until, 'minimumCents', minimum_cents, 'usesLeft', uses_left, 'isActive', is_active)
            from discount_codes where code = any(${textArray(wantedCodes)})
          union all
          select 'card', json_build_object('code', code, 'balanceCents', balance_cents, 'validUntil', valid_until, 'isActive', is_active)
            from gift_card_accounts where code = any(${textArray(wantedCodes)})`,
      );
      const date = (value: unknown) => (typeof value === "string" ? new Date(value) : null);
      const stock = rows.filter((entry) => entry.kind === "stock").map(({ row }) => row as unknown as CartVariantStock);
      const discountCodes = rows
        .filter((entry) => entry.kind === "discount")
        .map(({ row }): DiscountCode => ({ ...(row as unknown as DiscountCode), validFrom: date(row["validFrom"]), validUntil: date(row["validUntil"]) }));
      const giftCards = rows
        .filter((entry) => entry.kind === "card")
        .map(({ row }): GiftCardAccount => ({ ...(row as unknown as GiftCardAccount), validUntil: date(row["validUntil"]) }));
      return carts.map((cart) => {
        const ids = new Set(cart.ids);
        const codes = new Set(cart.codes);
        return {
          stock: stock.filter((entry) => ids.has(entry.variantId)),
          discountCodes: discountCodes.filter((code) => codes.has(code.code)),
          giftCards: giftCards.filter((card) => codes.has(card.code)),
        };
      });
    }),

    async giftCampaignCode(code) {
      const [found] = await queryRows<{ code: string; slug: string; isActive: boolean; startsAt: string | Date | null; endsAt: string | Date | null; redeemed: boolean; modelIds: number[] }>(
        db,
        sql`select k.code, c.slug, c.is_active as "isActive", c.starts_at as "startsAt", c.ends_at as "endsAt",
              k.redeemed_at is not null as redeemed,
              coalesce((select array_agg(m.model_id) from gift_campaign_models m where m.campaign_id = c.id), '{}') as "modelIds"
            from gift_campaign_codes k join gift_campaigns c on c.id = k.campaign_id
            where k.code = ${code}`,
      );
      if (!found) return null;
      const date = (value: string | Date | null) => (value === null ? null : new Date(value));
      return {
        code: found.code,
        campaign: { slug: found.slug, isActive: found.isActive, startsAt: date(found.startsAt), endsAt: date(found.endsAt) },
        redeemed: found.redeemed,
        modelIds: found.modelIds.map(Number),
      };
    },

    async bundles({ mainModelIds, lang, taxAreaId }) {
      const wanted = mainModelIds.filter(isVariantId).slice(0, MAX_IDS);
      if (wanted.length === 0) return [];
      // The parts in the order of the cart id: an ordinary main model is the first part itself, a package
      // model (is_bundle) only holds its parts (the same order as the product page's bundles).
      return preparedRows<BundleDefinition & Record<string, unknown>>(
        db,
        "cart-bundles",
        sql`
          select b.id, b.main_model_id as "mainModelId", coalesce(bt.name, bf.name, '') as name,
            bp.active_cents as "activeCents", bp.regular_cents as "regularCents",
            (select json_agg(json_build_object('modelId', part_model, 'quantity', quantity) order by part_order, part_model)
             from (
               select 0 as part_order, mm.id as part_model, 1 as quantity where not mm.is_bundle
               union all
               select bm.sort_order + 1, bm.model_id, bm.quantity from bundle_models bm where bm.bundle_id = b.id
             ) ordered) as parts
          from bundles b
          join product_models mm on mm.id = b.main_model_id and mm.is_public
          join bundle_prices bp on bp.bundle_id = b.id and bp.tax_area_id = ${taxAreaId}
          left join bundle_translations bt on bt.bundle_id = b.id and bt.lang = ${lang}
          left join bundle_translations bf on bf.bundle_id = b.id and bf.lang = 'fi'
          where b.main_model_id = any(${intArray(wanted)}::int[]) and b.is_active
          order by b.sort_order, b.id`,
      );
    },

    async paymentMethods(lang) {
      return queryRows<PaymentMethod & Record<string, unknown>>(
        db,
        sql`select p.slug, coalesce(t.name, p.slug) as name, p.provider, p.countries, p.min_cents as "minCents", p.max_cents as "maxCents"
            from payment_methods p left join payment_method_translations t on t.method_slug = p.slug and t.lang = ${lang}
            where p.is_enabled order by p.sort_order, p.slug`,
      );
    },
  };
}

/** Whole numbers as one PostgreSQL array parameter (`{1,2,3}`), so a statement is the same for any count. */
function intArray(ids: readonly number[]): string {
  return `{${ids.filter((id) => Number.isInteger(id)).join(",")}}`;
}
