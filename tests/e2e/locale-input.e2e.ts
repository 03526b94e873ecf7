import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { E2E_PORT } from "./support/urls.ts";

/**
 * A delivery country or currency the shop does not offer, from the query, a cookie or the x-so-* headers, is
 * ignored on every page and call: the storefront's default (or the other, good source) applies, never a 500.
 * The runner's own requests cannot resolve `{lang}.localhost`, so they name the storefront in the Host header.
 */

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const hostOf = (lang: Lang) => (lang === "fi" ? `localhost:${E2E_PORT}` : `${lang}.localhost:${E2E_PORT}`);
const DEFAULTS: Record<"fi" | "en", { country: string; currency: string }> = {
  fi: { country: "fi", currency: "eur" },
  en: { country: "us", currency: "usd" },
};

type Case = { name: string; country: string; currency: string; expected: "default" | { country: string; currency: string } };
const CASES: Case[] = [
  { name: "unknown", country: "zz", currency: "qqq", expected: "default" },
  { name: "unknown, mixed case", country: "Zz", currency: "QqQ", expected: "default" },
  { name: "empty", country: "", currency: "", expected: "default" },
  { name: "huge", country: "x".repeat(3000), currency: "€".repeat(300), expected: "default" },
  { name: "known, mixed case", country: "Se", currency: "SeK", expected: { country: "se", currency: "sek" } },
];

async function get(request: APIRequestContext, lang: Lang, path: string, headers: Record<string, string> = {}) {
  return request.get(`${ORIGIN}${path}`, { headers: { host: hostOf(lang), ...headers }, maxRedirects: 0 });
}

/** Paths of one page of every type in a storefront, found through the shop's own calls. */
async function pageTypes(request: APIRequestContext, lang: Lang): Promise<Array<{ path: string; status: number }>> {
  const listing = (await (await get(request, lang, "/api/listing/?source=catalog&limit=40")).json()) as { items: Array<{ path: string }> };
  const slugs = (await (await get(request, lang, "/api/route-slugs/")).json()) as {
    navigationSlugs: string[];
    manufacturerSlugs: string[];
    staticPageSlugs: string[];
  };
  const product = listing.items.find((item) => !item.path.startsWith("/old/"))!.path;
  return [
    { path: "/", status: 200 },
    { path: pathFor("catalog", lang), status: 200 },
    { path: `/${slugs.navigationSlugs[0]}/`, status: 200 },
    { path: `/${slugs.manufacturerSlugs[0]}/`, status: 200 },
    { path: product, status: 200 },
    { path: `${pathFor("search", lang)}?text=takki`, status: 200 },
    { path: pathFor("newest", lang), status: 200 },
    { path: pathFor("manufacturers", lang), status: 200 },
    { path: pathFor("menu", lang), status: 200 },
    { path: `/${slugs.staticPageSlugs[0]}/`, status: 200 },
    { path: pathFor("checkout", lang), status: 200 },
    { path: pathFor("checkout.club-info", lang), status: 200 },
    { path: pathFor("checkout.payment", lang), status: 200 },
    { path: pathFor("accounts.login", lang), status: 200 },
    { path: pathFor("view-order", lang), status: 200 },
    { path: pathFor("locale", lang), status: 200 },
    { path: "/no-such-page-here/", status: 404 },
  ];
}

function shownLocale(html: string): { country: string | undefined; currency: string | undefined } {
  const control = html.slice(html.indexOf('class="locale-control'));
  return {
    country: /data-country="([^"]*)"/.exec(control)?.[1],
    currency: /locale-control__currency"[^>]*>([^<]*)</.exec(control)?.[1]?.toLowerCase(),
  };
}

for (const lang of ["fi", "en"] as const) {
  test(`${lang}: unknown, empty, huge and mixed-case codes by query, cookie and header on every page type`, async ({ request }) => {
    test.setTimeout(180_000);
    const pages = await pageTypes(request, lang);
    for (const { path, status } of pages) {
      for (const testCase of CASES) {
        const wanted = testCase.expected === "default" ? DEFAULTS[lang] : testCase.expected;
        const query = `delivery_country=${encodeURIComponent(testCase.country)}&currency=${encodeURIComponent(testCase.currency)}`;
        const ways: Array<[string, string, Record<string, string>]> = [
          ["query", `${path}${path.includes("?") ? "&" : "?"}${query}`, {}],
          ["cookie", path, { cookie: `delivery_country=${encodeURIComponent(testCase.country)}; currency=${encodeURIComponent(testCase.currency)}` }],
        ];
        // Header values must be Latin-1: the huge case sends letters there.
        const headerCurrency = testCase.name === "huge" ? "y".repeat(1000) : testCase.currency;
        ways.push(["header", path, { "x-so-delivery-country-code": testCase.country, "x-so-currency-code": headerCurrency }]);
        for (const [way, url, headers] of ways) {
          const label = `${lang} ${url.slice(0, 80)} ${testCase.name} by ${way}`;
          const response = await get(request, lang, url, headers);
          expect(response.status(), label).toBe(status);
          const shown = shownLocale(await response.text());
          expect(shown, label).toEqual({ country: wanted.country, currency: wanted.currency });
        }
      }
    }
  });
}

test("fi: the calls that price by the visitor's locale answer with the default for unknown codes", async ({ request }) => {
  const bad = { cookie: "delivery_country=zz; currency=qqq", "x-so-delivery-country-code": "xx", "x-so-currency-code": "zzz" };
  const listing = await get(request, "fi", "/api/listing/?source=catalog&limit=5&delivery_country=zz&currency=qqq", bad);
  expect(listing.status()).toBe(200);
  const plain = await get(request, "fi", "/api/listing/?source=catalog&limit=5");
  expect((await listing.json()).items).toEqual((await plain.json()).items);

  const path = ((await listing.json()) as { items: Array<{ path: string }> }).items.find((item) => !item.path.startsWith("/old/"))!.path;
  const slug = path.split("/").filter(Boolean).at(-1)!;
  const model = await get(request, "fi", `/api/products/productmodel/${slug}/?currency=qqq&delivery_country=zz`, bad);
  expect(model.status()).toBe(200);

  const pickup = await get(request, "fi", "/api/pickup-points/?postal_code=00100", bad);
  expect(pickup.status()).toBe(200);

  const checkout = await request.post(`${ORIGIN}/api/checkout/?delivery_country=zz`, {
    headers: { host: hostOf("fi"), origin: `http://${hostOf("fi")}`, ...bad },
    data: { products: [], bundles: [], gift_card_products: [], discount_codes: [], pageName: "cart" },
  });
  expect(checkout.status()).toBe(200);
});
