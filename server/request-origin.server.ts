import type { FastifyRequest } from "fastify";
import type { RequestOrigin } from "#core/security/cross-site.ts";

/** What the cross-site rule (core/security/cross-site.ts) reads of a request. */
export function requestOriginOf(request: FastifyRequest): RequestOrigin {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === "string" ? value : undefined;
  };
  return { method: request.method, fetchSite: header("sec-fetch-site"), origin: header("origin"), host: request.host };
}
