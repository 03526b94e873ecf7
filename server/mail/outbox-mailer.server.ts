import { prepareMail, type Mailer } from "#core/mail/mailer.ts";
import type { MailOutboxRepository } from "#core/mail/outbox.ts";

/**
 * The mailer without SMTP (development, tests, a demo shop): every message is checked exactly as
 * for SMTP and kept in the outbox table, where /dev/outbox/ and `npm run outbox` show it.
 */
export function createOutboxMailer(repository: MailOutboxRepository): Mailer {
  return {
    async send(message) {
      const mail = prepareMail(message);
      const id = await repository.insert(mail, "outbox");
      return { id, transport: "outbox" };
    },
  };
}
