/**
 * Paying orders: a payment is started only for an
 * order waiting for one, at the provider of its payment method; the shopper's return is believed only
 * after the provider is asked; the order is paid once however often the return and the notification
 * arrive; a payment for an order that can no longer take it is refunded; the confirmation mail goes out
 * once (SMTP, captured here); /view-order/'s lookup and the result pages' access tokens; pick-up points
 * by postal code (GET /api/pickup-points/). Runs on PGlite and on PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceOrderInput } from "#core/orders/order-service.server.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createMailer, type ServerMailer } from "#server/mail/mailer.server.ts";
import { createServices } from "#server/services.server.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { apiApp, host, nextShopperAddress, openCatalogueDatabase, pageContext, rows, type TestApp } from "./support/api-app.ts";
import { action as addressAction, loader as addressLoader } from "#app/routes/order-payment-address.tsx";
import { requestContext } from "#app/context.ts";
import { translate } from "#i18n/messages.ts";

let database: DatabaseHandle;
let services: Services;
let smtp: SmtpCapture;
let mailer: ServerMailer;
let testApp: TestApp;
let variant: number;
let keys = 0;

const RETURN_URL = "https://fi.shop.example/tilaus/kasittely/";
const contact = { email: "Maksaja@Example.fi", firstName: "Maija", lastName: "Maksaja", phone: "040 765 4321", address: "Hämeenkatu 1", postalCode: "33100", city: "Tampere" };

function order(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  keys += 1;
  return {
    cart: {
      lang: "fi",
      countryCode: "fi",
      products: [{ productId: String(variant), amount: 1, frozen: false, extra_data: null }],
      giftCardProducts: [],
      codes: [],
      repack: false,
      pikanouto: false,
      partDelivery: false,
      deliveryMethod: "home-delivery",
      clientAddress: nextShopperAddress(),
    },
    contact,
    deliveryLocation: null,
    specialRequest: "",
    paymentMethod: "card",
    customsAccepted: false,
    idempotencyKey: `payments-${keys}-${Math.random().toString(36).slice(2)}`,
    customerId: null,
    ...overrides,
  };
}

async function placed(input: PlaceOrderInput = order()) {
  const result = await services.orders.place(input);
  if (!result.ok) throw new Error(result.errors.join(" "));
  return result.order;
}

/** Starts the order's payment and answers the test provider's reference. */
async function startPayment(number: string, token: string): Promise<string> {
  const started = await services.payments.start({ number, token, returnUrl: RETURN_URL });
  if (!started.ok) throw new Error(started.reason);
  expect(started.redirectUrl).toMatch(/^https:\/\/fi\.shop\.example\/payment\/test\/tp_[\w-]+\/$/);
  return started.redirectUrl.split("/").at(-2)!;
}

const returnQuery = (reference: string) => new URLSearchParams({ provider: "test", reference });
const statusOf = async (number: string) => (await rows<{ status: string }>(database.db, sql`select status from orders where number = ${number}`))[0]!.status;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  smtp = await startSmtpCapture();
  mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: "Kuusikko Outdoor <kauppa@example.fi>" }, database.db);
  services = createServices(database.db, { mailer, originOf: (lang) => `https://${lang}.shop.example` });
  testApp = await apiApp(database.db);
  const [found] = await rows<{ id: number }>(
    database.db,
    sql`select v.id from variants v join product_models m on m.id = v.model_id
        join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
        where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order and v.is_active and v.shipping_time <= 2
          and not exists (select 1 from delivery_limits l where l.model_id = m.id)
        order by v.id limit 1`,
  );
  variant = Number(found!.id);
  await database.db.execute(sql`delete from stock where variant_id = ${variant}`);
  await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant}, 20, 500, 0, false)`);
  // A few on the shelf of the Helsinki store, which hands out express pickups.
  await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant}, 1, 3, 0, false)`);
});

afterAll(async () => {
  await testApp?.app.close();
  mailer?.close();
  await smtp?.close();
  await database?.close();
});

