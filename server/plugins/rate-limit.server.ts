import { createHash } from "node:crypto";
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Services } from "#core/services.ts";

/**
 * Rate limiting with @fastify/rate-limit and its counters in the database (rate_limits table), not
 * in process memory: several server processes behind one load balancer share one PostgreSQL, and a
 * limit kept per process would multiply by their number. Not global: a route opts in with
 * `config: { rateLimit: { max, timeWindow } }` (timeWindow in ms), or code calls `app.createRateLimit`.
 */

type Hit = Services["rateLimits"]["hit"];

/** Limit of client error reports (GET and POST /api/) per client address; both methods share one counter. */
export const CLIENT_ERROR_RATE_LIMIT = { max: 30, timeWindow: 60_000, groupId: "client-error-report" } as const;

function scopeOf(options: { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } }): string {
  if (options.groupId) return options.groupId;
  const route = options.routeInfo;
  if (route?.url) return `${[route.method ?? "ANY"].flat().join(",")} ${route.url}`;
  return "global";
}

/** A counter key without the client address in clear (the table is readable by operators). */
export function counterKey(scope: string, key: string): string {
  return `${scope}|${createHash("sha256").update(key).digest("base64url").slice(0, 32)}`;
}

export function databaseStore(hit: Hit): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    scope: string;

    constructor(options: object) {
      this.scope = scopeOf(options as Parameters<typeof scopeOf>[0]);
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      hit(counterKey(this.scope, key), Math.max(1, Math.trunc(timeWindow))).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseStore(routeOptions);
    }
  }
  return DatabaseStore;
}

async function databaseRateLimit(app: FastifyInstance, options: { services: Services }) {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore((key, windowMs) => options.services.rateLimits.hit(key, windowMs)),
  });
}

export default fp(databaseRateLimit, { name: "database-rate-limit" });
