import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { CLIENT_ERROR_RATE_LIMIT } from "../../plugins/rate-limit.server.ts";
import type { ApiOptions } from "./api-options.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

/**
 * The client address as a hash salted with the day: reports of one client on one day can be told
 * apart from others' without the address being stored, and hashes of different days do not link.
 */
export function hashClientAddress(ip: string, secret = "", now: Date = new Date()): string {
  // With IP_HASH_SECRET set, a copy of the database alone cannot brute-force the address space.
  return createHash("sha256").update(`${secret}|${now.toISOString().slice(0, 10)}|${ip}`).digest("hex").slice(0, 32);
}

/** A report is a message and an address; anything bigger is not a report. */
const MAX_REPORT_BYTES = 16 * 1024;

const NoContent = z.null().describe("Stored and logged");

/**
 * GET /api/?err=: a report the browser sends when a page fails to load; stored and
 * logged, rate limited per client address. POST /api/ takes the same report as JSON, for
 * navigator.sendBeacon and reports too long for a URL.
 */
const clientErrorRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { env, services }) => {
  async function store(request: FastifyRequest, message: string, url: string | undefined) {
    const report = await services.clientErrors.report({
      message,
      url: url ?? request.headers.referer,
      userAgent: request.headers["user-agent"],
      ipHash: hashClientAddress(request.ip, env.IP_HASH_SECRET),
    });
    request.log.warn({ clientError: report }, "client error report");
  }

  app.get(
    "/",
    {
      config: { rateLimit: CLIENT_ERROR_RATE_LIMIT },
      schema: {
        tags: ["platform"],
        summary: "Report a client-side error (page-load failure)",
        description: `The message is capped; at most ${CLIENT_ERROR_RATE_LIMIT.max} reports a minute per client address.`,
        querystring: z.object({ err: z.string().min(1).describe("Error message") }),
        response: { 204: NoContent, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await store(request, request.query.err, undefined);
      reply.header("cache-control", "no-store");
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/",
    {
      config: { rateLimit: CLIENT_ERROR_RATE_LIMIT },
      // A route's own limit replaces the server's, so it may only be smaller.
      bodyLimit: Math.min(env.BODY_LIMIT, MAX_REPORT_BYTES),
      schema: {
        tags: ["platform"],
        summary: "Report a client-side error as JSON",
        body: z.object({
          err: z.string().min(1).describe("Error message"),
          url: z.string().max(4000).optional().describe("Page address"),
        }),
        response: { 204: NoContent, 400: ErrorResponse, 413: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await store(request, request.body.err, request.body.url);
      return reply.code(204).send(null);
    },
  );
};

export default clientErrorRoutes;
