import { sql } from "drizzle-orm";
import type { AccountRecord, AccountRepository } from "#core/accounts/auth-service.ts";
import { queryRows, type Db } from "../client.server.ts";

const ACCOUNT_COLUMNS = sql`c.id, c.email, c.password_hash as "passwordHash", c.username, c.first_name as "firstName",
  c.postcode, c.is_staff as "isStaff", c.is_admin as "isAdmin", c.is_org_user as "isOrgUser",
  c.club_number is not null as "isClubMember",
  c.is_active as "isActive",
  (not c.is_active and c.activated_at is null) as "isPending", c.cart_content as "cartContent"`;

export function createAccountRepository(db: Db): AccountRepository {
  return {
    async accountByEmail(email) {
      const [row] = await queryRows<AccountRecord>(db, sql`select ${ACCOUNT_COLUMNS} from customers c where c.email = ${email.toLowerCase()}`);
      return row ?? null;
    },

    async accountOfSession(tokenHash, now) {
      const [row] = await queryRows<AccountRecord>(
        db,
        sql`select ${ACCOUNT_COLUMNS} from sessions s join customers c on c.id = s.customer_id
            where s.token_hash = ${tokenHash} and s.expires_at > ${now.toISOString()}::timestamptz and c.is_active`,
      );
      return row ?? null;
    },

    async createSession({ customerId, tokenHash, expiresAt }) {
      await db.execute(
        sql`insert into sessions (customer_id, token_hash, expires_at) values (${customerId}, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz)`,
      );
    },

    async deleteSession(tokenHash) {
      // The whole family: the sign-in carried to other storefronts ends with the one it came from, and back.
      await db.execute(sql`
        with ended as (select coalesce(family, token_hash) as family from sessions where token_hash = ${tokenHash})
        delete from sessions where token_hash = ${tokenHash}
           or token_hash in (select family from ended) or family in (select family from ended)`);
    },

    async deleteExpiredSessions(now) {
      await db.execute(sql`delete from sessions where expires_at <= ${now.toISOString()}::timestamptz`);
    },

    async recordLogin(customerId, now) {
      await db.execute(sql`update customers set last_login_at = ${now.toISOString()}::timestamptz where id = ${customerId}`);
    },

    async wishlistModelIds(customerId) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select model_id as id from wishlist_items where customer_id = ${customerId} order by created_at, model_id`,
      );
      return rows.map((row) => Number(row.id));
    },

    async votedReviews(customerId) {
      const rows = await queryRows<{ id: number; vote: boolean }>(
        db,
        sql`select review_id as id, vote from review_votes where customer_id = ${customerId} order by review_id`,
      );
      return rows.map((row) => ({ id: Number(row.id), vote: row.vote }));
    },

    async saveCartContent(customerId, cartContent) {
      await db.execute(sql`update customers set cart_content = ${cartContent} where id = ${customerId}`);
    },
  };
}
