/**
 * POST /api/checkout/ on the seeded test catalogue: prices, limits, codes,
 * gift cards, delivery and payment methods come from the database; bad input is a 400 on its field or
 * an entry in `errors`, never a 500.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutAnswer } from "#core/checkout/checkout-answer.ts";
import { hashPassword } from "#core/accounts/password.server.ts";
import { createServices } from "#server/services.server.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildApp } from "#server/app.ts";
import { loadEnv, testPaymentsFor } from "#server/env.server.ts";
import { apiApp, host, openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let app: FastifyInstance;
/** A variant of a public model with 4 pieces free in the web store, and one sold out for good. */
let stocked: { id: number; active: number; name: string; modelId: number };
let soldOut: { id: number };


const post = (body: unknown, lang = "fi", headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/checkout/", headers: { host: host(lang), "content-type": "application/json", ...headers }, payload: JSON.stringify(body) });
const answer = async (body: unknown, lang = "fi") => {
  const response = await post(body, lang);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CheckoutAnswer;
};
const row = (id: number | string, amount = 1) => ({ productId: String(id), amount, frozen: false, name: "", extra_data: null });

beforeAll(async () => {
  database = await openCatalogueDatabase();
  ({ app } = await apiApp(database.db));
  const [first, second] = await rows<{ id: number; active: number; name: string; modelId: number }>(
    database.db,
    sql`select v.id, p.active_cents as active, b.name || ' ' || t.name as name, m.id as "modelId"
        from variants v join product_models m on m.id = v.model_id
        join brands b on b.id = m.brand_id
        join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
        join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
        where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order and m.discounts_allowed and v.is_active
          and not exists (select 1 from delivery_limits l where l.model_id = m.id)
          and p.active_cents between 2000 and 6000
        order by v.id limit 2`,
  );
  await database.db.execute(sql`delete from stock where variant_id in (${first!.id}, ${second!.id})`);
  await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${first!.id}, 20, 5, 1, false)`);
  await database.db.execute(sql`update variants set shipping_time = 2 where id = ${first!.id}`);
  stocked = first!;
  soldOut = second!;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("POST /api/checkout/", () => {
  it("prices rows from the database, not the request, and lowers an amount to the stock", async () => {
    const result = await answer({ products: [{ ...row(stocked.id, 7), price: 1 }, row(soldOut.id)], country_code: "fi" });
    const [mine, gone] = result.products;
    expect(mine).toMatchObject({ productId: String(stocked.id), amount: 4, max_amount: 4, unit_price: stocked.active, total_price: 4 * stocked.active, is_available: true });
    expect(mine!.name).toBe(stocked.name);
    expect(mine!.url).toMatch(/^\/[a-z0-9-]+\/.+\/\?/);
    expect(gone).toMatchObject({ productId: String(soldOut.id), is_available: false, total_price: 0 });
    expect(result.products_price).toBe(4 * stocked.active);
    expect(result.errors).toEqual([
      expect.stringMatching(/: saatavilla vain 4 kpl\. Määrää muutettiin\.$/),
      expect.stringMatching(/: Valittu väri tai koko ei ole saatavilla\.$/),
    ]);
  });

  it("sells at the club price to a signed-in club member only: the session decides, not the body", async () => {
    const club = stocked.active - 500;
    await database.db.execute(sql`update variant_prices set club_cents = ${club} where variant_id = ${stocked.id} and tax_area_id = 1`);
    const services = createServices(database.db);
    const email = "club.checkout@example.fi";
    await database.db.execute(
      sql`insert into customers (email, password_hash, first_name, activated_at) values (${email}, ${await hashPassword("Klubi-salasana-1", { N: 2 ** 10, r: 8, p: 1 })}, 'Aino', now())`,
    );
    const login = () => services.auth.login({ email, password: "Klubi-salasana-1", clientAddress: "192.0.2.90", lang: "fi" });
    try {
      const cart = { products: [row(stocked.id, 2)], country_code: "fi" };
      const customer = await login();
      const asCustomer = (await post(cart, "fi", { authorization: `Token ${customer.token}` })).json() as CheckoutAnswer;
      expect(asCustomer.products[0]).toMatchObject({ unit_price: stocked.active, total_price: 2 * stocked.active });

      const [{ id }] = (await rows<{ id: number }>(database.db, sql`select id from customers where email = ${email}`)) as [{ id: number }];
      await services.accountArea.joinClub(id, true, "fi");
      const member = await login();
      expect(await services.auth.customerOfToken(member.token)).toMatchObject({ is_club_member: true });
      const asMember = (await post(cart, "fi", { authorization: `Token ${member.token}` })).json() as CheckoutAnswer;
      expect(asMember.products[0]).toMatchObject({ unit_price: club, total_price: 2 * club });
      expect(asMember.products_price).toBe(2 * club);
      // By the cookie too; and a guest who claims membership in the body pays the price of everybody.
      const byCookie = (await post(cart, "fi", { cookie: `auth_token=${member.token}` })).json() as CheckoutAnswer;
      expect(byCookie.products[0]!.unit_price).toBe(club);
      const claimed = (await post({ ...cart, clubMember: true, club_member: true }, "fi")).json() as CheckoutAnswer;
      expect(claimed.products[0]!.unit_price).toBe(stocked.active);
    } finally {
      await database.db.execute(sql`update variant_prices set club_cents = null where variant_id = ${stocked.id} and tax_area_id = 1`);
    }
  });

  it("offers express pickup from the stores holding the order, and refuses it when none does", async () => {
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${stocked.id}, 2, 2, 0, false), (${stocked.id}, 4, 9, 0, false)`);
    try {
      // Store 4 (Turku) does not hand out express pickups.
      const offered = await answer({ products: [row(stocked.id, 2)], country_code: "fi" });
      expect(offered.pikanouto_stores).toEqual([{ id: 2, name: "Kuusikko Espoo" }]);
      expect(offered.delivery_methods.map((m) => m.slug)).toContain("express-pickup");
      expect(offered.pikanouto_ready).toMatch(/klo 1[16]\.00 jälkeen$/);
      expect(offered.is_pikanouto_selected).toBe(false);
      const chosen = await answer({ products: [row(stocked.id, 2)], country_code: "fi", pikanouto: true });
      expect(chosen.is_pikanouto_selected).toBe(true);
      expect(chosen.delivery_methods.map((m) => m.slug)).toEqual(["express-pickup"]);
      expect(chosen.errors).toEqual([]);
      const tooMany = await answer({ products: [row(stocked.id, 3)], country_code: "fi", pikanouto: true }, "en");
      expect(tooMany.is_pikanouto_selected).toBe(false);
      expect(tooMany.delivery_methods.map((m) => m.slug)).not.toContain("express-pickup");
      // The one row, by its English name and variant.
      expect(tooMany.errors).toEqual([expect.stringMatching(/^Express pickup is unavailable for listed rows: [^;]+, [^;]+$/)]);
    } finally {
      await database.db.execute(sql`delete from stock where variant_id = ${stocked.id} and store_id in (2, 4)`);
    }
  });

  it("offers the country's delivery methods with their costs, the cheapest counted before a choice", async () => {
    const result = await answer({ products: [row(stocked.id)], country_code: "fi" });
    // Express pickup only when a store holds the order (below); this variant is only in the web warehouse.
    expect(result.delivery_methods.map((m) => m.slug)).toEqual(["store-pickup", "pickup-point", "home-delivery", "next-day-courier"]);
    expect(result.pikanouto_stores).toEqual([]);
    expect(result.delivery_cost).toBe(0);
    expect(result.total_price).toBe(stocked.active);
    const home = await answer({ products: [row(stocked.id)], country_code: "fi", delivery_method: "home-delivery" });
    expect(home.delivery_method).toBe("home-delivery");
    expect(home.delivery_cost).toBe(990);
    expect(home.total_price).toBe(stocked.active + 990);
    expect(home.delivery_thresholds.delivery_threshold).toBe(8000);
    const abroad = await answer({ products: [row(stocked.id)], country_code: "de" });
    expect(abroad.delivery_methods.map((m) => m.slug)).toEqual(["pickup-point", "home-delivery"]);
    expect(abroad.payment_methods.map((m) => m.slug)).toEqual(["card"]);
    expect((await answer({ products: [row(stocked.id)], country_code: "gb" })).customs_acknowledgement_required).toBe(true);
  });

  it("applies one discount code case-insensitively, and says why another cannot be used", async () => {
    const result = await answer({ products: [row(stocked.id, 3)], country_code: "fi", discount_codes: ["talvi15", "KIITOS10", "kesa2025", "tulossa", "loppuunkaytetty"] }, "en");
    const expected = Math.floor((3 * stocked.active * 1500 + 5000) / 10000);
    expect(result.cart_discount).toEqual({ code: "TALVI15", amount: expected });
    expect(result.products[0]!.discount).toBe(expected);
    expect(result.errors).toEqual([
      "Only one discount code can be used per order: KIITOS10 was not applied.",
      "The code KESA2025 has expired.",
      "The code TULOSSA is not valid yet.",
      "The code LOPPUUNKAYTETTY has already been used.",
    ]);
    const small = await answer({ products: [row(stocked.id)], country_code: "fi", discount_codes: ["KIITOS10"] }, "en");
    expect(small.cart_discount).toBeNull();
    expect(small.errors).toEqual(["The code KIITOS10 applies to orders of €80 or more."]);
    // A code below its minimum stays (more products make it apply); so does the one that applied.
    expect(small.invalid_codes).toEqual([]);
  });

  it("names the codes no change of the cart can make usable, with their message, for the browser to drop", async () => {
    // From an address of its own: the unknown code must not count against the guess limit tested below.
    const response = await app.inject({
      method: "POST",
      url: "/api/checkout/",
      remoteAddress: "192.0.2.77",
      headers: { host: host("fi"), "content-type": "application/json" },
      payload: JSON.stringify({ products: [row(stocked.id, 3)], country_code: "fi", discount_codes: ["talvi15", "KIITOS10", "kesa2025", "eiole", "LAHJA-TYHJA"] }),
    });
    const result = response.json() as CheckoutAnswer;
    expect(result.invalid_codes).toEqual([
      { code: "KIITOS10", message: expect.stringContaining("KIITOS10") },
      { code: "KESA2025", message: expect.stringContaining("KESA2025") },
      { code: "EIOLE", message: "Koodi EIOLE ei ole voimassa." },
      { code: "LAHJA-TYHJA", message: expect.stringContaining("LAHJA-TYHJA") },
    ]);
    for (const { message } of result.invalid_codes) expect(result.errors).toContain(message);
    expect(result.cart_discount?.code).toBe("TALVI15");
  });

  it("takes gift cards as payment from the same code field, up to their balance", async () => {
    const result = await answer({ products: [row(stocked.id, 2)], country_code: "fi", delivery_method: "home-delivery", discount_codes: ["lahja-25-demo", "LAHJA-100-DEMO", "LAHJA-TYHJA", "LAHJA-VANHA"] }, "en");
    const total = 2 * stocked.active + (2 * stocked.active >= 15000 ? 0 : 990);
    expect(result.total_price).toBe(total);
    expect(result.payment_events).toEqual([
      { payment_id: "LAHJA-25-DEMO", processor_slug: "giftcard", amount: Math.min(2500, total), balance_after: 2500 - Math.min(2500, total) },
      { payment_id: "LAHJA-100-DEMO", processor_slug: "giftcard", amount: total - Math.min(2500, total), balance_after: 10000 - (total - Math.min(2500, total)) },
    ]);
    expect(result.amount_due).toBe(0);
    expect(result.errors).toEqual(["The gift card LAHJA-TYHJA has no balance left.", "The code LAHJA-VANHA has expired."]);
  });

  it("adds RePack when chosen and reports its threshold", async () => {
    const result = await answer({ products: [row(stocked.id)], country_code: "fi", repack: true });
    expect(result.repack_cost).toBe(stocked.active >= 10000 ? 0 : 390);
    expect(result.total_price).toBe(stocked.active + result.repack_cost);
    expect(result.delivery_thresholds.repack_threshold).toBe(10000);
  });

  it("sells a bundle row (hyphen id) at the bundle's price when its variants are the bundle's parts", async () => {
    const [bundle] = await rows<{ id: number; main: number; active: number; parts: number[] }>(
      database.db,
      sql`select b.id, b.main_model_id as main, bp.active_cents as active,
            array[(select min(v.id) from variants v where v.model_id = b.main_model_id and v.is_active)]
            || array(select (select min(v.id) from variants v where v.model_id = bm.model_id and v.is_active) from bundle_models bm
                     where bm.bundle_id = b.id order by bm.sort_order, bm.model_id) as parts
          from bundles b join product_models m on m.id = b.main_model_id and m.is_public and not m.is_bundle
          join bundle_prices bp on bp.bundle_id = b.id and bp.tax_area_id = 1
          where b.is_active order by b.id limit 1`,
    );
    const id = [bundle!.main, ...bundle!.parts].join("-");
    // Every part in stock, so the bundle can be sold.
    for (const part of bundle!.parts) {
      await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${part}, 20, 3, 0, false)
        on conflict (variant_id, store_id) do update set quantity = 3, reserved = 0, blocked = false`);
    }
    const result = await answer({ products: [{ ...row(id), bundleHash: String(bundle!.id) }, row(`${bundle!.main}-${bundle!.parts.slice(1).join("-")}`)], country_code: "fi" });
    expect(result.products[0]).toMatchObject({ productId: id, is_available: true, unit_price: bundle!.active, total_price: bundle!.active });
    expect(result.products[1]).toMatchObject({ is_available: false });
  });

  it("shares a part's pieces between a bundle and an ordinary row of that part: the later row gets what is left", async () => {
    const [bundle] = await rows<{ id: number; main: number; parts: number[] }>(
      database.db,
      sql`select b.id, b.main_model_id as main,
            array[(select min(v.id) from variants v where v.model_id = b.main_model_id and v.is_active)]
            || array(select (select min(v.id) from variants v where v.model_id = bm.model_id and v.is_active) from bundle_models bm
                     where bm.bundle_id = b.id order by bm.sort_order, bm.model_id) as parts
          from bundles b join product_models m on m.id = b.main_model_id and m.is_public and not m.is_bundle
          where b.is_active and not exists (select 1 from bundle_models bm where bm.bundle_id = b.id and bm.quantity <> 1)
          order by b.id limit 1`,
    );
    // Three of each part in all: two bundles take two of the main part, one is left for its own row.
    for (const part of bundle!.parts) {
      await database.db.execute(sql`delete from stock where variant_id = ${part}`);
      await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${part}, 20, 3, 0, false)`);
    }
    const id = [bundle!.main, ...bundle!.parts].join("-");
    const main = String(bundle!.parts[0]);
    const result = await answer({ products: [{ ...row(id), amount: 2, bundleHash: String(bundle!.id) }, { ...row(main), amount: 3 }], country_code: "fi" });
    expect(result.products[0]).toMatchObject({ productId: id, amount: 2, is_available: true });
    expect(result.products[1]).toMatchObject({ productId: main, amount: 1, max_amount: 1, is_available: true });
    expect(result.errors).toHaveLength(1);
  });

  it("answers an empty cart with nothing to pay", async () => {
    const result = await answer({});
    expect(result).toMatchObject({ products: [], total_price: 0, delivery_methods: [], errors: [] });
  });
});

