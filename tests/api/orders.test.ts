/**
 * Placing orders on the database: the order reserves its pieces per
 * warehouse in one transaction, never more than there are, however many buyers race for them; the same
 * idempotency key gives the same order; gift cards and codes are taken once; an unpaid order gives
 * everything back when its reservation ends; a payment is taken once and only at the amount due. The
 * PostgreSQL run of this file makes the racing buyers truly concurrent.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutRequest } from "#core/checkout/checkout-service.ts";
import type { PlaceOrderInput } from "#core/orders/order-service.server.ts";
import { UNPAID_ORDER_LIMITS } from "#core/orders/unpaid-orders.ts";
import { hashPassword } from "#core/accounts/password.server.ts";
import { translate } from "#i18n/messages.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createServices } from "#server/services.server.ts";
import { nextShopperAddress, openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
let variants: number[];
let keys = 0;

const contact = { email: "Aino.Virtanen@example.fi", firstName: "Aino", lastName: "Virtanen", phone: "+358 40 123 4567", address: "Mannerheimintie 1", postalCode: "00100", city: "Helsinki" };

function cart(products: Array<{ id: number | string; amount: number }>, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    lang: "fi",
    countryCode: "fi",
    products: products.map((row) => ({ productId: String(row.id), amount: row.amount, frozen: false, extra_data: null })),
    giftCardProducts: [],
    codes: [],
    repack: false,
    pikanouto: false,
    partDelivery: false,
    deliveryMethod: "home-delivery",
    clientAddress: nextShopperAddress(),
    ...overrides,
  };
}

function order(products: Array<{ id: number | string; amount: number }>, overrides: Partial<PlaceOrderInput> = {}, cartOverrides: Partial<CheckoutRequest> = {}): PlaceOrderInput {
  keys += 1;
  return {
    cart: cart(products, cartOverrides),
    contact,
    deliveryLocation: null,
    specialRequest: "",
    paymentMethod: "card",
    customsAccepted: false,
    idempotencyKey: `test-${keys}-${Math.random().toString(36).slice(2)}`,
    customerId: null,
    ...overrides,
  };
}

async function setStock(variantId: number, stock: Array<[store: number, quantity: number]>) {
  await database.db.execute(sql`delete from order_reservations where variant_id = ${variantId}`);
  await database.db.execute(sql`delete from stock where variant_id = ${variantId}`);
  for (const [store, quantity] of stock) {
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variantId}, ${store}, ${quantity}, 0, false)`);
  }
}

const stockOf = async (variantId: number) =>
  rows<{ store: number; quantity: number; reserved: number }>(database.db, sql`select store_id as store, quantity, reserved from stock where variant_id = ${variantId} order by store_id`);

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  const found = await rows<{ id: number }>(
    database.db,
    sql`select v.id from variants v join product_models m on m.id = v.model_id
        join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
        where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order and v.is_active and v.shipping_time <= 2
          and not exists (select 1 from delivery_limits l where l.model_id = m.id)
        order by v.id limit 6`,
  );
  variants = found.map((row) => Number(row.id));
});

afterAll(async () => {
  await database?.close();
});

describe("placing an order", () => {
  it("reserves the pieces per warehouse, web store first, and writes the order awaiting payment", async () => {
    const [variant] = variants;
    await setStock(variant!, [
      [20, 2],
      [3, 5],
    ]);
    const result = await services.orders.place(order([{ id: variant!, amount: 4 }]));
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.order.number).toMatch(/^W\d{6,}$/);
    expect(result.order.status).toBe("awaiting_payment");
    // Until its payment starts, an order holds its pieces ten minutes.
    expect(result.order.reservedUntil.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(result.order.reservedUntil.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(await stockOf(variant!)).toEqual([
      { store: 3, quantity: 5, reserved: 2 },
      { store: 20, quantity: 2, reserved: 2 },
    ]);
    const [saved] = await rows<{ email: string; rows: number; total: number }>(
      database.db,
      sql`select o.email, (select count(*)::int from order_rows r where r.order_id = o.id) as rows, o.total_cents as total
          from orders o where o.number = ${result.order.number}`,
    );
    expect(saved).toMatchObject({ email: "aino.virtanen@example.fi", rows: 1, total: result.order.totalCents });
  });

  it("refuses an admin-only payment method to anybody but an admin, whatever the form sent", async () => {
    const [, , , , , variant] = variants;
    await setStock(variant!, [[20, 4]]);
    const realShop = createServices(database.db, { testPayments: "admins" });
    const shopper = await realShop.orders.place(order([{ id: variant!, amount: 1 }]));
    expect(shopper).toMatchObject({ ok: false });
    expect(JSON.stringify(shopper)).toContain("payment_method");
    const admin = await realShop.orders.place(order([{ id: variant!, amount: 1 }], {}, { isAdmin: true }));
    expect(admin).toMatchObject({ ok: true });
  });

  it("charges a club member's order at the club price, and everybody else's at the active price", async () => {
    const [, , , , variant] = variants;
    await setStock(variant!, [[20, 4]]);
    const [{ active }] = (await rows<{ active: number }>(database.db, sql`select active_cents as active from variant_prices where variant_id = ${variant!} and tax_area_id = 1`)) as [{ active: number }];
    await database.db.execute(sql`update variant_prices set club_cents = ${active - 700} where variant_id = ${variant!} and tax_area_id = 1`);
    try {
      const member = await services.orders.place(order([{ id: variant!, amount: 2 }], {}, { clubMember: true }));
      const guest = await services.orders.place(order([{ id: variant!, amount: 1 }]));
      if (!member.ok || !guest.ok) throw new Error(JSON.stringify([member, guest]));
      const priced = await rows<{ number: string; products: number; unit: number }>(
        database.db,
        sql`select o.number, o.products_cents as products, r.unit_cents as unit from orders o join order_rows r on r.order_id = o.id
            where o.number in (${member.order.number}, ${guest.order.number}) order by o.number`,
      );
      expect(priced).toEqual([
        { number: member.order.number, products: 2 * (active - 700), unit: active - 700 },
        { number: guest.order.number, products: active, unit: active },
      ]);
    } finally {
      await database.db.execute(sql`update variant_prices set club_cents = null where variant_id = ${variant!} and tax_area_id = 1`);
    }
  });

  it("with the caches on, a cart sees stock at once and a price edit within seconds, and an order is always priced from the database", async () => {
    const [, , , , variant] = variants;
    await setStock(variant!, [[20, 4]]);
    const cached = createServices(database.db, { readCacheMs: 30_000 });
    const [{ active }] = (await rows<{ active: number }>(database.db, sql`select active_cents as active from variant_prices where variant_id = ${variant!} and tax_area_id = 1`)) as [{ active: number }];
    const seen = async () => (await cached.checkout.validate(cart([{ id: variant!, amount: 1 }]))).rows[0]!.variant!;
    expect((await seen()).unitCents).toBe(active);
    await database.db.execute(sql`update variant_prices set active_cents = ${active + 1000} where variant_id = ${variant!} and tax_area_id = 1`);
    try {
      await setStock(variant!, [[20, 1]]);
      const cart1 = await seen();
      // The price the cart shows may be up to a few seconds old; the stock is read for every cart.
      expect(cart1.unitCents).toBe(active);
      expect(cart1.maxAmount).toBe(1);
      const placed = await cached.orders.place(order([{ id: variant!, amount: 1 }]));
      if (!placed.ok) throw new Error(JSON.stringify(placed));
      const [row] = await rows<{ unit: number }>(
        database.db,
        sql`select r.unit_cents as unit from orders o join order_rows r on r.order_id = o.id where o.number = ${placed.order.number}`,
      );
      expect(row).toEqual({ unit: active + 1000 });
    } finally {
      await database.db.execute(sql`update variant_prices set active_cents = ${active} where variant_id = ${variant!} and tax_area_id = 1`);
    }
  });

  it("answers a repeated submit with the same order, reserving nothing more", async () => {
    const [, variant] = variants;
    await setStock(variant!, [[20, 3]]);
    const input = order([{ id: variant!, amount: 2 }]);
    const first = await services.orders.place(input);
    const again = await services.orders.place(input);
    const both = await Promise.all([services.orders.place({ ...input }), services.orders.place({ ...input })]);
    for (const result of [again, ...both]) {
      expect(result).toMatchObject({ ok: true, created: false });
      if (result.ok && first.ok) expect(result.order.number).toBe(first.order.number);
    }
    expect((await stockOf(variant!))[0]!.reserved).toBe(2);
    // The key sent with another cart or another person is refused, not answered with this order.
    for (const changed of [{ ...input, cart: { ...input.cart, products: [{ ...input.cart.products[0]!, amount: 1 }] } }, { ...input, contact: { ...contact, email: "other@example.fi" } }, { ...input, customerId: 5 }]) {
      expect(await services.orders.place(changed)).toEqual({ ok: false, errors: ["Tämä tilaus on jo tehty eri sisällöllä. Päivitä sivu ja yritä uudelleen."], fields: {} });
    }
  });

  it("sends the next-day courier only inside its postal area, and offers it only while every row ships at once", async () => {
    const [, , , variant] = variants;
    await setStock(variant!, [[20, 3]]);
    const courier = (postalCode: string) =>
      services.orders.place(order([{ id: variant!, amount: 1 }], { contact: { ...contact, postalCode, city: "Tampere" } }, { deliveryMethod: "next-day-courier" }));
    const outside = await courier("33100");
    expect(outside).toMatchObject({ ok: false, fields: { delivery_method: "Seuraavan päivän kuriiri ei toimita tähän postinumeroon. Valitse toinen toimitustapa." } });
    expect(await courier("02100")).toMatchObject({ ok: true });

    const [{ days }] = (await rows<{ days: number }>(database.db, sql`select shipping_time as days from variants where id = ${variant!}`)) as [{ days: number }];
    await database.db.execute(sql`update variants set shipping_time = 10 where id = ${variant!}`);
    try {
      const later = await services.checkout.validate(cart([{ id: variant!, amount: 1 }]));
      expect(later.priced.methods.map((entry) => entry.method.slug)).not.toContain("next-day-courier");
      expect(later.priced.methods.map((entry) => entry.method.slug)).toContain("home-delivery");
    } finally {
      await database.db.execute(sql`update variants set shipping_time = ${days} where id = ${variant!}`);
    }
  });

  it("refuses a cart with problems in the shopper's language, writing nothing", async () => {
    const [, , variant] = variants;
    await setStock(variant!, [[20, 3]]);
    const before = (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from orders`))[0]!.n;
    const result = await services.orders.place(
      order([{ id: variant!, amount: 1 }], { contact: { ...contact, email: "aino@", phone: "12", postalCode: "1234" }, paymentMethod: null }, { deliveryMethod: null }),
    );
    expect(result).toEqual({
      ok: false,
      errors: ["Valitse toimitustapa. Jos vaihtoehtoja ei näy, päivitä sivu.", "Valitse maksutapa.", "Tarkista sähköpostiosoite.", "Anna puhelinnumero (6–20 numeroa).", "Tarkista postinumero."],
      // Each message also on its form field, for the payment step.
      fields: {
        delivery_method: "Valitse toimitustapa. Jos vaihtoehtoja ei näy, päivitä sivu.",
        payment_method: "Valitse maksutapa.",
        email: "Tarkista sähköpostiosoite.",
        phone: "Anna puhelinnumero (6–20 numeroa).",
        postal_code: "Tarkista postinumero.",
      },
    });
    expect((await rows<{ n: number }>(database.db, sql`select count(*)::int as n from orders`))[0]!.n).toBe(before);
    expect((await stockOf(variant!))[0]!.reserved).toBe(0);
    const customs = await services.orders.place(order([{ id: variant!, amount: 1 }], { contact: { ...contact, postalCode: "BT1 5GS" } }, { countryCode: "gb" }));
    expect(customs.ok).toBe(false);
    if (!customs.ok) {
      expect(customs.errors).toContain("Hyväksy, että tullimaksut ja maahantuonnin arvonlisävero peritään toimituksen yhteydessä.");
      expect(customs.errors).toContain("Emme voi toimittaa Pohjois-Irlantiin.");
    }
  });

  it("never oversells: of 12 buyers racing for 5 pieces exactly 5 get one", async () => {
    const [, , , variant] = variants;
    await setStock(variant!, [
      [20, 3],
      [1, 2],
    ]);
    const results = await Promise.all(Array.from({ length: 12 }, () => services.orders.place(order([{ id: variant!, amount: 1 }]))));
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(5);
    for (const result of results.filter((entry) => !entry.ok)) {
      expect(result.ok ? [] : result.errors).toEqual([
        expect.stringMatching(/^(Osa tuotteista myytiin loppuun kassalla ollessasi\. Tarkista ostoskori ja yritä uudelleen\.|.*Valittu väri tai koko ei ole saatavilla\.)$/),
      ]);
    }
    const stock = await stockOf(variant!);
    expect(stock.every((entry) => entry.reserved <= entry.quantity)).toBe(true);
    expect(stock.reduce((sum, entry) => sum + entry.reserved, 0)).toBe(5);
    const [reserved] = await rows<{ n: number }>(database.db, sql`select coalesce(sum(amount), 0)::int as n from order_reservations where variant_id = ${variant!}`);
    expect(reserved!.n).toBe(5);
  });
});

describe("part delivery", () => {
  it("keeps a split order's choice and charges its second parcel; the order's page says so", async () => {
    // Two cheap ones, so that home delivery (free from 150 euros) costs something.
    const [first, later] = (
      await rows<{ id: number }>(
        database.db,
        sql`select v.id from variants v join product_models m on m.id = v.model_id
            join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1 and p.active_cents between 1000 and 6000
            where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order and v.is_active
              and not exists (select 1 from delivery_limits l where l.model_id = m.id)
            order by v.id desc limit 2`,
      )
    ).map((row) => Number(row.id));
    await setStock(first!, [[20, 5]]);
    await setStock(later!, [[20, 5]]);
    const before = await rows<{ id: number; days: number }>(database.db, sql`select id, shipping_time as days from variants where id in (${first!}, ${later!})`);
    await database.db.execute(sql`update variants set shipping_time = case when id = ${first!} then 2 else 14 end where id in (${first!}, ${later!})`);
    try {
      const input = order([{ id: first!, amount: 1 }, { id: later!, amount: 1 }], {}, { partDelivery: true });
      const checked = await services.checkout.validate(input.cart);
      expect(checked.partDelivery).toMatchObject({ offered: true, selected: true, parts: { first: "1-2", rest: "10-14" } });
      const single = checked.priced.methods.find((entry) => entry.method.slug === "home-delivery")!.costCents / 2;
      expect(single).toBe(990);
      const result = await services.orders.place(input);
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (!result.ok) return;
      const [saved] = await rows<{ partDelivery: boolean; deliveryCents: number }>(
        database.db,
        sql`select part_delivery as "partDelivery", delivery_cents as "deliveryCents" from orders where number = ${result.order.number}`,
      );
      expect(saved).toEqual({ partDelivery: true, deliveryCents: 2 * single });
      const view = await services.orders.byAccessToken({ number: result.order.number, token: result.order.accessToken, lang: "fi" });
      expect(view?.partDelivery).toBe(true);
    } finally {
      for (const { id, days } of before) await database.db.execute(sql`update variants set shipping_time = ${days} where id = ${id}`);
    }
  });
});

describe("gift cards, codes and the end of a reservation", () => {
  it("takes a gift card's balance once; a fully covered order is paid at once", async () => {
    const [, , , , variant] = variants;
    await setStock(variant!, [[20, 5]]);
    await database.db.execute(sql`insert into gift_card_accounts (code, initial_cents, balance_cents) values ('TEST-BIG', 1000000, 1000000), ('TEST-SMALL', 1000, 1000)`);
    const covered = await services.orders.place(order([{ id: variant!, amount: 1 }], { paymentMethod: null }, { codes: ["test-big"] }));
    expect(covered.ok).toBe(true);
    if (covered.ok) expect(covered.order).toMatchObject({ status: "processing", dueCents: 0 });
    const [card] = await rows<{ balance: number }>(database.db, sql`select balance_cents as balance from gift_card_accounts where code = 'TEST-BIG'`);
    expect(card!.balance).toBe(1000000 - (covered.ok ? covered.order.totalCents : 0));

    // Two orders racing for one small card: one of them gets the balance.
    const racing = await Promise.all([1, 2].map(() => services.orders.place(order([{ id: variant!, amount: 1 }], {}, { codes: ["TEST-SMALL"] }))));
    expect(racing.filter((result) => result.ok)).toHaveLength(1);
    expect(racing.find((result) => !result.ok)).toEqual({ ok: false, errors: ["Lahjakortin saldo muuttui. Tarkista ostoskori ja yritä uudelleen."], fields: {} });
  });

  it("gives back stock, gift card balance and the code's use when an unpaid order's reservation ends", async () => {
    const [, , , , , variant] = variants;
    await setStock(variant!, [[20, 10]]);
    await database.db.execute(sql`insert into gift_card_accounts (code, initial_cents, balance_cents) values ('TEST-PART', 500, 500)`);
    await database.db.execute(sql`insert into discount_codes (code, kind, value, uses_left) values ('TEST-ONCE', 'amount', 100, 1)`);
    const placed = await services.orders.place(order([{ id: variant!, amount: 3 }], {}, { codes: ["TEST-PART", "TEST-ONCE"] }));
    expect(placed.ok, JSON.stringify(placed)).toBe(true);
    if (!placed.ok) return;
    expect((await stockOf(variant!))[0]!.reserved).toBe(3);
    const left = async () =>
      (await rows<{ balance: number; uses: number }>(
        database.db,
        sql`select (select balance_cents from gift_card_accounts where code = 'TEST-PART') as balance, (select uses_left from discount_codes where code = 'TEST-ONCE') as uses`,
      ))[0]!;
    expect(await left()).toEqual({ balance: 0, uses: 0 });

    expect(await services.orders.releaseExpired()).toBe(0);
    await database.db.execute(sql`update orders set reserved_until = now() - interval '1 minute' where number = ${placed.order.number}`);
    expect(await services.orders.releaseExpired()).toBeGreaterThanOrEqual(1);
    expect(await services.orders.releaseExpired()).toBe(0);
    expect((await stockOf(variant!))[0]!.reserved).toBe(0);
    expect(await left()).toEqual({ balance: 500, uses: 1 });
    const [status] = await rows<{ status: string }>(database.db, sql`select status from orders where number = ${placed.order.number}`);
    expect(status!.status).toBe("cancelled");
    // A late payment of a cancelled order is not taken.
    expect(await services.orders.markPaid({ number: placed.order.number, provider: "test", reference: "late-1", amountCents: placed.order.dueCents })).toBeNull();
  });

  it("takes a payment once, and only at the amount due", async () => {
    const [variant] = variants;
    await setStock(variant!, [[20, 5]]);
    const placed = await services.orders.place(order([{ id: variant!, amount: 1 }]));
    if (!placed.ok) throw new Error(placed.errors.join(" "));
    const { number, dueCents } = placed.order;
    expect(await services.orders.markPaid({ number, provider: "test", reference: "pay-1", amountCents: dueCents - 1 })).toBeNull();
    expect(await services.orders.markPaid({ number, provider: "test", reference: "pay-1", amountCents: dueCents })).toMatchObject({ status: "processing" });
    expect(await services.orders.markPaid({ number, provider: "test", reference: "pay-1", amountCents: dueCents })).toMatchObject({ status: "processing" });
    const [payments] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from order_payments p join orders o on o.id = p.order_id where o.number = ${number} and p.provider = 'test'`,
    );
    expect(payments!.n).toBe(1);
    // A second, different payment of a paid order is not taken (the adapter refunds it)...
    expect(await services.orders.markPaid({ number, provider: "test", reference: "pay-2", amountCents: dueCents })).toBeNull();
    // ...nor a reference that paid another order.
    const other = await services.orders.place(order([{ id: variant!, amount: 1 }]));
    if (!other.ok) throw new Error(other.errors.join(" "));
    expect(await services.orders.markPaid({ number: other.order.number, provider: "test", reference: "pay-1", amountCents: other.order.dueCents })).toBeNull();
    expect(await services.orders.markPaid({ number: "W0", provider: "test", reference: "x", amountCents: 1 })).toBeNull();
  });
});

describe("unpaid orders", () => {
  const waiting = translate("fi", "checkout.unpaidOrdersWaiting");
  const refusal = (result: Awaited<ReturnType<Services["orders"]["place"]>>) => (result.ok ? [] : result.errors);
  const placeFrom = (clientAddress: string, variant: number, overrides: Partial<PlaceOrderInput> = {}) =>
    services.orders.place(order([{ id: variant, amount: 1 }], overrides, { clientAddress }));

  it("hold their pieces ten minutes until the payment starts, then until thirty minutes after placing", async () => {
    const [, variant] = variants;
    await setStock(variant!, [[20, 5]]);
    const placed = await placeFrom(nextShopperAddress(), variant!);
    if (!placed.ok) throw new Error(placed.errors.join(" "));
    const heldMinutes = async () => {
      const [row] = await rows<{ minutes: number }>(
        database.db,
        sql`select round(extract(epoch from reserved_until - created_at) / 60)::int as minutes from orders where number = ${placed.order.number}`,
      );
      return row!.minutes;
    };
    expect(await heldMinutes()).toBe(10);
    const start = () => services.payments.start({ number: placed.order.number, token: placed.order.accessToken, returnUrl: "http://localhost:3000/tilaus/kasittely/" });
    expect(await start()).toMatchObject({ ok: true });
    expect(await heldMinutes()).toBe(30);
    // Starting the payment again does not hold the pieces any longer.
    expect(await start()).toMatchObject({ ok: true });
    expect(await heldMinutes()).toBe(30);
  });

  it("let one client address hold a variant with five at once and ten in all; paid and ended ones do not count", async () => {
    for (const variant of variants) await setStock(variant, [[20, 30]]);
    const address = nextShopperAddress();
    const placed = [];
    for (let i = 0; i < UNPAID_ORDER_LIMITS.sameVariantPerAddress; i++) placed.push(await placeFrom(address, variants[0]!));
    expect(placed.map((result) => result.ok)).toEqual(placed.map(() => true));
    expect(refusal(await placeFrom(address, variants[0]!))).toEqual([waiting]);
    // Another address is not held back by this one's orders.
    expect((await placeFrom(nextShopperAddress(), variants[0]!)).ok).toBe(true);
    // A paid order no longer waits, and one whose hold ended has let go of its pieces.
    const [first, second] = placed;
    if (!first?.ok || !second?.ok) return;
    await services.orders.markPaid({ number: first.order.number, provider: "test", reference: `unpaid-${first.order.number}`, amountCents: first.order.dueCents });
    expect((await placeFrom(address, variants[0]!)).ok).toBe(true);
    await database.db.execute(sql`update orders set reserved_until = now() - interval '1 minute' where number = ${second.order.number}`);
    expect((await placeFrom(address, variants[0]!)).ok).toBe(true);
    // Five wait with variants[0]; five more of the other variants make ten, and the eleventh is refused.
    for (const variant of [1, 1, 2, 2, 3]) expect((await placeFrom(address, variants[variant]!)).ok).toBe(true);
    expect(refusal(await placeFrom(address, variants[5]!))).toEqual([waiting]);
    const [count] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from orders where client_key = encode(sha256(convert_to(${address}, 'UTF8')), 'hex') and status = 'awaiting_payment' and reserved_until > now()`,
    );
    expect(count!.n).toBe(UNPAID_ORDER_LIMITS.perAddress);
  });

  it("let one account hold three at once from any address, two of them with the same variant", async () => {
    for (const variant of variants) await setStock(variant, [[20, 20]]);
    const hash = await hashPassword("Salasana-123", { N: 2 ** 10, r: 8, p: 1 });
    const [customer] = await rows<{ id: number }>(
      database.db,
      sql`insert into customers (email, password_hash, first_name, activated_at) values ('unpaid.account@example.fi', ${hash}, 'Aino', now()) returning id`,
    );
    const customerId = Number(customer!.id);
    for (let i = 0; i < UNPAID_ORDER_LIMITS.sameVariantPerAccount; i++) expect((await placeFrom(nextShopperAddress(), variants[0]!, { customerId })).ok).toBe(true);
    expect(refusal(await placeFrom(nextShopperAddress(), variants[0]!, { customerId }))).toEqual([waiting]);
    for (let i = UNPAID_ORDER_LIMITS.sameVariantPerAccount; i < UNPAID_ORDER_LIMITS.perAccount; i++) {
      expect((await placeFrom(nextShopperAddress(), variants[i]!, { customerId })).ok).toBe(true);
    }
    expect(refusal(await placeFrom(nextShopperAddress(), variants[4]!, { customerId }))).toEqual([waiting]);
    // The same cart as a guest from a fresh address is another shopper.
    expect((await placeFrom(nextShopperAddress(), variants[4]!)).ok).toBe(true);
  });

  it("of fifteen unpaid orders sent at once from one address for fifteen pieces, let five hold them", async () => {
    const [, , , , , variant] = variants;
    await setStock(variant!, [[20, 15]]);
    const address = nextShopperAddress();
    const results = await Promise.all(Array.from({ length: 15 }, () => placeFrom(address, variant!)));
    expect(results.filter((result) => result.ok)).toHaveLength(UNPAID_ORDER_LIMITS.sameVariantPerAddress);
    for (const result of results.filter((entry) => !entry.ok)) expect(refusal(result)).toEqual([waiting]);
    expect((await stockOf(variant!)).reduce((sum, entry) => sum + entry.reserved, 0)).toBe(UNPAID_ORDER_LIMITS.sameVariantPerAddress);
  });
});

