import { sql } from "drizzle-orm";
import type { RateLimitRepository } from "#core/rate-limits/rate-limit-service.ts";
import { queryRows, type Db } from "../client.server.ts";
import { rateLimits } from "../schema/platform.ts";

/**
 * Fixed-window counters shared by every server process. One statement does the whole hit, so two
 * processes counting the same key at once cannot both see an old value: the row lock of the upsert
 * orders them. Times come from the database clock, the one clock all processes share.
 */
export function createRateLimitRepository(db: Db): RateLimitRepository {
  return {
    async hit(key, windowMs, amount) {
      const [row] = await queryRows<{ count: number; ttl_ms: number }>(
        db,
        // The statement's own commit does not wait for the disk: every caller of one key (an ERP's token, one
        // address's log-ins) takes the counter's row in turn, and each waited for the one before to be flushed
        // (3 ms a call, the whole cost of 20 calls at once). A crash can forget the last fraction of a second of
        // counts, which only lets a few calls more through.
        sql`insert into ${rateLimits} as r (key, count, reset_at)
            select ${key}, ${amount}::int, clock_timestamp() + make_interval(secs => ${windowMs}::int / 1000.0)
            from (select set_config('synchronous_commit', 'off', true)) as relaxed
            on conflict (key) do update set
              count = case when r.reset_at <= clock_timestamp() then excluded.count else r.count + excluded.count end,
              reset_at = case when r.reset_at <= clock_timestamp() then excluded.reset_at else r.reset_at end
            returning r.count::int as count,
              greatest(0, ceil(extract(epoch from (r.reset_at - clock_timestamp())) * 1000))::int as ttl_ms`,
      );
      if (!row) throw new Error("rate limit upsert returned no row");
      return { count: Number(row.count), ttlMs: Number(row.ttl_ms) };
    },
    async peek(key) {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count from ${rateLimits} where key = ${key} and reset_at > clock_timestamp()`,
      );
      return row ? Number(row.count) : 0;
    },
    async release(key) {
      await db.execute(
        sql`update ${rateLimits} set count = count - 1 where key = ${key} and count > 0 and reset_at > clock_timestamp()`,
      );
    },
    async purgeExpired(olderThanMs) {
      await db.execute(
        sql`delete from ${rateLimits} where ${rateLimits.resetAt} < clock_timestamp() - make_interval(secs => ${olderThanMs}::int / 1000.0)`,
      );
    },
  };
}
