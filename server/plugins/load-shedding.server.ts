import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { LANGUAGES } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { errorBody } from "./errors.server.ts";

/**
 * Load shedding: past a number of requests in flight in this process, a new request is answered at once with
 * 503 and Retry-After instead of joining the queue. An overloaded server otherwise answers everybody late (at
 * twice its capacity, some pages took over ten seconds); this way those let in are answered in time, the rest
 * are told to come back, and the process recovers as soon as the load falls. A load balancer spreads the
 * retries over the other processes.
 *
 * The limit is per process, as the work is. Health checks and built files (small, immutable, needed by the
 * pages that were let in) are never shed.
 */
export interface LoadSheddingOptions {
  /** Requests in flight in this process past which new ones are refused; 0 turns shedding off. */
  maxInFlight: number;
  /** Seconds in the Retry-After header. */
  retryAfterSeconds?: number;
}

const NEVER_SHED = /^\/(?:healthz|readyz)\/|^\/assets\//;

/** One small page for every storefront: the language is not known yet this early. */
const BUSY_PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${translate("en", "errors.busy")}</title></head><body>` +
  LANGUAGES.map((lang) => `<p lang="${lang}">${translate(lang, "errors.busy")}</p>`).join("") +
  "</body></html>";

async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  if (options.maxInFlight <= 0) return;
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  let inFlight = 0;
  const counted = new WeakSet<object>();
  app.decorate("requestsInFlight", () => inFlight);
  app.addHook("onRequest", async (request, reply) => {
    if (NEVER_SHED.test(request.url)) return;
    if (inFlight >= options.maxInFlight) {
      reply.code(503).header("retry-after", retryAfter).header("cache-control", "no-store");
      if (request.url.startsWith("/api/")) return reply.send(errorBody(503, translate("en", "errors.busy")));
      return reply.type("text/html; charset=utf-8").send(BUSY_PAGE);
    }
    inFlight += 1;
    counted.add(request);
  });
  // Once per counted request, whether it was answered or the client went away first.
  const release = async (request: object) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);
}

declare module "fastify" {
  interface FastifyInstance {
    /** Requests this process is working on (load shedding counts them). */
    requestsInFlight?: () => number;
  }
}

export default fp(loadShedding, { name: "load-shedding" });
