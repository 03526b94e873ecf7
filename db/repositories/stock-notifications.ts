import { sql } from "drizzle-orm";
import { NO_SHIPPING_DAYS, SHIPS_AT_ONCE_DAYS } from "#core/product/orderable.ts";
import type { DueNotification, StockNotificationRepository } from "#core/product/stock-notifications.ts";
import { queryRows, type Db } from "../client.server.ts";

export function createStockNotificationRepository(db: Db): StockNotificationRepository {
  return {
    async variantStock(variantId) {
      if (!Number.isInteger(variantId) || variantId <= 0 || variantId > 2_147_483_647) return null;
      const [row] = await queryRows<{ onOrder: boolean; sellable: number; blocked: number; shippingTime: number }>(
        db,
        sql`select m.on_order as "onOrder", v.shipping_time as "shippingTime",
              coalesce(sum(greatest(s.quantity - s.reserved, 0)) filter (where not s.blocked), 0)::int as sellable,
              coalesce(sum(greatest(s.quantity - s.reserved, 0)) filter (where s.blocked), 0)::int as blocked
            from variants v join product_models m on m.id = v.model_id
            left join stock s on s.variant_id = v.id
            where v.id = ${variantId} and v.is_active and m.is_public
            group by m.on_order, v.shipping_time`,
      );
      if (!row) return null;
      // The product page's figures (ruleVariantOfView): blocked stock counts as stock, marked blocked when it is all.
      return {
        onOrder: row.onOrder,
        inStock: row.sellable > 0 || row.blocked > 0,
        blockedStock: row.sellable === 0 && row.blocked > 0,
        shippingTime: Number(row.shippingTime),
      };
    },

    async addRequest({ variantId, email, lang }) {
      await db.execute(sql`
        insert into stock_notifications (variant_id, email, lang) values (${variantId}, ${email}, ${lang})
        on conflict (variant_id, email) where notified_at is null do nothing`);
    },

    async dueRequests(limit) {
      // Due: the variant is active on a public model and buyable online again, by the rule of
      // core/product/orderable.ts `isOrderable`: made on order, or stock not blocked, or blocked stock with a
      // later delivery standing in (shipping time above 2 days and known). Texts in the request's language.
      return queryRows<DueNotification>(
        db,
        sql`
          select n.id, n.email, n.lang,
            b.name || ' ' || t.name as "productName",
            concat_ws(', ', nullif(ct.name, ''), nullif(v.size_name, ''), nullif(ptt.name, '')) as "variantName",
            '/' || b.slug || '/' || coalesce(gt.path || '/', '') || t.slug || '/' ||
              case when v.colour_slug is null and v.size_slug = '' then ''
                else '?' || concat_ws('&', case when v.colour_slug is not null then 'color=' || v.colour_slug end,
                  case when v.size_slug <> '' then 'size=' || v.size_slug end) end as path
          from stock_notifications n
          join variants v on v.id = n.variant_id and v.is_active
          join product_models m on m.id = v.model_id and m.is_public
          join product_model_translations t on t.model_id = m.id and t.lang = n.lang
          join brands b on b.id = m.brand_id
          left join product_group_translations gt on gt.group_id = m.main_group_id and gt.lang = n.lang
          left join colour_translations ct on ct.colour_slug = v.colour_slug and ct.lang = n.lang
          left join product_type_translations ptt on ptt.product_type_id = v.product_type_id and ptt.lang = n.lang
          where n.notified_at is null
            and (m.on_order
              or exists (select 1 from stock s where s.variant_id = v.id and not s.blocked and s.quantity - s.reserved > 0)
              or (v.shipping_time > ${SHIPS_AT_ONCE_DAYS} and v.shipping_time <> ${NO_SHIPPING_DAYS}
                and exists (select 1 from stock s where s.variant_id = v.id and s.blocked and s.quantity - s.reserved > 0)))
          order by n.created_at, n.id
          limit ${limit}`,
      );
    },

    async markNotified(ids) {
      if (ids.length === 0) return;
      const list = `{${ids.map((id) => Math.trunc(Number(id))).join(",")}}`;
      await db.execute(sql`update stock_notifications set notified_at = now() where id = any(${list}::int[])`);
    },
  };
}
