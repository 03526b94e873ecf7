/**
 * Fresh databases for tests: migrate (and optionally seed) ONCE into a template, then hand every test
 * file its own copy.
 * - PGlite (default): the template is a dumped data dir cached under `.data/test-templates/`, keyed by a
 *   hash of the migrations (and the seed code and options); each test database is an in-memory PGlite
 *   loaded from it.
 * - PostgreSQL (when TEST_DATABASE_URL is set): the template is a database `shop_tpl_<key>`; each test
 *   database is `CREATE DATABASE ... TEMPLATE` and is dropped on close.
 * `createEmptyTestDatabase` gives a database without any migration, for tests of the migrations themselves.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type DatabaseHandle, type Db } from "./client.server.ts";

export interface TestDatabaseOptions {
  /** Fill the template with the demo catalogue (small sizes keep the template quick to build). */
  seed?: { models: number; seed?: number };
  /** Override TEST_DATABASE_URL (a server URL whose database we may CREATE/DROP databases from). */
  databaseUrl?: string;
}

const ROOT = path.resolve(import.meta.dirname, "..");
const TEMPLATE_DIR = path.join(ROOT, ".data", "test-templates");
const SEED_DIR = path.join(import.meta.dirname, "seed");

function hashFolder(hash: ReturnType<typeof createHash>, dir: string, filter: (name: string) => boolean): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }).sort((a, b) =>
    path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)),
  )) {
    if (!entry.isFile() || !filter(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(dir, file));
    hash.update(readFileSync(file));
  }
}

/** Identifies a template: changes whenever migrations, seed code or seed options change. */
export function templateKey(options: TestDatabaseOptions = {}): string {
  const hash = createHash("sha256");
  hashFolder(hash, MIGRATIONS_FOLDER, (name) => name.endsWith(".sql") || name.endsWith(".json"));
  if (options.seed) {
    hash.update(JSON.stringify(options.seed));
    hashFolder(hash, SEED_DIR, (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    for (const file of ["read-model.ts", "bulk-insert.ts"]) hash.update(readFileSync(path.join(import.meta.dirname, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

async function prepareTemplate(db: Db, options: TestDatabaseOptions): Promise<void> {
  if (!options.seed) return;
  // Imported lazily so tests that need no catalogue do not load the generator.
  const { seedDemoCatalogue } = await import("./seed/index.ts");
  await seedDemoCatalogue(db, { models: options.seed.models, seed: options.seed.seed ?? 1 });
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url, options) : createPgliteTestDatabase(options);
}

/** An empty database, not migrated: in-memory PGlite, or on TEST_DATABASE_URL a new database dropped on close. */
export async function createEmptyTestDatabase(options: Pick<TestDatabaseOptions, "databaseUrl"> = {}): Promise<DatabaseHandle> {
  const url = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: "memory://", pgliteSettings: TEST_PGLITE_SETTINGS });
  const name = testDatabaseName();
  await withAdmin(url, (admin) => admin.query(`create database "${name}"`));
  return openDroppedOnClose(url, name);
}

// ---------------------------------------------------------------------------------------------
// PGlite

/**
 * A PGlite start initialises its whole buffer pool: at the default 128 MB that was half of opening a test
 * database (about 0.8 s of CPU of 1.9, once per test file). A test database is a few megabytes, so a small
 * pool changes no answer, only how much memory a test database holds.
 */
const TEST_PGLITE_SETTINGS = { shared_buffers: "16MB" };

const templateBlobs = new Map<string, Promise<Blob>>();

function pgliteTemplate(options: TestDatabaseOptions): Promise<Blob> {
  const key = templateKey(options);
  let blob = templateBlobs.get(key);
  if (!blob) {
    blob = loadOrBuildPgliteTemplate(key, options);
    templateBlobs.set(key, blob);
    blob.catch(() => templateBlobs.delete(key));
  }
  return blob;
}

async function createPgliteTestDatabase(options: TestDatabaseOptions): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: "memory://", loadDataDir: await pgliteTemplate(options), pgliteSettings: TEST_PGLITE_SETTINGS });
}

/**
 * A copy of the template in a PGlite folder on disk, held as the shop holds its folder: for tests of what works
 * on the folder itself (the backup, the outbox command, the folder's lock).
 */
export async function createPgliteFolderDatabase(dataDir: string, options: Omit<TestDatabaseOptions, "databaseUrl"> = {}): Promise<DatabaseHandle> {
  return openDatabase({ dataDir, loadDataDir: await pgliteTemplate(options), pgliteSettings: TEST_PGLITE_SETTINGS });
}

const LOCK_STALE_MS = 300_000;

async function loadOrBuildPgliteTemplate(key: string, options: TestDatabaseOptions): Promise<Blob> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const file = path.join(TEMPLATE_DIR, `${key}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    let fd: number;
    try {
      fd = openSync(lock, "wx");
    } catch {
      // Another test worker is building this template: wait for it (or take over a stale lock).
      try {
        if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
      } catch {
        // the lock vanished between the calls: loop again
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    closeSync(fd);
    try {
      const handle = await openDatabase({ dataDir: "memory://" });
      try {
        await migrateDatabase(handle);
        await prepareTemplate(handle.db, options);
        await handle.pglite!.query("checkpoint");
        const dump = await handle.pglite!.dumpDataDir("none");
        const bytes = new Uint8Array(await dump.arrayBuffer());
        const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
        writeFileSync(tmp, bytes);
        renameSync(tmp, file);
        return new Blob([bytes]);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function createPostgresTestDatabase(url: string, options: TestDatabaseOptions): Promise<DatabaseHandle> {
  const key = templateKey(options);
  const template = `shop_tpl_${key}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext($1))", [template]);
    try {
      const exists = await admin.query("select 1 from pg_database where datname = $1", [template]);
      if (exists.rowCount === 0) {
        // Build under a temporary name so a crash never leaves a half-built template behind.
        const building = `${template}_building`;
        await admin.query(`drop database if exists "${building}" with (force)`);
        await admin.query(`create database "${building}"`);
        const handle = await openDatabase({ databaseUrl: withDatabase(url, building), poolSize: 4 });
        try {
          await migrateDatabase(handle);
          await prepareTemplate(handle.db, options);
        } finally {
          await handle.close();
        }
        await admin.query(`alter database "${building}" rename to "${template}"`);
      }
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext($1))", [template]);
    }
    const name = testDatabaseName();
    // Copies may collide with another worker's copy of the same template: retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes("being accessed by other users")) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + 50 * attempt));
      }
    }
    return await openDroppedOnClose(url, name);
  } finally {
    await admin.end();
  }
}

const testDatabaseName = () => `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;

async function withAdmin<T>(url: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

async function openDroppedOnClose(url: string, name: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
