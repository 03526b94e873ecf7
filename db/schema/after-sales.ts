/**
 * Returns, exchanges and complaints ("cases"): what the shopper sent, each status change with who made it,
 * the pieces an exchange holds, the refunds made, and the pictures of a complaint. One numbering for both
 * kinds ("P" for returns, "R" for complaints, then the next value), shown to the shopper.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgSequence, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { CASE_STATUSES } from "#core/after-sales/case-status.ts";
import { customers } from "./accounts.ts";
import { variants } from "./catalog.ts";
import { createdAt, langCheck, langColumn } from "./columns.ts";
import { orders } from "./orders.ts";
import { stores } from "./reference.ts";
import { bytea } from "./columns.ts";

export const caseNumberSeq = pgSequence("case_number_seq", { startWith: 200001 });

const CASE_STATUS_LIST = CASE_STATUSES.map((status) => `'${status}'`).join(", ");

export const afterSalesCases = pgTable(
  "after_sales_cases",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    /** return | exchange | complaint */
    kind: text("kind").notNull(),
    status: text("status").notNull().default("new-return"),
    /** The web order it concerns; null for a complaint about a store purchase. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "restrict" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    lang: langColumn(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** original | gift-card (returns). */
    refundTo: text("refund_to"),
    trackingCode: text("tracking_code").notNull().default(""),
    /** When the shop received the product; an exchange's hold ends with it. */
    receivedAt: timestamp("received_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Told to the shopper when the case is rejected. */
    rejectionReason: text("rejection_reason").notNull().default(""),
    /** The staff's note on the case, never shown to the shopper. */
    internalNote: text("internal_note").notNull().default(""),
    /** In the status page's link and the mail: the sequential number alone shows nothing. */
    accessToken: text("access_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("after_sales_cases_order_idx").on(t.orderId),
    index("after_sales_cases_customer_idx").on(t.customerId),
    index("after_sales_cases_queue_idx").on(t.kind, t.status, t.createdAt),
    langCheck("after_sales_cases", t.lang),
    check("after_sales_cases_kind_check", sql`${t.kind} in ('return', 'exchange', 'complaint')`),
    check("after_sales_cases_status_check", sql.raw(`status in (${CASE_STATUS_LIST})`)),
    check("after_sales_cases_refund_to_check", sql`${t.refundTo} is null or ${t.refundTo} in ('original', 'gift-card')`),
    check("after_sales_cases_order_check", sql`${t.kind} = 'complaint' or ${t.orderId} is not null`),
  ],
);

/** The order rows a return or exchange sends back. */
export const afterSalesRows = pgTable(
  "after_sales_rows",
  {
    caseId: integer("case_id")
      .notNull()
      .references(() => afterSalesCases.id, { onDelete: "cascade" }),
    /** The order row's position. */
    orderPosition: integer("order_position").notNull(),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    /** Pieces put back on sale after inspection. */
    restockedAmount: integer("restocked_amount").notNull().default(0),
    refundCents: integer("refund_cents").notNull().default(0),
    exchangeVariantId: integer("exchange_variant_id").references(() => variants.id),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.orderPosition] }),
    check("after_sales_rows_amount_check", sql`${t.amount} > 0 and ${t.restockedAmount} between 0 and ${t.amount}`),
  ],
);

/**
 * The pieces an exchange holds for the shopper, per warehouse (stock.reserved counts them, as it counts an
 * order's reservations), until the return arrives or `held_until` passes.
 */
export const afterSalesHolds = pgTable(
  "after_sales_holds",
  {
    caseId: integer("case_id")
      .notNull()
      .references(() => afterSalesCases.id, { onDelete: "cascade" }),
    orderPosition: integer("order_position").notNull(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    amount: integer("amount").notNull(),
    heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.orderPosition, t.storeId] }),
    index("after_sales_holds_due_idx").on(t.heldUntil).where(sql`${t.releasedAt} is null`),
    check("after_sales_holds_amount_check", sql`${t.amount} > 0`),
  ],
);

