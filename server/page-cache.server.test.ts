import { describe, expect, it } from "vitest";
import {
  bodyWithNonce,
  createPageCache,
  keepablePage,
  PAGE_CACHE_HEADER,
  pageCacheKey,
  type KeptPage,
  type PageRequest,
  type RenderedPage,
} from "./page-cache.server.ts";

const request: PageRequest = {
  method: "GET",
  url: "/",
  protocol: "http",
  host: "localhost",
  cookies: {},
  hasAuthorization: false,
  countryCode: "fi",
  currencyCode: "eur",
  isBot: false,
};

const NONCE = "AbCdEfGhIjKlMnOpQrStUv==";

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: [
    ["content-type", "text/html; charset=utf-8"],
    [PAGE_CACHE_HEADER, "public"],
  ],
  body: `<script nonce="${NONCE}">x</script><p>Hyvää päivää, 19,90 €</p><script>ctx={"nonce":"${NONCE}"}</script>`,
  ...overrides,
});

describe("pageCacheKey", () => {
  it("keys a plain anonymous GET by address, storefront, country, currency and crawler", () => {
    const key = pageCacheKey(request);
    expect(key).not.toBeNull();
    expect(pageCacheKey({ ...request, host: "en.localhost" })).not.toBe(key);
    expect(pageCacheKey({ ...request, url: "/?x=1" })).not.toBe(key);
    expect(pageCacheKey({ ...request, currencyCode: "usd" })).not.toBe(key);
    expect(pageCacheKey({ ...request, countryCode: "se" })).not.toBe(key);
    expect(pageCacheKey({ ...request, isBot: true })).not.toBe(key);
    expect(pageCacheKey({ ...request, protocol: "https" })).not.toBe(key);
    expect(pageCacheKey({ ...request })).toBe(key);
  });

  it("lets the locale cookies through but renders for any other cookie or a sign-in", () => {
    expect(pageCacheKey({ ...request, cookies: { delivery_country: "se", currency: "sek" } })).not.toBeNull();
    expect(pageCacheKey({ ...request, cookies: { currency: "eur", session: "x" } })).toBeNull();
    expect(pageCacheKey({ ...request, hasAuthorization: true })).toBeNull();
  });

  it("keys the neutral cookies' values, so a grid size choice gets its own page", () => {
    const small = pageCacheKey({ ...request, cookies: { grid_size: "default" } });
    const large = pageCacheKey({ ...request, cookies: { grid_size: "extended" } });
    expect(small).not.toBeNull();
    expect(large).not.toBeNull();
    expect(small).not.toBe(large);
  });

  it("renders anything but a document GET", () => {
    expect(pageCacheKey({ ...request, method: "POST" })).toBeNull();
    expect(pageCacheKey({ ...request, method: "HEAD" })).toBeNull();
    expect(pageCacheKey({ ...request, url: "/_root.data" })).toBeNull();
    expect(pageCacheKey({ ...request, url: "/sivu/a.data?_routes=x" })).toBeNull();
    expect(pageCacheKey({ ...request, url: "/__manifest?p=/" })).toBeNull();
  });

  it("never keys a request carrying a language link's handoff", () => {
    expect(pageCacheKey({ ...request, url: "/tuotteet/?handoff=abc" })).toBeNull();
    expect(pageCacheKey({ ...request, url: "/tuotteet/?sivu=2&handoff=abc" })).toBeNull();
    expect(pageCacheKey({ ...request, url: "/handoff=/" })).not.toBeNull();
  });
});

describe("keepablePage", () => {
  it("keeps a public 200 HTML page without its nonce and without the marker header", () => {
    const kept = keepablePage(page(), NONCE);
    expect(kept).not.toBeNull();
    expect(Buffer.concat(kept!.parts).toString()).not.toContain(NONCE);
    expect(kept!.bytes).toBe(Buffer.byteLength(page().body) - 2 * NONCE.length);
    expect(kept!.headers.map(([name]) => name)).toEqual(["content-type"]);
  });

  it("gives every answer its own nonce in every place the old one was", () => {
    const kept = keepablePage(page(), NONCE)!;
    const fresh = "ZzZzZzZzZzZzZzZzZzZzZz==";
    const body = bodyWithNonce(kept, fresh).toString("utf8");
    expect(body).toBe(page().body.replaceAll(NONCE, fresh));
    expect(body).not.toContain(NONCE);
  });

  it("keeps nothing the route did not mark public, nor errors, cookies, other types or pages without the nonce", () => {
    expect(keepablePage(page({ headers: [["content-type", "text/html"]] }), NONCE)).toBeNull();
    expect(keepablePage(page({ status: 404 }), NONCE)).toBeNull();
    expect(keepablePage(page({ headers: [...page().headers, ["set-cookie", "currency=usd"]] }), NONCE)).toBeNull();
    expect(keepablePage(page({ headers: [["content-type", "application/json"], [PAGE_CACHE_HEADER, "public"]] }), NONCE)).toBeNull();
    expect(keepablePage(page({ body: "<p>no scripts</p>" }), NONCE)).toBeNull();
    expect(keepablePage(page(), "short")).toBeNull();
  });
});

describe("createPageCache", () => {
  const kept = (text: string): KeptPage => ({ status: 200, headers: [], parts: [Buffer.from(text)], bytes: Buffer.byteLength(text) });
  const text = (page: KeptPage | null) => page?.parts.map((part) => part.toString()).join("");

  it("answers within its time to live and forgets after", () => {
    let now = 1000;
    const cache = createPageCache({ ttlMs: 100, now: () => now });
    cache.set("a", kept("A"));
    expect(text(cache.get("a"))).toBe("A");
    now += 99;
    expect(text(cache.get("a"))).toBe("A");
    now += 1;
    expect(cache.get("a")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used page beyond its entry and byte limits", () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2 });
    cache.set("a", kept("A"));
    cache.set("b", kept("B"));
    cache.get("a");
    cache.set("c", kept("C"));
    expect(cache.get("b")).toBeNull();
    expect(text(cache.get("a"))).toBe("A");
    expect(text(cache.get("c"))).toBe("C");

    const small = createPageCache({ ttlMs: 1000, maxBytes: 5 });
    small.set("x", kept("xxx"));
    small.set("y", kept("yyy"));
    expect(small.get("x")).toBeNull();
    expect(text(small.get("y"))).toBe("yyy");
    small.set("big", kept("b".repeat(6)));
    expect(small.get("big")).toBeNull();
  });

  it("keeps nothing when its time to live is 0", () => {
    const cache = createPageCache({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    cache.set("a", kept("A"));
    expect(cache.get("a")).toBeNull();
  });
});