describe("bad input to POST /api/checkout/", () => {
  it("answers 400 with the field named, never 500", async () => {
    const cases: Array<[unknown, string]> = [
      [{ products: [row(stocked.id, 0)] }, "products.0.amount"],
      [{ products: [row(stocked.id, -3)] }, "products.0.amount"],
      [{ products: [row(stocked.id, 1.5)] }, "products.0.amount"],
      [{ products: [row(stocked.id, 100000)] }, "products.0.amount"],
      [{ products: [{ productId: stocked.id, amount: "2" }] }, "products.0.amount"],
      [{ products: Array.from({ length: 1000 }, (_, i) => row(i + 1)) }, "products"],
      [{ products: "all of them" }, "products"],
      [{ discount_codes: ["x".repeat(61)] }, "discount_codes.0"],
      [{ country_code: "finland" }, "country_code"],
      [{ repack: "yes" }, "repack"],
      [{ products: [row(" ")] }, "products.0.productId"],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, field });
    }
    const notJson = await app.inject({ method: "POST", url: "/api/checkout/", headers: { host: host("fi"), "content-type": "application/json" }, payload: "{products:" });
    expect(notJson.statusCode).toBe(400);
  });

  it("lists unknown ids, markup and SQL in ids as unavailable rows, without echoing markup as HTML", async () => {
    const result = await answer({ products: [row("999999999"), row("<script>alert(1)</script>"), row("1; drop table stock"), row("0"), row("9999999999-1"), row("1-9999999999")] }, "en");
    expect(result.products.map((p) => p.is_available)).toEqual([false, false, false, false, false, false]);
    expect(result.errors).toHaveLength(6);
    expect(result.total_price).toBe(0);
    const [{ count }] = (await rows<{ count: number }>(database.db, sql`select count(*)::int as count from stock`)) as [{ count: number }];
    expect(count).toBeGreaterThan(0);
  });

  it("ignores prices and customer ids sent by the browser", async () => {
    const result = await answer({ products: [{ ...row(stocked.id), unit_price: 1, total_price: 1 }], customer_id: 1, total_price: 1 });
    expect(result.products[0]!.unit_price).toBe(stocked.active);
  });
});

