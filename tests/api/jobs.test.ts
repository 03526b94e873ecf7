import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createJobStore } from "#db/repositories/jobs.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openCatalogueDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe("job store (scheduled_jobs)", () => {
  it("hands a due job to one of several claims at once, and again only after its period", async () => {
    const store = createJobStore(handle.db);
    const claims = await Promise.all(Array.from({ length: 5 }, () => store.claim("test-job", 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await store.claim("test-job", 60_000)).toBe(false);
    await store.finished("test-job", "it broke");
    const [row] = await rows<{ last_error: string | null; finished: boolean }>(
      handle.db,
      sql`select last_error, last_finished_at is not null as finished from scheduled_jobs where name = 'test-job'`,
    );
    expect(row).toEqual({ last_error: "it broke", finished: true });
    // Started an hour ago: due again for a period of a minute.
    await handle.db.execute(sql`update scheduled_jobs set last_started_at = now() - interval '1 hour' where name = 'test-job'`);
    expect(await store.claim("test-job", 60_000)).toBe(true);
  });
});

describe("the shop's own recommendation data", () => {
  it("records product views and the daily job turns them into the Recommended score", async () => {
    const services = createServices(handle.db);
    const [model] = await rows<{ id: number; score: number }>(
      handle.db,
      sql`select m.id, coalesce(p.score, 0) as score from product_models m left join model_popularity p on p.model_id = m.id
          where m.is_public order by coalesce(p.score, 0), m.id limit 1`,
    );
    for (let i = 0; i < 50; i++) await services.listing.recordView(model!.id);
    // A model that does not exist is no view and no error.
    await services.listing.recordView(987_654_321);
    await services.listing.flushViews();
    const [views] = await rows<{ views: number }>(handle.db, sql`select sum(views)::int as views from product_views where model_id = ${model!.id} and day = current_date`);
    expect(views!.views).toBeGreaterThanOrEqual(50);

    // The seed computed the scores and recorded the job as run: not due again today. (Other jobs, such as
    // the back-in-stock mail every 5 minutes, may be due on the first look.)
    expect(await services.jobs.tick()).not.toContain("popularity");
    await handle.db.execute(sql`update scheduled_jobs set last_started_at = now() - interval '25 hours' where name = 'popularity'`);
    expect(await services.jobs.tick()).toContain("popularity");
    const [after] = await rows<{ score: number }>(handle.db, sql`select score from model_popularity where model_id = ${model!.id}`);
    // Views of today count twice (the last week's weigh double).
    expect(after!.score).toBeGreaterThanOrEqual(Number(model!.score) + 100);
    // Once a day: the next look finds nothing due.
    expect(await services.jobs.tick()).toEqual([]);
  });
});
