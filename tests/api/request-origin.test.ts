/**
 * One origin rule for every request that changes something: a post, put, patch or delete made by a page of
 * another site or of another storefront is refused (403), whatever cookie it carries; the storefront's own
 * pages and clients that are not browsers (no Origin, no Sec-Fetch-Site: payment providers' notifications)
 * pass. The pages' side of the rule is in the browser tests (tests/e2e/request-limits.e2e.ts).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase, rows, type TestApp } from "./support/api-app.ts";

let database: DatabaseHandle;
let test: TestApp;
let token: string;
let customerId: number;
let modelId: number;
let reviewId: number;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
  const login = await createServices(database.db).auth.login({
    email: DEMO_ACCOUNTS.customer.email,
    password: DEMO_ACCOUNTS.customer.password,
    clientAddress: "192.0.2.80",
    lang: "fi",
  });
  token = login.token;
  customerId = login.user.id;
  const [model] = await rows<{ id: number }>(database.db, sql`select id from product_models where is_public order by id limit 1`);
  modelId = model!.id;
  await database.db.execute(
    sql`insert into reviews (model_id, lang, created_at, rating, visible_name, comment, votes_up, votes_down, is_visible) values (${modelId}, 'fi', now(), 8, 'Toinen', 'Hyvä', 0, 0, true)`,
  );
  const [review] = await rows<{ id: number }>(database.db, sql`select id from reviews where model_id = ${modelId} and visible_name = 'Toinen'`);
  reviewId = review!.id;
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

const FOREIGN: Array<Record<string, string>> = [
  { origin: "https://evil.example" },
  { origin: "http://en.localhost" },
  { origin: "null" },
  { "sec-fetch-site": "cross-site" },
  { "sec-fetch-site": "same-site", origin: "http://fi.localhost" },
];
const OWN = { origin: "http://fi.localhost", "sec-fetch-site": "same-origin" };

const calls = () => [
  { method: "POST" as const, url: "/api/customer/wishlist_toggle/", payload: { model_id: modelId } },
  { method: "POST" as const, url: "/api/review_votes/", payload: { review_id: reviewId, review_vote: "up", customer_id: customerId } },
  { method: "PUT" as const, url: "/api/customer/cart_content/", payload: { cart_content: JSON.stringify({ products: [{ productId: 1, amount: 1 }], changedAt: 1 }) } },
  { method: "POST" as const, url: "/api/checkout/", payload: { products: [], bundles: [], gift_card_products: [], discount_codes: [], pageName: "cart" } },
];

async function state() {
  const [wishlist] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from wishlist_items`);
  const [votes] = await rows<{ up: number }>(database.db, sql`select votes_up as up from reviews where id = ${reviewId}`);
  const [cart] = await rows<{ cart: string | null }>(database.db, sql`select cart_content as cart from customers where id = ${customerId}`);
  return { wishlist: wishlist!.n, votes: votes!.up, cart: cart?.cart ?? null };
}

describe("state-changing calls from another site's page", () => {
  it("are refused with a JSON 403 and change nothing, with the sign-in cookie or header", async () => {
    const before = await state();
    for (const call of calls()) {
      for (const headers of FOREIGN) {
        for (const auth of [{ cookie: `auth_token=${token}` }, { authorization: `Token ${token}` }]) {
          const response = await test.app.inject({ ...call, headers: { host: host("fi"), ...auth, ...headers } });
          const label = `${call.method} ${call.url} ${JSON.stringify(headers)}`;
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toMatchObject({ statusCode: 403, error: "Forbidden" });
        }
      }
    }
    expect(await state()).toEqual(before);
  });

  it("are answered as usual when the storefront's own page or a client without Origin makes them", async () => {
    for (const call of calls()) {
      for (const headers of [OWN, {}]) {
        const response = await test.app.inject({ ...call, headers: { host: host("fi"), cookie: `auth_token=${token}`, ...headers } });
        expect([200, 204], `${call.url} ${JSON.stringify(headers)}`).toContain(response.statusCode);
      }
    }
  });

  it("leaves reading calls alone", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/customer/", headers: { host: host("fi"), cookie: `auth_token=${token}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(200);
  });
});