describe("guessing codes through POST /api/checkout/", () => {
  // Last in this file: the limit it reaches holds for the test client's address for 10 minutes.
  it("counts distinct unknown codes per address in the shared table and stops looking at codes past 20", async () => {
    for (let i = 0; i < 20; i++) {
      const result = await answer({ products: [row(stocked.id, 3)], discount_codes: [`ARVAUS${i}`, "TALVI15"] }, "en");
      expect(result.errors).toEqual([`The code ARVAUS${i} is not valid.`]);
      // The same unknown code again is not a new guess.
      expect((await answer({ products: [row(stocked.id, 3)], discount_codes: [`ARVAUS${i}`] }, "en")).errors).toEqual([`The code ARVAUS${i} is not valid.`]);
    }
    const blocked = await answer({ products: [row(stocked.id, 3)], discount_codes: ["ARVAUS99", "TALVI15"] }, "en");
    expect(blocked.errors).toEqual(["Too many codes tried. Wait 10 minutes and try again."]);
    expect(blocked.cart_discount).toBeNull();
    // A cart whose codes are all known is not limited.
    expect((await answer({ products: [row(stocked.id, 3)], discount_codes: ["TALVI15"] }, "en")).cart_discount?.code).toBe("TALVI15");
  });
});

describe("the admin-only payment section", () => {
  it("offers the test provider's methods to everyone in a shop without a real provider, and to admins only once one is set up", async () => {
    expect(testPaymentsFor(loadEnv({ NODE_ENV: "test" }))).toBe("everyone");
    expect(testPaymentsFor(loadEnv({ NODE_ENV: "test", PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" }))).toBe("admins");
    expect(testPaymentsFor(loadEnv({ NODE_ENV: "test", KLARNA_USERNAME: "u", KLARNA_PASSWORD: "p" }))).toBe("admins");
    expect(testPaymentsFor(loadEnv({ NODE_ENV: "test", KLARNA_USERNAME: "u", KLARNA_PASSWORD: "p", TEST_PAYMENTS: "everyone" }))).toBe("everyone");
    expect(() => loadEnv({ NODE_ENV: "test", TEST_PAYMENTS: "nobody" })).toThrow(/TEST_PAYMENTS/);

    const services = createServices(database.db, { testPayments: "admins" });
    const realShop = await buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "warn" }), services, logger: false });
    const hash = await hashPassword("Admin-salasana-1", { N: 2 ** 10, r: 8, p: 1 });
    await database.db.execute(
      sql`insert into customers (email, password_hash, first_name, is_admin, activated_at) values ('admin.checkout@example.fi', ${hash}, 'Ari', true, now()),
            ('customer.checkout@example.fi', ${hash}, 'Aino', false, now())`,
    );
    const tokenOf = async (email: string) => (await services.auth.login({ email, password: "Admin-salasana-1", clientAddress: "192.0.2.91", lang: "fi" })).token;
    const methodsFor = async (headers: Record<string, string>) => {
      const response = await realShop.inject({
        method: "POST",
        url: "/api/checkout/",
        headers: { host: host("fi"), "content-type": "application/json", ...headers },
        payload: JSON.stringify({ products: [row(stocked.id)], country_code: "fi", isAdmin: true, is_admin: true }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as CheckoutAnswer).payment_methods;
    };
    try {
      // The body's claims count for nothing: the session decides.
      expect(await methodsFor({})).toEqual([]);
      expect(await methodsFor({ authorization: `Token ${await tokenOf("customer.checkout@example.fi")}` })).toEqual([]);
      const asAdmin = await methodsFor({ authorization: `Token ${await tokenOf("admin.checkout@example.fi")}` });
      expect(asAdmin.length).toBeGreaterThan(0);
      for (const method of asAdmin) expect(method).toMatchObject({ slug: expect.any(String), admin_only: true });
      // Where everyone may use them, they carry no mark.
      for (const method of (await answer({ products: [row(stocked.id)], country_code: "fi" })).payment_methods) expect(method).not.toHaveProperty("admin_only");
    } finally {
      await realShop.close();
    }
  });
});
