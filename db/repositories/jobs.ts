import { sql } from "drizzle-orm";
import type { JobStore } from "#core/jobs/scheduler.ts";
import { queryRows, type Db } from "../client.server.ts";

/**
 * Job starts in `scheduled_jobs`. A claim is one statement: processes claiming the same due job at once
 * queue on its row, and the later ones find it started already, so exactly one runs it.
 */
export function createJobStore(db: Db): JobStore {
  return {
    async claim(name, everyMs) {
      const claimed = await queryRows<{ name: string }>(
        db,
        sql`
          insert into scheduled_jobs (name, last_started_at) values (${name}, now())
          on conflict (name) do update set last_started_at = now()
            where scheduled_jobs.last_started_at is null
              or scheduled_jobs.last_started_at <= now() - make_interval(secs => ${everyMs / 1000})
          returning name`,
      );
      return claimed.length > 0;
    },

    async finished(name, error) {
      await db.execute(sql`update scheduled_jobs set last_finished_at = now(), last_error = ${error} where name = ${name}`);
    },
  };
}

/** Records a run of a job done outside the scheduler (the seed computes the popularity it would). */
export async function recordJobRun(db: Db, name: string): Promise<void> {
  await db.execute(sql`
    insert into scheduled_jobs (name, last_started_at, last_finished_at, last_error) values (${name}, now(), now(), null)
    on conflict (name) do update set last_started_at = now(), last_finished_at = now(), last_error = null`);
}
