import { sql } from "drizzle-orm";
import { STATISTICS_PERIODS, type SearchStatisticsRepository } from "#core/catalog/search/search-statistics.ts";
import type { Db } from "../client.server.ts";
import { queryRows } from "../client.server.ts";
import { intArray, textArray } from "../read-model.ts";

const PERIODS = sql.raw(`(values ${STATISTICS_PERIODS.map((days) => `(${days})`).join(", ")})`);
const LONGEST = Math.max(...STATISTICS_PERIODS);

/**
 * The search statistics: daily counts per language and text (`search_statistics`), and each period's running
 * totals (`search_statistics_totals`), which the report reads.
 */
export function createSearchStatisticsRepository(db: Db): SearchStatisticsRepository {
  return {
    async add(rows) {
      if (rows.length === 0) return;
      // The day's rows and every period's totals in one statement.
      await db.execute(sql`
        with r as (
          select r.day::date as day, r.lang, r.text, r.searches, r.zero_results
          from unnest(${textArray(rows.map((row) => row.day))}, ${textArray(rows.map((row) => row.lang))}, ${textArray(rows.map((row) => row.text))},
            ${intArray(rows.map((row) => row.searches))}, ${intArray(rows.map((row) => row.zeroResults))}) as r(day, lang, text, searches, zero_results)
        ), daily as (
          insert into search_statistics (day, lang, text, searches, zero_results)
          select day, lang, text, searches, zero_results from r
          on conflict (day, lang, text) do update
            set searches = search_statistics.searches + excluded.searches, zero_results = search_statistics.zero_results + excluded.zero_results
        )
        insert into search_statistics_totals (lang, days, text, searches, zero_results)
        select r.lang, p.days, r.text, sum(r.searches), sum(r.zero_results)
        from r cross join ${PERIODS} as p(days)
        group by r.lang, p.days, r.text
        on conflict (lang, days, text) do update
          set searches = search_statistics_totals.searches + excluded.searches,
            zero_results = search_statistics_totals.zero_results + excluded.zero_results`);
    },

    async advance(today) {
      const [seen] = await queryRows<{ behind: boolean }>(db, sql`select coalesce((select day < ${today}::date from search_statistics_advanced where id = 1), true) as behind`);
      if (!seen?.behind) return;
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        // One process moves the periods on; the others wait, then find it done.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search_statistics_advanced'))`);
        const [row] = await queryRows<{ day: string | null }>(tx, sql`select day::text as day from search_statistics_advanced where id = 1`);
        const last = row?.day ?? null;
        if (last !== null && last >= today) return;
        if (last !== null) {
          // The days that left a period of P days on the way from `last` to `today`: after last - P, up to today - P.
          await tx.execute(sql`
            update search_statistics_totals t
            set searches = t.searches - l.searches, zero_results = t.zero_results - l.zero_results
            from (
              select p.days, s.lang, s.text, sum(s.searches)::int as searches, sum(s.zero_results)::int as zero_results
              from ${PERIODS} as p(days)
              join search_statistics s on s.day > ${last}::date - p.days and s.day <= ${today}::date - p.days
              group by p.days, s.lang, s.text
            ) l
            where t.days = l.days and t.lang = l.lang and t.text = l.text`);
          await tx.execute(sql`delete from search_statistics_totals where searches <= 0`);
        }
        await tx.execute(sql`delete from search_statistics where day <= ${today}::date - ${LONGEST}::int`);
        await tx.execute(sql`insert into search_statistics_advanced (id, day) values (1, ${today}::date) on conflict (id) do update set day = excluded.day`);
      });
    },

    async top({ lang, days, limit, zeroOnly }) {
      // `nulls last` as the indexes have it (descending order puts nulls first otherwise): the top is read from
      // the index's front, not sorted out of the period's every text.
      const rows = await queryRows<{ text: string; searches: number; zero_results: number }>(
        db,
        zeroOnly
          ? sql`
            select text, searches, zero_results from search_statistics_totals
            where lang = ${lang} and days = ${days} and zero_results > 0
            order by zero_results desc nulls last, text limit ${limit}`
          : sql`
            select text, searches, zero_results from search_statistics_totals
            where lang = ${lang} and days = ${days}
            order by searches desc nulls last, text limit ${limit}`,
      );
      return rows.map((row) => ({ text: row.text, searches: Number(row.searches), zeroResults: Number(row.zero_results) }));
    },
  };
}
