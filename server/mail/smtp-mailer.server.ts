import nodemailer, { type Transporter } from "nodemailer";
import { DomainError } from "#core/errors.ts";
import { parseMailbox, prepareMail, type Mailer, type PreparedMail } from "#core/mail/mailer.ts";
import { describeMailError, type MailOutboxRepository } from "#core/mail/outbox.ts";

export interface SmtpMailerOptions {
  /** SMTP_URL: `smtp://user:pass@host:587`, `smtps://...:465`; query options such as `?pool=true` pass to nodemailer. */
  url?: string;
  /** A ready nodemailer transporter instead of `url` (unit tests use a JSON transport). */
  transporter?: Transporter<unknown>;
  /** MAIL_FROM: `Name <address>` or a bare address. */
  from: string;
  repository: MailOutboxRepository;
}

export interface SmtpMailer extends Mailer {
  close(): void;
}

// A customer's request may wait for the mail: fail within seconds rather than nodemailer's minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The nodemailer message of a prepared mail: only strings, so no part can read a file or fetch a URL. */
export function nodemailerMessage(mail: PreparedMail, from: { name: string; address: string }) {
  const headers: Record<string, string> = {};
  if (mail.lang) headers["Content-Language"] = mail.lang;
  if (mail.tag) headers["X-Mail-Tag"] = mail.tag;
  if (mail.unsubscribeUrl) {
    headers["List-Unsubscribe"] = `<${mail.unsubscribeUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    headers,
  };
}

/**
 * Sends over SMTP and records every message in the outbox table too: the row is written before
 * the attempt (transport `smtp`) and gets sent_at on success or the error on failure, so the
 * developer page shows what went out and what did not, and a crash in between leaves a trace.
 */
export function createSmtpMailer(options: SmtpMailerOptions): SmtpMailer {
  const from = parseMailbox(options.from);
  let transporter = options.transporter;
  if (!transporter) {
    if (!options.url) throw new Error("createSmtpMailer needs url or transporter");
    transporter = nodemailer.createTransport({ url: options.url, ...TIMEOUTS, disableFileAccess: true, disableUrlAccess: true });
  }
  const transport = transporter;
  const { repository } = options;

  return {
    async send(message) {
      const mail = prepareMail(message);
      const id = await repository.insert(mail, "smtp");
      try {
        await transport.sendMail({ ...nodemailerMessage(mail, from), disableFileAccess: true, disableUrlAccess: true });
      } catch (error) {
        const reason = describeMailError(error);
        try {
          await repository.markFailed(id, reason);
        } catch {
          // The SMTP failure is the news; the row stays "sending" and the caller hears the reason below.
        }
        throw new DomainError("UNAVAILABLE", `Mail ${id} could not be sent over SMTP: ${reason}`, { cause: error });
      }
      await repository.markSent(id);
      return { id, transport: "smtp" };
    },
    close() {
      transport.close();
    },
  };
}
