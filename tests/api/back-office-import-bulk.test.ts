/**
 * The command-line import's bulk mode (an import that at least doubles the catalogue): it drops and makes again
 * the written tables' foreign keys and indexes and writes the read model's search rows in one statement, all in
 * the import's transaction. Its outcome must be the shop a normal import gives, row for row and index for index,
 * and a failure on the way must leave the shop as it was, schema included.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, TransactionRollbackError, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackOfficeService } from "#core/admin/back-office.server.ts";
import type { ImportSource } from "#core/admin/catalogue-import.ts";
import { fileImportSource, textImportSource, writeImportCsv } from "#core/admin/import-file.server.ts";
import type { DatabaseHandle, Db } from "#db/client.server.ts";
import { beginBulkLoad, finishBulkLoad } from "#db/bulk-load.ts";
import { createBackOfficeRepository } from "#db/repositories/back-office.ts";
import { createTestDatabase } from "#db/testing.server.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

const system = { kind: "system" as const, name: "command line import" };
let file: string;
let folder: string;
const opened: DatabaseHandle[] = [];

/** A file on disk as the command line reads it, with the passes made over its rows counted. */
async function onDisk(name: string, text: string): Promise<{ source: ImportSource; passes: () => number }> {
  const where = path.join(folder, name);
  await writeFile(where, text);
  const source = await fileImportSource(where);
  let passes = 0;
  return {
    source: {
      name: source.name,
      ...(source.rowsAbout ? { rowsAbout: () => source.rowsAbout!() } : {}),
      batches: () => {
        passes++;
        return source.batches();
      },
    },
    passes: () => passes,
  };
}

async function emptyShop(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase({ seed: { models: 0 } });
  opened.push(handle);
  return handle;
}

/** The indexes, constraints and triggers of the shop's tables, by name and definition. */
async function schemaOf(db: Db): Promise<unknown[]> {
  return rows(
    db,
    sql`select 'index' as kind, indexname as name, indexdef as definition from pg_indexes where schemaname = 'public'
        union all
        select 'constraint', conrelid::regclass::text || '.' || conname, pg_get_constraintdef(oid) || case when convalidated then '' else ' not valid' end
          from pg_constraint where connamespace = 'public'::regnamespace
        union all
        select 'trigger', tgrelid::regclass::text || '.' || tgname, pg_get_triggerdef(oid) || ' ' || tgenabled::text from pg_trigger where not tgisinternal
        order by 1, 2, 3`,
  );
}

/** What an import writes, without the times it was written at. */
async function catalogueOf(db: Db) {
  const table = async (query: SQL) => (await rows<{ row: unknown }>(db, query)).map((row) => row.row);
  return {
    models: await table(sql`select to_jsonb(m) - 'uuid' - 'created_at' - 'updated_at' as row from product_models m order by id`),
    texts: await table(sql`select to_jsonb(t) as row from product_model_translations t order by model_id, lang`),
    groups: await table(sql`select to_jsonb(g) as row from product_model_groups g order by model_id, group_id`),
    variants: await table(sql`select to_jsonb(v) - 'created_at' - 'updated_at' as row from variants v order by id`),
    images: await table(sql`select to_jsonb(i) - 'created_at' as row from images i order by id`),
    prices: await table(sql`select to_jsonb(p) as row from variant_prices p order by variant_id, tax_area_id`),
    plans: await table(sql`select to_jsonb(p) - 'updated_at' as row from variant_price_plans p order by variant_id`),
    history: await table(sql`select jsonb_build_object('variant', variant_id, 'cents', active_cents, 'open', ends_at is null) as row from price_history order by variant_id, id`),
    stock: await table(sql`select to_jsonb(s) - 'updated_at' as row from stock s order by variant_id, store_id`),
    listing: await table(sql`select to_jsonb(c) - 'refreshed_at' - 'created_at' as row from catalog_listing c order by model_id, lang`),
    search: await table(sql`select to_jsonb(s) as row from catalog_search s order by lang, model_id`),
    staffSearch: await table(sql`select to_jsonb(s) - 'updated_at' as row from model_search_text s order by model_id`),
  };
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "import-bulk-"));
  // The test catalogue exported in the import format: a file that creates every model of a shop without any.
  const source = await openCatalogueDatabase();
  try {
    const exported = await createServices(source.db).backOffice.exportCatalogue({ kind: "staff", id: 0, email: "test", isAdmin: true });
    const parts: string[] = [];
    for await (const batch of exported.batches) parts.push(writeImportCsv(exported.columns, batch, parts.length === 0));
    file = parts.join("");
  } finally {
    await source.close();
  }
}, 120_000);