describe("paying with the test provider", () => {
  it("pays the order once, however often the return and the notification come, and mails the confirmation once", async () => {
    const { number, accessToken, dueCents } = await placed();
    const reference = await startPayment(number, accessToken);
    // Not decided yet: pending, and the order still waits.
    expect(await services.payments.complete({ provider: "test", query: returnQuery(reference) })).toMatchObject({ outcome: "pending", number });
    expect(await statusOf(number)).toBe("awaiting_payment");

    const back = await services.testPayments.decide(reference, "paid");
    expect(back).toBe(`${RETURN_URL}?provider=test&reference=${reference}`);
    const outcomes = await Promise.all([1, 2, 3].map(() => services.payments.complete({ provider: "test", query: returnQuery(reference) })));
    for (const outcome of outcomes) expect(outcome).toEqual({ outcome: "paid", number, accessToken, lang: "fi" });
    expect(await statusOf(number)).toBe("processing");
    const [payments] = await rows<{ n: number; cents: number }>(
      database.db,
      sql`select count(*)::int as n, sum(p.amount_cents)::int as cents from order_payments p join orders o on o.id = p.order_id
          where o.number = ${number} and p.provider = 'test'`,
    );
    expect(payments).toEqual({ n: 1, cents: dueCents });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toContain("maksaja@example.fi");
    expect(mail!.subject).toBe(`Kiitos tilauksestasi ${number}`);
    expect(mail!.text).toContain(`Olemme vastaanottaneet tilauksesi ${number} ja sen maksun`);
    expect(mail!.text).toContain(`https://fi.shop.example/nayta-tilaus/?order=${number}&token=${accessToken}`);
    // Later returns and the job send nothing more.
    await services.payments.complete({ provider: "test", query: returnQuery(reference) });
    expect(await services.orders.sendMissedConfirmations()).toBe(0);
    expect(smtp.messages.filter((message) => message.subject.includes(number))).toHaveLength(1);
  });

  it("believes only the provider: an unknown reference, another provider's name or a tampered amount pays nothing", async () => {
    const { number, accessToken } = await placed();
    expect(await services.payments.complete({ provider: "test", query: returnQuery("tp_not-ours") })).toBeNull();
    expect(await services.payments.complete({ provider: "paypal", query: returnQuery("tp_x") })).toBeNull();
    expect(await services.payments.complete({ provider: "test", query: new URLSearchParams({ reference: "bad ref'" }) })).toBeNull();

    const reference = await startPayment(number, accessToken);
    // The provider's books say another amount than the shop asked for: not paid.
    await database.db.execute(sql`update test_payments set amount_cents = amount_cents - 100, status = 'paid' where reference = ${reference}`);
    expect(await services.payments.complete({ provider: "test", query: returnQuery(reference) })).toMatchObject({ outcome: "failed" });
    expect(await statusOf(number)).toBe("awaiting_payment");
  });

  it("leaves a cancelled or failed payment's order waiting, to be paid again with a new payment", async () => {
    const { number, accessToken } = await placed();
    const first = await startPayment(number, accessToken);
    await services.testPayments.decide(first, "cancelled");
    expect(await services.payments.complete({ provider: "test", query: returnQuery(first) })).toMatchObject({ outcome: "cancelled" });
    // A decided payment keeps its first decision.
    await services.testPayments.decide(first, "paid");
    expect(await services.payments.complete({ provider: "test", query: returnQuery(first) })).toMatchObject({ outcome: "cancelled" });
    const second = await startPayment(number, accessToken);
    await services.testPayments.decide(second, "failed");
    expect(await services.payments.complete({ provider: "test", query: returnQuery(second) })).toMatchObject({ outcome: "failed" });
    expect(await statusOf(number)).toBe("awaiting_payment");
    const third = await startPayment(number, accessToken);
    await services.testPayments.decide(third, "paid");
    expect(await services.payments.complete({ provider: "test", query: returnQuery(third) })).toMatchObject({ outcome: "paid" });
    // Paid: no further payment starts, and a wrong token starts nothing.
    expect(await services.payments.start({ number, token: accessToken, returnUrl: RETURN_URL })).toEqual({ ok: false, reason: "not-payable" });
    expect(await services.payments.start({ number, token: "0".repeat(64), returnUrl: RETURN_URL })).toEqual({ ok: false, reason: "not-found" });
  });

  it("refunds a payment that arrives after the order's reservation ended and it was cancelled", async () => {
    const { number, accessToken } = await placed();
    const reference = await startPayment(number, accessToken);
    await database.db.execute(sql`update orders set reserved_until = now() - interval '1 minute' where number = ${number}`);
    expect(await services.payments.start({ number, token: accessToken, returnUrl: RETURN_URL })).toEqual({ ok: false, reason: "expired" });
    await services.orders.releaseExpired();
    await services.testPayments.decide(reference, "paid");
    expect(await services.payments.complete({ provider: "test", query: returnQuery(reference) })).toMatchObject({ outcome: "failed" });
    expect(await statusOf(number)).toBe("cancelled");
    const [provider] = await rows<{ status: string }>(database.db, sql`select status from test_payments where reference = ${reference}`);
    expect(provider!.status).toBe("refunded");
  });

  it("pays an order covered by gift cards without a provider, and the job mails a confirmation a process missed", async () => {
    await database.db.execute(sql`insert into gift_card_accounts (code, initial_cents, balance_cents) values ('PAY-ALL', 1000000, 1000000)`);
    const input = order({ paymentMethod: null });
    const covered = await placed({ ...input, cart: { ...input.cart, codes: ["pay-all"] } });
    expect(covered).toMatchObject({ status: "processing", dueCents: 0 });
    expect(await services.payments.start({ number: covered.number, token: covered.accessToken, returnUrl: RETURN_URL })).toEqual({ ok: false, reason: "not-payable" });
    // The process stopped before mailing: after a minute's grace the job sends it, once.
    await database.db.execute(sql`update orders set paid_at = now() - interval '2 minutes' where number = ${covered.number}`);
    const before = smtp.messages.length;
    expect(await services.orders.sendMissedConfirmations()).toBeGreaterThanOrEqual(1);
    expect(await services.orders.sendMissedConfirmations()).toBe(0);
    await smtp.waitFor(before + 1);
    expect(smtp.messages.filter((message) => message.subject.includes(covered.number))).toHaveLength(1);
  });
});

