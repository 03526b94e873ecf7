/**
 * PayPal (core/payments/paypal-provider.ts) against a local stand-in of PayPal's REST API
 * (tests/support/paypal-stand-in.ts): an order paid through PayPal's approval and the shop's capture,
 * once however the return and the webhook arrive; cancelled and declined payments; a late payment
 * refunded; the webhook believed only when PayPal verifies it; PayPal offered only when configured.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceOrderInput } from "#core/orders/order-service.server.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildApp } from "#server/app.ts";
import { loadEnv } from "#server/env.server.ts";
import { createServices } from "#server/services.server.ts";
import { startPayPalStandIn, type PayPalStandIn } from "../support/paypal-stand-in.ts";
import { nextShopperAddress, openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let paypal: PayPalStandIn;
let services: Services;
let app: FastifyInstance;
let variant: number;
let keys = 0;

const RETURN_URL = "https://fi.shop.example/tilaus/kasittely/";
const contact = { email: "paypal@example.fi", firstName: "Pirkko", lastName: "Paypal", phone: "040 111 2222", address: "Hämeenkatu 1", postalCode: "33100", city: "Tampere" };

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
    paymentMethod: "paypal",
    customsAccepted: false,
    idempotencyKey: `paypal-${keys}-${Math.random().toString(36).slice(2)}`,
    customerId: null,
    ...overrides,
  };
}

async function placed() {
  const result = await services.orders.place(order());
  if (!result.ok) throw new Error(result.errors.join(" "));
  return result.order;
}

/** Starts the order's payment: PayPal's order id, from the approval link the shopper is sent to. */
async function started(number: string, token: string): Promise<string> {
  const result = await services.payments.start({ number, token, returnUrl: RETURN_URL });
  if (!result.ok) throw new Error(result.reason);
  const link = new URL(result.redirectUrl);
  expect(`${link.origin}${link.pathname}`).toBe(`${paypal.url}/checkoutnow`);
  return link.searchParams.get("token")!;
}

/** The shopper's return from PayPal, as /order/process/ hands it to the payment service. */
const comeBack = (address: string) => services.payments.complete({ provider: "paypal", query: new URL(address).searchParams });

const statusOf = async (number: string) => (await rows<{ status: string }>(database.db, sql`select status from orders where number = ${number}`))[0]!.status;
const paypalPayments = async (number: string) =>
  rows<{ reference: string; cents: number }>(
    database.db,
    sql`select p.reference, p.amount_cents as cents from order_payments p join orders o on o.id = p.order_id where o.number = ${number} and p.provider = 'paypal'`,
  );

beforeAll(async () => {
  database = await openCatalogueDatabase();
  paypal = await startPayPalStandIn();
  services = createServices(database.db, {
    originOf: (lang) => `https://${lang}.shop.example`,
    paypal: { apiUrl: paypal.url, clientId: paypal.clientId, clientSecret: paypal.clientSecret, webhookId: paypal.webhookId, brandName: "Kuusikko Outdoor" },
  });
  app = await buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "warn" }), services, logger: false });
  await app.ready();
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
});

afterAll(async () => {
  await app?.close();
  await paypal?.close();
  await database?.close();
});

describe("PayPal as a payment method", () => {
  it("is offered only when the shop is configured for it", async () => {
    const cart = order().cart;
    expect((await services.checkout.validate(cart)).paymentMethods.map((method) => method.slug)).toContain("paypal");
    const unconfigured = createServices(database.db);
    expect((await unconfigured.checkout.validate(cart)).paymentMethods.map((method) => method.slug)).not.toContain("paypal");
    // An order cannot name it either.
    const refused = await unconfigured.orders.place(order());
    expect(refused).toMatchObject({ ok: false, fields: { payment_method: expect.any(String) } });
  });
});

