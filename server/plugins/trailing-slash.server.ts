import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * A path whose last segment names a file of a kind the shop serves (favicon.ico, build-info.json, scripts,
 * stylesheets, pictures, React Router's `.data` requests). Any other dot is part of a page's parameter (an
 * e-mail address in the stop-reminders link, a version in a slug), and that page gets its slash like any other.
 */
const FILE_LIKE = /\/[^/]+\.(?:js|mjs|css|map|json|txt|xml|ico|svg|png|jpe?g|gif|webp|avif|webmanifest|woff2?|data|br|gz|csv|pdf)$/i;
/** The OpenAPI viewer's own fixed addresses (/api/docs/json, /api/docs/yaml...): they have no slash. */
const API_DOCS = "/api/docs/";
/** React Router's route discovery endpoint (lazy route manifest): fixed by the router, no slash. */
const ROUTE_MANIFEST = "/__manifest";

/**
 * Every page and API path ends with a slash; this is the one rule that does it.
 * Only GET and HEAD are redirected: a redirected POST would lose its body.
 */
export function withTrailingSlash(url: string): string | null {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.endsWith("/") || FILE_LIKE.test(path) || path.startsWith(API_DOCS) || path === ROUTE_MANIFEST) return null;
  return `${path}/${queryAt === -1 ? "" : url.slice(queryAt)}`;
}

async function trailingSlash(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const target = withTrailingSlash(request.url);
    // A protocol-relative target ("//evil.example/") would leave the site.
    if (target && !target.startsWith("//")) return reply.redirect(target, 301);
  });
}

export default fp(trailingSlash, { name: "trailing-slash" });
