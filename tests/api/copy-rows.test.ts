// On PostgreSQL the rows go by COPY, on PGlite as arrays: the API project runs on both.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inOrder, queryRows, type DatabaseHandle } from "../../db/client.server.ts";
import { copyRows, sendsByCopy, type CopyColumn } from "../../db/copy-rows.server.ts";
import { createTestDatabase } from "../../db/testing.server.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table copy_probe (id int primary key, name text, ok bool, at timestamptz, big bigint, note text default 'kept')`);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

interface Probe {
  id: number;
  name: string | null;
  ok: boolean | null;
  at: Date | string | null;
  big: number | null;
}

const columns: ReadonlyArray<CopyColumn<Probe>> = [
  { column: "id", type: "int", value: (row) => row.id },
  { column: "name", type: "text", value: (row) => row.name },
  { column: "ok", type: "bool", value: (row) => row.ok },
  { column: "at", type: "timestamptz", value: (row) => row.at },
  { column: "big", type: "bigint", value: (row) => row.big },
];

const stored = (first: number, last: number) =>
  queryRows<{ id: number; name: string | null; ok: boolean | null; at: string | null; big: string | null; note: string }>(
    handle.db,
    sql`select id, name, ok, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as at, big::text as big, note from copy_probe where id between ${first} and ${last} order by id`,
  );

describe("copyRows", () => {
  it("writes every row with its nulls, booleans, instants and texts holding tabs, line ends and backslashes, defaults for the rest", async () => {
    const tricky = 'a\tb\nc\r\\N "d" {e} ж \\';
    await handle.db.transaction(async (tx) => {
      expect(sendsByCopy(tx)).toBe(handle.kind === "postgres");
      expect(sendsByCopy(inOrder(tx))).toBe(handle.kind === "postgres");
      await copyRows(tx, "copy_probe", columns, [
        { id: 1, name: tricky, ok: true, at: new Date("2026-03-01T10:00:00.000Z"), big: 9_007_199_254_740_991 },
        { id: 2, name: null, ok: false, at: null, big: null },
        { id: 3, name: "\\N", ok: null, at: "2026-03-02T00:00:00Z", big: 0 },
      ]);
    });
    expect(await stored(1, 3)).toEqual([
      { id: 1, name: tricky, ok: true, at: "2026-03-01T10:00:00", big: "9007199254740991", note: "kept" },
      { id: 2, name: null, ok: false, at: null, big: null, note: "kept" },
      { id: 3, name: "\\N", ok: null, at: "2026-03-02T00:00:00", big: "0", note: "kept" },
    ]);
  });

  it("writes rows larger than one piece of the stream, in turn with the statements queued around it", async () => {
    const many = Array.from({ length: 30_000 }, (_, index) => ({ id: 1000 + index, name: `row ${index} `.repeat(3), ok: index % 2 === 0, at: null, big: index }));
    const seen = await handle.db.transaction(async (tx) => {
      const ordered = inOrder(tx);
      const before = ordered.execute(sql`select count(*)::int as n from copy_probe where id >= 1000`);
      const copied = copyRows(ordered, "copy_probe", columns, many);
      const after = ordered.execute(sql`select count(*)::int as n from copy_probe where id >= 1000`);
      await copied;
      return [((await before) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n, ((await after) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n];
    });
    expect(seen).toEqual([0, 30_000]);
    const rows = await stored(1000, 100_000);
    expect(rows).toHaveLength(30_000);
    expect(rows[29_999]).toEqual({ id: 30_999, name: "row 29999 row 29999 row 29999 ", ok: false, at: null, big: "29999", note: "kept" });
  });

  it("fails, leaving nothing, on a row that meets an existing key, and refuses a value that is not an integer", async () => {
    await expect(handle.db.transaction((tx) => copyRows(tx, "copy_probe", columns, [{ id: 50, name: "new", ok: null, at: null, big: null }, { id: 1, name: "again", ok: null, at: null, big: null }]))).rejects.toThrow();
    expect(await stored(50, 50)).toEqual([]);
    await expect(handle.db.transaction((tx) => copyRows(tx, "copy_probe", columns, [{ id: 1.5, name: null, ok: null, at: null, big: null }]))).rejects.toThrow(/not an integer/);
  });
});