/** A complaint's product and purchase, as the reclamation form names them. */
export const complaintDetails = pgTable(
  "complaint_details",
  {
    caseId: integer("case_id")
      .primaryKey()
      .references(() => afterSalesCases.id, { onDelete: "cascade" }),
    /** S: the web store; K: a store's till. */
    salesChannel: text("sales_channel").notNull(),
    storeId: integer("store_id").references(() => stores.id),
    /** Where the shopper brings or collects the product. */
    targetStoreId: integer("target_store_id").references(() => stores.id),
    orderNumber: text("order_number").notNull().default(""),
    receipt: text("receipt").notNull().default(""),
    timeOfPurchase: date("time_of_purchase"),
    priceCents: integer("price_cents").notNull().default(0),
    used: boolean("used").notNull().default(false),
    manufacturer: text("manufacturer").notNull().default(""),
    model: text("model").notNull().default(""),
    color: text("color").notNull().default(""),
    size: text("size").notNull().default(""),
    noSize: boolean("no_size").notNull().default(false),
    complaint: text("complaint").notNull(),
    address: text("address").notNull().default(""),
    postNumber: text("post_number").notNull().default(""),
    city: text("city").notNull().default(""),
    /** The order row it concerns, when started from the order history. */
    orderPosition: integer("order_position"),
  },
  (t) => [check("complaint_details_channel_check", sql`${t.salesChannel} in ('S', 'K')`)],
);

/** Every step of a case: the status it moved to, who moved it, and what was said to the shopper. */
export const afterSalesEvents = pgTable(
  "after_sales_events",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => afterSalesCases.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** customer | staff | system */
    actor: text("actor").notNull(),
    /** The staff member, for staff steps. */
    staffId: integer("staff_id").references(() => customers.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    status: text("status").notNull(),
    /** What the step says to the shopper (a question, an answer, a reason); empty for none. */
    message: text("message").notNull().default(""),
  },
  (t) => [
    index("after_sales_events_case_idx").on(t.caseId, t.at),
    check("after_sales_events_actor_check", sql`${t.actor} in ('customer', 'staff', 'system')`),
    check("after_sales_events_status_check", sql.raw(`status in (${CASE_STATUS_LIST})`)),
  ],
);

/** Pictures of a complaint or of an answer to the shop's question, cleaned like review pictures. */
export const afterSalesPictures = pgTable(
  "after_sales_pictures",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => afterSalesCases.id, { onDelete: "cascade" }),
    eventId: integer("event_id").references(() => afterSalesEvents.id, { onDelete: "cascade" }),
    /** The picture's address (/images/cases/{token}.webp): random, so it cannot be guessed from another's. */
    token: text("token").notNull().unique(),
    content: bytea("content").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedBytes: integer("uploaded_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("after_sales_pictures_case_idx").on(t.caseId)],
);

/** Money a case gave back: through a payment's provider, or as a new gift card. */
export const afterSalesRefunds = pgTable(
  "after_sales_refunds",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => afterSalesCases.id, { onDelete: "cascade" }),
    /** The order payment refunded; null for a gift card. */
    paymentId: integer("payment_id"),
    /** pending: recorded, the provider not yet told (a failed call is tried again with the same key); done. */
    status: text("status").notNull().default("pending"),
    giftCardCode: text("gift_card_code"),
    cents: integer("cents").notNull(),
    /** The provider's refund id. */
    reference: text("reference").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("after_sales_refunds_case_idx").on(t.caseId),
    check("after_sales_refunds_target_check", sql`(${t.paymentId} is null) <> (${t.giftCardCode} is null)`),
    check("after_sales_refunds_cents_check", sql`${t.cents} > 0`),
    check("after_sales_refunds_status_check", sql`${t.status} in ('pending', 'done')`),
  ],
);
