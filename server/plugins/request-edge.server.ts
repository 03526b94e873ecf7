import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { errorBody } from "./errors.server.ts";

/**
 * What no route of the shop can answer is refused before any route sees it, with a client error instead of
 * the 500 that the Fetch Request of the storefront's handler (or a database query) would otherwise throw:
 *
 * - a method the shop does not use (TRACE, CONNECT, PROPFIND...): 405 with the methods it does use;
 * - a Host header that is no host (credentials as in `a@b`, a port above 65535, spaces): 400;
 * - an address whose path holds a control character (`/lahjakampanjat/%00/`): 404, since no page or file has
 *   one, answered before any route could send PostgreSQL a NUL, which it refuses in a text. Texts in queries,
 *   forms and JSON are cleaned where they are read.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const ALLOWED = new Set<string>(ALLOWED_METHODS);
/** A control character in the path, written as itself or percent-encoded (C0 controls and DEL). */
const CONTROL_IN_PATH = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i;

/** Whether `host` (the Host header) names a host, with at most a valid port, and nothing else. */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 255 || /[\s@/\\?#]/.test(host)) return false;
  try {
    const url = new URL(`http://${host}/`);
    return url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** Whether the path part of a request target holds a control character. */
export function pathHasControlCharacter(target: string): boolean {
  const query = target.indexOf("?");
  return CONTROL_IN_PATH.test(query === -1 ? target : target.slice(0, query));
}

async function requestEdge(app: FastifyInstance) {
  // Nearly every request names one of the shop's few hosts: the last good one is not parsed again.
  let lastGoodHost: string | undefined;
  app.addHook("onRequest", async (request, reply) => {
    if (!ALLOWED.has(request.method)) {
      return reply.code(405).header("allow", ALLOWED_METHODS.join(", ")).send(errorBody(405, `The method ${request.method} is not used here.`));
    }
    const host = request.headers.host;
    if (host !== lastGoodHost) {
      if (!isValidHost(host)) return reply.code(400).send(errorBody(400, "The Host header does not name a host.", "host"));
      lastGoodHost = host;
    }
    if (pathHasControlCharacter(request.url)) {
      return reply.code(404).send(errorBody(404, "No page or file has an address with a control character.", "path"));
    }
  });
}

export default fp(requestEdge, { name: "request-edge" });
