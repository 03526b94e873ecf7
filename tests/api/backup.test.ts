/**
 * npm run backup / npm run restore (db/backup.server.ts): a shop with orders, accounts and reviews is backed
 * up, restored into an empty database, and found whole. On PGlite, and on PostgreSQL (pg_dump and pg_restore)
 * when TEST_DATABASE_URL is set.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BackupError, backupDatabase, backupFileName, restoreDatabase, type BackupTarget } from "#db/backup.server.ts";
import { migrateDatabase, openDatabase, queryRows, type DatabaseHandle } from "#db/client.server.ts";
import { DataDirInUseError } from "#db/data-dir-lock.server.ts";
import { seedDemoCatalogue } from "#db/seed/index.ts";
import { createEmptyTestDatabase } from "#db/testing.server.ts";
import { dataOf } from "./support/database-digest.ts";

const folder = mkdtempSync(path.join(os.tmpdir(), "shop-backup-"));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A shop's database to back up, with its target, and an empty one to restore into. */
async function databases(): Promise<{ shop: DatabaseHandle; source: BackupTarget; empty: () => Promise<{ target: BackupTarget; open: () => Promise<DatabaseHandle> }> }> {
  if (onPostgres) {
    const shop = await createEmptyTestDatabase();
    return {
      shop,
      source: { kind: "postgres", databaseUrl: shop.databaseUrl! },
      empty: async () => {
        const fresh = await createEmptyTestDatabase();
        return { target: { kind: "postgres", databaseUrl: fresh.databaseUrl! }, open: async () => fresh };
      },
    };
  }
  const dataDir = path.join(folder, "shop");
  const shop = await openDatabase({ dataDir });
  let n = 0;
  return {
    shop,
    source: { kind: "pglite", dataDir },
    empty: async () => {
      const restored = path.join(folder, `restored-${(n += 1)}`);
      return { target: { kind: "pglite", dataDir: restored }, open: () => openDatabase({ dataDir: restored }) };
    },
  };
}

describe("backing up and restoring the shop's database", () => {
  it("restores everything into an empty database, and refuses one that is not empty", { timeout: 120_000 }, async () => {
    const { shop, source, empty } = await databases();
    await migrateDatabase(shop);
    // Rows in every area: catalogue, content, accounts, orders, reviews and the read model.
    await seedDemoCatalogue(shop.db, { models: 6, seed: 1 });
    const before = await dataOf(shop.db);
    expect(Number(before["orders"]?.split(" ")[0])).toBeGreaterThan(0);
    expect(Number(before["customers"]?.split(" ")[0])).toBeGreaterThan(0);
    expect(Number(before["reviews"]?.split(" ")[0])).toBeGreaterThan(0);
    const file = path.join(folder, "backups", backupFileName(source, new Date("2026-11-28T10:20:30.456Z")));
    expect(path.basename(file)).toBe(`shop-2026-11-28T10-20-30Z.${onPostgres ? "dump" : "tar.gz"}`);

    if (source.kind === "pglite") {
      // The folder is the running shop's: the backup says so instead of reading it under the shop's feet.
      await expect(backupDatabase(source, file)).rejects.toThrow(DataDirInUseError);
      await shop.close();
    }
    const { bytes } = await backupDatabase(source, file);
    expect(bytes).toBeGreaterThan(10_000);

    const { target, open } = await empty();
    await restoreDatabase(target, file);
    const restored = await open();
    try {
      expect(await dataOf(restored.db)).toEqual(before);
      // The restored shop is on the same migrations: starting it finds nothing to do.
      const [migrations] = await queryRows<{ n: number }>(restored.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      await migrateDatabase(restored);
      expect(await queryRows<{ n: number }>(restored.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual([migrations]);
      if (target.kind === "pglite") await restored.close();
      // A database with a shop in it is never restored over.
      await expect(restoreDatabase(target, file)).rejects.toThrow(BackupError);
      await expect(restoreDatabase(target, path.join(folder, "missing.dump"))).rejects.toThrow(/no backup file/);
    } finally {
      await restored.close();
      if (source.kind === "postgres") await shop.close();
    }
  });
});

describe("npm run backup and restore on the command line", () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [path.resolve(import.meta.dirname, "../../scripts/backup.ts"), ...args], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: path.join(folder, "no-shop-here") },
      encoding: "utf8",
      timeout: 60_000,
    });

  it("answers bad arguments and a missing database with one line and the usage, never a stack", () => {
    for (const [args, message] of [
      [["backup", "--out"], "argument missing"],
      [["backup", "--nope"], "Unknown option '--nope'"],
      [["restore"], "usage: npm run backup"],
      [["backup"], "no database folder at"],
      [["restore", path.join(folder, "missing.tar.gz")], "no backup file at"],
    ] as const) {
      const result = run(...args);
      expect(result.status, args.join(" ")).toBe(1);
      expect(result.stderr, args.join(" ")).toContain(message);
      expect(result.stderr, args.join(" ")).not.toMatch(/\n\s+at /);
    }
  });
});

