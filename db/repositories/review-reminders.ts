import { sql } from "drizzle-orm";
import type { DueReminder, ReviewReminderRepository } from "#core/reviews/review-reminders.ts";
import { isLang, type Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";

export function createReviewReminderRepository(db: Db): ReviewReminderRepository {
  return {
    async claimDue({ now, afterDays, windowDays, limit }) {
      const at = now.toISOString();
      const rows = await queryRows<{ orderNumber: string; email: string; firstName: string; lang: string; products: DueReminder["products"] | string | null }>(
        db,
        sql`with due as (
              select o.id from orders o join customers c on c.id = o.customer_id
              where o.review_reminder_sent_at is null and o.status in ('shipped', 'delivered')
                and o.created_at <= ${at}::timestamptz - make_interval(days => ${afterDays})
                and o.created_at > ${at}::timestamptz - make_interval(days => ${windowDays})
                and c.is_active and c.reminders_allowed
              order by o.created_at limit ${limit}
              for update of o skip locked
            ),
            claimed as (
              update orders o set review_reminder_sent_at = ${at}::timestamptz from due where o.id = due.id
              returning o.id, o.number, o.customer_id, o.lang
            )
            select cl.number as "orderNumber", c.email, c.first_name as "firstName", cl.lang,
              (select json_agg(json_build_object('modelId', p.model_id, 'name', p.name) order by p.position)
               from (select distinct on (v.model_id) v.model_id, r.name, r.position
                     from order_rows r
                     join variants v on v.id::text = r.product_id
                     join product_models m on m.id = v.model_id and m.is_public
                     where r.order_id = cl.id and r.kind = 'product'
                       and not exists (select 1 from reviews rv where rv.customer_id = c.id and rv.model_id = v.model_id)
                     order by v.model_id, r.position) p) as products
            from claimed cl join customers c on c.id = cl.customer_id`,
      );
      return rows.map((row) => ({
        orderNumber: row.orderNumber,
        email: row.email,
        firstName: row.firstName,
        lang: (isLang(row.lang) ? row.lang : "fi") as Lang,
        products: (typeof row.products === "string" ? (JSON.parse(row.products) as DueReminder["products"]) : row.products ?? []).map((product) => ({
          modelId: Number(product.modelId),
          name: product.name,
        })),
      }));
    },
  };
}
