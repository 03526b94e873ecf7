import { sql } from "drizzle-orm";
import type { CaseStatus } from "#core/after-sales/case-status.ts";
import type { RefundTo, ReturnProblem } from "#core/after-sales/return-request.ts";
import type { Approval, CaseView, ComplaintView, PendingRefund, QueuedCase, ReturnOrder, ReturnPlan, ReturnsRepository, StaffCaseView } from "#core/after-sales/returns-service.server.ts";
import { CLOSED_STATUSES } from "#core/after-sales/case-status.ts";
import { WEB_STORE_ID } from "#core/product/availability.ts";
import { DomainError } from "#core/errors.ts";
import { allocate, type WarehouseStock } from "#core/orders/allocation.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";
import { casePicture, complaintJson, createComplaint, eventPicturesJson, insertPictures, orderForComplaint, parsedJson, receiptForComplaint } from "./complaints.ts";
import { casePictureUrl } from "#core/after-sales/case-pictures.ts";

/** Thrown inside the transaction to roll it back (an exchange's piece already held for an earlier row). */
class Refused extends Error {
  readonly problems: ReturnProblem[];

  constructor(problems: ReturnProblem[]) {
    super("return refused");
    this.problems = problems;
  }
}

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/** Pieces of the order's rows in returns and exchanges that were not rejected, by row position. */
async function returnedPieces(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ position: number; pieces: number }>(
    db,
    sql`select r.order_position as position, sum(r.amount)::int as pieces
        from after_sales_rows r join after_sales_cases c on c.id = r.case_id
        where c.order_id = ${orderId} and c.kind in ('return', 'exchange') and c.status <> 'rejected-return'
        group by r.order_position`,
  );
  return new Map(rows.map((row) => [Number(row.position), Number(row.pieces)]));
}

/**
 * The order that sends an exchange's wanted pieces: paid (nothing due), to the original order's address,
 * holding the pieces the exchange held; pieces whose hold ran out are taken again if free.
 */
async function exchangeOrder(tx: Db, caseId: number, caseNumber: string, orderId: number, at: string): Promise<string> {
  const [created] = await queryRows<{ id: number; number: string }>(
    tx,
    sql`insert into orders (number, status, idempotency_key, request_hash, lang, country_code, customer_id, email, first_name, last_name, phone,
          address, postal_code, city, delivery_method, delivery_location, special_request, payment_method, products_cents, total_cents, due_cents,
          created_at, reserved_until, paid_at)
        select 'W' || nextval('order_number_seq'), 'processing', ${`exchange-${caseNumber}`}, 'exchange', lang, country_code, customer_id, email,
          first_name, last_name, phone, address, postal_code, city, delivery_method, delivery_location, ${caseNumber}, null, 0, 0, 0,
          ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
        from orders where id = ${orderId}
        returning id, number`,
  );
  const newOrderId = Number(created!.id);
  const wanted = await queryRows<{ position: number; amount: number; variantId: number; name: string; sizeName: string }>(
    tx,
    sql`select r.order_position as position, r.amount, r.exchange_variant_id as "variantId", o.name, v.size_name as "sizeName"
        from after_sales_rows r join order_rows o on o.order_id = ${orderId} and o.position = r.order_position
        join variants v on v.id = r.exchange_variant_id
        where r.case_id = ${caseId} order by r.order_position`,
  );
  for (const [index, row] of wanted.entries()) {
    await tx.execute(
      sql`insert into order_rows (order_id, position, kind, product_id, name, variant_name, amount, unit_cents, total_cents)
          values (${newOrderId}, ${index}, 'product', ${String(row.variantId)}, ${row.name}, ${row.sizeName}, ${row.amount}, 0, 0)`,
    );
    const held = await queryRows<{ storeId: number; amount: number }>(
      tx,
      sql`update after_sales_holds set released_at = ${at}::timestamptz
          where case_id = ${caseId} and order_position = ${row.position} and released_at is null
          returning store_id as "storeId", amount`,
    );
    let missing = Number(row.amount) - held.reduce((sum, hold) => sum + Number(hold.amount), 0);
    // The held pieces become the order's reservation: stock.reserved already counts them.
    for (const hold of held) {
      await tx.execute(
        sql`insert into order_reservations (order_id, variant_id, store_id, amount) values (${newOrderId}, ${row.variantId}, ${hold.storeId}, ${hold.amount})
            on conflict (order_id, variant_id, store_id) do update set amount = order_reservations.amount + excluded.amount`,
      );
    }
    if (missing > 0) {
      const stock = await queryRows<{ storeId: number; free: number; blocked: boolean }>(
        tx,
        sql`select store_id as "storeId", greatest(quantity - reserved, 0)::int as free, blocked from stock where variant_id = ${row.variantId} order by store_id for update`,
      );
      const taken = allocate(missing, stock.map((entry): WarehouseStock => ({ storeId: Number(entry.storeId), free: Number(entry.free), blocked: entry.blocked })));
      if (!taken) throw new DomainError("CONFLICT", "The wanted size is no longer available: refund the return instead.", { field: "action" });
      for (const take of taken) {
        await tx.execute(sql`update stock set reserved = reserved + ${take.amount} where variant_id = ${row.variantId} and store_id = ${take.storeId}`);
        await tx.execute(
          sql`insert into order_reservations (order_id, variant_id, store_id, amount) values (${newOrderId}, ${row.variantId}, ${take.storeId}, ${take.amount})
              on conflict (order_id, variant_id, store_id) do update set amount = order_reservations.amount + excluded.amount`,
        );
        missing -= take.amount;
      }
    }
  }
  return created!.number;
}