describe("paying with PayPal", () => {
  it("creates a PayPal order for the amount due, captures it once on approval, whatever arrives how often", async () => {
    const { number, accessToken, dueCents } = await placed();
    const id = await started(number, accessToken);
    expect(paypal.orders.get(id)).toMatchObject({
      status: "PAYER_ACTION_REQUIRED",
      amount: { currency_code: "EUR", value: (dueCents / 100).toFixed(2) },
      customId: number,
      returnUrl: `${RETURN_URL}?provider=paypal`,
    });
    const back = paypal.approve(id);
    expect(back).toMatch(new RegExp(`^${RETURN_URL}\\?provider=paypal&token=${id}&PayerID=\\w+$`));

    // The return, twice at once, and PayPal's webhook.
    const notice = paypal.notification("CHECKOUT.ORDER.APPROVED", id);
    const [first, second, hook] = await Promise.all([
      comeBack(back),
      comeBack(back),
      app.inject({ method: "POST", url: "/api/payments/paypal/notify/", headers: notice.headers, payload: notice.body }),
    ]);
    expect(first).toMatchObject({ outcome: "paid", number });
    expect(second).toMatchObject({ outcome: "paid", number });
    expect(hook.statusCode).toBe(200);
    expect(await statusOf(number)).toBe("processing");
    expect(await paypalPayments(number)).toEqual([{ reference: id, cents: dueCents }]);
    expect(paypal.orders.get(id)!.capture?.status).toBe("COMPLETED");
    expect(paypal.orders.get(id)!.refunds).toEqual([]);
  });

  it("leaves a cancelled or declined payment's order waiting, and a new PayPal order pays it", async () => {
    const { number, accessToken } = await placed();
    const cancelled = await started(number, accessToken);
    expect(await comeBack(paypal.cancel(cancelled))).toMatchObject({ outcome: "cancelled", number });
    expect(await statusOf(number)).toBe("awaiting_payment");

    const declined = await started(number, accessToken);
    expect(declined).not.toBe(cancelled);
    paypal.declineNextCapture();
    expect(await comeBack(paypal.approve(declined))).toMatchObject({ outcome: "failed" });
    expect(await statusOf(number)).toBe("awaiting_payment");

    const paid = await started(number, accessToken);
    expect(await comeBack(paypal.approve(paid))).toMatchObject({ outcome: "paid" });
    expect(await statusOf(number)).toBe("processing");
    expect((await paypalPayments(number)).map((payment) => payment.reference)).toEqual([paid]);
  });

  it("pays nothing when PayPal's order is for another amount, and refunds a payment that comes too late", async () => {
    const tampered = await placed();
    const id = await started(tampered.number, tampered.accessToken);
    paypal.orders.get(id)!.amount.value = "0.01";
    expect(await comeBack(paypal.approve(id))).toMatchObject({ outcome: "failed" });
    expect(await statusOf(tampered.number)).toBe("awaiting_payment");

    const late = await placed();
    const lateId = await started(late.number, late.accessToken);
    await database.db.execute(sql`update orders set reserved_until = now() - interval '1 minute' where number = ${late.number}`);
    await services.orders.releaseExpired();
    expect(await comeBack(paypal.approve(lateId))).toMatchObject({ outcome: "failed" });
    expect(await statusOf(late.number)).toBe("cancelled");
    expect(paypal.orders.get(lateId)!.capture?.status).toBe("REFUNDED");
    expect(paypal.orders.get(lateId)!.refunds).toEqual([{ id: expect.any(String), value: (late.dueCents / 100).toFixed(2) }]);
  });
});

describe("POST /api/payments/paypal/notify/", () => {
  it("pays the order on a verified notification alone, when the shopper never comes back", async () => {
    const { number, accessToken } = await placed();
    const id = await started(number, accessToken);
    paypal.approve(id);
    const notice = paypal.notification("CHECKOUT.ORDER.APPROVED", id);
    const answer = await app.inject({ method: "POST", url: "/api/payments/paypal/notify/", headers: notice.headers, payload: notice.body });
    expect(answer.statusCode).toBe(200);
    expect(await statusOf(number)).toBe("processing");
  });

  it("refuses a notification PayPal does not vouch for, or one that is not an event, and pays nothing", async () => {
    const { number, accessToken } = await placed();
    const id = await started(number, accessToken);
    paypal.approve(id);
    const notice = paypal.notification("CHECKOUT.ORDER.APPROVED", id);
    const forged = { ...notice.headers, "paypal-transmission-sig": "forged" };
    const answer = await app.inject({ method: "POST", url: "/api/payments/paypal/notify/", headers: forged, payload: notice.body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: expect.stringContaining("signature") });
    const notJson = await app.inject({ method: "POST", url: "/api/payments/paypal/notify/", headers: { "content-type": "application/json" }, payload: "[1,2" });
    expect(notJson.statusCode).toBe(400);
    const wrongShape = await app.inject({ method: "POST", url: "/api/payments/paypal/notify/", payload: { event_type: 5 } });
    expect(wrongShape.statusCode).toBe(400);
    expect(await statusOf(number)).toBe("awaiting_payment");
    expect(paypal.orders.get(id)!.capture).toBeNull();
  });

  it("is not there when PayPal is not configured", async () => {
    const plain = await buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "warn" }), services: createServices(database.db), logger: false });
    const answer = await plain.inject({ method: "POST", url: "/api/payments/paypal/notify/", payload: { event_type: "CHECKOUT.ORDER.APPROVED", resource: { id: "X" } } });
    expect(answer.statusCode).toBe(404);
    await plain.close();
  });
});
