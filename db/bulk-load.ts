import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./client.server.ts";
import { intArray, textArray } from "./read-model.ts";

/**
 * The bulk mode of a catalogue import that at least doubles the catalogue (PostgreSQL's "Populating a Database"):
 * inside the import's one transaction the foreign keys and secondary indexes of the tables it writes are dropped,
 * the rows written, then the indexes built again and the foreign keys added again, each checked by one join over
 * the whole table instead of a lookup per row. The read model's per-row search trigger is off meanwhile and its
 * rows are written by one statement. DDL is transactional, so an import that fails leaves the schema and the data
 * as they were; one that commits leaves the same indexes, constraints and triggers under the same names. The
 * dropped objects are locked for the transaction: the shop's catalogue reads wait until it ends.
 */

/** Every table a catalogue import writes, its read model included. */
const BULK_TABLES = [
  "product_models",
  "product_model_translations",
  "product_model_groups",
  "model_tags",
  "model_ribbons",
  "variants",
  "images",
  "variant_prices",
  "variant_price_plans",
  "price_history",
  "stock",
  "catalog_listing",
  "model_search_text",
];

/**
 * The tables the load's statements read and join by more than their primary key (the read model's statement
 * above all): the others' statistics would cost time (the listing's search columns most) and change no plan.
 */
const ANALYZED_TABLES = BULK_TABLES.filter((table) => table !== "catalog_listing" && table !== "model_search_text");

/**
 * Secondary indexes the import's own statements read while it writes (a new variant's place among its model's
 * variants, a model's drawings, a variant's open price period, the EANs a batch names): kept, or each would
 * become a scan of the whole table per row. Their keys but the EAN are the new rows' rising ids, added at the
 * index's right edge, which costs little.
 */
const KEPT_INDEXES = ["variants_model_idx", "variants_ean_idx", "images_model_idx", "price_history_variant_idx"];

/**
 * Memory for building the indexes again and for the foreign keys' joins, for this transaction only: the
 * defaults (64 MB, 4 MB) sort and hash millions of rows on disk.
 */
const REBUILD_SETTINGS = sql`select set_config('maintenance_work_mem', '256MB', true), set_config('work_mem', '128MB', true)`;

export interface BulkLoad {
  /** Models whose read-model rows were written since the load began, and at how many the tables are analyzed next. */
  listed: number;
  analyzeAt: number;
  indexes: Array<{ name: string; definition: string }>;
  foreignKeys: Array<{ table: string; name: string; definition: string }>;
  /** The read model's row triggers that keep the search slice (catalog_search) in step, switched off, with how each was enabled. */
  triggers: Array<{ name: string; enabled: string }>;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops the bulk tables' foreign keys and secondary indexes and switches the search triggers off; answers what to make again. */
export async function beginBulkLoad(db: Db): Promise<BulkLoad> {
  const tables = textArray(BULK_TABLES);
  const foreignKeys = await queryRows<{ table: string; name: string; definition: string }>(
    db,
    sql`select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        where c.contype = 'f' and c.conrelid = any(select x::regclass from unnest(${tables}) x)
        order by c.conrelid::regclass::text, c.conname`,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = any(select x::regclass from unnest(${tables}) x)
          and not i.indisunique and not i.indisprimary
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
          and not (c.relname = any(${textArray(KEPT_INDEXES)}))
        order by 1`,
  );
  // Enabled as "always" by the migrations ('A'), or as origin ('O'): either way on for this transaction.
  const triggers = await queryRows<{ name: string; enabled: string }>(
    db,
    sql`select tgname as name, tgenabled::text as enabled from pg_trigger
        where tgrelid = 'catalog_listing'::regclass and not tgisinternal and tgenabled <> 'D' and (tgtype & 1) = 1
          and tgfoid = 'catalog_search_sync'::regproc
        order by tgname`,
  );
  for (const key of foreignKeys) await db.execute(sql.raw(`alter table ${key.table} drop constraint ${quoted(key.name)}`));
  if (indexes.length > 0) await db.execute(sql.raw(`drop index ${indexes.map((index) => index.name).join(", ")}`));
  for (const trigger of triggers) await db.execute(sql.raw(`alter table catalog_listing disable trigger ${quoted(trigger.name)}`));
  return { listed: 0, analyzeAt: FIRST_ANALYZE, indexes, foreignKeys, triggers };
}

/**
 * The load's tables are analyzed whenever the models written double, from FIRST_ANALYZE up to LAST_ANALYZE: rows
 * written in the transaction have no statistics (autovacuum cannot see them), and without them the planner takes
 * tables of millions of rows for small ones and the read model's statement reads them whole for every chunk,
 * each chunk slower than the last. ANALYZE in the transaction counts the transaction's own rows. Past some
 * thousands of models the statistics keep their shape (rows per model, distinct values) and the planner scales
 * a table's row count by its current size, so analyzing again would only cost time (12 s a time at 100,000).
 */
const FIRST_ANALYZE = 1_000;
const LAST_ANALYZE = 16_000;

/** Notes that these models' read-model rows are about to be written; analyzes the tables when their rows doubled. */
export async function beforeBulkListing(db: Db, load: BulkLoad, models: number): Promise<void> {
  load.listed += models;
  if (load.listed < load.analyzeAt) return;
  await db.execute(sql.raw(`analyze ${ANALYZED_TABLES.join(", ")}`));
  load.analyzeAt = load.listed >= LAST_ANALYZE ? Number.POSITIVE_INFINITY : load.listed * 2;
}

/**
 * Writes the search slice of these models' read-model rows (the rows catalog_search_sync gives one at a time:
 * public rows that are not campaign-only), switches its triggers back on, builds the indexes and adds the foreign
 * keys again. Call after the models' read-model rows are written.
 */
export async function finishBulkLoad(db: Db, load: BulkLoad, modelIds: readonly number[], note: (step: string) => void = () => {}): Promise<void> {
  note("search");
  const ids = intArray([...new Set(modelIds)]);
  await db.execute(sql`delete from catalog_search s using unnest(${ids}) as x(id) where s.model_id = x.id`);
  await db.execute(sql`
    insert into catalog_search (lang, model_id, search, name_key, full_key, brand_key, sales_rank)
    select c.lang, c.model_id, c.search, catalog_search_key(c.name), catalog_search_key(c.brand_name || ' ' || c.name),
      catalog_search_key(c.brand_name), c.sales_rank
    from unnest(${ids}) as x(id) join catalog_listing c on c.model_id = x.id
    where c.is_public and not c.campaign_only`);
  for (const trigger of load.triggers) {
    const mode = trigger.enabled === "A" ? "always " : trigger.enabled === "R" ? "replica " : "";
    await db.execute(sql.raw(`alter table catalog_listing enable ${mode}trigger ${quoted(trigger.name)}`));
  }
  await db.execute(REBUILD_SETTINGS);
  note("indexes");
  for (const index of load.indexes) await db.execute(sql.raw(index.definition));
  note("foreign keys");
  for (const key of load.foreignKeys) await db.execute(sql.raw(`alter table ${key.table} add constraint ${quoted(key.name)} ${key.definition}`));
}
