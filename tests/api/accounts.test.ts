/**
 * Sign-in sessions and GET /api/customer/ on the seeded test
 * catalogue with its demo accounts (db/seed/accounts.ts).
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "#core/accounts/auth-service.ts";
import { sha256Hex } from "#core/accounts/session-token.server.ts";
import { isDomainError } from "#core/errors.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
let app: FastifyInstance;

const { staff, customer } = DEMO_ACCOUNTS;
const login = (email: string, password: string, clientAddress = "203.0.113.10") => services.auth.login({ email, password, clientAddress, lang: "fi" });
const getCustomer = (headers: Record<string, string> = {}) => app.inject({ method: "GET", url: "/api/customer/", headers: { host: host("fi"), ...headers } });

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  ({ app } = await apiApp(database.db));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("GET /api/customer/", () => {
  it("answers 401 without a session, and clears a sign-in cookie the server does not know", async () => {
    const none = await getCustomer();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, error: "Unauthorized" });
    expect(none.headers["set-cookie"]).toBeUndefined();
    expect(none.headers["cache-control"]).toBe("private, no-store");

    const stale = await getCustomer({ cookie: `auth_token=${"A".repeat(43)}` });
    expect(stale.statusCode).toBe(401);
    expect(String(stale.headers["set-cookie"])).toMatch(/^auth_token=; Max-Age=0; Path=\/; SameSite=Lax; HttpOnly/);

    for (const authorization of ["Token nonsense", "Basic YWxhZGRpbjpvcGVuc2VzYW1l", `Bearer ${"A".repeat(43)}`]) {
      expect((await getCustomer({ authorization })).statusCode).toBe(401);
    }
  });

  it("returns the staff user by the Authorization header or by the cookie", async () => {
    const { token } = await login(staff.email, staff.password);
    const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${staff.email}`);
    const expected = {
      id: row!.id,
      is_staff: true,
      is_admin: false,
      username: staff.username,
      postcode: "00100",
      customer: { wishlist_model_ids: [], voted_reviews: [] },
      is_org_user: false,
      is_club_member: false,
      hashed_email: sha256Hex(staff.email),
      email: staff.email,
      cart_content: null,
    };
    const ways: Array<Record<string, string>> = [{ authorization: `Token ${token}` }, { authorization: `Bearer ${token}` }, { cookie: `auth_token=${token}` }];
    for (const headers of ways) {
      const answer = await getCustomer(headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(expected);
    }
  });

  it("gives a customer no username, and the wishlist and votes stored for them", async () => {
    const { token, user } = await login(customer.email.toUpperCase(), customer.password);
    const [model] = await rows<{ id: number }>(database.db, sql`select id from product_models where is_public order by id limit 1`);
    await database.db.execute(sql`insert into wishlist_items (customer_id, model_id) values (${user.id}, ${model!.id})`);
    const answer = (await getCustomer({ authorization: `Token ${token}` })).json() as Record<string, unknown>;
    expect(answer).toMatchObject({ is_staff: false, username: null, email: customer.email, customer: { wishlist_model_ids: [model!.id] } });
  });

  it("stores only the token's hash, and forgets the session at log-out and at expiry", async () => {
    const first = await login(staff.email, staff.password);
    const stored = await rows<{ token_hash: string }>(database.db, sql`select token_hash from sessions`);
    expect(stored.map((r) => r.token_hash)).toContain(sha256Hex(first.token));
    expect(stored.map((r) => r.token_hash)).not.toContain(first.token);

    await services.auth.logout(first.token);
    expect((await getCustomer({ authorization: `Token ${first.token}` })).statusCode).toBe(401);

    const second = await login(staff.email, staff.password);
    expect((await getCustomer({ authorization: `Token ${second.token}` })).statusCode).toBe(200);
    await database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${sha256Hex(second.token)}`);
    expect((await getCustomer({ authorization: `Token ${second.token}` })).statusCode).toBe(401);
  });

  it("signs nobody in whose account was deactivated, even with a valid session", async () => {
    const { token } = await login(customer.email, customer.password);
    await database.db.execute(sql`update customers set is_active = false where email = ${customer.email}`);
    try {
      expect((await getCustomer({ cookie: `auth_token=${token}` })).statusCode).toBe(401);
    } finally {
      await database.db.execute(sql`update customers set is_active = true where email = ${customer.email}`);
    }
  });
});

describe("PUT /api/customer/cart_content/", () => {
  const put = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "PUT", url: "/api/customer/cart_content/", payload: body as Record<string, unknown>, headers: { host: host("fi"), ...headers } });

  it("keeps the signed-in customer's cart for GET /api/customer/, refuses a guest and text that is not a cart", async () => {
    const { token } = await login(customer.email, customer.password, "192.0.2.95");
    const text = JSON.stringify({ products: [{ productId: "300101", amount: 2, frozen: false, name: "Pipo", extra_data: null }], codes: ["KESA"], updatedAt: 1_795_000_000_000 });
    const saved = await put({ cart_content: text }, { authorization: `Token ${token}` });
    expect(saved.statusCode).toBe(204);
    const view = await getCustomer({ authorization: `Token ${token}` });
    expect(view.json<{ cart_content: string }>().cart_content).toBe(text);

    expect((await put({ cart_content: text })).statusCode).toBe(401);
    for (const body of [{ cart_content: "not json" }, { cart_content: JSON.stringify({ rows: [] }) }, { cart_content: "x".repeat(100_001) }, {}]) {
      const refused = await put(body, { cookie: `auth_token=${token}` });
      expect(refused.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.json<{ field: string }>().field).toBe("cart_content");
    }
    expect((await getCustomer({ authorization: `Token ${token}` })).json<{ cart_content: string }>().cart_content).toBe(text);
  });
});

describe("GET /api/products/productmodel/{slug}/ for staff", () => {
  it("shows staff a non-public model with exact stock and shelf codes; preview shows it as customers see it", async () => {
    const [hidden] = await rows<{ id: number; slug: string; variant: number }>(
      database.db,
      sql`select m.id, t.slug, min(v.id) as variant from product_models m
          join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
          join variants v on v.model_id = m.id and v.is_active
          where m.is_public and not m.is_bundle and not m.is_gift_card group by m.id, t.slug order by m.id desc limit 1`,
    );
    await database.db.execute(sql`update product_models set is_public = false where id = ${hidden!.id}`);
    await database.db.execute(sql`delete from stock where variant_id = ${hidden!.variant}`);
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked, shelf_code) values (${hidden!.variant}, 20, 40, 0, false, 'C-2')`);
    const url = `/api/products/productmodel/${hidden!.slug}/`;
    const ask = (path: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url: path, headers: { host: host("fi"), ...headers } });

    expect((await ask(url)).statusCode).toBe(404);
    const customerToken = (await login(customer.email, customer.password, "192.0.2.90")).token;
    expect((await ask(url, { authorization: `Token ${customerToken}` })).statusCode).toBe(404);

    const staffToken = (await login(staff.email, staff.password, "192.0.2.91")).token;
    for (const headers of [{ authorization: `Token ${staffToken}` }, { cookie: `auth_token=${staffToken}` }] as Array<Record<string, string>>) {
      const answer = await ask(url, headers);
      expect(answer.statusCode).toBe(200);
      const variant = (answer.json() as { is_public: boolean; products: Array<{ id: number; stock_data: { detailed_stocks: Record<string, number> }; shelf_codes?: Record<string, string> }> })
        .products.find((product) => product.id === hidden!.variant);
      expect(variant?.stock_data.detailed_stocks["20"]).toBe(40);
      expect(variant?.shelf_codes).toEqual({ "20": "C-2" });
    }
    expect((await ask(`${url}?preview=1`, { authorization: `Token ${staffToken}` })).statusCode).toBe(404);
    await database.db.execute(sql`update product_models set is_public = true where id = ${hidden!.id}`);
    const asCustomerSees = (await ask(`${url}?preview=1`, { authorization: `Token ${staffToken}` })).json() as { products: Array<{ id: number; stock_data: { detailed_stocks: Record<string, number> }; shelf_codes?: unknown }> };
    const previewed = asCustomerSees.products.find((product) => product.id === hidden!.variant);
    expect(previewed?.stock_data.detailed_stocks["20"]).toBe(6);
    expect(previewed?.shelf_codes).toBeUndefined();
  });
});

describe("signing in on the database", () => {
  it("counts failed attempts per account in the shared rate-limit table and refuses after the tenth", { timeout: 60_000 }, async () => {
    const attempt = async (password: string, address: string) => {
      try {
        await login(customer.email, password, address);
        return "ok";
      } catch (error) {
        if (isDomainError(error)) return error.code;
        throw error;
      }
    };
    // Earlier tests signed this account in: successes are not counted, so all ten failures are answered.
    const results: string[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccount + 1; i++) results.push(await attempt("wrong", `198.51.100.${i}`));
    expect(results).toEqual([...Array<string>(LOGIN_LIMITS.perAccount).fill("UNAUTHORIZED"), "RATE_LIMITED"]);
    const [counted] = await rows<{ count: number }>(database.db, sql`select max(count)::int as count from rate_limits where key like 'login-account|%'`);
    expect(counted!.count).toBe(LOGIN_LIMITS.perAccount);
    // The right password does not get through the limit either.
    expect(await attempt(customer.password, "192.0.2.77")).toBe("RATE_LIMITED");
    // Another account is not held back by this one's limit.
    expect((await login(staff.email, staff.password, "192.0.2.79")).user.isStaff).toBe(true);
  });
});
