/**
 * What the shop's processes share through the database: rate-limit counters, browser error reports, the mail
 * outbox and the periodic jobs' claims.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, langCheck } from "./columns.ts";

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const clientErrorReports = pgTable(
  "client_error_reports",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    message: text("message").notNull(),
    url: text("url"),
    userAgent: text("user_agent"),
    ipHash: text("ip_hash"),
  },
  (t) => [index("client_error_reports_created_idx").on(t.createdAt)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** `smtp`: handed to SMTP_URL (sent_at when accepted); `outbox`: no SMTP configured, kept here only. */
    transport: text("transport").notNull().default("outbox"),
    lang: text("lang"),
    /** What the mail is (`order-confirmation`, `back-in-stock`...), for finding it again. */
    tag: text("tag"),
  },
  (t) => [
    index("mail_outbox_unsent_idx").on(t.createdAt).where(sql`${t.sentAt} is null`),
    check("mail_outbox_transport_check", sql`${t.transport} in ('smtp', 'outbox')`),
    langCheck("mail_outbox", t.lang),
  ],
);

// ---------------------------------------------------------------------------------------------
// scheduled jobs

/**
 * When each periodic job (core/jobs/scheduler.ts) last started. Every server process looks now and then;
 * the one whose update of a due row succeeds runs the job, so it runs once however many processes serve.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  /** The last run's error message; null after a run that succeeded. */
  lastError: text("last_error"),
});
