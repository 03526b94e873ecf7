/**
 * Opening the database: embedded PGlite by default, node-postgres when a DATABASE_URL is given.
 * Both give a Drizzle database typed against the one schema, so repositories take a `Db` and never
 * care which driver is underneath.
 */
import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase } from "drizzle-orm/pg-core";
import pg from "pg";
import { lockDataDir, pgliteFolder } from "./data-dir-lock.server.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;

/**
 * The database handle repositories and services receive. Both drivers' databases (and their
 * transactions) are assignable to it; the query-result type differs per driver, hence `any` there.
 * Its `execute` result has `.rows` with both drivers (see `queryRows`).
 */
export type Db = PgDatabase<any, Schema>;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Close the pool or the embedded database. Safe to call twice. */
  close: () => Promise<void>;
  /** The underlying PGlite instance (kind pglite only), e.g. for dumpDataDir in tests. */
  pglite?: PGlite;
  /** The underlying pool (kind postgres only). */
  pool?: pg.Pool;
  /** The connection URL (kind postgres only), e.g. for a server process a test starts on this database. */
  databaseUrl?: string;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /**
   * PGlite data directory (default `.data/pglite` under the working directory); `memory://` for in-memory.
   * A folder on disk is locked for this process while open (db/data-dir-lock.server.ts).
   */
  dataDir?: string;
  /** PGlite only: start from this data-dir dump (tests' migrated template). */
  loadDataDir?: Blob | File;
  /**
   * PGlite only: server settings for this start, on top of the folder's own (`{ shared_buffers: "16MB" }`),
   * given on the command line so that nothing is written into the folder.
   */
  pgliteSettings?: Record<string, string>;
  /** node-postgres pool size (default 10). */
  poolSize?: number;
}

export const DEFAULT_PGLITE_DIR = ".data/pglite";
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, "migrations");

