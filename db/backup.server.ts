import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { DEFAULT_PGLITE_DIR, openDatabase } from "./client.server.ts";

/**
 * Backups of the shop's database: the whole database, schema and data, in one file.
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored with pg_restore into an empty database.
 *   The client tools must be of the server's major version or newer (Debian: postgresql-client).
 * - The embedded PGlite folder: PGlite's own dump of its data folder (a gzipped tar), restored into a folder
 *   that does not exist yet. The folder is locked while a shop runs on it, so stop the shop first.
 */

export type BackupTarget = { kind: "postgres"; databaseUrl: string } | { kind: "pglite"; dataDir: string };

export class BackupError extends Error {}

export function backupTarget(env: NodeJS.ProcessEnv): BackupTarget {
  return env.DATABASE_URL ? { kind: "postgres", databaseUrl: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR || DEFAULT_PGLITE_DIR };
}

/** A new backup file's name: the time in UTC, sortable, with the format's extension. */
export function backupFileName(target: BackupTarget, now: Date): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, "Z").replaceAll(":", "-");
  return `shop-${stamp}.${target.kind === "postgres" ? "dump" : "tar.gz"}`;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", (error) => reject(new BackupError(`${command} could not be started (${error.message}): install the PostgreSQL client tools`)));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed with exit code ${code}: ${stderr.trim()}`))));
  });
}

/** Writes the backup to `file` (its folder is made); the file appears only when complete. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<{ bytes: number }> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  if (target.kind === "postgres") {
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, `--dbname=${target.databaseUrl}`]);
  } else {
    if (!existsSync(target.dataDir)) throw new BackupError(`no database folder at ${target.dataDir}`);
    const handle = await openDatabase({ dataDir: target.dataDir });
    try {
      // Everything committed reaches the data files before they are packed.
      await handle.pglite!.query("checkpoint");
      const dump = await handle.pglite!.dumpDataDir("gzip");
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
  }
  renameSync(partial, file);
  return { bytes: statSync(file).size };
}

async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into an empty database: a PostgreSQL database without tables, or a PGlite folder that
 * does not exist or is empty. Anything else is refused, so a restore never mixes two shops' data.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  if (target.kind === "postgres") {
    if ((await tablesIn(target.databaseUrl)) > 0) throw new BackupError("the database has tables already: restore into a new, empty database");
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    throw new BackupError(`${target.dataDir} is not empty: restore into a new folder (DATA_DIR)`);
  }
  const handle = await openDatabase({ dataDir: target.dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await handle.close();
}
