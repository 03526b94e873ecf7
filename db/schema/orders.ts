/**
 * Orders and their payments: web orders (placed in one transaction that reserves stock per warehouse), the
 * payments started at providers, and the purchases at the stores' tills.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";
import { variants } from "./catalog.ts";
import { createdAt, langCheck, langColumn } from "./columns.ts";
import { stores } from "./reference.ts";

/** Order numbers: "W" and the next value, never reused. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 100001 });

/** awaiting_payment and cancelled are the shop's own; the rest are the warehouse's shipping statuses. */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "cancelled",
  "processing",
  "ready_for_packing",
  "ready_for_pick_up",
  "transported_to_pickuplocation",
  "skis_in_installation",
  "transfer_to_packing",
  "shipped",
  "delivered",
  "manual_cancellation",
] as const;

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    status: text("status").notNull().default("awaiting_payment"),
    /** The browser's key of one checkout attempt: sending it again returns the same order. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** SHA-256 of what was asked with the key: the key sent with another cart or person is refused. */
    requestHash: text("request_hash").notNull(),
    lang: langColumn(),
    countryCode: text("country_code").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    city: text("city").notNull().default(""),
    deliveryMethod: text("delivery_method"),
    deliveryLocation: text("delivery_location"),
    specialRequest: text("special_request").notNull().default(""),
    paymentMethod: text("payment_method"),
    discountCode: text("discount_code"),
    repack: boolean("repack").notNull().default(false),
    /** Sent in two parcels: what was on the shelf at once, the rest when it arrived (core/checkout/part-delivery.ts). */
    partDelivery: boolean("part_delivery").notNull().default(false),
    /** The gift campaign code that paid the product and its delivery (redeemed by this order); null for none. */
    giftCampaignCode: text("gift_campaign_code"),
    /** SHA-256 of the client address that placed it: the limits on unpaid orders count by it (core/orders/unpaid-orders.ts). */
    clientKey: text("client_key"),
    /** Cents of EUR, VAT included, as the checkout answer gave them. */
    productsCents: integer("products_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    giftCardProductsCents: integer("gift_card_products_cents").notNull().default(0),
    deliveryCents: integer("delivery_cents").notNull().default(0),
    repackCents: integer("repack_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    /** Left for the payment method after gift cards. */
    dueCents: integer("due_cents").notNull(),
    createdAt: createdAt(),
    /** An unpaid order gives its stock back after this. */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When the order left the warehouse, and when the shopper got it: the return window counts from these. */
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /**
     * Two random UUIDs (244 random bits, from PostgreSQL's strong random source) in the links of the payment
     * result pages and the confirmation mail: the order number alone, which is sequential, shows nothing.
     */
    accessToken: text("access_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Set by the one process that sends the confirmation mail (claimed before sending). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** Set when the review reminder for this order was claimed (core/reviews/review-reminders.ts): sent at most once. */
    reviewReminderSentAt: timestamp("review_reminder_sent_at", { withTimezone: true }),
  },
  (t) => [
    index("orders_status_reserved_idx").on(t.status, t.reservedUntil),
    index("orders_customer_idx").on(t.customerId),
    index("orders_email_idx").on(t.email),
    index("orders_unpaid_client_idx").on(t.clientKey).where(sql`${t.status} = 'awaiting_payment'`),
    langCheck("orders", t.lang),
    check("orders_status_check", sql.raw(`status in (${ORDER_STATUSES.map((status) => `'${status}'`).join(", ")})`)),
    check("orders_money_check", sql`${t.totalCents} >= 0 and ${t.dueCents} >= 0 and ${t.dueCents} <= ${t.totalCents}`),
  ],
);

export const orderRows = pgTable(
  "order_rows",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** product | bundle | gift-card */
    kind: text("kind").notNull(),
    /** The cart's id: a variant id, a bundle's hyphen-joined id or a gift card's variant id. */
    productId: text("product_id").notNull(),
    name: text("name").notNull(),
    variantName: text("variant_name").notNull().default(""),
    amount: integer("amount").notNull(),
    unitCents: integer("unit_cents").notNull(),
    /** This row's share of the discount code. */
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    extraData: jsonb("extra_data").$type<Record<string, string>>(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    // "Also bought" (core/product/product-extras.ts) finds a model's orders by its variants' ids.
    index("order_rows_product_idx").on(t.productId),
    check("order_rows_kind_check", sql`${t.kind} in ('product', 'bundle', 'gift-card')`),
    check("order_rows_amount_check", sql`${t.amount} > 0`),
  ],
);

/** The pieces an order holds per variant and warehouse (stock.reserved counts them). */
export const orderReservations = pgTable(
  "order_reservations",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    amount: integer("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.variantId, t.storeId] }), check("order_reservations_amount_check", sql`${t.amount} > 0`)],
);

export const orderPayments = pgTable(
  "order_payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** giftcard, or the payment provider's slug. */
    provider: text("provider").notNull(),
    /** The gift card's code, or the provider's payment id. */
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** captured | pending | failed | refunded */
    status: text("status").notNull(),
    /** Given back by returns so far; a whole refund sets the status to refunded instead. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId),
    check("order_payments_refunded_check", sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    uniqueIndex("order_payments_reference_idx").on(t.provider, t.reference),
    check("order_payments_status_check", sql`${t.status} in ('captured', 'pending', 'failed', 'refunded')`),
  ],
);

/**
 * Each payment started at a provider for an order (core/payments/): the provider's reference comes back
 * on the shopper's return and is looked up here, so only a payment this shop started can pay an order.
 */
export const paymentSessions = pgTable(
  "payment_sessions",
  {
    provider: text("provider").notNull(),
    reference: text("reference").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** started | paid | cancelled | failed */
    state: text("state").notNull().default("started"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.reference] }),
    index("payment_sessions_order_idx").on(t.orderId),
    check("payment_sessions_state_check", sql`${t.state} in ('started', 'paid', 'cancelled', 'failed')`),
  ],
);

/**
 * Klarna's checkouts on the payment step (core/payments/klarna-checkout.ts): what the shopper asked,
 * kept under Klarna's order id until Klarna's validation call places the order from it.
 */
export const klarnaCheckouts = pgTable("klarna_checkouts", {
  klarnaOrderId: text("klarna_order_id").primaryKey(),
  version: integer("version").notNull().default(1),
  /** The snapshot: the cart request, the place, the special request, the customer and the origin. */
  snapshot: jsonb("snapshot").notNull(),
  /** Why the last purchase was refused, in the shopper's language. */
  refusal: text("refusal").array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test provider's own books: it plays a remote payment service, so what the shopper chose on
 * its page is kept here and read back the way a real provider's API would be asked.
 */
export const testPayments = pgTable(
  "test_payments",
  {
    reference: text("reference").primaryKey(),
    merchantReference: text("merchant_reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    returnUrl: text("return_url").notNull(),
    /** created | paid | cancelled | failed | refunded */
    status: text("status").notNull().default("created"),
    /** Given back in parts; all of it makes the payment refunded. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check("test_payments_status_check", sql`${t.status} in ('created', 'paid', 'cancelled', 'failed', 'refunded')`)],
);

/** The test provider's refunds by their idempotency key: a refund asked twice is made once. */
export const testPaymentRefunds = pgTable("test_payment_refunds", {
  key: text("key").primaryKey(),
  reference: text("reference")
    .notNull()
    .references(() => testPayments.reference, { onDelete: "cascade" }),
  amountCents: integer("amount_cents").notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// store receipts

/**
 * Purchases at the stores' tills: the tills send them here with the club card's customer, so /history/ shows them beside web orders.
 */
export const STORE_RECEIPT_STATUSES = ["paid", "partly-returned", "returned"] as const;

export const storeReceipts = pgTable(
  "store_receipts",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("paid"),
    /** Cents of EUR, VAT included. */
    totalCents: integer("total_cents").notNull(),
    /** The staff's special-request note printed on the receipt. */
    note: text("note").notNull().default(""),
  },
  (t) => [
    index("store_receipts_customer_idx").on(t.customerId, t.purchasedAt),
    check("store_receipts_status_check", sql.raw(`status in (${STORE_RECEIPT_STATUSES.map((status) => `'${status}'`).join(", ")})`)),
  ],
);

export const storeReceiptRows = pgTable(
  "store_receipt_rows",
  {
    receiptId: integer("receipt_id")
      .notNull()
      .references(() => storeReceipts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    variantId: integer("variant_id").references(() => variants.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    variantName: text("variant_name").notNull().default(""),
    amount: integer("amount").notNull(),
    returnedAmount: integer("returned_amount").notNull().default(0),
    unitCents: integer("unit_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.receiptId, t.position] }), check("store_receipt_rows_amount_check", sql`${t.amount} > 0 and ${t.returnedAmount} between 0 and ${t.amount}`)],
);
