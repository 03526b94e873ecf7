import { sql } from "drizzle-orm";
import { allocate, type WarehouseStock } from "#core/orders/allocation.ts";
import type { OrderPlan, OrderRepository, PlaceHold, PlacedOrder, PlaceShortage } from "#core/orders/order-service.server.ts";
import type { UnpaidCounts, UnpaidShopper } from "#core/orders/unpaid-orders.ts";
import { maskCode, type OrderView } from "#core/orders/order-view.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";

/** Thrown inside the transaction to roll it back; never leaves this module. */
class Shortage extends Error {
  readonly kind: PlaceShortage;

  constructor(kind: PlaceShortage) {
    super(`order refused: ${kind}`);
    this.kind = kind;
  }
}

type OrderRow = { number: string; accessToken: string; status: string; totalCents: number; dueCents: number; reservedUntil: string | Date };

const ORDER_COLUMNS = sql`number, access_token as "accessToken", status, total_cents as "totalCents", due_cents as "dueCents", reserved_until as "reservedUntil"`;

function placed(row: OrderRow): PlacedOrder {
  return { ...row, totalCents: Number(row.totalCents), dueCents: Number(row.dueCents), reservedUntil: new Date(row.reservedUntil) };
}

export function createOrderRepository(db: Db): OrderRepository {
  async function byIdempotencyKey(tx: Db, key: string): Promise<{ order: PlacedOrder; requestHash: string } | null> {
    const [row] = await queryRows<OrderRow & { requestHash: string }>(
      tx,
      sql`select ${ORDER_COLUMNS}, request_hash as "requestHash" from orders where idempotency_key = ${key}`,
    );
    return row ? { order: placed(row), requestHash: row.requestHash } : null;
  }

  async function reserve(tx: Db, orderId: number, variantId: number, amount: number, fromStore: number | null): Promise<void> {
    // Row locks on the variant's stock: a second order for the same variant waits here until this one
    // commits or rolls back, then sees what is left. Pieces are counted after the lock, never before.
    const stock = await queryRows<{ storeId: number; free: number; blocked: boolean }>(
      tx,
      sql`select store_id as "storeId", greatest(quantity - reserved, 0)::int as free, blocked
          from stock where variant_id = ${variantId} ${fromStore === null ? sql`` : sql`and store_id = ${fromStore} and not blocked`}
          order by store_id for update`,
    );
    const plan = allocate(amount, stock.map((entry): WarehouseStock => ({ storeId: Number(entry.storeId), free: Number(entry.free), blocked: entry.blocked })));
    if (!plan) throw new Shortage("stock");
    for (const take of plan) {
      await tx.execute(sql`update stock set reserved = reserved + ${take.amount} where variant_id = ${variantId} and store_id = ${take.storeId}`);
      await tx.execute(sql`insert into order_reservations (order_id, variant_id, store_id, amount) values (${orderId}, ${variantId}, ${take.storeId}, ${take.amount})`);
    }
  }

  /**
   * The shopper's other unpaid orders that hold stock now. Taken under transaction-scoped advisory locks on
   * the shopper's address and account (in one order, so two placements never wait on each other in a
   * circle): a second order of the same shopper placed at the same moment waits here and then counts this one.
   */
  async function unpaidCounts(tx: Db, shopper: UnpaidShopper, orderId: number, variantIds: readonly number[]): Promise<UnpaidCounts> {
    const keys = [`unpaid-address|${shopper.clientKey}`];
    if (shopper.customerId !== null) keys.push(`unpaid-account|${shopper.customerId}`);
    for (const key of keys.sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const ids = `{${variantIds.join(",")}}`;
    const [row] = await queryRows<UnpaidCounts & Record<string, unknown>>(
      tx,
      sql`with waiting as (
            select id, coalesce(client_key = ${shopper.clientKey}, false) as by_address, coalesce(customer_id = ${shopper.customerId}::int, false) as by_account
            from orders
            where status = 'awaiting_payment' and reserved_until > clock_timestamp() and id <> ${orderId}
              and (client_key = ${shopper.clientKey} or customer_id = ${shopper.customerId}::int)
          ),
          per_variant as (
            select count(distinct r.order_id) filter (where w.by_address) as by_address, count(distinct r.order_id) filter (where w.by_account) as by_account
            from order_reservations r join waiting w on w.id = r.order_id
            where r.variant_id = any(${ids}::int[]) group by r.variant_id
          )
          select (select count(*) from waiting where by_address)::int as "byAddress",
            (select coalesce(max(by_address), 0) from per_variant)::int as "sameVariantByAddress",
            (select count(*) from waiting where by_account)::int as "byAccount",
            (select coalesce(max(by_account), 0) from per_variant)::int as "sameVariantByAccount"`,
    );
    return {
      byAddress: Number(row?.byAddress ?? 0),
      sameVariantByAddress: Number(row?.sameVariantByAddress ?? 0),
      byAccount: Number(row?.byAccount ?? 0),
      sameVariantByAccount: Number(row?.sameVariantByAccount ?? 0),
    };
  }

  /** One attempt at placing the order; a Shortage thrown inside rolls everything back. */
  function placeOnce(plan: OrderPlan, hold: PlaceHold): Promise<{ order: PlacedOrder; created: boolean }> {
    return db.transaction(async (tx) => {
      const [inserted] = await queryRows<OrderRow & { id: number }>(
        tx,
        sql`insert into orders (number, idempotency_key, request_hash, lang, country_code, customer_id, email, first_name, last_name, phone,
              address, postal_code, city, delivery_method, delivery_location, special_request, payment_method, discount_code,
              client_key, repack, part_delivery, gift_campaign_code, products_cents, discount_cents, gift_card_products_cents, delivery_cents, repack_cents, total_cents,
              due_cents, reserved_until, status, paid_at)
            values ('W' || nextval('order_number_seq'), ${plan.idempotencyKey}, ${plan.requestHash}, ${plan.lang}, ${plan.countryCode}, ${plan.customerId},
              ${plan.contact.email}, ${plan.contact.firstName}, ${plan.contact.lastName}, ${plan.contact.phone}, ${plan.contact.address},
              ${plan.contact.postalCode}, ${plan.contact.city}, ${plan.deliveryMethod}, ${plan.deliveryLocation}, ${plan.specialRequest},
              ${plan.paymentMethod}, ${plan.discountCode}, ${plan.shopper.clientKey}, ${plan.repack}, ${plan.partDelivery}, ${plan.giftCampaignCode}, ${plan.productsCents}, ${plan.discountCents},
              ${plan.giftCardProductsCents}, ${plan.deliveryCents}, ${plan.repackCents}, ${plan.totalCents}, ${plan.dueCents},
              ${hold.until.toISOString()}::timestamptz,
              ${plan.dueCents === 0 ? "processing" : "awaiting_payment"}, ${plan.dueCents === 0 ? sql`now()` : sql`null`})
            on conflict (idempotency_key) do nothing
            returning id, ${ORDER_COLUMNS}`,
      );
      // The same key sent twice at once: the second insert waited for the first and found it.
      if (!inserted) {
        const existing = await byIdempotencyKey(tx, plan.idempotencyKey);
        if (!existing) throw new Error("order with this idempotency key vanished");
        if (existing.requestHash !== plan.requestHash) throw new Shortage("key-reused");
        return { order: existing.order, created: false };
      }
      const orderId = Number(inserted.id);

      if (plan.dueCents > 0) {
        const counts = await unpaidCounts(tx, plan.shopper, orderId, plan.pieces.map((need) => need.variantId));
        if (!hold.allows(counts)) throw new Shortage("unpaid-orders");
      }

      for (const need of plan.pieces) await reserve(tx, orderId, need.variantId, need.amount, plan.fromStore);

      // In code order, so two orders paying with the same cards lock them in the same order.
      for (const card of [...plan.giftCards].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))) {
        const taken = await queryRows<{ code: string }>(
          tx,
          sql`update gift_card_accounts set balance_cents = balance_cents - ${card.amountCents}
              where code = ${card.code} and is_active and balance_cents >= ${card.amountCents}
                and (valid_until is null or valid_until > now())
              returning code`,
        );
        if (taken.length === 0) throw new Shortage("gift-card");
        await tx.execute(
          sql`insert into order_payments (order_id, provider, reference, amount_cents, status)
              values (${orderId}, 'giftcard', ${`${card.code}:${inserted.number}`}, ${card.amountCents}, 'captured')`,
        );
      }

      if (plan.giftCampaignCode) {
        // One code, one gift: the first order to redeem it has it.
        const redeemed = await queryRows<{ code: string }>(
          tx,
          sql`update gift_campaign_codes set redeemed_at = now() where code = ${plan.giftCampaignCode} and redeemed_at is null returning code`,
        );
        if (redeemed.length === 0) throw new Shortage("campaign-code");
      } else if (plan.discountCode) {
        // An unlimited code is only read, so orders with a popular campaign code never queue on its row.
        const [code] = await queryRows<{ usesLeft: number | null; isActive: boolean }>(
          tx,
          sql`select uses_left as "usesLeft", is_active as "isActive" from discount_codes where code = ${plan.discountCode}`,
        );
        if (!code?.isActive) throw new Shortage("code");
        if (code.usesLeft !== null) {
          const used = await queryRows<{ code: string }>(
            tx,
            sql`update discount_codes set uses_left = uses_left - 1 where code = ${plan.discountCode} and uses_left > 0 returning code`,
          );
          if (used.length === 0) throw new Shortage("code");
        }
      }

      let position = 0;
      for (const row of plan.rows) {
        position += 1;
        await tx.execute(
          sql`insert into order_rows (order_id, position, kind, product_id, name, variant_name, amount, unit_cents, discount_cents, total_cents, extra_data)
              values (${orderId}, ${position}, ${row.kind}, ${row.productId}, ${row.name}, ${row.variantName}, ${row.amount}, ${row.unitCents},
                ${row.discountCents}, ${row.totalCents}, ${row.extraData === null ? null : JSON.stringify(row.extraData)}::jsonb)`,
        );
      }
      return { order: placed(inserted), created: true };
    });
  }

  async function view(number: string, lang: Lang | null): Promise<OrderView | null> {
    const [order] = await queryRows<Record<string, unknown>>(
      db,
      sql`with o as (select *, coalesce(${lang}::text, lang) as view_lang from orders where number = ${number})
          select o.number, o.status, o.lang, o.country_code as "countryCode", o.created_at as "createdAt", o.paid_at as "paidAt",
            o.reserved_until as "reservedUntil", o.access_token as "accessToken", o.email, o.first_name as "firstName", o.last_name as "lastName", o.phone, o.address,
            o.postal_code as "postalCode", o.city, o.delivery_method as "deliveryMethodSlug", dmt.name as "deliveryMethodName",
            dm.kind as "deliveryKind", o.delivery_location as "deliveryLocationId",
            coalesce(stt.name, st.name, pp.name) as "locationName",
            coalesce(nullif(concat_ws(', ', st.address, nullif(concat_ws(' ', st.postal_code, st.city), '')), ''),
                     concat_ws(', ', pp.address, concat_ws(' ', pp.postal_code, pp.city))) as "locationAddress",
            o.special_request as "specialRequest", o.payment_method as "paymentMethodSlug", pmt.name as "paymentMethodName",
            o.discount_code as "discountCode", o.gift_campaign_code as "giftCampaignCode", o.repack, o.part_delivery as "partDelivery", o.products_cents as "productsCents", o.discount_cents as "discountCents",
            o.gift_card_products_cents as "giftCardProductsCents", o.delivery_cents as "deliveryCents", o.repack_cents as "repackCents",
            o.total_cents as "totalCents", o.due_cents as "dueCents",
            (select coalesce(json_agg(json_build_object('kind', r.kind, 'productId', r.product_id, 'name', r.name, 'variantName', r.variant_name,
                      'amount', r.amount, 'totalCents', r.total_cents) order by r.position), '[]'::json)
               from order_rows r where r.order_id = o.id) as rows,
            (select coalesce(json_agg(json_build_object('code', split_part(p.reference, ':', 1), 'amountCents', p.amount_cents) order by p.id), '[]'::json)
               from order_payments p where p.order_id = o.id and p.provider = 'giftcard' and p.status = 'captured') as "giftCards"
          from o
          left join delivery_methods dm on dm.slug = o.delivery_method
          left join delivery_method_translations dmt on dmt.method_slug = o.delivery_method and dmt.lang = o.view_lang
          left join payment_method_translations pmt on pmt.method_slug = o.payment_method and pmt.lang = o.view_lang
          left join stores st on dm.kind in ('store-pickup', 'store-express') and st.id::text = o.delivery_location
          left join store_translations stt on stt.store_id = st.id and stt.lang = o.view_lang
          left join pickup_points pp on dm.kind = 'pickup-point' and pp.id = o.delivery_location`,
    );
    if (!order) return null;
    const text = (key: string) => String(order[key] ?? "");
    const date = (key: string) => (order[key] === null || order[key] === undefined ? null : new Date(order[key] as string));
    const json = <T>(key: string): T => (typeof order[key] === "string" ? JSON.parse(order[key] as string) : order[key]) as T;
    const cents = (key: string) => Number(order[key]);
    const locationId = order["deliveryLocationId"] as string | null;
    return {
      number: text("number"),
      status: text("status"),
      lang: text("lang") as Lang,
      countryCode: text("countryCode"),
      createdAt: date("createdAt")!,
      paidAt: date("paidAt"),
      reservedUntil: date("reservedUntil")!,
      accessToken: text("accessToken"),
      email: text("email"),
      firstName: text("firstName"),
      lastName: text("lastName"),
      phone: text("phone"),
      address: text("address"),
      postalCode: text("postalCode"),
      city: text("city"),
      deliveryMethod: order["deliveryMethodSlug"] ? { slug: text("deliveryMethodSlug"), name: text("deliveryMethodName") || text("deliveryMethodSlug") } : null,
      deliveryLocation: locationId ? { id: locationId, name: text("locationName") || locationId, address: text("locationAddress") } : null,
      specialRequest: text("specialRequest"),
      paymentMethod: order["paymentMethodSlug"] ? { slug: text("paymentMethodSlug"), name: text("paymentMethodName") || text("paymentMethodSlug") } : null,
      discountCode: (order["discountCode"] as string | null) ?? null,
      repack: order["repack"] === true,
      partDelivery: order["partDelivery"] === true,
      giftCampaignCode: (order["giftCampaignCode"] as string | null) ?? null,
      productsCents: cents("productsCents"),
      discountCents: cents("discountCents"),
      giftCardProductsCents: cents("giftCardProductsCents"),
      deliveryCents: cents("deliveryCents"),
      repackCents: cents("repackCents"),
      totalCents: cents("totalCents"),
      dueCents: cents("dueCents"),
      rows: json<OrderView["rows"]>("rows").map((row) => ({ ...row, amount: Number(row.amount), totalCents: Number(row.totalCents) })),
      giftCardPayments: json<OrderView["giftCardPayments"]>("giftCards").map((card) => ({ code: maskCode(card.code), amountCents: Number(card.amountCents) })),
    };
  }

  return {
    byIdempotencyKey: async (key) => byIdempotencyKey(db, key),

    view,

    async updateAddress(number, address) {
      const changed = await queryRows<{ number: string }>(
        db,
        sql`update orders set first_name = ${address.firstName}, last_name = ${address.lastName}, address = ${address.address},
              postal_code = ${address.postalCode}, city = ${address.city}
            where number = ${number} and status = 'awaiting_payment'
            returning number`,
      );
      return changed.length > 0;
    },

    async claimConfirmation(number) {
      const claimed = await queryRows<{ number: string }>(
        db,
        sql`update orders set confirmation_sent_at = now()
            where number = ${number} and confirmation_sent_at is null and paid_at is not null and status <> 'cancelled'
            returning number`,
      );
      return claimed.length > 0;
    },

    async releaseConfirmation(number) {
      await db.execute(sql`update orders set confirmation_sent_at = null where number = ${number}`);
    },

    async unconfirmed(paidBefore, limit) {
      const rows = await queryRows<{ number: string }>(
        db,
        sql`select number from orders where confirmation_sent_at is null and paid_at is not null and paid_at <= ${paidBefore.toISOString()}::timestamptz
              and status <> 'cancelled' order by paid_at limit ${limit}`,
      );
      return rows.map((row) => row.number);
    },

    async place(plan: OrderPlan, hold: PlaceHold) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await placeOnce(plan, hold);
        } catch (error) {
          if (error instanceof Shortage) return { shortage: error.kind };
          // PostgreSQL may pick this transaction to break a deadlock or a serialization conflict: try again.
          const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
          if ((code === "40P01" || code === "40001") && attempt < 3) continue;
          throw error;
        }
      }
    },

    async releaseExpired(now, limit) {
      const due = await queryRows<{ id: number }>(
        db,
        sql`select id from orders where status = 'awaiting_payment' and reserved_until <= ${now.toISOString()}::timestamptz
            order by reserved_until limit ${limit}`,
      );
      let released = 0;
      for (const { id } of due) {
        const done = await db.transaction(async (tx) => {
          // Only one process cancels an order: the status change is the claim.
          const [claimed] = await queryRows<{ id: number; discountCode: string | null; giftCampaignCode: string | null }>(
            tx,
            sql`update orders set status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz
                where id = ${id} and status = 'awaiting_payment' returning id, discount_code as "discountCode", gift_campaign_code as "giftCampaignCode"`,
          );
          if (!claimed) return false;
          await tx.execute(sql`
            update stock s set reserved = greatest(s.reserved - r.amount, 0)
            from order_reservations r where r.order_id = ${id} and s.variant_id = r.variant_id and s.store_id = r.store_id`);
          await tx.execute(sql`
            update gift_card_accounts g set balance_cents = least(g.initial_cents, g.balance_cents + p.amount_cents)
            from order_payments p where p.order_id = ${id} and p.provider = 'giftcard' and p.status = 'captured'
              and p.reference = g.code || ':' || (select number from orders where id = ${id})`);
          await tx.execute(sql`update order_payments set status = 'refunded' where order_id = ${id} and provider = 'giftcard' and status = 'captured'`);
          // The gift is not taken: its code can be redeemed again.
          if (claimed.giftCampaignCode) await tx.execute(sql`update gift_campaign_codes set redeemed_at = null where code = ${claimed.giftCampaignCode}`);
          if (claimed.discountCode) {
            await tx.execute(sql`update discount_codes set uses_left = uses_left + 1 where code = ${claimed.discountCode} and uses_left is not null`);
          }
          return true;
        });
        if (done) released += 1;
      }
      return released;
    },

    async markPaid({ number, provider, reference, amountCents, now }) {
      return db.transaction(async (tx) => {
        const [order] = await queryRows<OrderRow & { id: number }>(tx, sql`select id, ${ORDER_COLUMNS} from orders where number = ${number} for update`);
        if (!order || amountCents !== Number(order.dueCents)) return null;
        // The provider repeating its callback finds its payment stored for this order: the same answer.
        const [stored] = await queryRows<{ orderId: number }>(
          tx,
          sql`select order_id as "orderId" from order_payments where provider = ${provider} and reference = ${reference}`,
        );
        if (stored) return Number(stored.orderId) === Number(order.id) && order.status !== "cancelled" ? placed(order) : null;
        // Only an order waiting for its payment takes one: a second payment, or one for a cancelled order
        // (its stock went back), is not applied and the provider's adapter refunds it.
        if (order.status !== "awaiting_payment") return null;
        await tx.execute(
          sql`insert into order_payments (order_id, provider, reference, amount_cents, status)
              values (${order.id}, ${provider}, ${reference}, ${amountCents}, 'captured')`,
        );
        const [paid] = await queryRows<OrderRow>(
          tx,
          sql`update orders set status = 'processing', paid_at = ${now.toISOString()}::timestamptz
              where id = ${order.id} returning ${ORDER_COLUMNS}`,
        );
        return paid ? placed(paid) : null;
      });
    },
  };
}