afterAll(async () => {
  for (const handle of opened) await handle.close();
  await rm(folder, { recursive: true, force: true });
});

describe("the command-line import's bulk mode", () => {
  it("leaves the same catalogue, read model, search rows, indexes, constraints and triggers as a normal import", async () => {
    const [bulkShop, normalShop] = [await emptyShop(), await emptyShop()];
    const schemaBefore = await schemaOf(bulkShop.db);
    const notes: string[] = [];
    // Chunks of seven models, two written at once: the same ids and rows as the normal import's one chunk.
    const bulk = createBackOfficeService({ repository: createBackOfficeRepository(bulkShop.db), bulkImportMin: 0, importChunk: 7 });
    const normal = createBackOfficeService({ repository: createBackOfficeRepository(normalShop.db), bulkImportMin: Number.POSITIVE_INFINITY });
    const outcome = await bulk.importFile(system, textImportSource("catalogue.csv", file), { apply: true, note: (step) => notes.push(step) });
    expect(outcome).toMatchObject({ ok: true, applied: true, problems: [] });
    expect(notes).toEqual(["building search", "building indexes", "building foreign keys"]);
    expect(await normal.importFile(system, textImportSource("catalogue.csv", file), { apply: true })).toEqual(outcome);

    expect(await schemaOf(bulkShop.db)).toEqual(schemaBefore);
    expect(await schemaOf(bulkShop.db)).toEqual(await schemaOf(normalShop.db));
    const imported = await catalogueOf(bulkShop.db);
    expect(imported.models.length).toBeGreaterThan(50);
    expect(imported.search.length).toBeGreaterThan(50);
    expect(imported).toEqual(await catalogueOf(normalShop.db));
    // Nothing left for the queue: the read model was written in the import's transaction.
    expect(await rows(bulkShop.db, sql`select model_id from listing_refresh_queue`)).toEqual([]);
    // The triggers are on again: a later change of a listing row reaches the search rows.
    const [row] = await rows<{ model_id: number; lang: string }>(bulkShop.db, sql`select model_id, lang from catalog_search order by model_id, lang limit 1`);
    await bulkShop.db.execute(sql`update catalog_listing set is_public = false where model_id = ${row!.model_id} and lang = ${row!.lang}`);
    expect(await rows(bulkShop.db, sql`select 1 from catalog_search where model_id = ${row!.model_id} and lang = ${row!.lang}`)).toEqual([]);
  }, 120_000);

  it("switches the read model's search triggers off while it loads, however the migrations enabled them", async () => {
    const shop = await emptyShop();
    const searchTriggers = sql`select tgname as name, tgenabled::text as enabled from pg_trigger
      where tgrelid = 'catalog_listing'::regclass and tgfoid = 'catalog_search_sync'::regproc order by tgname`;
    const before = await rows<{ name: string; enabled: string }>(shop.db, searchTriggers);
    expect(before.map((trigger) => trigger.name)).toEqual(["catalog_search_delete", "catalog_search_insert", "catalog_search_update"]);
    await shop.db
      .transaction(async (tx) => {
        const load = await beginBulkLoad(tx);
        expect(load.triggers.map((trigger) => trigger.name)).toEqual(before.map((trigger) => trigger.name));
        expect((await rows<{ enabled: string }>(tx, searchTriggers)).map((trigger) => trigger.enabled)).toEqual(["D", "D", "D"]);
        await finishBulkLoad(tx, load, []);
        expect(await rows(tx, searchTriggers)).toEqual(before);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  }, 120_000);

  it("applies nothing, and keeps every index, constraint and trigger, when it fails on the way", async () => {
    const shop = await emptyShop();
    const schemaBefore = await schemaOf(shop.db);
    const catalogueBefore = await catalogueOf(shop.db);
    const service = createBackOfficeService({ repository: createBackOfficeRepository(shop.db), bulkImportMin: 0 });
    // Fails once the models are written, their read-model rows with them, while the indexes and keys are dropped.
    const failing = service.importFile(system, textImportSource("catalogue.csv", file), {
      apply: true,
      progress: () => {
        throw new Error("stopped on the way");
      },
    });
    await expect(failing).rejects.toThrow("stopped on the way");
    expect(await schemaOf(shop.db)).toEqual(schemaBefore);
    expect(await catalogueOf(shop.db)).toEqual(catalogueBefore);
  }, 120_000);

  it("applies a file whose models' rows are together in one pass, in bulk mode as its rows tell, as two passes would", async () => {
    const [onceShop, twiceShop] = [await emptyShop(), await emptyShop()];
    const schemaBefore = await schemaOf(onceShop.db);
    const notes: string[] = [];
    const once = createBackOfficeService({ repository: createBackOfficeRepository(onceShop.db), bulkImportMin: 0, importChunk: 7 });
    const twice = createBackOfficeService({ repository: createBackOfficeRepository(twiceShop.db), bulkImportMin: 0, importChunk: 7 });
    const disk = await onDisk("together.csv", file);
    const outcome = await once.importFile(system, disk.source, { apply: true, note: (step) => notes.push(step) });
    expect(outcome).toMatchObject({ ok: true, applied: true, problems: [] });
    expect(disk.passes()).toBe(1);
    expect(notes).toEqual(["building search", "building indexes", "building foreign keys"]);
    // The same file without the count of its lines is checked first and read twice.
    expect(await twice.importFile(system, textImportSource("together.csv", file), { apply: true })).toEqual(outcome);
    expect(await schemaOf(onceShop.db)).toEqual(schemaBefore);
    expect(await catalogueOf(onceShop.db)).toEqual(await catalogueOf(twiceShop.db));
  }, 120_000);

  it("applies nothing of a one-pass file with a problem late in it, and names the problems as a check does", async () => {
    const shop = await emptyShop();
    const schemaBefore = await schemaOf(shop.db);
    const catalogueBefore = await catalogueOf(shop.db);
    const service = createBackOfficeService({ repository: createBackOfficeRepository(shop.db), bulkImportMin: 0, importChunk: 7 });
    // The last row is a new model's only row without a group: it is found only after the other models are written.
    const lines = file.trimEnd().split("\n");
    const columns = lines[0]!.split(",");
    // A model's first row carries its columns; its texts hold no commas in the test catalogue's first row.
    const first = lines[1]!.split(",");
    const late = columns.map((column, index) => (column === "sku" ? "LATE-1" : column === "model" ? "late-model" : column === "group" || column === "ean" ? "" : first[index] ?? "")).join(",");
    const disk = await onDisk("late.csv", `${file}${late}\n`);
    const checked = await service.importFile(system, textImportSource("late.csv", `${file}${late}\n`), { apply: false });
    expect(checked).toMatchObject({ ok: true, applied: false, problems: [{ line: lines.length + 1, column: "group", problem: "required" }] });
    expect(await service.importFile(system, disk.source, { apply: true })).toEqual(checked);
    expect(disk.passes()).toBe(1);
    expect(await schemaOf(shop.db)).toEqual(schemaBefore);
    expect(await catalogueOf(shop.db)).toEqual(catalogueBefore);
  }, 120_000);

  it("reads a file twice when a model's rows are not together, and applies it as two passes would", async () => {
    const [onceShop, twiceShop] = [await emptyShop(), await emptyShop()];
    // The second row of the first model with two moved to the end of the file.
    const lines = file.trimEnd().split("\n");
    const modelAt = lines[0]!.split(",").indexOf("model");
    const moved = lines.findIndex((line, index) => index > 1 && line.split(",")[modelAt] === lines[index - 1]!.split(",")[modelAt]);
    expect(moved).toBeGreaterThan(1);
    const scattered = `${[...lines.slice(0, moved), ...lines.slice(moved + 1), lines[moved]].join("\n")}\n`;
    const disk = await onDisk("scattered.csv", scattered);
    const options = { bulkImportMin: 0, importChunk: 7 };
    const outcome = await createBackOfficeService({ repository: createBackOfficeRepository(onceShop.db), ...options }).importFile(system, disk.source, { apply: true });
    expect(outcome).toMatchObject({ ok: true, applied: true, problems: [] });
    // The one pass stopped where the model's row came again, then the check and the apply.
    expect(disk.passes()).toBe(3);
    expect(await createBackOfficeService({ repository: createBackOfficeRepository(twiceShop.db), ...options }).importFile(system, textImportSource("scattered.csv", scattered), { apply: true })).toEqual(outcome);
    expect(await catalogueOf(onceShop.db)).toEqual(await catalogueOf(twiceShop.db));
  }, 120_000);

  it("is not used when the file creates fewer models than the shop holds", async () => {
    const shop = await emptyShop();
    const service = createBackOfficeService({ repository: createBackOfficeRepository(shop.db), bulkImportMin: 0 });
    const notes: string[] = [];
    // The first import creates the models; the same file again creates none, and is written as any change is.
    await service.importFile(system, textImportSource("catalogue.csv", file), { apply: true });
    expect(await service.importFile(system, textImportSource("catalogue.csv", file), { apply: true, note: (step) => notes.push(step) })).toMatchObject({
      ok: true,
      applied: true,
      counts: { newModels: 0 },
    });
    expect(notes).toEqual([]);
  }, 120_000);
});
