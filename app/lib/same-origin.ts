import { isForeignStateChange } from "#core/security/cross-site.ts";

/**
 * Whether a form post comes from another site's (or another storefront's) page, by the shop's one rule
 * (core/security/cross-site.ts). The server already refuses such posts before any action runs; actions that
 * sign someone in or change an account ask again, so that calling them directly (tests) keeps the rule.
 */
export function isCrossSitePost(request: Request): boolean {
  return isForeignStateChange({
    method: request.method,
    fetchSite: request.headers.get("sec-fetch-site") ?? undefined,
    origin: request.headers.get("origin") ?? undefined,
    host: new URL(request.url).host,
  });
}
