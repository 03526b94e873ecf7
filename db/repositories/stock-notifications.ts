import { sql } from "drizzle-orm";
import type { DueNotification, StockNotificationRepository } from "#core/product/stock-notifications.ts";
import { queryRows, type Db } from "../client.server.ts";

export function createStockNotificationRepository(db: Db): StockNotificationRepository {
  return {
    async variantExists(variantId) {
      if (!Number.isInteger(variantId) || variantId <= 0 || variantId > 2_147_483_647) return false;
      const found = await queryRows<{ id: number }>(
        db,
        sql`select v.id from variants v join product_models m on m.id = v.model_id
            where v.id = ${variantId} and v.is_active and m.is_public`,
      );
      return found.length > 0;
    },

    async addRequest({ variantId, email, lang }) {
      await db.execute(sql`
        insert into stock_notifications (variant_id, email, lang) values (${variantId}, ${email}, ${lang})
        on conflict (variant_id, email) where notified_at is null do nothing`);
    },

    async dueRequests(limit) {
      // Due: the variant is active on a public model and can be ordered online again (stock not
      // blocked, or the model is made on order). Texts in the language the request was made in.
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
            and (m.on_order or exists (
              select 1 from stock s where s.variant_id = v.id and not s.blocked and s.quantity - s.reserved > 0))
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