describe("finding an order", () => {
  it("shows an order to its access token and to its e-mail with its number, the same 'not found' otherwise", async () => {
    const { number, accessToken } = await placed();
    const shown = await services.orders.byAccessToken({ number, token: accessToken, lang: "de" });
    expect(shown).toMatchObject({ number, email: "maksaja@example.fi", deliveryMethod: { slug: "home-delivery", name: "Lieferung nach Hause" } });
    expect(await services.orders.byAccessToken({ number, token: "f".repeat(64), lang: "fi" })).toBeNull();
    expect(await services.orders.byAccessToken({ number, token: "short", lang: "fi" })).toBeNull();

    const found = await services.orders.lookup({ email: " MAKSAJA@example.fi ", number: ` ${number.toLowerCase()} `, lang: "fi", clientAddress: "198.51.100.1" });
    expect(found).toMatchObject({ found: true, order: { number, status: "awaiting_payment" } });
    for (const [email, wrongNumber] of [
      ["someone@example.fi", number],
      ["maksaja@example.fi", "W1"],
      ["maksaja@example.fi", "1; drop table orders"],
    ] as const) {
      expect(await services.orders.lookup({ email, number: wrongNumber, lang: "fi", clientAddress: "198.51.100.1" })).toEqual({ found: false, reason: "not-found" });
    }
  });

  it("limits the searches of one client address", async () => {
    const { number } = await placed();
    const search = () => services.orders.lookup({ email: "maksaja@example.fi", number, lang: "fi", clientAddress: "198.51.100.77" });
    for (let i = 0; i < 20; i++) expect((await search()).found).toBe(true);
    expect(await search()).toEqual({ found: false, reason: "rate-limited" });
    expect((await services.orders.lookup({ email: "maksaja@example.fi", number, lang: "fi", clientAddress: "198.51.100.78" })).found).toBe(true);
  });

  it("checks the picked pick-up point or store when the order is placed", async () => {
    const pickup = (location: string | null) => order({ deliveryLocation: location });
    const withMethod = (input: PlaceOrderInput, method: string) => ({ ...input, cart: { ...input.cart, deliveryMethod: method } });
    const missing = await services.orders.place(withMethod(pickup(null), "pickup-point"));
    expect(missing).toMatchObject({ ok: false, fields: { delivery_location: "Valitse noutopiste." } });
    const unknown = await services.orders.place(withMethod(pickup("FI-99999-9"), "pickup-point"));
    expect(unknown).toMatchObject({ ok: false, fields: { delivery_location: "Toimituspaikkaa ei löytynyt! Valitse se uudelleen." } });
    // The web warehouse hands out nothing; store 4 has no express pickup.
    for (const [method, store] of [
      ["store-pickup", "20"],
      ["express-pickup", "4"],
    ] as const) {
      expect(await services.orders.place(withMethod(pickup(store), method))).toMatchObject({ ok: false, fields: { delivery_location: expect.any(String) } });
    }
    // An express pickup comes off the chosen store's shelf, not from the web warehouse.
    const express = await services.orders.place(withMethod(pickup("1"), "express-pickup"));
    expect(express.ok, JSON.stringify(express)).toBe(true);
    const [taken] = await rows<{ store: number; amount: number }>(
      database.db,
      sql`select r.store_id as store, r.amount from order_reservations r join orders o on o.id = r.order_id where o.number = ${express.ok ? express.order.number : ""}`,
    );
    expect(taken).toEqual({ store: 1, amount: 1 });
    const good = await services.orders.place(withMethod(pickup("FI-00100-1"), "pickup-point"));
    expect(good.ok, JSON.stringify(good)).toBe(true);
    if (good.ok) {
      const view = await services.orders.byAccessToken({ number: good.order.number, token: good.order.accessToken, lang: "fi" });
      expect(view?.deliveryLocation).toEqual({ id: "FI-00100-1", name: "Kamppi pakettiautomaatti", address: "Mannerheimintie 3, 00100 Helsinki" });
    }
  });
});

