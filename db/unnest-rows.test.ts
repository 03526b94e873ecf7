import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server.ts";
import { createTestDatabase } from "./testing.server.ts";
import { unnestRows } from "./unnest-rows.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("unnestRows", () => {
  it("gives back every row with its nulls, booleans, instants and awkward texts", async () => {
    const tricky = 'a,b {c} "d" \\e NULL ж\n';
    const rows = [
      { id: 1, name: tricky, ok: true, at: new Date("2026-03-01T10:00:00.000Z"), big: 9_007_199_254_740_991 },
      { id: 2, name: null, ok: false, at: null, big: null },
      { id: 3, name: "NULL", ok: null, at: "2026-03-02T00:00:00Z", big: 0 },
    ];
    const result = (await handle.db.execute(
      sql`select r.id, r.name, r.ok, r.at, r.big::text as big from ${unnestRows({ id: "int", name: "text", ok: "bool", at: "timestamptz", big: "bigint" }, rows)} order by r.id`,
    )) as { rows: Array<{ id: number; name: string | null; ok: boolean | null; at: Date | string | null; big: string | null }> };
    expect(result.rows.map((row) => [row.id, row.name, row.ok, row.at === null ? null : new Date(row.at).toISOString(), row.big])).toEqual([
      [1, tricky, true, "2026-03-01T10:00:00.000Z", "9007199254740991"],
      [2, null, false, null, null],
      [3, "NULL", null, "2026-03-02T00:00:00.000Z", "0"],
    ]);
  });

  it("keeps camelCase column names and gives no rows for none", async () => {
    const result = (await handle.db.execute(sql`select count(*)::int as n from ${unnestRows({ variantId: "int" }, [])}`)) as { rows: Array<{ n: number }> };
    expect(result.rows[0]?.n).toBe(0);
    const named = (await handle.db.execute(sql`select r."variantId" as v from ${unnestRows({ variantId: "int" }, [{ variantId: 7 }])}`)) as { rows: Array<{ v: number }> };
    expect(named.rows).toEqual([{ v: 7 }]);
  });

  it("refuses a value that is not an integer in an integer column", () => {
    expect(() => unnestRows({ id: "int" }, [{ id: 1.5 }])).toThrow(/not an integer/);
  });
});
