import { sql } from "drizzle-orm";
import type { PaymentRepository, PaymentSession } from "#core/payments/payment-service.ts";
import type { TestPayment, TestPaymentRepository } from "#core/payments/test-provider.server.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";

export function createPaymentRepository(db: Db): PaymentRepository {
  return {
    async orderToPay(number) {
      const [row] = await queryRows<{
        number: string;
        accessToken: string;
        status: string;
        dueCents: number;
        lang: Lang;
        email: string;
        reservedUntil: string | Date;
        provider: string | null;
      }>(
        db,
        sql`select o.number, o.access_token as "accessToken", o.status, o.due_cents as "dueCents", o.lang, o.email,
              o.reserved_until as "reservedUntil", pm.provider
            from orders o left join payment_methods pm on pm.slug = o.payment_method and pm.is_enabled
            where o.number = ${number}`,
      );
      return row ? { ...row, dueCents: Number(row.dueCents), reservedUntil: new Date(row.reservedUntil) } : null;
    },

    async startSession({ provider, reference, number, amountCents, holdMinutes }) {
      await db.execute(
        sql`update orders set reserved_until = greatest(reserved_until, created_at + make_interval(mins => ${holdMinutes}::int))
            where number = ${number} and status = 'awaiting_payment' and reserved_until > clock_timestamp()`,
      );
      await db.execute(
        // A reference started again (Klarna's checkout, refused once and bought again) follows the newer
        // order while nothing was paid with it.
        sql`insert into payment_sessions (provider, reference, order_id, amount_cents)
            select ${provider}, ${reference}, id, ${amountCents} from orders where number = ${number}
            on conflict (provider, reference) do update set order_id = excluded.order_id, amount_cents = excluded.amount_cents
              where payment_sessions.state = 'started'`,
      );
    },

    async session(provider, reference) {
      const [row] = await queryRows<{ number: string; accessToken: string; lang: Lang; amountCents: number; state: PaymentSession["state"] }>(
        db,
        sql`select o.number, o.access_token as "accessToken", o.lang, s.amount_cents as "amountCents", s.state
            from payment_sessions s join orders o on o.id = s.order_id
            where s.provider = ${provider} and s.reference = ${reference}`,
      );
      return row ? { ...row, amountCents: Number(row.amountCents) } : null;
    },

    async settleSession(provider, reference, state) {
      await db.execute(
        sql`update payment_sessions set state = ${state}, settled_at = now() where provider = ${provider} and reference = ${reference}`,
      );
    },
  };
}

type TestPaymentRow = Omit<TestPayment, "amountCents"> & { amountCents: number | string };

const TEST_COLUMNS = sql`reference, merchant_reference as "merchantReference", amount_cents as "amountCents", currency, return_url as "returnUrl", status`;
const testPayment = (row: TestPaymentRow): TestPayment => ({ ...row, amountCents: Number(row.amountCents) });

/** The built-in test provider's own books (core/payments/test-provider.server.ts). */
export function createTestPaymentRepository(db: Db): TestPaymentRepository {
  return {
    async create(payment) {
      await db.execute(
        sql`insert into test_payments (reference, merchant_reference, amount_cents, currency, return_url)
            values (${payment.reference}, ${payment.merchantReference}, ${payment.amountCents}, ${payment.currency}, ${payment.returnUrl})`,
      );
    },

    async byReference(reference) {
      const [row] = await queryRows<TestPaymentRow>(db, sql`select ${TEST_COLUMNS} from test_payments where reference = ${reference}`);
      return row ? testPayment(row) : null;
    },

    async decide(reference, status) {
      await db.execute(sql`update test_payments set status = ${status} where reference = ${reference} and status = 'created'`);
      const [row] = await queryRows<TestPaymentRow>(db, sql`select ${TEST_COLUMNS} from test_payments where reference = ${reference}`);
      return row ? testPayment(row) : null;
    },

    async refund(reference, refund) {
      if (refund === null) {
        await db.execute(sql`update test_payments set status = 'refunded', refunded_cents = amount_cents where reference = ${reference} and status = 'paid'`);
        return;
      }
      await db.transaction(async (tx) => {
        const [payment] = await queryRows<{ left: number; status: string }>(
          tx,
          sql`select amount_cents - refunded_cents as "left", status from test_payments where reference = ${reference} for update`,
        );
        const [done] = await queryRows<{ key: string }>(tx, sql`select key from test_payment_refunds where key = ${refund.key}`);
        if (done) return;
        if (!payment || payment.status !== "paid" || refund.amountCents <= 0 || refund.amountCents > Number(payment.left)) {
          throw new Error(`test payment ${reference} cannot give back ${refund.amountCents} cents`);
        }
        await tx.execute(sql`insert into test_payment_refunds (key, reference, amount_cents) values (${refund.key}, ${reference}, ${refund.amountCents})`);
        await tx.execute(
          sql`update test_payments set refunded_cents = refunded_cents + ${refund.amountCents},
                status = case when refunded_cents + ${refund.amountCents} >= amount_cents then 'refunded' else status end
              where reference = ${reference}`,
        );
      });
    },
  };
}