/** Create a PGlite instance with the extensions our migrations need. */
export async function createPglite(dataDir: string, options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  const folder = pgliteFolder(dataDir);
  // PGlite needs the data folder's parent to exist.
  if (folder) mkdirSync(path.dirname(folder), { recursive: true });
  return PGlite.create(dataDir, { ...options, extensions: { pg_trgm } });
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // The named statements' own connections (see preparedRows).
    const prepared = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, options: "-c plan_cache_mode=force_generic_plan" });
    preparedPools.set(pool, prepared);
    // An idle client's network error must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    prepared.on("error", () => {});
    const db: NodePgDatabase<Schema> = drizzleNodePg({ client: pool, schema });
    let closed = false;
    return {
      db,
      kind: "postgres",
      pool,
      databaseUrl: options.databaseUrl,
      close: async () => {
        if (closed) return;
        closed = true;
        await Promise.all([pool.end(), prepared.end()]);
      },
    };
  }
  const dataDir = options.dataDir ?? DEFAULT_PGLITE_DIR;
  // Throws DataDirInUseError while another process (or another handle here) has the folder open.
  const folder = pgliteFolder(dataDir);
  const lock = folder ? await lockDataDir(folder) : null;
  let client: PGlite;
  try {
    const settings = Object.entries(options.pgliteSettings ?? {}).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
    client = await createPglite(dataDir, {
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      ...(settings.length > 0 ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db: PgliteDatabase<Schema> = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: "pglite",
    pglite: client,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Any constant; identifies the migration lock among advisory locks. */
const MIGRATION_LOCK_KEY = 7_240_531;

/**
 * Apply pending migrations in code. Several server processes may start at once on one PostgreSQL:
 * an advisory lock makes them take turns, and the later ones find nothing left to do. A database made by
 * the migrations the baseline replaced is first moved onto the baseline (`moveOntoBaseline`).
 * `migrationsFolder` is for tests; the shop's migrations are MIGRATIONS_FOLDER.
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  if (handle.kind === "pglite") {
    await moveOntoBaseline(handle.db, migrationsFolder);
    await migratePglite(handle.db as PgliteDatabase<Schema>, config);
    return;
  }
  const pool = handle.pool;
  if (!pool) throw new Error("postgres handle without a pool");
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await moveOntoBaseline(handle.db, migrationsFolder);
    await migrateNodePg(handle.db as NodePgDatabase<Schema>, config);
  } finally {
    try {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    } finally {
      lockClient.release();
    }
  }
}

/** Drizzle's migrator's bookkeeping: a row (hash, journal time) per applied migration (its default names). */
const MIGRATIONS_TABLE = sql`"drizzle"."__drizzle_migrations"`;

export class UnfinishedOldMigrationsError extends Error {
  constructor(lastMillis: number, baselineMillis: number) {
    super(
      `The database stopped part way through the migrations the baseline replaced (its last is from ` +
        `${new Date(lastMillis).toISOString()}, their last from ${new Date(baselineMillis).toISOString()}). ` +
        `Start a version of the shop from before the baseline on it once, which finishes them, then this one ` +
        `(docs/decisions/0038-migration-baseline.md).`,
    );
    this.name = "UnfinishedOldMigrationsError";
  }
}

/**
 * Databases made by the migrations the baseline replaced (docs/decisions/0038-migration-baseline.md).
 * Drizzle's migrator applies only migrations whose journal time is later than the last one a database
 * recorded. The baseline carries the journal time of the old chain's last migration, so for a database that
 * ran the whole old chain it counts as applied; moving that database onto the baseline changes nothing but
 * the bookkeeping, where the old chain's rows give way to the baseline's row as a fresh database records it.
 * A database part way through the old chain has some of the baseline's tables and lacks others: running the
 * baseline would fail and skipping it would leave tables out, so it is refused with the way forward.
 * Fresh databases and those on the baseline are left alone.
 */
export async function moveOntoBaseline(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<"fresh" | "on-baseline" | "moved"> {
  const baseline = readMigrationFiles({ migrationsFolder })[0];
  if (!baseline) throw new Error(`no migrations in ${migrationsFolder}`);
  const [table] = await queryRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`);
  if (!table?.exists) return "fresh";
  // As text: the two drivers give int8 values as different JavaScript types.
  const [recorded] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(created_at)::text as "first", max(created_at)::text as "last" from ${MIGRATIONS_TABLE}`,
  );
  if (recorded?.first == null || recorded.last == null) return "fresh";
  if (Number(recorded.first) >= baseline.folderMillis) return "on-baseline";
  if (Number(recorded.last) < baseline.folderMillis) throw new UnfinishedOldMigrationsError(Number(recorded.last), baseline.folderMillis);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${MIGRATIONS_TABLE} where created_at <= ${baseline.folderMillis}`);
    await tx.execute(sql`insert into ${MIGRATIONS_TABLE} (hash, created_at) values (${baseline.hash}, ${baseline.folderMillis})`);
  });
  return "moved";
}

/** Open per environment (DATABASE_URL or the default PGlite folder) and migrate. */
export async function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || undefined,
  });
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * The same database (a transaction, as a rule) whose `execute` calls run one after another in the order they were
 * made, whoever awaits them: a caller may so start the statements of several batches at once and the database
 * runs them back to back, while node-postgres itself no longer takes a query on a busy connection. A caller that
 * does must let every started statement end before the transaction does, or a late one would run outside it.
 */
export function inOrder(db: Db): Db {
  const queue: Array<() => void> = [];
  const ahead: Array<() => void> = [];
  let busy = false;
  const next = () => {
    const job = busy ? undefined : (ahead.shift() ?? queue.shift());
    if (!job) return;
    busy = true;
    job();
  };
  const turn = <T>(work: () => Promise<T>, first = false): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const job = () => {
        // A work that throws before it answers a promise must free the queue too.
        new Promise<T>((begun) => begun(work()))
          .then(resolve, reject)
          .finally(() => {
            busy = false;
            next();
          });
      };
      (first ? ahead : queue).push(job);
      next();
    });
  const proxy = (first: boolean) => {
    const execute: Db["execute"] = ((query: Parameters<Db["execute"]>[0]) => turn(() => db.execute(query), first)) as Db["execute"];
    return new Proxy(db, { get: (target, property, receiver) => (property === "execute" ? execute : Reflect.get(target, property, receiver)) });
  };
  const ordered = proxy(false);
  turns.set(ordered, turn);
  aheads.set(ordered, proxy(true));
  return ordered;
}

const turns = new WeakMap<Db, <T>(work: () => Promise<T>) => Promise<T>>();
const aheads = new WeakMap<Db, Db>();

/**
 * An inOrder database's statements that run next, ahead of those queued and not yet started (a read the caller
 * waits for, which must not wait for writes it does not need to see); any other database as it is.
 */
export function aheadOfQueue(db: Db): Db {
  return aheads.get(db) ?? db;
}

/**
 * Runs work that talks to the connection other than by `execute` (a COPY) in its turn among an inOrder
 * database's statements; on any other database at once.
 */
export function inTurn<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const turn = turns.get(db);
  return turn ? turn(work) : work();
}

/**
 * Waits for statements started together on an inOrder database, then fails with the first failure: no statement
 * is left queued when the caller's error ends the transaction.
 */
export async function allStatements(statements: ReadonlyArray<Promise<unknown>>): Promise<void> {
  const results = await Promise.allSettled(statements);
  for (const result of results) if (result.status === "rejected") throw result.reason;
}

/**
 * Runs statements one after another: on an inOrder database all queued at once (the database goes from one to
 * the next without waiting for this process), elsewhere each sent when the one before has ended.
 */
export async function runStatements(db: Db, statements: ReadonlyArray<ReturnType<typeof sql>>): Promise<void> {
  if (turns.has(db)) return allStatements(statements.map((statement) => db.execute(statement)));
  for (const statement of statements) await db.execute(statement);
}

/** Rows of a raw `db.execute(sql...)`, the same for both drivers. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** Each PostgreSQL pool's second pool, whose connections plan named statements once (see preparedRows). */
const preparedPools = new WeakMap<pg.Pool, pg.Pool>();

/**
 * Rows of a raw query that runs on every page view, as a named prepared statement on PostgreSQL: each
 * pooled connection plans it once instead of on every call. Planning a statement of many subqueries cost
 * more than running it, and PostgreSQL kept choosing a plan made for each call's values (the product
 * page's read: 6.5 ms of planning for 0.75 ms of running, on every page), so these statements run on
 * connections set to always use the statement's one generic plan (docs/decisions/0027). Other queries
 * keep PostgreSQL's own choice. PGlite has no statement cache across calls, so there it is a plain query.
 */
export async function preparedRows<T extends Record<string, unknown>>(db: Db, name: string | ((text: string) => string), query: ReturnType<typeof sql>): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = (db as unknown as { dialect: { sqlToQuery(query: ReturnType<typeof sql>): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(query);
    const result = await (preparedPools.get(client) ?? client).query<T>({ name: typeof name === "string" ? name : name(text), values: params, text });
    return result.rows;
  }
  return queryRows<T>(db, query);
}

/**
 * The name of a prepared statement whose text varies with its input (a search of one to eight words, each
 * sort): each text is a statement of its own, named by `prefix` and a hash of the text. A connection refuses a
 * name given again with another text, so a name made by hand from some of the input's traits would fail the
 * day a new trait changed the text.
 */
export const statementNameOf =
  (prefix: string) =>
  (text: string): string =>
    `${prefix}-${createHash("sha256").update(text).digest("base64url").slice(0, 16)}`;
