/**
 * Klarna's checkout on the payment step (core/payments/klarna-checkout.ts, klarna-provider.ts) against a
 * local stand-in of Klarna's Checkout and Order Management APIs (tests/support/klarna-stand-in.ts). The
 * shop listens on a real port, because the stand-in calls its validation address as Klarna would.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CheckoutAnswer } from "#core/checkout/checkout-contract.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildApp } from "#server/app.ts";
import { loadEnv } from "#server/env.server.ts";
import { createServices } from "#server/services.server.ts";
import { startKlarnaStandIn, type KlarnaStandIn } from "../support/klarna-stand-in.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let klarna: KlarnaStandIn;
let services: Services;
let app: FastifyInstance;
let origin: string;
let variant: number;
let unitCents: number;

const ADDRESS = {
  given_name: "Kaisa",
  family_name: "Klarna",
  email: "kaisa.klarna@example.fi",
  street_address: "Hämeenkatu 5",
  postal_code: "33100",
  city: "Tampere",
  phone: "+358401234567",
};

function cart(overrides: Record<string, unknown> = {}) {
  return {
    products: [{ productId: String(variant), amount: 1, frozen: false }],
    gift_card_products: [],
    discount_codes: [],
    country_code: "fi",
    language_code: "fi",
    repack: false,
    pikanouto: false,
    delivery_extra_data: { part_delivery: false },
    pageName: "checkout",
    delivery_method: "home-delivery",
    payment_method: "klarna",
    ...overrides,
  };
}

async function validate(body: Record<string, unknown>): Promise<CheckoutAnswer> {
  const response = await fetch(`${origin}/api/checkout/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as CheckoutAnswer;
}

const ordersOf = (email: string) =>
  rows<{ number: string; status: string; total: number; firstName: string; city: string; method: string }>(
    database.db,
    sql`select number, status, total_cents as total, first_name as "firstName", city, payment_method as method from orders where email = ${email} order by id`,
  );

const push = (id: string) => fetch(`${origin}/api/payments/klarna/push/?klarna_order_id=${encodeURIComponent(id)}`, { method: "POST" });

beforeAll(async () => {
  database = await openCatalogueDatabase();
  klarna = await startKlarnaStandIn({ push: false });
  services = createServices(database.db, { klarna: { apiUrl: klarna.url, username: klarna.username, password: klarna.password } });
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "warn", KLARNA_USERNAME: klarna.username, KLARNA_PASSWORD: klarna.password, KLARNA_API_URL: klarna.url });
  app = await buildApp({ env, services, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const [found] = await rows<{ id: number; cents: number }>(
    database.db,
    sql`select v.id, p.active_cents as cents from variants v join product_models m on m.id = v.model_id
        join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
        where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order and v.is_active and v.shipping_time <= 2
          and m.discounts_allowed and not exists (select 1 from delivery_limits l where l.model_id = m.id)
        order by v.id limit 1`,
  );
  variant = Number(found!.id);
  unitCents = Number(found!.cents);
});

beforeEach(async () => {
  await database.db.execute(sql`delete from stock where variant_id = ${variant}`);
  await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant}, 20, 500, 0, false)`);
});

afterAll(async () => {
  await app?.close();
  await klarna?.close();
  await database?.close();
});

describe("Klarna's checkout in the checkout answer", () => {
  it("is offered on the payment step of a configured shop, not as one of the payment methods, and not on the cart page", async () => {
    const answer = await validate(cart({ payment_method: null }));
    expect(answer.show_klarna).toBe(true);
    expect(answer.kco_iframe).toBeNull();
    expect(answer.payment_methods.map((method) => method.slug)).not.toContain("klarna");
    expect((await validate(cart({ pageName: "cart", payment_method: null }))).show_klarna).toBe(false);

    const unconfigured = await buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "warn" }), services: createServices(database.db), logger: false });
    const plain = (await unconfigured.inject({ method: "POST", url: "/api/checkout/", payload: cart() })).json<CheckoutAnswer>();
    await unconfigured.close();
    expect(plain).toMatchObject({ show_klarna: false, kco_iframe: null, kgco_id: null });
  });

  it("is not offered where Klarna does not serve the country, nor when a gift card pays part of the order", async () => {
    expect((await validate(cart({ country_code: "se" }))).show_klarna).toBe(false);
    const [card] = await rows<{ code: string }>(database.db, sql`select code from gift_card_accounts where balance_cents > 0 and (valid_until is null or valid_until > now()) order by code limit 1`);
    const paidByCard = await validate(cart({ discount_codes: [card!.code] }));
    expect(paidByCard.payment_events.length).toBe(1);
    expect(paidByCard).toMatchObject({ show_klarna: false, kco_iframe: null });
  });

  it("opens a checkout once a delivery method is chosen, with lines that add up to the cart, and updates the same checkout", async () => {
    expect((await validate(cart({ delivery_method: null }))).kco_iframe).toBeNull();
    const first = await validate(cart());
    expect(first.show_klarna).toBe(true);
    expect(first.kgco_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.kco_iframe).toContain('id="klarna-checkout-container"');
    const order = klarna.orders.get(first.kgco_id!)!;
    expect(order).toMatchObject({ purchase_country: "FI", purchase_currency: "EUR", locale: "fi-FI", order_amount: first.total_price });
    expect(order.order_lines.map((line) => [line.type, line.quantity, line.total_amount])).toEqual([
      ["physical", 1, unitCents],
      ...(first.delivery_cost > 0 ? [["shipping_fee", 1, first.delivery_cost]] : []),
    ]);
    expect(order.order_lines[0]!.tax_rate).toBe(2550);
    expect(order.merchant_urls.validation).toBe(`${origin}/api/payments/klarna/validate/`);
    expect(order.merchant_urls.confirmation).toBe(`${origin}/checkout/klarna/confirm/?klarna_order_id={checkout.order.id}`);
    expect(order.merchant_urls.terms).toBe(`${origin}/sopimusehdot/`);

    const updates = klarna.calls.get("update") ?? 0;
    const twice = await validate(cart({ products: [{ productId: String(variant), amount: 2, frozen: false }], klarna_global_checkout_id: first.kgco_id }));
    expect(twice.kgco_id).toBe(first.kgco_id);
    expect(klarna.calls.get("update")).toBe(updates + 1);
    expect(klarna.orders.get(first.kgco_id!)!.order_amount).toBe(twice.total_price);

    // An id the shop did not make is not updated: a new checkout takes its place.
    const foreign = await validate(cart({ klarna_global_checkout_id: "not-ours-123" }));
    expect(foreign.kgco_id).not.toBe("not-ours-123");
    expect(klarna.calls.get("update")).toBe(updates + 1);
  });
});

describe("buying in Klarna's checkout", () => {
  it("places the order on Klarna's validation call, marks it paid once on the confirmation and the push, and then answers READ_ONLY_ORDER", async () => {
    const email = `buyer-${Date.now()}@example.fi`;
    const answer = await validate(cart({ discount_codes: [], special_request: "Leave at the door" }));
    const id = answer.kgco_id!;
    const bought = await klarna.buy(id, { ...ADDRESS, email });
    expect(bought).toEqual({ redirect: `${origin}/checkout/klarna/confirm/?klarna_order_id=${id}` });
    const [placed] = await ordersOf(email);
    expect(placed).toMatchObject({ status: "awaiting_payment", total: answer.total_price, firstName: "Kaisa", city: "Tampere", method: "klarna" });

    // Klarna's push and the shopper's confirmation page, at once and again.
    const [one, two] = await Promise.all([push(id), push(id)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect((await ordersOf(email))[0]!.status).toBe("processing");
    const managed = klarna.orders.get(id)!.managed!;
    expect(managed).toMatchObject({ status: "CAPTURED", captured_amount: answer.total_price, acknowledged: true, merchant_reference1: placed!.number });
    expect(klarna.calls.get("capture")).toBe(1);
    expect(await services.payments.complete({ provider: "klarna", query: new URLSearchParams({ klarna_order_id: id }) })).toMatchObject({ outcome: "paid", number: placed!.number });
    expect(klarna.calls.get("capture")).toBe(1);
    const mail = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from mail_outbox where "to" = ${email}`);
    expect(mail[0]!.n).toBe(1);

    // The cart that opened the checkout asks again (another tab): the shopper goes to the confirmation.
    const again = await validate(cart({ klarna_global_checkout_id: id }));
    expect(again).toMatchObject({ reason: "READ_ONLY_ORDER", kgco_id: id, kco_iframe: null });
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it("sends the shopper back with the reason when the products sold out meanwhile, and places nothing", async () => {
    const email = `soldout-${Date.now()}@example.fi`;
    const id = (await validate(cart()))!.kgco_id!;
    await database.db.execute(sql`update stock set quantity = 0 where variant_id = ${variant}`);
    const bought = await klarna.buy(id, { ...ADDRESS, email });
    expect(bought).toEqual({ redirect: `${origin}/kassa/maksu/?klarna_refused=${id}` });
    expect(await ordersOf(email)).toEqual([]);
    expect(klarna.orders.get(id)!.status).toBe("checkout_incomplete");
    const refusal = await services.klarna!.refusal(id);
    expect(refusal.length).toBeGreaterThan(0);
    expect(refusal.join(" ")).toMatch(/loppu|saatavilla|varasto/i);
  });

  it("refuses a purchase whose amount is not what the shop sells the cart for now", async () => {
    const email = `changed-${Date.now()}@example.fi`;
    const id = (await validate(cart()))!.kgco_id!;
    klarna.orders.get(id)!.order_amount -= 100;
    expect(await klarna.buy(id, { ...ADDRESS, email })).toEqual({ redirect: `${origin}/kassa/maksu/?klarna_refused=${id}` });
    expect(await ordersOf(email)).toEqual([]);
    expect(await services.klarna!.refusal(id)).toEqual(["Ostoskorisi muuttui Klarna-maksun aikana, eikä mitään veloitettu. Tarkista ostoskori ja maksa uudelleen."]);
  });

  it("answers Klarna's calls about checkouts it does not know with 404 or 303, and bad ids with 400", async () => {
    expect((await push("00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await fetch(`${origin}/api/payments/klarna/push/?klarna_order_id=%3Cscript%3E`, { method: "POST" })).status).toBe(400);
    const unknown = await fetch(`${origin}/api/payments/klarna/validate/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: "unknown-order" }),
      redirect: "manual",
    });
    expect(unknown.status).toBe(303);
    const bad = await fetch(`${origin}/api/payments/klarna/validate/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ order_id: 5 }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field?: string }).field).toBe("order_id");
  });
});
