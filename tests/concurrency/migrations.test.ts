/**
 * Several hosts starting at once on one new PostgreSQL database: each runs the migrations at its start, an
 * advisory lock makes them take turns, and every migration is applied exactly once.
 */
import { readMigrationFiles } from "drizzle-orm/migrator";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, queryRows } from "#db/client.server.ts";
import { createEmptyTestDatabase } from "#db/testing.server.ts";

if (!process.env.TEST_DATABASE_URL) throw new Error("The concurrency tests run on PostgreSQL: set TEST_DATABASE_URL.");

describe("migrations when several processes start together", () => {
  it("apply each migration once, whichever process gets there first", async () => {
    const empty = await createEmptyTestDatabase();
    // One handle per process: a pool of its own, as another host would have.
    const hosts = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: empty.databaseUrl! })));
    try {
      await Promise.all(hosts.map((host) => migrateDatabase(host)));
      const applied = await queryRows<{ hash: string }>(empty.db, sql`select hash from drizzle.__drizzle_migrations order by created_at`);
      expect(applied.map((row) => row.hash)).toEqual(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.hash));
      const [tables] = await queryRows<{ n: number }>(empty.db, sql`select count(*)::int as n from pg_tables where schemaname = 'public'`);
      expect(tables!.n).toBeGreaterThan(30);
    } finally {
      for (const host of hosts) await host.close();
      await empty.close();
    }
  }, 60_000);
});
