/**
 * What the checkout offers and takes: discount codes, gift cards as payment, and payment methods.
 */
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, translationTable } from "./columns.ts";

/** Discount codes (core/checkout/discount-codes.ts): one per order, on the rows that allow discounts. */
export const discountCodes = pgTable(
  "discount_codes",
  {
    /** Stored upper-case without spaces. */
    code: text("code").primaryKey(),
    /** percent: value in basis points (1500 = 15 %); amount: value in cents. */
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    minimumCents: integer("minimum_cents").notNull().default(0),
    /** Orders the code may still be used for; null: unlimited. Placing an order counts one down. */
    usesLeft: integer("uses_left"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("discount_codes_kind_check", sql`${t.kind} in ('percent', 'amount')`),
    check("discount_codes_value_check", sql`${t.value} > 0 and (${t.kind} = 'amount' or ${t.value} <= 10000)`),
    check("discount_codes_code_check", sql`${t.code} = upper(${t.code}) and ${t.code} !~ '[[:space:]]'`),
  ],
);

/** Gift cards that pay (core/checkout/gift-card-payments.ts); the balance is taken when an order is placed. */
export const giftCardAccounts = pgTable(
  "gift_card_accounts",
  {
    /** As printed on the card, stored upper-case. */
    code: text("code").primaryKey(),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("gift_card_accounts_balance_check", sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`),
    // The form shoppers' codes are compared in (upper case, no spaces); ':' joins a code to an order number.
    check("gift_card_accounts_code_check", sql`${t.code} = upper(${t.code}) and ${t.code} !~ '[[:space:]:]'`),
  ],
);

/** Payment methods offered at checkout, each served by a payment provider (core/payments/). */
export const paymentMethods = pgTable("payment_methods", {
  slug: text("slug").primaryKey(),
  /** The provider adapter that takes the payment (`test` is the built-in local one). */
  provider: text("provider").notNull(),
  /** Delivery countries (lower-case); empty: all. */
  countries: text("countries").array().notNull().default(sql`'{}'::text[]`),
  minCents: integer("min_cents").notNull().default(1),
  maxCents: integer("max_cents"),
  sortOrder: integer("sort_order").notNull().default(0),
  isEnabled: boolean("is_enabled").notNull().default(true),
});

export const paymentMethodTranslations = translationTable(
  "payment_method_translations",
  { methodSlug: text("method_slug") },
  () => paymentMethods.slug,
  {
    name: text("name").notNull(),
  },
);
