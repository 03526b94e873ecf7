/**
 * The migration baseline (docs/decisions/0038-migration-baseline.md): a fresh database gets the baseline; a
 * database made by the 34 migrations it replaced (kept as they were in tests/fixtures/old-migration-chain/) is
 * moved onto it with its schema and data unchanged, and both take later migrations alike; a database part way
 * through the old migrations is refused. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MIGRATIONS_FOLDER,
  UnfinishedOldMigrationsError,
  migrateDatabase,
  moveOntoBaseline,
  queryRows,
  type DatabaseHandle,
  type Db,
} from "#db/client.server.ts";
import { seedDemoCatalogue } from "#db/seed/index.ts";
import { createEmptyTestDatabase } from "#db/testing.server.ts";
import { dataOf } from "./support/database-digest.ts";

const OLD_CHAIN = path.resolve(import.meta.dirname, "../fixtures/old-migration-chain");
const OLD_CHAIN_LENGTH = 34;

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}
const readJournal = (folder: string): Journal => JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as Journal;

const folders: string[] = [];

/** A copy of a migrations folder whose journal lists only `entries` of it (the SQL files stay). */
function migrationsFolder(from: string, entries: (journal: Journal) => Journal["entries"], extra: Record<string, string> = {}): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
  folders.push(folder);
  cpSync(from, folder, { recursive: true });
  const journal = readJournal(from);
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: entries(journal) }, null, 2));
  for (const [file, text] of Object.entries(extra)) writeFileSync(path.join(folder, file), text);
  return folder;
}

