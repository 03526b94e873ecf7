import { sql } from "drizzle-orm";
import type { FormsRepository, SubscriptionState } from "#core/forms/forms-service.server.ts";
import type { NewsletterList } from "#core/forms/form-rules.ts";
import type { Lang } from "#i18n/languages.ts";
import { queryRows, type Db } from "../client.server.ts";

export function createFormsRepository(db: Db): FormsRepository {
  return {
    async saveMessage(message) {
      await db.transaction(async (tx) => {
        const at = message.at.toISOString();
        const [saved] = await queryRows<{ id: number }>(
          tx,
          sql`insert into contact_messages (kind, lang, name, email, phone, topic, order_number, company, business_id, message, created_at)
              values (${message.kind}, ${message.lang}, ${message.name}, ${message.email}, ${message.phone}, ${message.topic}, ${message.orderNumber},
                ${message.company}, ${message.businessId}, ${message.message}, ${at}::timestamptz)
              returning id`,
        );
        for (const picture of message.attachments) {
          await tx.execute(
            sql`insert into contact_attachments (message_id, token, content, content_type, width, height, uploaded_bytes, created_at)
                values (${saved!.id}, ${picture.token}, ${Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength)},
                  ${picture.contentType}, ${picture.width}, ${picture.height}, ${picture.uploadedBytes}, ${at}::timestamptz)`,
          );
        }
      });
    },

    async signUp(input) {
      return db.transaction(async (tx): Promise<SubscriptionState> => {
        const at = input.at.toISOString();
        const [current] = await queryRows<{ status: "pending" | "confirmed" | "unsubscribed"; unsubscribeToken: string }>(
          tx,
          sql`select status, unsubscribe_token as "unsubscribeToken" from newsletter_subscriptions
              where list = ${input.list} and email = ${input.email} for update`,
        );
        if (current?.status === "confirmed") return { before: "confirmed", unsubscribeToken: current.unsubscribeToken };
        const [saved] = await queryRows<{ unsubscribeToken: string }>(
          tx,
          sql`insert into newsletter_subscriptions (list, email, lang, name, company, status, consent_text, consented_at, confirm_token_hash, confirm_by, created_at)
              values (${input.list}, ${input.email}, ${input.lang}, ${input.name}, ${input.company}, 'pending', ${input.consentText}, ${at}::timestamptz,
                ${input.tokenHash}, ${input.confirmBy.toISOString()}::timestamptz, ${at}::timestamptz)
              on conflict (list, email) do update set lang = excluded.lang, name = excluded.name, company = excluded.company, status = 'pending',
                consent_text = excluded.consent_text, consented_at = excluded.consented_at, confirm_token_hash = excluded.confirm_token_hash,
                confirm_by = excluded.confirm_by, confirmed_at = null, unsubscribed_at = null
              returning unsubscribe_token as "unsubscribeToken"`,
        );
        return { before: current?.status ?? "new", unsubscribeToken: saved!.unsubscribeToken };
      });
    },

    async confirm(tokenHash, at) {
      const [confirmed] = await queryRows<{ list: NewsletterList; email: string; lang: Lang; unsubscribeToken: string }>(
        db,
        sql`update newsletter_subscriptions set status = 'confirmed', confirmed_at = ${at.toISOString()}::timestamptz, confirm_token_hash = null
            where confirm_token_hash = ${tokenHash} and status = 'pending' and confirm_by > ${at.toISOString()}::timestamptz
            returning list, email, lang, unsubscribe_token as "unsubscribeToken"`,
      );
      return confirmed ?? null;
    },

    async unsubscribe(token, at) {
      if (at === null) {
        const [found] = await queryRows<{ list: NewsletterList; email: string; status: string }>(
          db,
          sql`select list, email, status from newsletter_subscriptions where unsubscribe_token = ${token}`,
        );
        return found ?? null;
      }
      const [changed] = await queryRows<{ list: NewsletterList; email: string; status: string }>(
        db,
        sql`update newsletter_subscriptions
            set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, ${at.toISOString()}::timestamptz), confirm_token_hash = null
            where unsubscribe_token = ${token}
            returning list, email, status`,
      );
      return changed ?? null;
    },

    async attachment(token) {
      const [row] = await queryRows<{ content: Uint8Array; contentType: string }>(
        db,
        sql`select content, content_type as "contentType" from contact_attachments where token = ${token}`,
      );
      return row ? { bytes: row.content, contentType: row.contentType } : null;
    },
  };
}
