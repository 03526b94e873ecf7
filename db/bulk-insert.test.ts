import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkInsert } from "./bulk-insert.ts";
import type { DatabaseHandle } from "./client.server.ts";
import * as s from "./schema/index.ts";
import { createTestDatabase } from "./testing.server.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("bulkInsert", () => {
  it("round-trips text with tabs, newlines, backslashes and quotes, jsonb, booleans and nulls", async () => {
    const tricky = 'a\tb\nc\\d "e" \'f\' \\N é ж';
    await bulkInsert(handle.db, s.taxAreas, [{ id: 1, name: tricky }]);
    await bulkInsert(handle.db, s.brands, [
      { id: 1, slug: "x", name: "X", promoImages: ["/a.svg", 'q"\\'], isPublic: false },
      { id: 2, slug: "y", name: "Y" },
    ]);
    const [area] = await handle.db.select().from(s.taxAreas);
    expect(area?.name).toBe(tricky);
    const brands = await handle.db.select().from(s.brands).orderBy(s.brands.id);
    expect(brands.map((b) => [b.promoImages, b.isPublic, b.logo, b.colorHex])).toEqual([
      [["/a.svg", 'q"\\'], false, null, "#1f5d3a"],
      [[], true, null, "#1f5d3a"],
    ]);
  });

  it("inserts inside a transaction and rolls back with it", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await bulkInsert(tx, s.colours, [{ slug: "c1", hex: "#000000", family: "black" }]);
        const inside = await tx.select().from(s.colours).where(eq(s.colours.slug, "c1"));
        expect(inside).toHaveLength(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const after = await handle.db.execute(sql`select count(*)::int as n from colours where slug = 'c1'`);
    expect((after as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("stores dates and numeric strings", async () => {
    const when = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    await bulkInsert(handle.db, s.currencies, [{ code: "eur", rate: "1.5", symbol: "€", format: "{amount} €", updatedAt: when }]);
    const [row] = await handle.db.select().from(s.currencies);
    expect(row?.rate).toBe("1.500000");
    expect(row?.updatedAt.toISOString()).toBe(when.toISOString());
  });
});
