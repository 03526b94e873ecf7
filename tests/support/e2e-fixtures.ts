import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#db/client.server.ts";

/**
 * What the browser tests need beyond the demo catalogue, added to their database once it is seeded. The demo's
 * orders are dated from the seed's fixed reference date and leave the 100-day return window as the calendar
 * moves on; these guest orders are delivered five days before the template is made (a template is used for half
 * a day at most).
 */
export const RETURNABLE_ORDERS = [
  { number: "T000001", email: "palauttaja@example.invalid" },
  { number: "T000002", email: "palauttaja-2@example.invalid" },
] as const;

export async function insertBrowserTestFixtures(db: Db): Promise<void> {
  // Two sizes of one model in the order (so no other product's "also bought" changes), and a third size in stock to exchange to.
  const [model] = await queryRows<{ modelId: number }>(
    db,
    sql`select v.model_id as "modelId" from variants v join product_models m on m.id = v.model_id
        where v.is_active and m.is_public and not m.is_bundle and not m.is_gift_card and v.size_name <> ''
          and exists (select 1 from stock s where s.variant_id = v.id and not s.blocked and s.quantity > s.reserved)
        group by v.model_id having count(*) >= 3 order by v.model_id limit 1`,
  );
  if (!model) throw new Error("no model with three sizes in stock for the return fixture");
  for (const order of RETURNABLE_ORDERS) await insertOrder(db, model.modelId, order);
}

async function insertOrder(db: Db, modelId: number, order: { number: string; email: string }): Promise<void> {
  await db.execute(sql`
    with picked as (
      select v.id, v.size_name, coalesce(t.name, m.slug) as name, p.active_cents, row_number() over (order by v.size_sort_order, v.id) as n
      from variants v join product_models m on m.id = v.model_id
      left join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
      join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
      where v.model_id = ${modelId} and v.is_active
    ),
    placed as (
      insert into orders (number, status, idempotency_key, request_hash, lang, country_code, email, first_name, last_name, address, postal_code, city,
        payment_method, products_cents, total_cents, due_cents, created_at, reserved_until, paid_at, confirmation_sent_at, shipped_at, delivered_at)
      select ${order.number}, 'delivered', ${`browser-test-${order.number}`}, 'seed', 'fi', 'fi', ${order.email}, 'Paula', 'Palauttaja',
        'Aleksanterinkatu 1', '00100', 'Helsinki', 'test',
        (select sum(active_cents * case n when 1 then 2 else 1 end) from picked where n <= 2),
        (select sum(active_cents * case n when 1 then 2 else 1 end) from picked where n <= 2),
        (select sum(active_cents * case n when 1 then 2 else 1 end) from picked where n <= 2),
        now() - interval '7 days', now() - interval '7 days', now() - interval '7 days', now() - interval '7 days',
        now() - interval '6 days', now() - interval '5 days'
      returning id
    )
    insert into order_rows (order_id, position, kind, product_id, name, variant_name, amount, unit_cents, total_cents)
    select placed.id, picked.n - 1, 'product', picked.id::text, picked.name, picked.size_name, case picked.n when 1 then 2 else 1 end,
      picked.active_cents, picked.active_cents * case picked.n when 1 then 2 else 1 end
    from placed cross join picked where picked.n <= 2`);
}
