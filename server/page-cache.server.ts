/**
 * A short-lived cache of rendered public pages (docs/decisions/0010-page-cache.md).
 *
 * Every read a shell page makes is already reused for READ_CACHE_MS; a page rendered from those
 * reads for the same address, storefront, delivery country and currency is the same page, so it is
 * kept for PAGE_CACHE_MS as well. Only what a route marks public is kept, only for requests that
 * carry nothing personal, and the CSP nonce is fresh in every answer. Per process and in memory:
 * a process that misses renders the page itself, so nothing here is state another process needs.
 */

import { PAGE_CACHE_HEADER, PAGE_CACHE_PUBLIC } from "#core/cache/page-cache-policy.ts";
import { HANDOFF_PARAM } from "#core/accounts/handoff-cookie.ts";

export { PAGE_CACHE_HEADER, PAGE_CACHE_PUBLIC };
/** Tells what the cache did with a request (hit, miss or bypass), for people and tests. */
export const PAGE_CACHE_STATUS_HEADER = "x-page-cache-status";


/**
 * Cookies that may come with a request whose page is kept: display choices that are the same for
 * everyone who made them (delivery country, currency, the grid's card size). Their values are part of
 * the key. Any other cookie, such as a sign-in, skips the cache.
 */
export const NEUTRAL_COOKIES: ReadonlySet<string> = new Set(["delivery_country", "currency", "grid_size"]);

export interface PageRequest {
  method: string;
  /** Path and query as requested. */
  url: string;
  protocol: string;
  host: string;
  cookies: Readonly<Record<string, string | undefined>>;
  hasAuthorization: boolean;
  countryCode: string;
  currencyCode: string;
  /** Crawlers get the whole document at once (entry.server), a different stream. */
  isBot: boolean;
}

/** The key of a request whose page may come from the cache, or null when it must be rendered. */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== "GET") return null;
  if (request.hasAuthorization) return null;
  const cookieNames = Object.keys(request.cookies).sort();
  if (cookieNames.some((name) => !NEUTRAL_COOKIES.has(name))) return null;
  // Client navigations fetch route data (.data); those answers carry no nonce and are not kept.
  const path = request.url.split("?")[0] ?? request.url;
  if (path.endsWith(".data") || path.startsWith("/__")) return null;
  // A language link's handoff is answered before any page (server/plugins/storefront-handoff.server.ts); should one
  // ever reach a page, that page is the shopper's, never kept.
  if (request.url.includes(`${HANDOFF_PARAM}=`, path.length)) return null;
  const cookies = cookieNames.map((name) => `${name}=${request.cookies[name] ?? ""}`).join(";");
  return [request.protocol, request.host, request.url, request.countryCode, request.currencyCode, cookies, request.isBot ? "bot" : ""].join("\u0001");
}

export interface RenderedPage {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: string;
}

export interface KeptPage {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  /**
   * The body as UTF-8, cut where its nonce stood: an answer is these bytes joined by its own nonce.
   * Encoded once when kept, since encoding a 200 KB grid page for every answer cost more than all else.
   */
  parts: readonly Buffer[];
  /** Bytes of the parts. */
  bytes: number;
}

/**
 * What of a rendered answer may be kept: a 200 HTML page its route marked public, that sets no
 * cookie and whose nonce could be found (so it can be replaced). Null when it must not be kept.
 */
export function keepablePage(page: RenderedPage, nonce: string): KeptPage | null {
  if (page.status !== 200 || nonce.length < 16) return null;
  const names = page.headers.map(([name]) => name.toLowerCase());
  if (names.includes("set-cookie")) return null;
  const marker = page.headers.find(([name]) => name.toLowerCase() === PAGE_CACHE_HEADER)?.[1];
  if (marker !== PAGE_CACHE_PUBLIC) return null;
  const contentType = page.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
  if (!contentType.startsWith("text/html")) return null;
  if (!page.body.includes(nonce)) return null;
  const parts = page.body.split(nonce).map((part) => Buffer.from(part, "utf8"));
  return {
    status: page.status,
    headers: page.headers.filter(([name]) => name.toLowerCase() !== PAGE_CACHE_HEADER),
    parts,
    bytes: parts.reduce((sum, part) => sum + part.length, 0),
  };
}

/** A kept page's body for one answer, with that answer's own nonce. */
export function bodyWithNonce(page: KeptPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(nonceBytes);
    pieces.push(part);
  });
  return Buffer.concat(pieces, page.bytes + nonceBytes.length * (page.parts.length - 1));
}

export interface PageCacheOptions {
  ttlMs: number;
  /** Pages kept at most; the least recently used goes first. */
  maxEntries?: number;
  /** Bytes of page bodies kept at most. */
  maxBytes?: number;
  now?: () => number;
}

export interface PageCache {
  readonly enabled: boolean;
  get(key: string): KeptPage | null;
  set(key: string, page: KeptPage): void;
  clear(): void;
  readonly size: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { ttlMs, maxEntries = 500, maxBytes = 64 * 1024 * 1024, now = Date.now } = options;
  const entries = new Map<string, { expires: number; page: KeptPage; bytes: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    enabled: ttlMs > 0,
    get(key) {
      if (ttlMs <= 0) return null;
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        remove(key);
        return null;
      }
      // Most recently used goes last, so eviction takes the oldest first.
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    set(key, page) {
      if (ttlMs <= 0) return;
      const size = page.bytes;
      if (size > maxBytes) return;
      remove(key);
      entries.set(key, { expires: now() + ttlMs, page, bytes: size });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
