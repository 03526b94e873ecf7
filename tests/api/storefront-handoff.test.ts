/**
 * The cart and sign-in carried to another language's storefront (core/accounts/storefront-handoff.ts): the
 * language link's POST /api/storefront-handoff/, the arrival that redeems the token before any page, and the
 * arriving page's POST /api/storefront-handoff/cart/. Storefronts are told apart by their hosts, as in local
 * development (plain localhost is the Finnish one).
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "#core/accounts/session-token.server.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import type { Lang } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
let app: FastifyInstance;

const hostOf = (lang: Lang) => (lang === "fi" ? "localhost" : `${lang}.localhost`);
const originOf = (lang: Lang) => `http://${hostOf(lang)}`;

const CART = JSON.stringify({
  products: [
    { productId: "101", amount: 2, frozen: false, name: "Takki", extra_data: null },
    { productId: "202", amount: 1, frozen: false, name: "Kenkä", extra_data: null },
  ],
  giftCardProducts: [],
  codes: [],
  giftCampaignData: null,
  updatedAt: 1_795_000_000_000,
});

/** The language link's call on the storefront `from`, as its page makes it (same origin, with its cookies). */
function handoff(from: Lang, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/storefront-handoff/",
    headers: { host: hostOf(from), origin: originOf(from), "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });
}

/** The browser arriving at `url` (an address another storefront's call answered), coming from a page of `from`. */
function arrive(url: string, from: Lang | null, cookie?: string) {
  const address = new URL(url);
  return app.inject({
    method: "GET",
    url: `${address.pathname}${address.search}`,
    headers: { host: address.host, ...(from ? { referer: `${originOf(from)}/tuotteet/` } : {}), ...(cookie ? { cookie } : {}) },
  });
}

/** The Set-Cookie values of an answer, by cookie name. */
function cookiesOf(response: { headers: Record<string, unknown> }): Record<string, string> {
  const header = response.headers["set-cookie"];
  const list = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return Object.fromEntries(list.map((cookie: string) => {
    const [pair = ""] = cookie.split(";");
    const at = pair.indexOf("=");
    return [pair.slice(0, at), pair.slice(at + 1)];
  }));
}

const customerOn = (lang: Lang, token: string) =>
  app.inject({ method: "GET", url: "/api/customer/", headers: { host: hostOf(lang), cookie: `auth_token=${token}` } });

const takeCart = (lang: Lang, pickup: string, origin = originOf(lang)) =>
  app.inject({ method: "POST", url: "/api/storefront-handoff/cart/", headers: { host: hostOf(lang), origin, cookie: `handoff_cart=${pickup}` } });

async function signIn(): Promise<string> {
  const { token } = await services.auth.login({ email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password, clientAddress: "203.0.113.7", lang: "fi" });
  return token;
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  ({ app } = await apiApp(database.db));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("a language link's handoff", () => {
  it("carries the cart and the sign-in to the storefront of `to`, which redeems it before any page and drops the token from the address", async () => {
    const source = await signIn();
    const made = await handoff("fi", { to: "http://en.localhost/clothing/jackets/?color=red#reviews", cart_content: CART }, { cookie: `auth_token=${source}` });
    expect(made.statusCode).toBe(200);
    expect(made.headers["cache-control"]).toBe("private, no-store");
    const url = new URL(made.json<{ url: string }>().url);
    expect(url.origin).toBe("http://en.localhost");
    expect(url.pathname).toBe("/clothing/jackets/");
    expect(url.hash).toBe("");
    expect(url.searchParams.get("color")).toBe("red");
    const token = url.searchParams.get("handoff")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    const kept = await rows<{ token_hash: string; lang: string }>(database.db, sql`select token_hash, lang from storefront_handoffs`);
    expect(kept).toContainEqual({ token_hash: sha256Hex(token), lang: "en" });
    expect(JSON.stringify(kept)).not.toContain(token);

    const arrived = await arrive(url.toString(), "fi");
    expect(arrived.statusCode).toBe(302);
    expect(arrived.headers.location).toBe("/clothing/jackets/?color=red");
    expect(arrived.headers["cache-control"]).toBe("no-store");
    const cookies = cookiesOf(arrived);
    expect(cookies.signed_in).toBe("1");
    expect(cookies.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.auth_token).not.toBe(source);
    const signedIn = await customerOn("en", cookies.auth_token!);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: DEMO_ACCOUNTS.customer.email });
    // The new sign-in ends when the one it came from would.
    const [ends] = await rows<{ same: boolean }>(
      database.db,
      sql`select (select expires_at from sessions where token_hash = ${sha256Hex(cookies.auth_token!)}) = (select expires_at from sessions where token_hash = ${sha256Hex(source)}) as same`,
    );
    expect(ends?.same).toBe(true);

    // The arriving page takes the cart once; the cookie is cleared.
    const taken = await takeCart("en", cookies.handoff_cart!);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ cart_content: CART });
    expect(cookiesOf(taken).handoff_cart).toBe("");
    expect((await takeCart("en", cookies.handoff_cart!)).json()).toEqual({ cart_content: null });
  });

  it("is single use: a second arrival with the same token carries nothing but still drops it from the address", async () => {
    const url = (await handoff("sv", { to: "http://de.localhost/de-path/", cart_content: CART })).json<{ url: string }>().url;
    const first = await arrive(url, "sv");
    expect(cookiesOf(first).handoff_cart).toBeTruthy();
    const second = await arrive(url, "sv");
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe("/de-path/");
    expect(second.headers["set-cookie"]).toBeUndefined();
  });

  it("redeems only on the storefront it was made for, where it still works afterwards", async () => {
    const url = new URL((await handoff("fi", { to: "http://en.localhost/x/", cart_content: CART })).json<{ url: string }>().url);
    const elsewhere = await arrive(`http://sv.localhost/x/${url.search}`, "fi");
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers["set-cookie"]).toBeUndefined();
    expect(cookiesOf(await arrive(url.toString(), "fi")).handoff_cart).toBeTruthy();
  });

  it("expires: a token older than its two minutes carries nothing, and neither does a cart left waiting", async () => {
    const url = (await handoff("fi", { to: "http://en.localhost/y/", cart_content: CART })).json<{ url: string }>().url;
    const waiting = cookiesOf(await arrive((await handoff("fi", { to: "http://en.localhost/z/", cart_content: CART })).json<{ url: string }>().url, "fi")).handoff_cart!;
    await database.db.execute(sql`update storefront_handoffs set expires_at = now() - interval '1 second'`);
    expect((await arrive(url, "fi")).headers["set-cookie"]).toBeUndefined();
    expect((await takeCart("en", waiting)).json()).toEqual({ cart_content: null });
  });

  it("carries nothing for an arrival that does not come from another of the shop's storefronts", async () => {
    const source = await signIn();
    const url = (await handoff("fi", { to: "http://en.localhost/w/", cart_content: CART }, { cookie: `auth_token=${source}` })).json<{ url: string }>().url;
    // A link on another site (or one that hides where it was), and a page of the storefront itself.
    for (const from of [null, "en" as const]) {
      const arrived = await arrive(url, from);
      expect(arrived.statusCode).toBe(302);
      expect(arrived.headers["set-cookie"]).toBeUndefined();
    }
    const foreign = await app.inject({ method: "GET", url: new URL(url).pathname + new URL(url).search, headers: { host: "en.localhost", referer: "https://evil.example/" } });
    expect(foreign.headers["set-cookie"]).toBeUndefined();
    // Not burned by those: the shopper's own arrival still carries it.
    expect(cookiesOf(await arrive(url, "fi")).auth_token).toBeTruthy();
  });

  it("answers `to` as it is when a guest has nothing to carry, storing nothing", async () => {
    const before = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from storefront_handoffs`);
    const empty = JSON.stringify({ products: [], giftCardProducts: [], codes: [], giftCampaignData: null, updatedAt: 1 });
    for (const cart of [empty, null]) {
      const made = await handoff("en", { to: "http://localhost/tuotteet/?sivu=2", cart_content: cart });
      expect(made.json()).toEqual({ url: "http://localhost/tuotteet/?sivu=2" });
    }
    expect(await rows<{ n: number }>(database.db, sql`select count(*)::int as n from storefront_handoffs`)).toEqual(before);
  });

  it("refuses a call from another origin, without an origin, or made cross-site", async () => {
    const body = { to: "http://en.localhost/", cart_content: CART };
    const calls: Array<Record<string, string>> = [{ origin: "https://evil.example" }, { origin: "http://en.localhost" }, { origin: "" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of calls) {
      const refused = await handoff("fi", body, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ statusCode: 403, error: "Forbidden" });
    }
    expect((await takeCart("en", "A".repeat(43), "https://evil.example")).statusCode).toBe(403);
  });

  it("answers 400 naming the field for bad input", async () => {
    const bad = async (body: unknown) => {
      const response = await handoff("fi", body);
      expect(response.statusCode).toBe(400);
      return response.json<{ field?: string; message: string }>();
    };
    expect(await bad({ cart_content: CART })).toMatchObject({ field: "to" });
    expect(await bad({ to: "not an address" })).toMatchObject({ field: "to", message: "to: expected an absolute address" });
    expect(await bad({ to: "https://evil.example/clothing/" })).toMatchObject({ field: "to" });
    // The storefront itself is not another one.
    expect(await bad({ to: "http://localhost/tuotteet/" })).toMatchObject({ field: "to" });
    expect(await bad({ to: "http://en.localhost/", cart_content: "{not json" })).toMatchObject({ field: "cart_content" });
    expect(await bad({ to: "http://en.localhost/", cart_content: JSON.stringify({ rows: [] }) })).toMatchObject({ field: "cart_content" });
  });
});

describe("signing out after a handoff", () => {
  it("ends the sign-in on every storefront it was carried to; the one a carried sign-in replaced is ended at once", async () => {
    const source = await signIn();
    const carry = async (from: Lang, token: string, to: Lang, had?: string) => {
      const url = (await handoff(from, { to: `${originOf(to)}/p/` }, { cookie: `auth_token=${token}` })).json<{ url: string }>().url;
      return cookiesOf(await arrive(url, from, had ? `auth_token=${had}` : undefined)).auth_token!;
    };
    const before = await signIn();
    const english = await carry("fi", source, "en", before);
    expect((await customerOn("en", before)).statusCode).toBe(401);
    const swedish = await carry("en", english, "sv");
    expect((await customerOn("sv", swedish)).statusCode).toBe(200);
    await services.auth.logout(swedish);
    for (const [lang, token] of [["fi", source], ["en", english], ["sv", swedish]] as const) {
      expect((await customerOn(lang, token)).statusCode).toBe(401);
    }
  });

  it("signs nobody in with a handoff made before signing out", async () => {
    const source = await signIn();
    const url = (await handoff("fi", { to: "http://en.localhost/q/" }, { cookie: `auth_token=${source}` })).json<{ url: string }>().url;
    expect(new URL(url).searchParams.get("handoff")).toBeTruthy();
    await services.auth.logout(source);
    expect(cookiesOf(await arrive(url, "fi")).auth_token).toBeUndefined();
  });
});

describe("the Finnish storefront's one local address", () => {
  it("moves a page of fi.localhost to the same address on localhost for good, and answers its API calls", async () => {
    const moved = await app.inject({ method: "GET", url: "/tuotteet/?sivu=2", headers: { host: "fi.localhost:3000" } });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("http://localhost:3000/tuotteet/?sivu=2");
    const api = await app.inject({ method: "GET", url: "/api/route-slugs/", headers: { host: "fi.localhost:3000" } });
    expect(api.statusCode).toBe(200);
  });
});