describe("GET /api/pickup-points/", () => {
  const get = (query: string, lang = "fi") => testApp.app.inject({ method: "GET", url: `/api/pickup-points/?${query}`, headers: { host: host(lang) } });

  it("answers the points nearest to the postal code in the country", async () => {
    const response = await get("postal_code=33180");
    expect(response.statusCode).toBe(200);
    const points = response.json<{ pickup_points: Array<{ id: string; postal_code: string; city: string }> }>().pickup_points;
    expect(points.length).toBeGreaterThan(0);
    expect(points.length).toBeLessThanOrEqual(10);
    expect(points[0]).toMatchObject({ postal_code: "33100", city: "Tampere" });
    const sweden = (await get("postal_code=111%2045&country_code=se")).json<{ pickup_points: Array<{ city: string }> }>().pickup_points;
    expect(sweden[0]!.city).toBe("Stockholm");
    expect((await get("postal_code=00100&country_code=us")).json()).toEqual({ pickup_points: [] });
  });

  it("answers 400 on postal_code for a malformed code, in the storefront's language", async () => {
    const response = await get("postal_code=123&country_code=fi", "de");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "postal_code", message: "Prüfen Sie die Postleitzahl." });
    expect((await get("postal_code=%3Cscript%3E")).statusCode).toBe(400);
    expect((await get("")).statusCode).toBe(400);
  });
});

describe("the payer's name and address page", () => {
  const ORIGIN = "https://fi.shop.example";
  const context = () => {
    const map = new Map<unknown, unknown>([[requestContext, pageContext(services, "fi", ORIGIN, null)]]);
    return { get: (key: unknown) => map.get(key) };
  };
  const answerOf = async (run: () => Promise<unknown>) => {
    try {
      const answer = (await run()) as { data?: unknown; init?: { status?: number } } | Response;
      if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location") ?? "" };
      return { status: answer.init?.status ?? 200, data: (answer.data ?? answer) as { errors: Record<string, string>; values: Record<string, string> } };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") ?? "" };
      throw thrown;
    }
  };

  it("corrects an unpaid order's name and address by the rules of the checkout, then pays again; a paid order's link shows its confirmation", async () => {
    const { number, accessToken } = await placed();
    const rest = `${number}/${accessToken}`;
    const page = (await addressLoader({ request: new Request(`${ORIGIN}/tilaus/maksu_osoite/${rest}/`), params: { "*": rest }, context: context() } as never)) as unknown as { values: Record<string, string> };
    expect(page.values).toEqual({ firstName: "Maija", lastName: "Maksaja", address: "Hämeenkatu 1", postalCode: "33100", city: "Tampere" });

    const post = (fields: Record<string, string>) =>
      answerOf(() =>
        addressAction({ request: new Request(`${ORIGIN}/tilaus/maksu_osoite/${rest}/`, { method: "POST", body: new URLSearchParams(fields) }), params: { "*": rest }, context: context() } as never),
      );
    const wrong = await post({ firstName: "Maija", lastName: "", address: "Hämeenkatu 1", postalCode: "331", city: "Tampere" });
    expect(wrong).toMatchObject({
      status: 400,
      data: { errors: { lastName: translate("fi", "checkout.lastNameRequired"), postalCode: translate("fi", "checkout.postalCodeInvalid") }, values: { postalCode: "331" } },
    });
    const [unchanged] = await rows<{ postalCode: string }>(database.db, sql`select postal_code as "postalCode" from orders where number = ${number}`);
    expect(unchanged!.postalCode).toBe("33100");

    const saved = await post({ firstName: "Maija", lastName: "Maksaja-Korhonen", address: "Kauppakatu 5", postalCode: "40100", city: "Jyväskylä" });
    expect(saved.status).toBe(303);
    expect(saved.location).toMatch(/^https:\/\/fi\.shop\.example\/payment\/test\/tp_[\w-]+\/$/);
    const [changed] = await rows<{ lastName: string; address: string; postalCode: string; city: string }>(
      database.db,
      sql`select last_name as "lastName", address, postal_code as "postalCode", city from orders where number = ${number}`,
    );
    expect(changed).toEqual({ lastName: "Maksaja-Korhonen", address: "Kauppakatu 5", postalCode: "40100", city: "Jyväskylä" });

    await database.db.execute(sql`update orders set status = 'processing', paid_at = now() where number = ${number}`);
    const paid = await answerOf(() => addressLoader({ request: new Request(`${ORIGIN}/x/`), params: { "*": rest }, context: context() } as never));
    expect(paid).toMatchObject({ status: 302, location: `/tilaus/maksu_ok/${rest}/` });
  });
});

