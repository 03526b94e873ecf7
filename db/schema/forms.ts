/**
 * What shoppers send through the contact forms (a question to customer service, a company's sales enquiry)
 * and the newsletters' subscriptions with the consent each was given on.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, langCheck, langColumn } from "./columns.ts";
import { bytea } from "./columns.ts";

/** A question to customer service (`ask`) or a company's enquiry to corporate sales (`corporate`). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    lang: langColumn(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    topic: text("topic").notNull().default(""),
    orderNumber: text("order_number").notNull().default(""),
    company: text("company").notNull().default(""),
    businessId: text("business_id").notNull().default(""),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.kind, t.createdAt),
    langCheck("contact_messages", t.lang),
    check("contact_messages_kind_check", sql`${t.kind} in ('ask', 'corporate')`),
  ],
);

/** Pictures sent with a question, cleaned like review pictures; served to staff by their random token. */
export const contactAttachments = pgTable(
  "contact_attachments",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    content: bytea("content").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedBytes: integer("uploaded_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_attachments_message_idx").on(t.messageId)],
);

/**
 * One address on one newsletter list. `pending` until the address's owner confirms from the mailed link
 * (double opt-in), then `confirmed`; `unsubscribed` by the link in every mail. The consent's words, in the
 * language they were shown in, and its time are kept as proof.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    list: text("list").notNull(),
    email: text("email").notNull(),
    lang: langColumn(),
    name: text("name").notNull().default(""),
    company: text("company").notNull().default(""),
    status: text("status").notNull().default("pending"),
    consentText: text("consent_text").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    /** SHA-256 of the confirmation link's token; the token itself is only in the mail. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmBy: timestamp("confirm_by", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** In every mail's unsubscribe link: random, never changes, so an old mail's link still works. */
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_list_email_idx").on(t.list, t.email),
    uniqueIndex("newsletter_subscriptions_unsubscribe_idx").on(t.unsubscribeToken),
    index("newsletter_subscriptions_confirm_idx").on(t.confirmTokenHash),
    langCheck("newsletter_subscriptions", t.lang),
    check("newsletter_subscriptions_list_check", sql`${t.list} in ('corporate', 'forest')`),
    check("newsletter_subscriptions_status_check", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
