/**
 * No dead links: every internal link of the front page, the menu page (all its levels), the footer (on
 * every page below), a product-group page, a product page and the account pages (signed in) answers, in all
 * six storefronts. Links are read as a browser reads them: the server-rendered HTML parsed by Chromium's
 * own parser, every `<a href>` resolved against its page. Internal means the page's own storefront or
 * another storefront of the shop. Each distinct address is asked for once (GET, redirects within the shop
 * followed), and the test fails listing every 404 or 5xx with the pages that link it.
 *
 * Only links are followed: the pictures, scripts and stylesheets a page loads are not links, and every
 * browser test that opens a page already fails on them (the pages' own requests; the image routes have
 * their API tests in tests/api/images.test.ts).
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { E2E_PORT, originFor } from "./support/urls.ts";

/** Hosts of the shop's storefronts: every language's, with plain localhost as the Finnish one. */
const SHOP_HOSTS = new Set([...LANGUAGES.map((lang) => new URL(originFor(lang)).host), `fi.localhost:${E2E_PORT}`]);

/** Requests at once: the server shares two cores with the test runner. */
const CONCURRENCY = 4;

interface Found {
  url: string;
  /** The pages that link it (the first few, for the report). */
  from: string[];
  signedIn: boolean;
}

/**
 * Node does not resolve `{lang}.localhost` as Chromium does: a request goes to the loopback address with
 * the storefront's Host header, and the session cookie when signed in.
 */
async function fetchPage(api: APIRequestContext, url: string, cookie: string | null) {
  const target = new URL(url);
  const headers: Record<string, string> = { host: target.host, accept: "text/html" };
  if (cookie) headers.cookie = cookie;
  return api.get(`http://127.0.0.1:${E2E_PORT}${target.pathname}${target.search}`, { headers, maxRedirects: 0, failOnStatusCode: false });
}

/** The final answer of an address, following redirects within the shop (at most five). */
async function finalStatus(api: APIRequestContext, url: string, cookie: string | null): Promise<{ status: number; url: string }> {
  let current = url;
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetchPage(api, current, cookie);
    const location = response.headers()["location"];
    if (response.status() < 300 || response.status() >= 400 || !location) return { status: response.status(), url: current };
    const next = new URL(location, current);
    // A redirect out of the shop (the social log-in's provider) is as far as the shop's link goes.
    if (!SHOP_HOSTS.has(next.host)) return { status: response.status(), url: current };
    current = next.href;
  }
  return { status: 508, url: current };
}

/** The resolved `href`s of a page's links, parsed by the browser's HTML parser. */
async function linksOf(parser: Page, html: string, base: string): Promise<string[]> {
  return parser.evaluate(
    ({ html, base }) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      return [...doc.querySelectorAll("a[href], area[href]")].flatMap((element) => {
        try {
          const url = new URL(element.getAttribute("href")!, base);
          url.hash = "";
          return url.protocol === "http:" || url.protocol === "https:" ? [url.href] : [];
        } catch {
          return [];
        }
      });
    },
    { html, base },
  );
}

async function runPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

type GroupNode = { id: number; path: string; showInMenu: boolean; children: GroupNode[] };

async function groupTree(api: APIRequestContext, lang: Lang): Promise<GroupNode[]> {
  const response = await fetchPage(api, `${originFor(lang)}/api/product-groups/`, null);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { productGroups: GroupNode[] }).productGroups;
}

function leavesOf(nodes: GroupNode[]): GroupNode[] {
  return nodes.flatMap((node) => (node.children.length === 0 ? [node] : leavesOf(node.children)));
}

/**
 * The product group whose page the test reads: the leaf group with the fewest products that still fills a
 * row of cards. Every card is a link to follow, and a small group has links of every kind all the same.
 */
async function smallGroupId(api: APIRequestContext): Promise<number> {
  const totals = await Promise.all(
    leavesOf(await groupTree(api, "fi")).map(async (leaf) => {
      const response = await fetchPage(api, `${originFor("fi")}/api/listing/?source=group&id=${leaf.id}&limit=1`, null);
      return { id: leaf.id, total: response.ok() ? ((await response.json()) as { total: number }).total : 0 };
    }),
  );
  const chosen = totals.filter((leaf) => leaf.total >= 10).sort((a, b) => a.total - b.total)[0];
  expect(chosen, "a product group with ten products or more").toBeTruthy();
  return chosen!.id;
}

