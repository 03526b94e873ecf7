/**
 * Demo product views for the "Recommended" order (db/repositories/listing.ts `refreshPopularity`): for the
 * 28 days up to the reference date, each public model gets daily views that grow with its sales, a boost
 * while it is new (up to 45 days old), more at weekends, and day-to-day noise. Generated in one SQL
 * statement (millions of rows for the big catalogue) from an integer hash of model, day and seed, so the
 * same seed always gives the same views on PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client.server.ts";
import { recordJobRun } from "../repositories/jobs.ts";
import { POPULARITY_JOB, POPULARITY_VIEW_DAYS, refreshPopularity } from "../repositories/listing.ts";

export async function seedProductViews(db: Db, options: { seed: number; referenceDate: Date }): Promise<void> {
  const today = options.referenceDate.toISOString().slice(0, 10);
  const seed = Math.abs(Math.trunc(options.seed)) % 1_000_000;
  await db.execute(sql`
    insert into product_views (model_id, day, views)
    select model_id, day, views from (
      select m.id as model_id, d.day,
        floor(
          (0.5 * sqrt(m.sold_amount + 1) + case when m.created_at >= d.day - 45 then 6 else 0 end)
          * case when extract(isodow from d.day) >= 6 then 1.3 else 1 end
          * (0.3 + 1.4 * ((((m.id::bigint * 2654435761 + g.n * 97531 + ${seed}::bigint * 7919) % 2147483647) * 48271 % 2147483647) % 1000) / 1000.0)
        )::int as views
      from product_models m
      cross join generate_series(0, ${POPULARITY_VIEW_DAYS - 1}::int) as g(n)
      cross join lateral (select ${today}::date - g.n as day) d
      where m.is_public and m.created_at::date <= d.day
    ) v
    where views > 0`);
  await refreshPopularity(db, { today: options.referenceDate });
  // Just computed: the daily job is not due until a day from now.
  await recordJobRun(db, POPULARITY_JOB);
}
