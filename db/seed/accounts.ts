import { hashPassword } from "#core/accounts/password.server.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../client.server.ts";
import { customers } from "../schema/accounts.ts";

/**
 * The demo accounts (README "Demo accounts"): one member of staff, who sees non-public products and
 * per-store stock with shelf codes and edits the catalogue in the back office, one admin, who also manages
 * integration tokens and reads the audit log, and one customer. Their passwords are public, like the rest of
 * the demo catalogue: a shop that goes live with its own data does not seed them.
 */
export const DEMO_ACCOUNTS = {
  staff: { email: "staff@example.fi", password: "kuusikko-staff", username: "sanna.staff", firstName: "Sanna", lastName: "Koski", isStaff: true, isAdmin: false },
  admin: { email: "admin@example.fi", password: "kuusikko-admin", username: "ville.admin", firstName: "Ville", lastName: "Laine", isStaff: true, isAdmin: true },
  customer: { email: "asiakas@example.fi", password: "kuusikko-asiakas", username: null, firstName: "Aino", lastName: "Virtanen", isStaff: false, isAdmin: false },
} as const;

export async function insertDemoAccounts(tx: Db): Promise<void> {
  const rows = await Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (account) => ({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      postcode: "00100",
      isStaff: account.isStaff,
      isAdmin: account.isAdmin,
      activatedAt: new Date("2026-01-15T10:00:00Z"),
    })),
  );
  await tx.insert(customers).values(rows);
}

/**
 * The demo customer's purchases, for /history/: a delivered web order and two receipts of the stores'
 * tills (one partly returned), of the first public products. Dated before the catalogue's reference date.
 */
export async function insertDemoPurchases(tx: Db, referenceDate: Date): Promise<void> {
  const at = (days: number) => new Date(referenceDate.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  await tx.execute(sql`
    with customer as (select id, email from customers where email = ${DEMO_ACCOUNTS.customer.email}),
    picked as (
      select row_number() over (order by m.id) as n, v.id as variant_id, b.name || ' ' || t.name as name, v.size_name, p.active_cents
      from product_models m
      join brands b on b.id = m.brand_id
      join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
      join variants v on v.id = (select min(vv.id) from variants vv where vv.model_id = m.id and vv.is_active)
      join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
      where m.is_public and not m.is_bundle and not m.is_gift_card
      order by m.id limit 4
    ),
    web as (
      insert into orders (number, status, idempotency_key, request_hash, lang, country_code, customer_id, email, first_name, last_name,
        address, postal_code, city, delivery_method, payment_method, products_cents, total_cents, due_cents, created_at, reserved_until, paid_at,
        confirmation_sent_at)
      select 'D000001', 'delivered', 'seed-demo-customer-1', 'seed', 'fi', 'fi', c.id, c.email, ${DEMO_ACCOUNTS.customer.firstName},
        ${DEMO_ACCOUNTS.customer.lastName}, 'Mannerheimintie 1', '00100', 'Helsinki', 'home-delivery', 'card',
        p.active_cents, p.active_cents, p.active_cents, ${at(40)}::timestamptz, ${at(40)}::timestamptz, ${at(40)}::timestamptz, ${at(40)}::timestamptz
      from customer c join picked p on p.n = 1
      returning id
    ),
    web_rows as (
      insert into order_rows (order_id, position, kind, product_id, name, variant_name, amount, unit_cents, total_cents)
      select web.id, 0, 'product', p.variant_id::text, p.name, p.size_name, 1, p.active_cents, p.active_cents from web join picked p on p.n = 1
    ),
    receipts as (
      insert into store_receipts (number, store_id, customer_id, purchased_at, status, total_cents, note)
      select r.number, r.store_id, c.id, r.at, r.status,
        (select sum(p.active_cents * r2.amount) from (values (2, 1), (3, 2), (4, 1)) as r2(n, amount) join picked p on p.n = r2.n where r2.n = any(r.ns)),
        r.note
      from customer c cross join (values
        ('K1-20261001-0042', 1, ${at(55)}::timestamptz, 'paid', array[2, 3]::bigint[], 'Sukset voidellaan noudettaessa.'),
        ('K3-20261104-0017', 3, ${at(20)}::timestamptz, 'partly-returned', array[4]::bigint[], '')
      ) as r(number, store_id, at, status, ns, note)
      returning id, number
    )
    insert into store_receipt_rows (receipt_id, position, variant_id, name, variant_name, amount, returned_amount, unit_cents, total_cents)
    select rc.id, row_number() over (partition by rc.id order by p.n) - 1, p.variant_id, p.name, p.size_name, q.amount,
      case when rc.number like 'K3-%' then 1 else 0 end, p.active_cents, p.active_cents * q.amount
    from receipts rc
    join (values ('K1-20261001-0042', 2::bigint, 1), ('K1-20261001-0042', 3::bigint, 2), ('K3-20261104-0017', 4::bigint, 1)) as q(number, n, amount) on q.number = rc.number
    join picked p on p.n = q.n`);
}