/** A group's page in a storefront, by the group's localized path. */
async function groupPath(api: APIRequestContext, lang: Lang, id: number): Promise<string> {
  const find = (nodes: GroupNode[]): GroupNode | undefined => nodes.map((node) => (node.id === id ? node : find(node.children))).find(Boolean);
  const group = find(await groupTree(api, lang));
  expect(group, `group ${id} in ${lang}`).toBeTruthy();
  return `/${group!.path}/`;
}

/** Signs the demo customer in through the log-in form's action and answers the session cookie. */
async function signIn(api: APIRequestContext): Promise<string> {
  const response = await api.post(`http://127.0.0.1:${E2E_PORT}${pathFor("accounts.login", "fi")}`, {
    headers: { host: new URL(originFor("fi")).host },
    form: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password, next: "/" },
    maxRedirects: 0,
  });
  expect(response.status(), "the log-in answers with a redirect").toBe(303);
  const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
  const session = cookies.map((header) => header.value.split(";")[0]!).find((pair) => pair.startsWith("auth_token="));
  expect(session, "the log-in sets the session cookie").toBeTruthy();
  return session!;
}

test("every internal link of the home, menu, footer, a group, a product and the account pages answers, in all six languages", async ({ page, playwright }) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext();
  const session = await signIn(api);
  const groupId = await smallGroupId(api);
  const found = new Map<string, Found>();
  const parsed = new Set<string>();

  const remember = (links: string[], from: string, signedIn: boolean) => {
    for (const link of links) {
      const url = new URL(link);
      if (!SHOP_HOSTS.has(url.host)) continue;
      // Whether a page exists is a matter of its path: of the addresses that differ only in their query
      // (a card's colour, the locale form's return page, the menu's levels, which are read above), the
      // first found is asked for.
      const key = `${url.host}${url.pathname}`;
      const known = found.get(key);
      if (!known) found.set(key, { url: link, from: [from], signedIn });
      else if (known.from.length < 3 && !known.from.includes(from)) known.from.push(from);
    }
  };

  /** Reads a page's links; it must itself answer 200. */
  const crawl = async (url: string, signedIn: boolean): Promise<string[]> => {
    const key = `${signedIn ? "signed-in " : ""}${url}`;
    if (parsed.has(key)) return [];
    parsed.add(key);
    const response = await fetchPage(api, url, signedIn ? session : null);
    expect(response.status(), `status of ${url}${signedIn ? " (signed in)" : ""}`).toBe(200);
    const links = await linksOf(page, await response.text(), url);
    remember(links, url, signedIn);
    return links;
  };

  for (const lang of LANGUAGES) {
    const origin = originFor(lang);
    const menuPath = pathFor("menu", lang);
    await crawl(`${origin}/`, false);

    // The menu page and every level below it (its links back to itself with ?group= and &sub=).
    const levels = [`${origin}${menuPath}`];
    while (levels.length > 0) {
      const links = await crawl(levels.shift()!, false);
      for (const link of links) {
        const url = new URL(link);
        if (url.origin === origin && url.pathname === menuPath && url.search && !url.search.includes("back")) levels.push(link);
      }
    }

    const path = await groupPath(api, lang, groupId);
    const group = `${origin}${path}`;
    const groupLinks = await crawl(group, false);
    // A card links the product at /{brand}/{group path}/{model}/.
    const product = groupLinks.find((link) => {
      const url = new URL(link);
      return url.origin === origin && url.pathname !== path && url.pathname.includes(path);
    });
    expect(product, `a product card on ${group}`).toBeTruthy();
    await crawl(product!, false);
    await crawl(`${origin}${pathFor("accounts.login", lang)}`, false);

    // The account area, signed in: its pages and those it links within the account paths.
    const accountPages = (["accounts", "history", "wishlist"] as const).map((id) => `${origin}${pathFor(id, lang)}`);
    const accountPrefix = pathFor("accounts", lang);
    for (const url of accountPages) {
      const links = await crawl(url, true);
      for (const link of links) {
        const target = new URL(link);
        if (target.origin === origin && target.pathname.startsWith(accountPrefix) && !target.search) await crawl(link, true);
      }
    }
  }

  const dead: string[] = [];
  const all = [...found.values()];
  await runPool(all, async (link) => {
    const { status } = await finalStatus(api, link.url, link.signedIn ? session : null);
    if (status === 404 || status >= 500) dead.push(`${status} ${link.url}  <-  ${link.from.join(", ")}`);
  });
  await api.dispose();
  console.log(`links: ${parsed.size} pages read, ${all.length} distinct addresses asked for`);
  expect(dead.sort(), `dead links among ${all.length} addresses of ${parsed.size} pages`).toEqual([]);
});
