import { desc, eq, sql } from "drizzle-orm";
import type { MailOutboxRepository, OutboxRow } from "#core/mail/outbox.ts";
import type { MailTransport } from "#core/mail/mailer.ts";
import { isLang } from "#i18n/languages.ts";
import type { Db } from "../client.server.ts";
import { mailOutbox } from "../schema/platform.ts";

const SUMMARY = {
  id: mailOutbox.id,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  transport: mailOutbox.transport,
  lang: mailOutbox.lang,
  tag: mailOutbox.tag,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
};

type SummaryRow = {
  id: number;
  createdAt: Date;
  sentAt: Date | null;
  to: string;
  subject: string;
  transport: string;
  lang: string | null;
  tag: string | null;
  attempts: number;
  lastError: string | null;
};

function summary(row: SummaryRow): Omit<OutboxRow, "text" | "html"> {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    // The table's check constraints allow only these values.
    transport: row.transport as MailTransport,
    lang: isLang(row.lang) ? row.lang : null,
  };
}

export function createMailOutboxRepository(db: Db): MailOutboxRepository {
  return {
    async insert(mail, transport) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, lang: mail.lang, tag: mail.tag, transport })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("mail_outbox insert returned no row");
      return row.id;
    },
    async markSent(id) {
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id));
    },
    async markFailed(id, error) {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error })
        .where(eq(mailOutbox.id, id));
    },
    async list(limit) {
      const rows = await db.select(SUMMARY).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
      return rows.map(summary);
    },
    async get(id) {
      const [row] = await db
        .select({ ...SUMMARY, text: mailOutbox.text, html: mailOutbox.html })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id))
        .limit(1);
      return row ? { ...summary(row), text: row.text, html: row.html } : null;
    },
  };
}
