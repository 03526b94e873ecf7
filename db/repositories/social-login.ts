import { sql } from "drizzle-orm";
import type { SocialLoginRepository } from "#core/accounts/social-login.ts";
import { queryRows, type Db } from "../client.server.ts";

export function createSocialLoginRepository(db: Db): SocialLoginRepository {
  return {
    async saveLogin({ stateHash, codeVerifier, nonce, next, lang, expiresAt }) {
      await db.execute(
        sql`insert into oidc_logins (state_hash, code_verifier, nonce, next, lang, expires_at)
            values (${stateHash}, ${codeVerifier}, ${nonce}, ${next}, ${lang}, ${expiresAt.toISOString()}::timestamptz)`,
      );
      // Log-ins never finished are cleared by whoever starts the next one.
      await db.execute(sql`delete from oidc_logins where expires_at < now() - interval '1 day'`);
    },

    async takeLogin(stateHash, now) {
      const [row] = await queryRows<{ codeVerifier: string; nonce: string; next: string; expired: boolean }>(
        db,
        sql`delete from oidc_logins where state_hash = ${stateHash}
            returning code_verifier as "codeVerifier", nonce, next, expires_at <= ${now.toISOString()}::timestamptz as expired`,
      );
      return row && !row.expired ? { codeVerifier: row.codeVerifier, nonce: row.nonce, next: row.next } : null;
    },

    async customerFor({ issuer, claims, lang, now }) {
      return db.transaction(async (tx) => {
        const [known] = await queryRows<{ id: number; active: boolean }>(
          tx,
          sql`select c.id, c.is_active as active from oidc_identities i join customers c on c.id = i.customer_id
              where i.issuer = ${issuer} and i.subject = ${claims.subject}`,
        );
        if (known) return known.active ? Number(known.id) : null;
        const [byEmail] = await queryRows<{ id: number; active: boolean; pending: boolean }>(
          tx,
          sql`select id, is_active as active, (not is_active and activated_at is null) as pending from customers where email = ${claims.email} for update`,
        );
        let customerId: number;
        if (byEmail) {
          // Only a provider that vouches for the address opens the account of that address.
          if (claims.emailVerified !== true || (!byEmail.active && !byEmail.pending)) return null;
          customerId = Number(byEmail.id);
          // A registration waiting for activation is proved by the provider as well as by the link.
          if (byEmail.pending) await tx.execute(sql`update customers set is_active = true, activated_at = ${now.toISOString()}::timestamptz where id = ${customerId}`);
        } else {
          if (claims.emailVerified === false) return null;
          const [created] = await queryRows<{ id: number }>(
            tx,
            sql`insert into customers (email, first_name, last_name, lang, is_active, activated_at)
                values (${claims.email}, ${claims.givenName.slice(0, 100)}, ${claims.familyName.slice(0, 100)}, ${lang}, true, ${now.toISOString()}::timestamptz)
                returning id`,
          );
          customerId = Number(created!.id);
        }
        await tx.execute(sql`insert into oidc_identities (issuer, subject, customer_id) values (${issuer}, ${claims.subject}, ${customerId}) on conflict do nothing`);
        return customerId;
      });
    },

    async createSession({ customerId, tokenHash, expiresAt }) {
      await db.execute(sql`insert into sessions (customer_id, token_hash, expires_at) values (${customerId}, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz)`);
      await db.execute(sql`update customers set last_login_at = now() where id = ${customerId}`);
    },
  };
}
