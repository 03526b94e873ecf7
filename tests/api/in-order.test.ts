import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aheadOfQueue, inOrder, inTurn, queryRows, type DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/testing.server.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table order_probe (seq serial primary key, label text not null)`);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("inOrder", () => {
  it("runs statements in the order they were started, and those sent ahead of the queue next, in their own order", async () => {
    const labels = await handle.db.transaction(async (tx) => {
      const ordered = inOrder(tx);
      const log = (label: string, db = ordered) => db.execute(sql`insert into order_probe (label) values (${label})`);
      const started = [log("a"), log("b"), log("c"), log("first ahead", aheadOfQueue(ordered)), log("second ahead", aheadOfQueue(ordered)), log("d")];
      await Promise.all(started);
      return (await queryRows<{ label: string }>(tx, sql`select label from order_probe order by seq`)).map((row) => row.label);
    });
    // "a" had started when the others were queued; the reads sent ahead pass the queued "b" and "c".
    expect(labels).toEqual(["a", "first ahead", "second ahead", "b", "c", "d"]);
  });

  it("goes on after a work that throws before it answers", async () => {
    await handle.db.transaction(async (tx) => {
      const ordered = inOrder(tx);
      const thrown = inTurn(ordered, () => {
        throw new Error("no connection");
      });
      const after = ordered.execute(sql`select 1 as one`);
      await expect(thrown).rejects.toThrow("no connection");
      expect(((await after) as unknown as { rows: Array<{ one: number }> }).rows).toEqual([{ one: 1 }]);
    });
  });

  it("leaves a database that is not in order as it is", () => {
    expect(aheadOfQueue(handle.db)).toBe(handle.db);
  });
});
