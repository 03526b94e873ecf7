import { sql } from "drizzle-orm";
import type { SearchStatisticsRepository } from "#core/catalog/search/search-statistics.ts";
import type { Db } from "../client.server.ts";
import { queryRows } from "../client.server.ts";
import { intArray, textArray } from "../read-model.ts";

/** The search statistics (search_statistics): counts added per day, language and text in one statement. */
export function createSearchStatisticsRepository(db: Db): SearchStatisticsRepository {
  return {
    async add(rows) {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into search_statistics (day, lang, text, searches, zero_results)
        select r.day::date, r.lang, r.text, r.searches, r.zero_results
        from unnest(${textArray(rows.map((row) => row.day))}, ${textArray(rows.map((row) => row.lang))}, ${textArray(rows.map((row) => row.text))},
          ${intArray(rows.map((row) => row.searches))}, ${intArray(rows.map((row) => row.zeroResults))}) as r(day, lang, text, searches, zero_results)
        on conflict (day, lang, text) do update
          set searches = search_statistics.searches + excluded.searches, zero_results = search_statistics.zero_results + excluded.zero_results`);
    },

    async forgetBefore(day) {
      await db.execute(sql`delete from search_statistics where day < ${day}::date`);
    },

    async top({ lang, since, limit, zeroOnly }) {
      const rows = await queryRows<{ text: string; searches: number; zero_results: number }>(
        db,
        zeroOnly
          ? sql`
            select text, sum(searches)::int as searches, sum(zero_results)::int as zero_results
            from search_statistics where lang = ${lang} and day >= ${since}::date
            group by text having sum(zero_results) > 0
            order by sum(zero_results) desc, text limit ${limit}`
          : sql`
            select text, sum(searches)::int as searches, sum(zero_results)::int as zero_results
            from search_statistics where lang = ${lang} and day >= ${since}::date
            group by text order by sum(searches) desc, text limit ${limit}`,
      );
      return rows.map((row) => ({ text: row.text, searches: Number(row.searches), zeroResults: Number(row.zero_results) }));
    },
  };
}
