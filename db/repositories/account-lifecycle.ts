import { sql, TransactionRollbackError } from "drizzle-orm";
import type { AccountForLinks, AccountLifecycleRepository, LinkPurpose, LinkState } from "#core/accounts/account-service.ts";
import { isLang, type Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";

const COLUMNS = sql`c.id, c.email, c.first_name as "firstName", c.lang, c.is_active as "isActive",
  (not c.is_active and c.activated_at is null) as "isPending"`;

type Row = Omit<AccountForLinks, "lang"> & { lang: string };
const account = (row: Row): AccountForLinks => ({ ...row, id: Number(row.id), lang: (isLang(row.lang) ? row.lang : "fi") as Lang });
const iso = (date: Date) => date.toISOString();

/** The customer's orders and the guest orders placed with the same address (`o`). */
function ordersOf(customerId: number, email: string) {
  return sql`(o.customer_id = ${customerId} or lower(o.email) = ${email.toLowerCase()})`;
}

/**
 * The first order of the customer (or of their address) still on its way, which stops the account's erasure;
 * null when none. An unpaid order past its reservation is as good as cancelled.
 */
async function openOrderNumber(tx: Db, customerId: number, email: string, now: Date): Promise<string | null> {
  const [open] = await queryRows<{ number: string }>(
    tx,
    sql`select o.number from orders o
        where ${ordersOf(customerId, email)} and o.status not in ('cancelled', 'shipped', 'delivered')
          and not (o.status = 'awaiting_payment' and o.reserved_until <= ${iso(now)}::timestamptz)
        order by o.created_at limit 1`,
  );
  return open?.number ?? null;
}

export function createAccountLifecycleRepository(db: Db): AccountLifecycleRepository {
  /** Marks a valid link used; the customer id, or null when it was not valid. */
  async function useLink(tx: Db, tokenHash: string, purpose: LinkPurpose, now: Date): Promise<number | null> {
    const [row] = await queryRows<{ customerId: number }>(
      tx,
      sql`update account_tokens set used_at = ${iso(now)}::timestamptz
          where token_hash = ${tokenHash} and purpose = ${purpose} and used_at is null and expires_at > ${iso(now)}::timestamptz
          returning customer_id as "customerId"`,
    );
    return row ? Number(row.customerId) : null;
  }

  return {
    async accountByEmail(email) {
      const [row] = await queryRows<Row>(db, sql`select ${COLUMNS} from customers c where c.email = ${email.toLowerCase()}`);
      return row ? account(row) : null;
    },

    async createPendingAccount({ email, passwordHash, firstName, lastName, lang }) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into customers (email, password_hash, first_name, last_name, lang, is_active)
            values (${email.toLowerCase()}, ${passwordHash}, ${firstName}, ${lastName}, ${lang}, false)
            on conflict (email) do nothing returning id`,
      );
      return row ? Number(row.id) : null;
    },

    async updatePendingAccount(id, { passwordHash, firstName, lastName, lang }) {
      await db.execute(
        sql`update customers set password_hash = ${passwordHash}, first_name = ${firstName}, last_name = ${lastName}, lang = ${lang}
            where id = ${id} and not is_active and activated_at is null`,
      );
    },

    async issueLink({ customerId, purpose, tokenHash, now, expiresAt }) {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update account_tokens set expires_at = ${iso(now)}::timestamptz
              where customer_id = ${customerId} and purpose = ${purpose} and used_at is null and expires_at > ${iso(now)}::timestamptz`,
        );
        await tx.execute(
          sql`insert into account_tokens (customer_id, purpose, token_hash, expires_at)
              values (${customerId}, ${purpose}, ${tokenHash}, ${iso(expiresAt)}::timestamptz)`,
        );
      });
    },

    async linkOf(tokenHash, purpose, now) {
      const [row] = await queryRows<Row & { usedAt: string | null; expired: boolean }>(
        db,
        sql`select ${COLUMNS}, t.used_at as "usedAt", t.expires_at <= ${iso(now)}::timestamptz as expired
            from account_tokens t join customers c on c.id = t.customer_id
            where t.token_hash = ${tokenHash} and t.purpose = ${purpose}`,
      );
      if (!row) return null;
      const state: LinkState = row.usedAt !== null ? "used" : row.expired ? "expired" : "valid";
      const { usedAt: _used, expired: _expired, ...rest } = row;
      return { state, account: account(rest) };
    },

    async activate(tokenHash, now, session) {
      return db.transaction(async (tx) => {
        const customerId = await useLink(tx, tokenHash, "activate", now);
        if (customerId === null) return null;
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`update customers set is_active = true, activated_at = ${iso(now)}::timestamptz
              where id = ${customerId} and not is_active and activated_at is null returning id`,
        );
        if (!row) return null;
        await tx.execute(
          sql`insert into sessions (customer_id, token_hash, expires_at) values (${customerId}, ${session.tokenHash}, ${iso(session.expiresAt)}::timestamptz)`,
        );
        return Number(row.id);
      });
    },

    async resetPassword({ tokenHash, passwordHash, now, session }) {
      return db.transaction(async (tx) => {
        // The link is used only together with the password: a closed account's link changes nothing.
        const customerId = await useLink(tx, tokenHash, "reset", now);
        if (customerId === null) return null;
        // A pending account's owner proved the mailbox with this link: it is active from now on.
        const [row] = await queryRows<Row>(
          tx,
          sql`update customers c set password_hash = ${passwordHash},
                activated_at = coalesce(c.activated_at, ${iso(now)}::timestamptz),
                is_active = c.is_active or c.activated_at is null
              where c.id = ${customerId} and (c.is_active or c.activated_at is null) returning ${COLUMNS}`,
        );
        if (!row) {
          tx.rollback();
        }
        await tx.execute(
          sql`update account_tokens set expires_at = ${iso(now)}::timestamptz
              where customer_id = ${customerId} and purpose = 'reset' and used_at is null and expires_at > ${iso(now)}::timestamptz`,
        );
        await tx.execute(sql`delete from sessions where customer_id = ${customerId}`);
        await tx.execute(
          sql`insert into sessions (customer_id, token_hash, expires_at) values (${customerId}, ${session.tokenHash}, ${iso(session.expiresAt)}::timestamptz)`,
        );
        return account(row!);
      }).catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      });
    },

    async openOrder(customerId, now) {
      const [customer] = await queryRows<{ email: string }>(db, sql`select email from customers where id = ${customerId}`);
      return customer ? openOrderNumber(db, customerId, customer.email, now) : null;
    },

    async eraseAccount(tokenHash, now) {
      let openOrder: string | null = null;
      return db
        .transaction(async (tx) => {
          const customerId = await useLink(tx, tokenHash, "delete", now);
          if (customerId === null) return { status: "invalid" as const };
          const [customer] = await queryRows<{ email: string }>(tx, sql`select email from customers where id = ${customerId} for update`);
          if (!customer) return { status: "invalid" as const };
          const email = customer.email.toLowerCase();
          const mine = ordersOf(customerId, email);
          const open = await openOrderNumber(tx, customerId, email, now);
          if (open !== null) {
            // Rolled back, so that the link still works once the order has arrived.
            openOrder = open;
            tx.rollback();
          }
          await tx.execute(
            sql`update order_rows r set extra_data = r.extra_data - 'giftcard_name'
                from orders o where r.order_id = o.id and ${mine} and r.extra_data ? 'giftcard_name'`,
          );
          await tx.execute(
            sql`update orders o set customer_id = null, email = '', first_name = '', last_name = '', phone = '',
                  address = '', postal_code = '', city = '', special_request = ''
                where ${mine}`,
          );
          await tx.execute(sql`delete from klarna_checkouts where snapshot->>'customerId' = ${String(customerId)}`);
          // Store receipts stay in the books too (the row's deletion unlinks them), without the staff's note.
          await tx.execute(sql`update store_receipts set note = '' where customer_id = ${customerId}`);
          // Reviews stay (others voted on them and the ratings count them), without the writer's name. Their
          // uploaded pictures may show the writer: they go (also through the row's deletion, said here so it is not lost).
          await tx.execute(sql`delete from review_images where customer_id = ${customerId}`);
          await tx.execute(sql`update reviews set visible_name = '', customer_id = null where customer_id = ${customerId}`);
          await tx.execute(sql`delete from stock_notifications where lower(email) = ${email}`);
          await tx.execute(sql`delete from mail_outbox where lower("to") = ${email}`);
          // Sessions, links, wishlist and votes go with the row (on delete cascade).
          await tx.execute(sql`delete from customers where id = ${customerId}`);
          return { status: "erased" as const, email };
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError && openOrder !== null) return { status: "open-order" as const, number: openOrder };
          throw error;
        });
    },
  };
}
