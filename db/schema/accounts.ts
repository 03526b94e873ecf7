/**
 * Customers and staff, and what signs them in: sessions, one-time links, social log-ins, carried sign-ins;
 * company accounts, the club's numbers and the wishlist.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgSequence, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { productModels } from "./catalog.ts";
import { createdAt, langCheck, langColumn } from "./columns.ts";

export const customers = pgTable("customers", {
  id: serial("id").primaryKey(),
  /** Stored lower-cased. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash"),
  /** Stored for staff only. */
  username: text("username"),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  phone: text("phone").notNull().default(""),
  /** The customer's delivery address (account area), which the payment step fills in. */
  address: text("address").notNull().default(""),
  postcode: text("postcode").notNull().default(""),
  city: text("city").notNull().default(""),
  lang: text("lang").notNull().default("fi"),
  isStaff: boolean("is_staff").notNull().default(false),
  isAdmin: boolean("is_admin").notNull().default(false),
  isOrgUser: boolean("is_org_user").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  activatedAt: timestamp("activated_at", { withTimezone: true }),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  /** The signed-in customer's cart as JSON text (`products` and `updatedAt`), which follows them across devices. */
  cartContent: text("cart_content"),
  /** Reminder mail (reviews of what was bought) may be sent; the stop link in every reminder clears it. */
  remindersAllowed: boolean("reminders_allowed").notNull().default(true),
  /** The customer club (core/accounts/club.ts): the member number on the card, null for a non-member. */
  clubNumber: text("club_number").unique(),
  clubJoinedAt: timestamp("club_joined_at", { withTimezone: true }),
  /** Interest slugs of CLUB_INTERESTS, for the club's offers and mail. */
  interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
  /** Scout and Suomen Latu memberships, as the member typed them. */
  scoutGroup: text("scout_group").notNull().default(""),
  scoutMemberId: text("scout_member_id").notNull().default(""),
  latuMemberId: text("latu_member_id").notNull().default(""),
  latuBranch: text("latu_branch").notNull().default(""),
  /** "male", "female" or "" (not given): core/accounts/club.ts GENDERS. */
  gender: text("gender").notNull().default(""),
});

/**
 * Company accounts (core/accounts/company-accounts.ts): the company a customer buys for, waiting for the
 * staff's verification; once verified the customer is an organisation user (`customers.is_org_user`).
 */
export const companyAccounts = pgTable(
  "company_accounts",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    /** Normalised: `FI12345678`. */
    vatNumber: text("vat_number").notNull(),
    status: text("status").$type<"pending" | "verified" | "rejected">().notNull().default("pending"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => customers.id, { onDelete: "set null" }),
  },
  (t) => [
    check("company_accounts_status_check", sql`${t.status} in ('pending', 'verified', 'rejected')`),
    index("company_accounts_pending_idx").on(t.appliedAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Club member numbers: the card's number is this sequence's value with a Luhn check digit. */
export const clubNumberSeq = pgSequence("club_number_seq", { startWith: 1000001 });

/**
 * Keys for signing links that must keep working without a row of their own (the stop-reminders link):
 * made once by whichever process needs one first, so that every process signs alike.
 */
export const signingKeys = pgTable("signing_keys", {
  name: text("name").primaryKey(),
  key: text("key").notNull(),
  createdAt: createdAt(),
});

/**
 * Sign-in sessions (docs/decisions/0016): the token lives in the browser's cookie, only its SHA-256
 * here, so a copy of the table signs nobody in. Revoking is deleting the row.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /**
     * A sign-in carried to another storefront (core/accounts/storefront-handoff.ts) is a session of its own
     * in the same family: the `token_hash` of the session it all began with. Null for that first one. Log-out
     * ends the whole family, so signing out on one storefront signs out on every one it was carried to.
     */
    family: text("family"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("sessions_customer_idx").on(t.customerId),
    index("sessions_expires_idx").on(t.expiresAt),
    index("sessions_family_idx").on(t.family),
  ],
);

/**
 * A shopper's cart and sign-in on their way to another language's storefront (core/accounts/storefront-handoff.ts):
 * stored under the SHA-256 of a single-use token the language link carries, for a minute or two, redeemable
 * only on the storefront `lang`. Redeeming re-keys the row under a second token, by which the arriving page
 * picks the cart up once.
 */
export const storefrontHandoffs = pgTable(
  "storefront_handoffs",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The storefront it was made for. */
    lang: langColumn(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    /** The carried session's family and end: the session made on arrival belongs to it and ends with it. */
    sessionFamily: text("session_family"),
    sessionExpiresAt: timestamp("session_expires_at", { withTimezone: true }),
    /** The cart's choices as JSON text (the shape of `customers.cart_content`). */
    cartContent: text("cart_content"),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("storefront_handoffs_expires_idx").on(t.expiresAt), langCheck("storefront_handoffs", t.lang)],
);

/** Accounts signed in through an OpenID Connect provider (core/accounts/social-login.ts): the provider's subject. */
export const oidcIdentities = pgTable(
  "oidc_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index("oidc_identities_customer_idx").on(t.customerId)],
);

/**
 * Social log-ins under way: what the callback needs (PKCE verifier, nonce, where to return), under the
 * SHA-256 of the state the browser carries, so that any process can finish what another started.
 */
export const oidcLogins = pgTable("oidc_logins", {
  stateHash: text("state_hash").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  next: text("next").notNull().default("/"),
  lang: langColumn(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * One-time links mailed to a customer (activation, password reset, account deletion): only the
 * SHA-256 of the token is stored, as with sessions. A link works once and until `expires_at`;
 * issuing a new link of a purpose ends the customer's earlier unused ones.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"activate" | "reset" | "delete">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("account_tokens_customer_idx").on(t.customerId, t.purpose),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('activate', 'reset', 'delete')`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.modelId] })],
);
