import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createSearchStatistics } from "#core/catalog/search/search-statistics.ts";
import { createSearchStatisticsRepository } from "#db/repositories/search-statistics.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openCatalogueDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe("search statistics in the database", () => {
  it("adds each day's counts to the day's rows and to each period's totals, moves the periods on, and keeps 90 days", async () => {
    let clock = Date.UTC(2026, 10, 20, 10);
    const found = new Set(["teltta", "reppu"]);
    const process = () =>
      createSearchStatistics({
        repository: createSearchStatisticsRepository(handle.db),
        search: async (_lang, text) => ({ ids: found.has(text.trim().toLowerCase()) ? [1] : [], approximate: false, relatedSearches: [], correctedText: null }),
        now: () => clock,
      });
    const statistics = process();
    await handle.db.execute(sql`update search_statistics_advanced set day = '2026-11-19'`);
    // Of older days, the 90 days staff can see are kept: 2026-08-23 to 2026-11-20 at the first write.
    await handle.db.execute(sql`insert into search_statistics (day, lang, text, searches, zero_results) values ('2026-08-22', 'fi', 'vanha', 1, 0), ('2026-08-23', 'fi', 'vanha', 1, 0)`);
    for (const text of ["teltta", "teltta", "reppu", "sadetakki", "teltta"]) statistics.record("fi", text);
    statistics.record("sv", "tält");
    await statistics.flush();
    const oldDays = async () => (await rows<{ day: string }>(handle.db, sql`select day::text as day from search_statistics where text = 'vanha'`)).map((row) => row.day);
    expect(await oldDays()).toEqual(["2026-08-23"]);
    // Two writes of the same day add up; the next day has rows of its own.
    for (const text of ["sadetakki", "teltta"]) statistics.record("fi", text);
    await statistics.flush();
    clock = Date.UTC(2026, 10, 21, 10);
    statistics.record("fi", "sadetakki");
    await statistics.flush();
    // The next day's first write moves the kept days on.
    expect(await oldDays()).toEqual([]);

    const stored = await rows<{ day: string; text: string; searches: number; zero_results: number }>(
      handle.db,
      sql`select day::text as day, text, searches, zero_results from search_statistics where lang = 'fi' order by day, text`,
    );
    expect(stored.map((row) => [row.day, row.text, Number(row.searches), Number(row.zero_results)])).toEqual([
      ["2026-11-20", "reppu", 1, 0],
      ["2026-11-20", "sadetakki", 2, 2],
      ["2026-11-20", "teltta", 4, 0],
      ["2026-11-21", "sadetakki", 1, 1],
    ]);

    const week = await statistics.report({ lang: "fi", days: 7, limit: 10 });
    expect(week.top).toEqual([
      { text: "teltta", searches: 4, zeroResults: 0 },
      { text: "sadetakki", searches: 3, zeroResults: 3 },
      { text: "reppu", searches: 1, zeroResults: 0 },
    ]);
    expect(week.zeroResults).toEqual([{ text: "sadetakki", searches: 3, zeroResults: 3 }]);
    expect((await statistics.report({ lang: "fi", days: 7, limit: 1 })).top).toEqual([{ text: "teltta", searches: 4, zeroResults: 0 }]);
    expect((await statistics.report({ lang: "sv", days: 7, limit: 10 })).zeroResults).toEqual([{ text: "tält", searches: 1, zeroResults: 1 }]);

    // Six days on without a search: the week of 2026-11-27 starts on 2026-11-21. Two processes report at once;
    // the days that left are taken out once.
    clock = Date.UTC(2026, 10, 27, 8);
    const other = process();
    const [mine, theirs] = await Promise.all([statistics.report({ lang: "fi", days: 7, limit: 10 }), other.report({ lang: "fi", days: 7, limit: 10 })]);
    expect(mine.top).toEqual([{ text: "sadetakki", searches: 1, zeroResults: 1 }]);
    expect(theirs).toEqual(mine);
    expect((await statistics.report({ lang: "fi", days: 30, limit: 10 })).top).toEqual(week.top);
    expect((await statistics.report({ lang: "sv", days: 7, limit: 10 })).top).toEqual([]);

    clock = Date.UTC(2026, 10, 28, 8);
    other.record("fi", "reppu");
    await other.flush();
    const next = await statistics.report({ lang: "fi", days: 7, limit: 10 });
    expect(next.top).toEqual([{ text: "reppu", searches: 1, zeroResults: 0 }]);
    expect(next.zeroResults).toEqual([]);
    expect((await statistics.report({ lang: "fi", days: 90, limit: 10 })).top).toEqual([
      { text: "teltta", searches: 4, zeroResults: 0 },
      { text: "sadetakki", searches: 3, zeroResults: 3 },
      { text: "reppu", searches: 2, zeroResults: 0 },
    ]);
  });
});
