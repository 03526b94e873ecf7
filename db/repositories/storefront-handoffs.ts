import { sql } from "drizzle-orm";
import type { HandoffRepository } from "#core/accounts/storefront-handoff.ts";
import { queryRows, type Db } from "../client.server.ts";

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createStorefrontHandoffRepository(db: Db): HandoffRepository {
  return {
    async sessionOf(tokenHash, now) {
      const [row] = await queryRows<{ customerId: number; family: string; expiresAt: string }>(
        db,
        sql`select s.customer_id as "customerId", coalesce(s.family, s.token_hash) as family, s.expires_at as "expiresAt"
              from sessions s join customers c on c.id = s.customer_id
             where s.token_hash = ${tokenHash} and s.expires_at > ${iso(now)} and c.is_active`,
      );
      return row ? { customerId: Number(row.customerId), family: row.family, expiresAt: new Date(row.expiresAt) } : null;
    },

    async create({ tokenHash, lang, session, cartContent, expiresAt }) {
      await db.execute(sql`
        insert into storefront_handoffs (token_hash, lang, customer_id, session_family, session_expires_at, cart_content, expires_at)
        values (${tokenHash}, ${lang}, ${session?.customerId ?? null}, ${session?.family ?? null},
                ${session ? iso(session.expiresAt) : null}, ${cartContent}, ${iso(expiresAt)})`);
      // Handoffs nobody redeemed, and carts nobody picked up, are cleared by whoever makes the next one.
      await db.execute(sql`delete from storefront_handoffs where expires_at < now() - interval '1 hour'`);
    },

    async redeem({ tokenHash, lang, now, pickupHash, pickupExpiresAt }) {
      // One statement: of two requests with the same token only one finds it unredeemed.
      const [row] = await queryRows<{ customerId: number | null; family: string | null; expiresAt: string | null; hasCart: boolean }>(
        db,
        sql`update storefront_handoffs
               set token_hash = ${pickupHash}, redeemed_at = ${iso(now)}, expires_at = ${iso(pickupExpiresAt)}
             where token_hash = ${tokenHash} and lang = ${lang} and redeemed_at is null and expires_at > ${iso(now)}
         returning customer_id as "customerId", session_family as family, session_expires_at as "expiresAt", cart_content is not null as "hasCart"`,
      );
      if (!row) return null;
      if (!row.hasCart) await db.execute(sql`delete from storefront_handoffs where token_hash = ${pickupHash}`);
      const session =
        row.customerId !== null && row.family !== null && row.expiresAt !== null
          ? { customerId: Number(row.customerId), family: row.family, expiresAt: new Date(row.expiresAt) }
          : null;
      return { session, hasCart: row.hasCart };
    },

    async createCarriedSession({ customerId, tokenHash, family, expiresAt, now }) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into sessions (customer_id, token_hash, family, expires_at)
            select c.id, ${tokenHash}, ${family}, ${iso(expiresAt)} from customers c
             where c.id = ${customerId} and c.is_active
               and exists (select 1 from sessions s where (s.token_hash = ${family} or s.family = ${family})
                             and s.customer_id = c.id and s.expires_at > ${iso(now)})
            returning id`,
      );
      return rows.length > 0;
    },

    async deleteOneSession(tokenHash) {
      await db.execute(sql`delete from sessions where token_hash = ${tokenHash}`);
    },

    async takeCart({ pickupHash, lang, now }) {
      const [row] = await queryRows<{ cartContent: string | null }>(
        db,
        sql`delete from storefront_handoffs
             where token_hash = ${pickupHash} and lang = ${lang} and redeemed_at is not null and expires_at > ${iso(now)}
         returning cart_content as "cartContent"`,
      );
      return row?.cartContent ?? null;
    },
  };
}
