import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { E2E_PORT, originFor } from "./support/urls.ts";

/** Node does not resolve `{lang}.localhost`: loopback with the storefront's Host header. */
async function get(request: APIRequestContext, lang: Lang, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
    headers: { host: new URL(originFor(lang)).host, ...headers },
    maxRedirects: 0,
  });
  const body = await response.text();
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  return { status: response.status(), cache: response.headers()["x-page-cache-status"], body, nonce };
}

/** Every nonce in the page is the one its own CSP header allows. */
function expectOwnNonce(page: { body: string; nonce: string }) {
  expect(page.nonce.length).toBeGreaterThanOrEqual(16);
  const nonces = [...page.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([page.nonce]));
}

test.describe("page cache of public pages", () => {
  test("a repeated front page comes from the cache with a fresh nonce of its own", async ({ request }) => {
    // A query of its own, so no other test has filled this entry.
    const path = `/?cachetest=${Date.now()}`;
    const first = await get(request, "fi", path);
    const second = await get(request, "fi", path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.nonce).not.toBe(first.nonce);
    expectOwnNonce(first);
    expectOwnNonce(second);
    // The same page apart from the nonce.
    expect(second.body.replaceAll(second.nonce, "N")).toBe(first.body.replaceAll(first.nonce, "N"));
  });

  test("requests for one page while it renders wait for that render: one miss, the rest hits", async ({ request }) => {
    const path = `/?cachetest=${Date.now()}-together`;
    const pages = await Promise.all(Array.from({ length: 6 }, () => get(request, "fi", path)));
    expect(pages.map((page) => page.status)).toEqual(Array(6).fill(200));
    expect(pages.filter((page) => page.cache === "miss")).toHaveLength(1);
    expect(pages.filter((page) => page.cache === "hit")).toHaveLength(5);
    for (const page of pages) expectOwnNonce(page);
    expect(new Set(pages.map((page) => page.nonce)).size).toBe(6);
    const [first] = pages;
    for (const page of pages) expect(page.body.replaceAll(page.nonce, "N")).toBe(first!.body.replaceAll(first!.nonce, "N"));
  });

  test("another storefront, currency or a personal cookie never gets the kept page", async ({ request }) => {
    const path = `/?cachetest=${Date.now()}-locale`;
    await get(request, "fi", path);
    const fiAgain = await get(request, "fi", path);
    expect(fiAgain.cache).toBe("hit");
    expect(fiAgain.body).toMatch(/<html lang="fi"/);

    const german = await get(request, "de", path);
    expect(german.cache).toBe("miss");
    expect(german.body).toMatch(/<html lang="de"/);

    const dollars = await get(request, "fi", path, { cookie: "currency=usd" });
    expect(dollars.cache).toBe("miss");
    expect(dollars.body).toContain('locale-control__currency" aria-hidden="true">USD<');
    expect(fiAgain.body).toContain('locale-control__currency" aria-hidden="true">EUR<');

    const signedIn = await get(request, "fi", path, { cookie: "session=someone" });
    expect(signedIn.cache).toBe("bypass");
    const authorised = await get(request, "fi", path, { authorization: "Token abc" });
    expect(authorised.cache).toBe("bypass");
  });

  test("error pages and pages not marked public are rendered every time", async ({ request }) => {
    const missing = `/ei-ole-olemassa-${Date.now()}/`;
    const first = await get(request, "fi", missing);
    const second = await get(request, "fi", missing);
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(second.cache).not.toBe("hit");

    const locale = await get(request, "fi", "/locale/");
    const localeAgain = await get(request, "fi", "/locale/");
    expect(locale.status).toBe(200);
    expect(localeAgain.cache).toBe("bypass");
  });

  test("a product page is rendered for every request, so that each view counts", async ({ request }) => {
    const listing = (await (await request.get(`http://127.0.0.1:${E2E_PORT}/api/listing/?source=catalog&limit=10`, {
      headers: { host: new URL(originFor("fi")).host },
    })).json()) as { items: Array<{ path: string }> };
    // The first card with a product page of its own (packages and gift cards live under /old/).
    let productPath: string | null = null;
    for (const item of listing.items) {
      if ((await get(request, "fi", item.path)).status === 200) {
        productPath = item.path;
        break;
      }
    }
    expect(productPath).not.toBeNull();
    const path = `${productPath}?cachetest=${Date.now()}`;
    const first = await get(request, "fi", path);
    const second = await get(request, "fi", path);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.cache).not.toBe("hit");
    expect(second.cache).not.toBe("hit");
    expectOwnNonce(second);
  });

  test("built scripts are sent as the Brotli copies made at build time", async ({ request }) => {
    const home = await get(request, "fi", "/");
    const script = /<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeTruthy();
    const response = await request.get(`http://127.0.0.1:${E2E_PORT}${script}`, {
      headers: { host: new URL(originFor("fi")).host, "accept-encoding": "br" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect((await response.text()).length).toBeGreaterThan(100);
  });
});
