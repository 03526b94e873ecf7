/**
 * The back office's own records: the audit log of every change staff and integrations make, the prices staff
 * plan per variant (from which the storefront's prices per tax area are derived), the history of the prices
 * shoppers paid (the 30-day lowest price comes from it), and the integration clients' tokens.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";
import { variants } from "./catalog.ts";

/**
 * One row per change, written in the same transaction as the change. `before` and `after` hold only the
 * fields the change touched. The newest id of a change other than an integration's stock levels is also the
 * shop's data version: every process polls it and drops its caches when it moves.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The member of staff; null for an integration token or an account since erased. */
    actorId: integer("actor_id").references(() => customers.id, { onDelete: "set null" }),
    /** Who it was as shown in the log: the staff member's address or the token's name. */
    actorLabel: text("actor_label").notNull(),
    /** What was done, e.g. `model.update`, `prices.update`, `stock.update`, `token.create`. */
    action: text("action").notNull(),
    /** What it was done to: `model`, `token`... and its id. */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.id),
    // The data version: integrations' stock levels show through the read model's own pace, not by dropping caches.
    index("audit_log_data_version_idx").on(t.id).where(sql`${t.entity} <> 'stock'`),
  ],
);

/**
 * Models whose read-model rows wait to be rebuilt after an integration's stock call: every process takes a batch
 * each second (skipping those another process holds), so the call itself does not wait for the rebuild.
 */
export const listingRefreshQueue = pgTable("listing_refresh_queue", {
  modelId: integer("model_id").primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The prices staff set for a variant, in cents of the shop's home tax area (VAT included). The storefront's
 * `variant_prices` rows of every tax area are derived from it; `next_change_at` is when a sale starts or ends,
 * so the price job derives them again then.
 */
export const variantPricePlans = pgTable(
  "variant_price_plans",
  {
    variantId: integer("variant_id")
      .primaryKey()
      .references(() => variants.id, { onDelete: "cascade" }),
    regularCents: integer("regular_cents").notNull(),
    saleCents: integer("sale_cents"),
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    clubCents: integer("club_cents"),
    outdoorCents: integer("outdoor_cents"),
    nextChangeAt: timestamp("next_change_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("variant_price_plans_next_change_idx").on(t.nextChangeAt).where(sql`${t.nextChangeAt} is not null`),
    check(
      "variant_price_plans_positive_check",
      sql`${t.regularCents} > 0 and coalesce(${t.saleCents}, 1) > 0 and coalesce(${t.clubCents}, 1) > 0 and coalesce(${t.outdoorCents}, 1) > 0`,
    ),
  ],
);

/**
 * The price a shopper paid for a variant over time, in the home tax area's cents: a row starts when the active
 * price changes and ends when the next one starts (`ends_at` null while it holds).
 */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    activeCents: integer("active_cents").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [index("price_history_variant_idx").on(t.variantId, t.startsAt)],
);

/** Tokens of integration clients (ERP, POS): only the SHA-256 of the secret is kept. */
export const integrationTokens = pgTable(
  "integration_tokens",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** What the token may do: `stock:write`, `prices:write`. */
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    createdBy: integer("created_by").references(() => customers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
);

/**
 * A catalogue import: the file as uploaded, its check's problems and counts, and whether it was applied. Applying
 * takes the file kept here, so what is applied is exactly what was checked (checked again in the same transaction).
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: serial("id").primaryKey(),
    createdBy: integer("created_by").references(() => customers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    fileName: text("file_name").notNull(),
    /** csv | json */
    format: text("format").notNull(),
    content: text("content").notNull(),
    rows: integer("rows").notNull(),
    problems: jsonb("problems").$type<Array<{ line: number; column: string; problem: string }>>().notNull(),
    counts: jsonb("counts").$type<Record<string, number>>().notNull(),
    /** checked | applying | applied | failed: an apply runs after the request that started it, its progress here. */
    status: text("status").notNull().default("checked"),
    modelsDone: integer("models_done").notNull().default(0),
    modelsTotal: integer("models_total").notNull().default(0),
    /** Why an apply failed (its transaction was rolled back: nothing of it was written). */
    error: text("error"),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [index("import_runs_created_idx").on(t.createdAt)],
);

/**
 * Addresses that named something before staff changed a slug: a model's slug in a language (kept with its brand's
 * id, `{brandId}/{slug}`, as model slugs are unique per brand), a product group's localized path, a brand's slug
 * (`lang` ''), a static page's slug in a language. A path that names nothing now is looked up here and answers 301 to the page's address today.
 */
export const slugHistory = pgTable(
  "slug_history",
  {
    kind: text("kind").$type<"model" | "group" | "brand" | "page">().notNull(),
    lang: text("lang").notNull(),
    old: text("old").notNull(),
    entityId: integer("entity_id").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.lang, t.old] }), check("slug_history_kind_check", sql`${t.kind} in ('model', 'group', 'brand', 'page')`)],
);