/** Applies a migrations folder with Drizzle's migrator alone, as the shop did before the baseline. */
async function applyOldWay(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  if (handle.kind === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

const bookkeeping = (db: Db) =>
  queryRows<{ hash: string; created_at: string }>(db, sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`);

/**
 * Everything a migration can make in the public schema, each as its definition text. A column is compared by
 * name, not by place: a column an old migration added comes last in its table there, and nothing in the shop
 * depends on the order (every query and COPY names its columns).
 */
async function schemaOf(db: Db): Promise<string[]> {
  const rows = await queryRows<{ item: string }>(
    db,
    sql`
      select concat_ws(' ', 'relation', c.relname, c.relkind, array_to_string(c.reloptions, ','), pg_get_partkeydef(c.oid),
        pg_get_expr(c.relpartbound, c.oid)) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'i', 'I')
      union all
      select concat_ws(' ', 'column', c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
        pg_get_expr(d.adbin, d.adrelid), a.attidentity, a.attgenerated, a.attstorage, a.attcompression)
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      union all
      select concat_ws(' ', 'constraint', c.relname, co.conname, pg_get_constraintdef(co.oid))
      from pg_constraint co join pg_class c on c.oid = co.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public'
      union all
      select concat_ws(' ', 'index', indexdef) from pg_indexes where schemaname = 'public'
      union all
      select concat_ws(' ', 'trigger', pg_get_triggerdef(t.oid), t.tgenabled)
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal
      union all
      select concat_ws(' ', 'function', pg_get_functiondef(p.oid))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind in ('f', 'p')
      union all
      select concat_ws(' ', 'sequence', sequencename, data_type, start_value, min_value, max_value, increment_by, cycle, cache_size)
      from pg_sequences where schemaname = 'public'
      union all
      select concat_ws(' ', 'extension', extname, extversion) from pg_extension`,
  );
  return rows.map((row) => row.item).sort();
}

const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
const baseline = migrations[0]!;
const baselineRow = { hash: baseline.hash, created_at: String(baseline.folderMillis) };
const everyRow = migrations.map((migration) => ({ hash: migration.hash, created_at: String(migration.folderMillis) }));

describe("the migration baseline", () => {
  let fresh: DatabaseHandle;
  let old: DatabaseHandle;
  let freshAtBaseline: string[];
  let oldBefore: { schema: string[]; data: Record<string, string>; bookkeeping: { hash: string; created_at: string }[] };
  let oldMoved: { schema: string[]; data: Record<string, string>; bookkeeping: { hash: string; created_at: string }[] };
  let moved: Awaited<ReturnType<typeof moveOntoBaseline>>;

  beforeAll(async () => {
    fresh = await createEmptyTestDatabase();
    old = await createEmptyTestDatabase();
    // The baseline alone first, to compare with what the old migrations made; then the migrations after it.
    await migrateDatabase(fresh, migrationsFolder(MIGRATIONS_FOLDER, (journal) => journal.entries.slice(0, 1)));
    freshAtBaseline = await schemaOf(fresh.db);
    await migrateDatabase(fresh);
    await applyOldWay(old, OLD_CHAIN);
    // Rows in every area: catalogue, content, accounts, orders and the read model.
    await seedDemoCatalogue(old.db, { models: 6, seed: 1, baselineTablesOnly: true });
    oldBefore = { schema: await schemaOf(old.db), data: await dataOf(old.db), bookkeeping: await bookkeeping(old.db) };
    moved = await moveOntoBaseline(old.db);
    oldMoved = { schema: await schemaOf(old.db), data: await dataOf(old.db), bookkeeping: await bookkeeping(old.db) };
    await migrateDatabase(old);
  });

  afterAll(async () => {
    await Promise.all([fresh?.close(), old?.close()]);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("carries the journal time of the old migrations' last one", () => {
    expect(readJournal(OLD_CHAIN).entries).toHaveLength(OLD_CHAIN_LENGTH);
    expect(baseline.folderMillis).toBe(readJournal(OLD_CHAIN).entries.at(-1)?.when);
    expect(readJournal(MIGRATIONS_FOLDER).entries[0]?.tag).toBe("0000_baseline");
  });

  it("gives a fresh database the baseline and the migrations after it, recorded as Drizzle records a migration", async () => {
    expect(await bookkeeping(fresh.db)).toEqual(everyRow);
    expect(await moveOntoBaseline(fresh.db)).toBe("on-baseline");
  });

  it("makes the schema the old migrations made", () => {
    expect(freshAtBaseline).toEqual(oldBefore.schema);
    // The comparison sees what the hand-written parts make.
    expect(freshAtBaseline.some((item) => item.startsWith("extension pg_trgm "))).toBe(true);
    expect(freshAtBaseline.filter((item) => item.includes(" FOR VALUES IN "))).toHaveLength(6);
    expect(freshAtBaseline.filter((item) => item.startsWith("trigger "))).toHaveLength(6);
    expect(freshAtBaseline).toContain("relation catalog_listing r toast_tuple_target=8160");
  });

  it("moves a database made by the old migrations onto the baseline without changing its schema or data", async () => {
    expect(oldBefore.bookkeeping).toHaveLength(OLD_CHAIN_LENGTH);
    expect(moved).toBe("moved");
    expect(oldMoved.bookkeeping).toEqual([baselineRow]);
    expect(oldMoved.schema).toEqual(oldBefore.schema);
    expect(oldMoved.data).toEqual(oldBefore.data);
    expect(Number(oldMoved.data["product_models"]?.split(" ")[0])).toBeGreaterThan(0);
    expect(Number(oldMoved.data["orders"]?.split(" ")[0])).toBeGreaterThan(0);
    // Then it takes the migrations after the baseline as a fresh one does, and starting again finds nothing to do.
    expect(await bookkeeping(old.db)).toEqual(everyRow);
    expect(await schemaOf(old.db)).toEqual(await schemaOf(fresh.db));
    expect(await moveOntoBaseline(old.db)).toBe("on-baseline");
    const data = await dataOf(old.db);
    await migrateDatabase(old);
    expect(await dataOf(old.db)).toEqual(data);
  });

  it("gives a fresh and a moved database a later migration alike", async () => {
    const last = migrations.at(-1)!;
    const later = { when: last.folderMillis + 1, tag: "9999_later" };
    const folder = migrationsFolder(
      MIGRATIONS_FOLDER,
      (journal) => [...journal.entries, { idx: journal.entries.length, version: "7", when: later.when, tag: later.tag, breakpoints: true }],
      { [`${later.tag}.sql`]: 'CREATE TABLE "later_probe" ("id" integer PRIMARY KEY NOT NULL);' },
    );
    for (const handle of [fresh, old]) {
      await migrateDatabase(handle, folder);
      expect((await bookkeeping(handle.db)).map((row) => row.created_at)).toEqual([...everyRow.map((row) => row.created_at), String(later.when)]);
      expect(await queryRows(handle.db, sql`select * from later_probe`)).toEqual([]);
    }
    expect(await schemaOf(old.db)).toEqual(await schemaOf(fresh.db));
  });

  it("refuses a database part way through the old migrations and leaves it as it was", async () => {
    const partial = await createEmptyTestDatabase();
    try {
      await applyOldWay(partial, migrationsFolder(OLD_CHAIN, (journal) => journal.entries.slice(0, 20)));
      const before = { schema: await schemaOf(partial.db), bookkeeping: await bookkeeping(partial.db) };
      expect(before.bookkeeping).toHaveLength(20);
      await expect(migrateDatabase(partial)).rejects.toThrow(UnfinishedOldMigrationsError);
      await expect(migrateDatabase(partial)).rejects.toThrow(/part way through the migrations the baseline replaced/);
      expect(await schemaOf(partial.db)).toEqual(before.schema);
      expect(await bookkeeping(partial.db)).toEqual(before.bookkeeping);
    } finally {
      await partial.close();
    }
  });
});
