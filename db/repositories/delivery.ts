import { sql } from "drizzle-orm";
import type { DeliveryCountry, DeliveryRepository } from "#core/delivery/delivery-service.ts";
import type { DeliveryLimitRow } from "#core/delivery/delivery-limits.ts";
import type { DeliveryKind, DeliveryMethod, StoreStock } from "#core/delivery/fast-shipping.ts";
import type { ProductVariant } from "#core/product/types.ts";
import type { DeliveryDays } from "../schema/reference.ts";
import type { Lang } from "#i18n/languages.ts";
import { batchedByKey } from "../batched-read.ts";
import { preparedRows, queryRows, type Db } from "../client.server.ts";
import { intArray } from "../read-model.ts";
import { isVariantId, VARIANT_RULE_COLUMNS, VARIANT_RULE_JOINS } from "./variant-rule-sql.ts";

/** Store 20 is the web warehouse, not a place to collect from. */
const WEB_STORE_ID = 20;

export function createDeliveryRepository(db: Db): DeliveryRepository {
  // Product pages rendered at the same moment read their models' limits in one statement (db/batched-read.ts).
  const limitRowsOfModels = batchedByKey(
    (ask: { lang: Lang; modelId: number }) => ask.lang,
    (ask) => ask.modelId,
    async ({ lang }, modelIds) => {
      const rows = await preparedRows<DeliveryLimitRow & { modelId: number } & Record<string, unknown>>(
        db,
        "delivery-limits-of-models",
        sql`
          select model_id as "modelId", variant_id as "variantId", allowed_methods as "allowedMethods",
            blocked_countries as "blockedCountries", per_international_package as "perInternationalPackage",
            coalesce(block_info_text ->> ${lang}, block_info_text ->> 'en', '') as "blockInfoText"
          from delivery_limits where model_id = any(${intArray(modelIds)})
          order by model_id, variant_id`,
      );
      const byModel = new Map<number, DeliveryLimitRow[]>();
      for (const { modelId, ...row } of rows) byModel.set(modelId, [...(byModel.get(modelId) ?? []), row]);
      return byModel;
    },
    [] as DeliveryLimitRow[],
  );

  return {
    async pickupPoints({ countryCode, postalCode, limit }) {
      const digits = postalCode.replace(/\D/g, "");
      // Postal codes of a country grow along its map closely enough: the nearest number is a near place.
      // A code with letters (the UK, Canada) finds the points sharing its first characters.
      const order =
        digits.length === postalCode.length && digits.length > 0 && digits.length <= 12
          ? sql`abs(coalesce(nullif(regexp_replace(postal_code, '[^0-9]', '', 'g'), '')::bigint, 0) - ${Number(digits)}::bigint), id`
          : sql`case when upper(replace(postal_code, ' ', '')) like ${`${postalCode.slice(0, 3)}%`} then 0 else 1 end, postal_code, id`;
      return queryRows<{ id: string; name: string; address: string; postal_code: string; city: string }>(
        db,
        sql`select id, name, address, postal_code, city from pickup_points
            where country_code = ${countryCode} and is_active order by ${order} limit ${limit}`,
      );
    },

    async locationExists({ kind, id, countryCode }) {
      if (kind === "pickup-point") {
        const rows = await queryRows<{ id: string }>(db, sql`select id from pickup_points where id = ${id} and country_code = ${countryCode} and is_active`);
        return rows.length > 0;
      }
      // Stores are in Finland and hand out orders when they say so (nouto; pikanouto for express pickup).
      if (countryCode !== "fi" || !/^\d{1,9}$/.test(id) || Number(id) === WEB_STORE_ID) return false;
      const rows = await queryRows<{ id: number }>(
        db,
        kind === "store-express"
          ? sql`select id from stores where id = ${Number(id)} and pikanouto`
          : sql`select id from stores where id = ${Number(id)} and nouto`,
      );
      return rows.length > 0;
    },

    async methods(lang) {
      const rows = await queryRows<Omit<DeliveryMethod, "kind"> & { kind: string }>(
        db,
        sql`
          select m.slug, m.kind, coalesce(t.name, m.slug) as name, m.countries, m.excluded_countries as "excludedCountries",
            m.postal_prefixes as "postalPrefixes", m.price_cents as "priceCents", m.free_from_cents as "freeFromCents",
            m.transit_days_min as "transitDaysMin", m.transit_days_max as "transitDaysMax", m.sort_order as "sortOrder"
          from delivery_methods m
          left join delivery_method_translations t on t.method_slug = m.slug and t.lang = ${lang}
          where m.is_enabled
          order by m.sort_order, m.slug`,
      );
      return rows.map((row) => ({ ...row, kind: row.kind as DeliveryKind }));
    },

    async country(lang, code) {
      const [row] = await queryRows<{ code: string; name: string; isEnabled: boolean; deliveryDays: DeliveryDays }>(
        db,
        sql`
          select c.code, coalesce(t.name, upper(c.code)) as name, c.is_enabled as "isEnabled", c.delivery_days as "deliveryDays"
          from countries c left join country_translations t on t.country_code = c.code and t.lang = ${lang}
          where c.code = ${code}`,
      );
      if (!row) return null;
      const extraDays: DeliveryCountry["extraDays"] = {};
      for (const [key, days] of Object.entries(row.deliveryDays)) if (days) extraDays[key] = days;
      return { code: row.code, name: row.name, isEnabled: row.isEnabled, extraDays };
    },

    async modelIdBySlug(lang, slug) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`
          select m.id from product_model_translations t join product_models m on m.id = t.model_id and m.is_public
          where t.lang = ${lang} and t.slug = ${slug}
          limit 1`,
      );
      return row?.id ?? null;
    },

    limitRows: (lang, modelId) => limitRowsOfModels({ lang, modelId }),

    async variant(variantId) {
      if (!isVariantId(variantId)) return null;
      const [row] = await queryRows<ProductVariant & { modelId: number } & Record<string, unknown>>(
        db,
        sql`
          select ${VARIANT_RULE_COLUMNS}, v.model_id as "modelId"
          from variants v
          join product_models m on m.id = v.model_id and m.is_public
          ${VARIANT_RULE_JOINS}
          where v.id = ${variantId} and v.is_active`,
      );
      return row ?? null;
    },

    async storeStock(variantId) {
      const rows = await queryRows<{ slug: string; name: string; latitude: string | null; longitude: string | null; pikanouto: boolean; nouto: boolean; freeQuantity: number }>(
        db,
        sql`
          select s.slug, s.name, s.latitude, s.longitude, s.pikanouto, s.nouto,
            coalesce((select greatest(k.quantity - k.reserved, 0) from stock k
              where k.variant_id = ${variantId} and k.store_id = s.id and not k.blocked), 0)::int as "freeQuantity"
          from stores s
          where s.type = 'retail' and s.id <> ${WEB_STORE_ID} and s.removed_at is null
          order by s.stock_display_order, s.id`,
      );
      return rows.map(({ latitude, longitude, ...store }): StoreStock => ({
        ...store,
        location: latitude !== null && longitude !== null ? { latitude: Number(latitude), longitude: Number(longitude) } : null,
      }));
    },
  };
}
