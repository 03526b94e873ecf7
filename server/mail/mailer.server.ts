import { parseMailbox, type Mailer, type MailTransport } from "#core/mail/mailer.ts";
import type { Db } from "#db/client.server.ts";
import { createMailOutboxRepository } from "#db/repositories/mail-outbox.ts";
import type { Env } from "../env.server.ts";
import { createOutboxMailer } from "./outbox-mailer.server.ts";
import { createSmtpMailer } from "./smtp-mailer.server.ts";

export interface ServerMailer extends Mailer {
  readonly transport: MailTransport;
  /** Closes pooled SMTP connections (SMTP_URL with `?pool=true`); nothing to do otherwise. */
  close(): void;
}

/**
 * The process's one mailer: SMTP when SMTP_URL is set, otherwise the outbox table only.
 * Both record every message in mail_outbox. A bad MAIL_FROM or SMTP_URL throws here, at start.
 */
export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">, db: Db): ServerMailer {
  parseMailbox(env.MAIL_FROM);
  const repository = createMailOutboxRepository(db);
  if (env.SMTP_URL) {
    // The URL carries the password: name the problem, never the value.
    if (!/^smtps?:\/\//i.test(env.SMTP_URL)) throw new Error("Invalid SMTP_URL: it must start with smtp:// or smtps://.");
    const smtp = createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, repository });
    return { transport: "smtp", send: (message) => smtp.send(message), close: () => smtp.close() };
  }
  const outbox = createOutboxMailer(repository);
  return { transport: "outbox", send: (message) => outbox.send(message), close: () => {} };
}