export function createReturnsRepository(db: Db): ReturnsRepository {
  /** Holds `amount` free pieces of the variant for the exchange; false when the shelves have fewer. */
  async function hold(tx: Db, caseId: number, plan: ReturnPlan, position: number, variantId: number, amount: number): Promise<boolean> {
    // The same row locks as an order's reservation: an order and an exchange for the last piece queue here.
    const stock = await queryRows<{ storeId: number; free: number; blocked: boolean }>(
      tx,
      sql`select store_id as "storeId", greatest(quantity - reserved, 0)::int as free, blocked
          from stock where variant_id = ${variantId} order by store_id for update`,
    );
    const taken = allocate(amount, stock.map((entry): WarehouseStock => ({ storeId: Number(entry.storeId), free: Number(entry.free), blocked: entry.blocked })));
    if (!taken) return false;
    for (const take of taken) {
      await tx.execute(sql`update stock set reserved = reserved + ${take.amount} where variant_id = ${variantId} and store_id = ${take.storeId}`);
      await tx.execute(
        sql`insert into after_sales_holds (case_id, order_position, variant_id, store_id, amount, held_until)
            values (${caseId}, ${position}, ${variantId}, ${take.storeId}, ${take.amount}, ${plan.heldUntil.toISOString()}::timestamptz)`,
      );
    }
    return true;
  }

  const repository: ReturnsRepository = {
    async orderForReturn(number) {
      const [order] = await queryRows<{
        id: number;
        number: string;
        email: string;
        customerId: number | null;
        countryCode: string;
        status: string;
        shippedAt: string | Date | null;
        deliveredAt: string | Date | null;
        paidAt: string | Date;
      }>(
        db,
        sql`select id, number, lower(email) as email, customer_id as "customerId", country_code as "countryCode", status,
              shipped_at as "shippedAt", delivered_at as "deliveredAt", coalesce(paid_at, created_at) as "paidAt"
            from orders where number = ${number}`,
      );
      if (!order) return null;
      const id = Number(order.id);
      const [rows, returned] = await Promise.all([
        queryRows<{ position: number; kind: "product" | "bundle" | "gift-card"; productId: string; amount: number; name: string; variantName: string; totalCents: number }>(
          db,
          sql`select position, kind, product_id as "productId", amount, name, variant_name as "variantName", total_cents as "totalCents"
              from order_rows where order_id = ${id} order by position`,
        ),
        returnedPieces(db, id),
      ]);
      const view: ReturnOrder = {
        id,
        number: order.number,
        email: order.email,
        customerId: order.customerId === null ? null : Number(order.customerId),
        countryCode: order.countryCode,
        status: order.status,
        shippedAt: dateOrNull(order.shippedAt),
        deliveredAt: dateOrNull(order.deliveredAt),
        paidAt: new Date(order.paidAt),
        rows: rows.map((row) => ({ ...row, position: Number(row.position), amount: Number(row.amount), totalCents: Number(row.totalCents) })),
        returned,
      };
      return view;
    },

    async exchangeOptions(variantIds, lang) {
      const options = new Map<number, Array<{ variantId: number; label: string }>>();
      if (variantIds.length === 0) return options;
      const found = await queryRows<{ boughtId: number; variantId: number; colour: string | null; size: string }>(
        db,
        sql`select bought.id as "boughtId", v.id as "variantId", t.name as colour, v.size_name as size
            from variants bought
            join variants v on v.model_id = bought.model_id and v.id <> bought.id and v.is_active
            left join colour_translations t on t.colour_slug = v.colour_slug and t.lang = ${lang}
            where bought.id = any(${`{${variantIds.join(",")}}`}::int[])
              and exists (select 1 from stock s where s.variant_id = v.id and not s.blocked and s.quantity > s.reserved)
            order by bought.id, v.colour_slug nulls first, v.size_sort_order, v.id`,
      );
      for (const row of found) {
        const label = [row.colour, row.size].filter((part) => part !== null && part !== "").join(", ") || String(row.variantId);
        const list = options.get(Number(row.boughtId)) ?? [];
        list.push({ variantId: Number(row.variantId), label });
        options.set(Number(row.boughtId), list);
      }
      return options;
    },

    async createCase(plan, recheck) {
      try {
        return await db.transaction(async (tx) => {
          // Two returns of one order at once: the second waits here and counts the first one's pieces.
          await tx.execute(sql`select id from orders where id = ${plan.orderId} for update`);
          const problems = recheck(await returnedPieces(tx, plan.orderId));
          if (problems.length > 0) throw new Refused(problems);
          const [created] = await queryRows<{ id: number; number: string; accessToken: string }>(
            tx,
            sql`insert into after_sales_cases (number, kind, order_id, customer_id, lang, email, refund_to, tracking_code, created_at, updated_at)
                values ('P' || nextval('case_number_seq'), ${plan.kind}, ${plan.orderId}, ${plan.customerId},
                  ${plan.lang}, ${plan.email}, ${plan.refundTo}, ${plan.trackingCode}, ${plan.requestedAt.toISOString()}::timestamptz,
                  ${plan.requestedAt.toISOString()}::timestamptz)
                returning id, number, access_token as "accessToken"`,
          );
          const caseId = Number(created!.id);
          const exchangeProblems: ReturnProblem[] = [];
          for (const [index, row] of plan.rows.entries()) {
            await tx.execute(
              sql`insert into after_sales_rows (case_id, order_position, amount, reason, exchange_variant_id)
                  values (${caseId}, ${row.position}, ${row.amount}, ${row.reason}, ${row.exchangeVariantId})`,
            );
            if (row.exchangeVariantId === null) continue;
            const [same] = await queryRows<{ same: boolean }>(
              tx,
              sql`select coalesce(wanted.model_id = bought.model_id and wanted.is_active, false) as same
                  from order_rows r
                  join variants bought on bought.id::text = r.product_id
                  join variants wanted on wanted.id = ${row.exchangeVariantId}
                  where r.order_id = ${plan.orderId} and r.position = ${row.position}`,
            );
            if (!same?.same) exchangeProblems.push({ field: `rows.${index}.exchangeVariantId`, code: "otherModel" });
            else if (!(await hold(tx, caseId, plan, row.position, row.exchangeVariantId, row.amount))) {
              exchangeProblems.push({ field: `rows.${index}.exchangeVariantId`, code: "unavailable" });
            }
          }
          if (exchangeProblems.length > 0) throw new Refused(exchangeProblems);
          await tx.execute(
            sql`insert into after_sales_events (case_id, at, actor, action, status)
                values (${caseId}, ${plan.requestedAt.toISOString()}::timestamptz, 'customer', 'start', 'new-return')`,
          );
          return { number: created!.number, accessToken: created!.accessToken };
        });
      } catch (error) {
        if (error instanceof Refused) return { kind: "problems" as const, problems: error.problems };
        throw error;
      }
    },

    async releaseDueHolds(now, limit) {
      const at = now.toISOString();
      const due = await queryRows<{ caseId: number }>(
        db,
        sql`select distinct h.case_id as "caseId" from after_sales_holds h join after_sales_cases c on c.id = h.case_id
            where h.released_at is null and h.held_until <= ${at}::timestamptz and c.received_at is null
            order by h.case_id limit ${limit}`,
      );
      let released = 0;
      for (const { caseId } of due) {
        const done = await db.transaction(async (tx) => {
          // Marking the holds released is the claim: a second process finds none left to mark.
          const holds = await queryRows<{ variantId: number; storeId: number; amount: number }>(
            tx,
            sql`update after_sales_holds h set released_at = ${at}::timestamptz
                from after_sales_cases c
                where h.case_id = ${caseId} and c.id = h.case_id and h.released_at is null and h.held_until <= ${at}::timestamptz
                  and c.received_at is null
                returning h.variant_id as "variantId", h.store_id as "storeId", h.amount`,
          );
          if (holds.length === 0) return false;
          for (const hold of holds) {
            await tx.execute(
              sql`update stock set reserved = greatest(reserved - ${hold.amount}, 0) where variant_id = ${hold.variantId} and store_id = ${hold.storeId}`,
            );
          }
          await tx.execute(
            sql`insert into after_sales_events (case_id, at, actor, action, status)
                select id, ${at}::timestamptz, 'system', 'holdReleased', status from after_sales_cases where id = ${caseId}`,
          );
          return true;
        });
        if (done) released += 1;
      }
      return released;
    },

    async moveCase(number, step, decide) {
      return db.transaction(async (tx) => {
        const [current] = await queryRows<{ id: number; kind: "return" | "exchange" | "complaint"; status: CaseStatus }>(
          tx,
          sql`select id, kind, status from after_sales_cases where number = ${number} for update`,
        );
        if (!current) return false;
        const caseId = Number(current.id);
        const next = decide({ kind: current.kind, status: current.status });
        const at = step.at.toISOString();
        const closed = next === "processed-return" || next === "rejected-return";
        await tx.execute(
          sql`update after_sales_cases set status = ${next}, updated_at = ${at}::timestamptz,
                received_at = ${step.action === "receive" ? sql`${at}::timestamptz` : sql`received_at`},
                closed_at = ${closed ? sql`${at}::timestamptz` : sql`null`},
                rejection_reason = ${next === "rejected-return" ? step.message : sql`rejection_reason`}
              where id = ${caseId}`,
        );
        const [event] = await queryRows<{ id: number }>(
          tx,
          sql`insert into after_sales_events (case_id, at, actor, staff_id, action, status, message)
              values (${caseId}, ${at}::timestamptz, ${step.actor}, ${step.staffId}, ${step.action}, ${next}, ${step.message}) returning id`,
        );
        if (step.pictures && step.pictures.length > 0) await insertPictures(tx, caseId, Number(event!.id), step.pictures, at);
        if (next === "rejected-return") {
          // Nothing will be exchanged: what was held for it goes back on sale now.
          const holds = await queryRows<{ variantId: number; storeId: number; amount: number }>(
            tx,
            sql`update after_sales_holds set released_at = ${at}::timestamptz where case_id = ${caseId} and released_at is null
                returning variant_id as "variantId", store_id as "storeId", amount`,
          );
          for (const hold of holds) {
            await tx.execute(
              sql`update stock set reserved = greatest(reserved - ${hold.amount}, 0) where variant_id = ${hold.variantId} and store_id = ${hold.storeId}`,
            );
          }
        }
        return true;
      });
    },

    async approveCase(number, step, decide, plan) {
      return db.transaction(async (tx): Promise<Approval | null> => {
        const [current] = await queryRows<{ id: number; kind: "return" | "exchange" | "complaint"; status: CaseStatus; orderId: number | null; refundTo: RefundTo | null; createdAt: string | Date }>(
          tx,
          sql`select id, kind, status, order_id as "orderId", refund_to as "refundTo", created_at as "createdAt"
              from after_sales_cases where number = ${number} for update`,
        );
        if (!current) return null;
        const caseId = Number(current.id);
        const next = decide({ kind: current.kind, status: current.status });
        const at = step.at.toISOString();
        const approval: Approval = { refundedCents: 0, giftCard: null, refunds: [], exchangeOrder: null };
        if (current.orderId !== null) {
          const orderId = Number(current.orderId);
          // Two approvals of one order's returns at once would both count the same payments' refundable cents.
          const [order] = await queryRows<{ deliveryCents: number; deliveredAt: string | Date | null; shippedAt: string | Date | null }>(
            tx,
            sql`select delivery_cents + repack_cents as "deliveryCents", delivered_at as "deliveredAt", shipped_at as "shippedAt"
                from orders where id = ${orderId} for update`,
          );
          const caseRows = await queryRows<{ position: number; amount: number; variantId: string; exchangeVariantId: number | null }>(
            tx,
            sql`select r.order_position as position, r.amount, o.product_id as "variantId", r.exchange_variant_id as "exchangeVariantId"
                from after_sales_rows r join order_rows o on o.order_id = ${orderId} and o.position = r.order_position
                where r.case_id = ${caseId} order by r.order_position`,
          );
          if (step.restock) {
            for (const row of caseRows) {
              await tx.execute(
                sql`insert into stock (variant_id, store_id, quantity) values (${Number(row.variantId)}, ${WEB_STORE_ID}, ${row.amount})
                    on conflict (variant_id, store_id) do update set quantity = stock.quantity + excluded.quantity`,
              );
            }
            await tx.execute(sql`update after_sales_rows set restocked_amount = amount where case_id = ${caseId}`);
          }
          if (current.kind === "exchange") approval.exchangeOrder = await exchangeOrder(tx, caseId, number, orderId, at);
          if (current.kind === "return") {
            const [orderRows, refundedBefore, payments] = await Promise.all([
              queryRows<{ position: number; amount: number; totalCents: number; kind: string }>(
                tx,
                sql`select position, amount, total_cents as "totalCents", kind from order_rows where order_id = ${orderId}`,
              ),
              queryRows<{ position: number; pieces: number }>(
                tx,
                sql`select r.order_position as position, sum(r.amount)::int as pieces from after_sales_rows r join after_sales_cases c on c.id = r.case_id
                    where c.order_id = ${orderId} and c.kind = 'return' and c.status = 'processed-return' and c.id <> ${caseId}
                    group by r.order_position`,
              ),
              queryRows<{ id: number; provider: string; reference: string; capturedCents: number; refundedCents: number }>(
                tx,
                sql`select id, provider, reference, amount_cents as "capturedCents", refunded_cents as "refundedCents"
                    from order_payments where order_id = ${orderId} and status = 'captured' order by id`,
              ),
            ]);
            const before = new Map(refundedBefore.map((row) => [Number(row.position), Number(row.pieces)]));
            const products = orderRows.filter((row) => row.kind === "product");
            const returnedBefore = [...before.values()].reduce((sum, pieces) => sum + pieces, 0);
            const planned = plan({
              orderRows: products.map((row) => ({ position: Number(row.position), amount: Number(row.amount), totalCents: Number(row.totalCents) })),
              caseRows: caseRows.map((row) => ({ position: Number(row.position), amount: Number(row.amount) })),
              refundedBefore: before,
              productPieces: products.reduce((sum, row) => sum + Number(row.amount), 0),
              piecesReturnedInAll: returnedBefore + caseRows.reduce((sum, row) => sum + Number(row.amount), 0),
              deliveryCents: Number(order!.deliveryCents),
              deliveredAt: order!.deliveredAt === null ? null : new Date(order!.deliveredAt),
              requestedAt: new Date(current.createdAt),
              payments: payments.map((payment) => ({ ...payment, id: Number(payment.id), capturedCents: Number(payment.capturedCents), refundedCents: Number(payment.refundedCents) })),
              refundTo: current.refundTo ?? "original",
            });
            for (const [position, cents] of planned.rows) {
              await tx.execute(sql`update after_sales_rows set refund_cents = ${cents} where case_id = ${caseId} and order_position = ${position}`);
            }
            for (const part of planned.parts) {
              approval.refundedCents += part.cents;
              if (part.to.kind === "gift-card") {
                await tx.execute(
                  sql`insert into gift_card_accounts (code, initial_cents, balance_cents, valid_until)
                      values (${step.giftCardCode}, ${part.cents}, ${part.cents}, ${at}::timestamptz + interval '3 years')`,
                );
                await tx.execute(
                  sql`insert into after_sales_refunds (case_id, gift_card_code, cents, status, created_at)
                      values (${caseId}, ${step.giftCardCode}, ${part.cents}, 'done', ${at}::timestamptz)`,
                );
                approval.giftCard = { code: step.giftCardCode, cents: part.cents };
                continue;
              }
              const paymentId = part.to.paymentId;
              await tx.execute(sql`update order_payments set refunded_cents = refunded_cents + ${part.cents} where id = ${paymentId}`);
              const [recorded] = await queryRows<{ id: number }>(
                tx,
                sql`insert into after_sales_refunds (case_id, payment_id, cents, status, created_at)
                    values (${caseId}, ${paymentId}, ${part.cents}, 'pending', ${at}::timestamptz) returning id`,
              );
              const payment = payments.find((entry) => Number(entry.id) === paymentId)!;
              approval.refunds.push({ id: Number(recorded!.id), provider: payment.provider, reference: payment.reference, cents: part.cents });
            }
          }
        }
        await tx.execute(
          sql`update after_sales_cases set status = ${next}, updated_at = ${at}::timestamptz, closed_at = ${at}::timestamptz where id = ${caseId}`,
        );
        await tx.execute(
          sql`insert into after_sales_events (case_id, at, actor, staff_id, action, status, message)
              values (${caseId}, ${at}::timestamptz, 'staff', ${step.staffId}, 'approve', ${next}, ${step.message})`,
        );
        return approval;
      });
    },

    async queue(filter, now, limit) {
      const statuses = filter.statuses.length > 0 ? filter.statuses : null;
      const closed = `{${[...CLOSED_STATUSES].join(",")}}`;
      const before = new Date(now.getTime() - filter.olderThanDays * 24 * 60 * 60 * 1000).toISOString();
      const found = await queryRows<QueuedCase & Record<string, unknown>>(
        db,
        sql`select c.number, c.kind, c.status, coalesce(o.number, nullif(d.order_number, '')) as "orderNumber", c.email, c.created_at as "createdAt",
              coalesce((select sum(r.amount)::int from after_sales_rows r where r.case_id = c.id), 0) as pieces,
              coalesce(sn.name, s.name) as "storeName"
            from after_sales_cases c
            left join orders o on o.id = c.order_id
            left join complaint_details d on d.case_id = c.id
            join stores s on s.id = coalesce(d.target_store_id, ${WEB_STORE_ID})
            left join store_translations sn on sn.store_id = s.id and sn.lang = ${filter.lang ?? "fi"}
            where ${statuses ? sql`c.status = any(${`{${statuses.join(",")}}`}::text[])` : sql`not (c.status = any(${closed}::text[]))`}
              ${filter.kind ? sql`and c.kind = ${filter.kind}` : sql``}
              ${filter.storeId ? sql`and s.id = ${filter.storeId}` : sql``}
              and c.created_at <= ${before}::timestamptz
            order by c.created_at, c.id limit ${limit}`,
      );
      return found.map((row) => ({ ...row, createdAt: new Date(row.createdAt), pieces: Number(row.pieces) }));
    },

    async staffCase(number) {
      const view = await repository.caseView(number);
      if (!view) return null;
      const [extra] = await queryRows<{ internalNote: string; refunded: number }>(
        db,
        sql`select c.internal_note as "internalNote", coalesce((select sum(f.cents)::int from after_sales_refunds f where f.case_id = c.id), 0) as refunded
            from after_sales_cases c where c.number = ${number}`,
      );
      const actors = await queryRows<{ name: string | null }>(
        db,
        sql`select nullif(trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), '') as name
            from after_sales_events e join after_sales_cases c on c.id = e.case_id left join customers s on s.id = e.staff_id
            where c.number = ${number} order by e.at, e.id`,
      );
      const { customerId: _owner, accessToken: _token, lang: _lang, ...shown } = view;
      const staffView: StaffCaseView = {
        ...shown,
        internalNote: extra?.internalNote ?? "",
        refundedCents: Number(extra?.refunded ?? 0),
        actors: actors.map((row) => row.name),
      };
      return staffView;
    },

    async setInternalNote(number, note, at) {
      const updated = await queryRows<{ id: number }>(
        db,
        sql`update after_sales_cases set internal_note = ${note}, updated_at = ${at.toISOString()}::timestamptz where number = ${number} returning id`,
      );
      return updated.length > 0;
    },

    async pendingRefunds(limit) {
      const pending = await queryRows<PendingRefund & Record<string, unknown>>(
        db,
        sql`select f.id, p.provider, p.reference, f.cents from after_sales_refunds f join order_payments p on p.id = f.payment_id
            where f.status = 'pending' order by f.id limit ${limit}`,
      );
      return pending.map((refund) => ({ ...refund, id: Number(refund.id), cents: Number(refund.cents) }));
    },

    async markRefundDone(id) {
      await db.execute(sql`update after_sales_refunds set status = 'done' where id = ${id}`);
    },

    orderForComplaint: (number, lang) => orderForComplaint(db, number, lang),

    receiptForComplaint: (number, lang) => receiptForComplaint(db, number, lang),

    createComplaint: (plan) => createComplaint(db, plan),

    picture: (token) => casePicture(db, token),

    async caseView(number) {
      const [found] = await queryRows<{
        id: number;
        number: string;
        kind: CaseView["kind"];
        status: CaseStatus;
        orderNumber: string | null;
        createdAt: string | Date;
        trackingCode: string;
        refundTo: RefundTo | null;
        rejectionReason: string;
        customerId: number | null;
        accessToken: string;
        email: string;
        lang: Lang;
        complaint: ComplaintView | string | null;
      }>(
        db,
        sql`select c.id, c.number, c.kind, c.status, c.email, c.lang, o.number as "orderNumber", c.created_at as "createdAt", c.tracking_code as "trackingCode",
              c.refund_to as "refundTo", c.rejection_reason as "rejectionReason", c.customer_id as "customerId", c.access_token as "accessToken",
              ${complaintJson} as complaint
            from after_sales_cases c left join orders o on o.id = c.order_id
            where c.number = ${number}`,
      );
      if (!found) return null;
      const caseId = Number(found.id);
      const [rows, events] = await Promise.all([
        queryRows<{ name: string; variantName: string; amount: number; reason: string; exchangeVariantName: string | null; heldUntil: string | Date | null }>(
          db,
          sql`select o.name, o.variant_name as "variantName", r.amount, r.reason,
                case when r.exchange_variant_id is null then null else coalesce(nullif(v.size_name, ''), v.id::text) end as "exchangeVariantName",
                (select max(h.held_until) from after_sales_holds h
                  where h.case_id = r.case_id and h.order_position = r.order_position and h.released_at is null) as "heldUntil"
              from after_sales_rows r
              join after_sales_cases c on c.id = r.case_id
              join order_rows o on o.order_id = c.order_id and o.position = r.order_position
              left join variants v on v.id = r.exchange_variant_id
              where r.case_id = ${caseId} order by r.order_position`,
        ),
        queryRows<{ at: string | Date; status: CaseStatus; actor: "customer" | "staff" | "system"; action: string; message: string; pictures: string[] | string }>(
          db,
          sql`select e.at, e.status, e.actor, e.action, e.message, ${eventPicturesJson} as pictures from after_sales_events e where e.case_id = ${caseId} order by e.at, e.id`,
        ),
      ]);
      return {
        number: found.number,
        kind: found.kind,
        status: found.status,
        orderNumber: found.orderNumber,
        createdAt: new Date(found.createdAt),
        trackingCode: found.trackingCode,
        refundTo: found.refundTo,
        rejectionReason: found.rejectionReason,
        customerId: found.customerId === null ? null : Number(found.customerId),
        accessToken: found.accessToken,
        email: found.email,
        lang: found.lang,
        rows: rows.map((row) => ({ ...row, amount: Number(row.amount), heldUntil: dateOrNull(row.heldUntil) })),
        events: events.map((event) => ({ ...event, at: new Date(event.at), pictures: (parsedJson<string[]>(event.pictures) ?? []).map(casePictureUrl) })),
        complaint: parsedJson<ComplaintView>(found.complaint),
      };
    },
  };
  return repository;
}
