/**
 * How a page says it may be kept by the server's page cache (server/page-cache.server.ts): its
 * route's `headers` export sets this header, which the server reads and never sends out. A page
 * that shows anything of one person (an account, a cart rendered on the server) must not set it.
 */
export const PAGE_CACHE_HEADER = "x-page-cache";
export const PAGE_CACHE_PUBLIC = "public";

/** The `headers` of a route whose pages are the same for every anonymous visitor of one storefront. */
export function publicPageHeaders(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: PAGE_CACHE_PUBLIC };
}
