/**
 * npm run backup / npm run restore (db/backup.server.ts): a shop with orders, accounts and reviews is backed
 * up, restored into an empty database, and found whole. On PGlite, and on PostgreSQL (pg_dump and pg_restore)
 * when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BackupError, backupDatabase, backupFileName, restoreDatabase, type BackupTarget } from "#db/backup.server.ts";
import { migrateDatabase, openDatabase, queryRows, type DatabaseHandle } from "#db/client.server.ts";
import { DataDirInUseError } from "#db/data-dir-lock.server.ts";
import { createEmptyTestDatabase, createPgliteFolderDatabase, createTestDatabase } from "#db/testing.server.ts";
import { TEST_CATALOGUE } from "./support/api-app.ts";
import { dataOf } from "./support/database-digest.ts";

const folder = mkdtempSync(path.join(os.tmpdir(), "shop-backup-"));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A shop's database to back up, with its target, and an empty one to restore into. */
async function databases(): Promise<{ shop: DatabaseHandle; source: BackupTarget; empty: () => Promise<{ target: BackupTarget; open: () => Promise<DatabaseHandle> }> }> {
  // The API tests' seeded catalogue, with rows in every area: catalogue, content, accounts, orders, reviews and the read model.
  if (onPostgres) {
    const shop = await createTestDatabase({ seed: TEST_CATALOGUE });
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
  const shop = await createPgliteFolderDatabase(dataDir, { seed: TEST_CATALOGUE });
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
