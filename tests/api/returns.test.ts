/**
 * Starting returns and exchanges on a real database: the guest's proof of the order, the 100-day window,
 * never more pieces than were bought (also for two returns sent at the same moment), the exchange's held
 * piece counted in the stock, and a case shown only to its shopper.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReturnsService, type ReturnsService } from "#core/after-sales/returns-service.server.ts";
import { DomainError } from "#core/errors.ts";
import type { ReturnRowRequest } from "#core/after-sales/return-request.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createReturnsRepository } from "#db/repositories/returns.ts";
import { createTestPaymentRepository } from "#db/repositories/payments.ts";
import { createTestProvider } from "#core/payments/test-provider.server.ts";
import type { PaymentProvider } from "#core/payments/payment-provider.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

const DAY = 24 * 60 * 60 * 1000;
const DELIVERED = new Date("2026-06-01T12:00:00Z");
const EMAIL = "palauttaja@example.fi";
let database: DatabaseHandle;
let clock = new Date(DELIVERED.getTime() + 10 * DAY);
let service: ReturnsService;
let failRefunds = false;
const refundCalls: string[] = [];
/** Row 0: two pieces of a variant whose model has another variant in stock; row 1: one piece of another model. */
let bought: { variantId: number; otherVariantId: number; soldOutVariantId: number; foreignVariantId: number; secondVariantId: number };

async function placeOrder(number: string, status: string, deliveredAt: Date | null, countryCode = "fi"): Promise<void> {
  const [order] = await rows<{ id: number }>(
    database.db,
    sql`insert into orders (number, status, idempotency_key, request_hash, lang, country_code, email, products_cents, total_cents, due_cents,
          reserved_until, shipped_at, delivered_at)
        values (${number}, ${status}, ${`test-${number}`}, 'test', 'fi', ${countryCode}, ${EMAIL}, 30000, 30000, 30000, now(),
          ${deliveredAt ? new Date(deliveredAt.getTime() - DAY).toISOString() : null}::timestamptz, ${deliveredAt?.toISOString() ?? null}::timestamptz)
        returning id`,
  );
  await database.db.execute(
    sql`insert into order_rows (order_id, position, kind, product_id, name, variant_name, amount, unit_cents, total_cents) values
        (${order!.id}, 0, 'product', ${String(bought.variantId)}, 'Retkitakki', 'M', 2, 10000, 20000),
        (${order!.id}, 1, 'product', ${String(bought.secondVariantId)}, 'Pipo', '', 1, 10000, 10000)`,
  );
}

const reserved = async (variantId: number) =>
  Number((await rows<{ reserved: number }>(database.db, sql`select coalesce(sum(reserved), 0)::int as reserved from stock where variant_id = ${variantId}`))[0]!.reserved);

const row = (position: number, amount: number, extra: Partial<ReturnRowRequest> = {}): ReturnRowRequest => ({
  position,
  amount,
  reason: "too-small",
  exchangeVariantId: null,
  ...extra,
});

function start(number: string, requested: ReturnRowRequest[], extra: { exchange?: boolean; trackingCode?: string; email?: string } = {}) {
  return service.startReturn({
    orderNumber: number,
    proof: { email: extra.email ?? EMAIL },
    exchange: extra.exchange ?? false,
    rows: requested,
    refundTo: "original",
    trackingCode: extra.trackingCode ?? "",
    lang: "fi",
    clientAddress: "192.0.2.10",
  });
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  // A model with three active variants: one in stock to exchange to, one with no free piece.
  const [model] = await rows<{ modelId: number }>(
    database.db,
    sql`select v.model_id as "modelId" from variants v join product_models m on m.id = v.model_id
        where v.is_active and not m.is_bundle and not m.is_gift_card group by v.model_id having count(*) >= 3 order by v.model_id limit 1`,
  );
  const variants = await rows<{ id: number }>(database.db, sql`select id from variants where model_id = ${model!.modelId} and is_active order by id limit 3`);
  const [variantId, otherVariantId, soldOutVariantId] = variants.map((variant) => Number(variant.id)) as [number, number, number];
  await database.db.execute(sql`update stock set quantity = 5, reserved = 0, blocked = false where variant_id = ${otherVariantId}`);
  await database.db.execute(sql`insert into stock (variant_id, store_id, quantity) values (${otherVariantId}, 20, 5) on conflict do nothing`);
  await database.db.execute(sql`update stock set quantity = 0, reserved = 0 where variant_id = ${soldOutVariantId}`);
  const [foreign] = await rows<{ id: number }>(database.db, sql`select id from variants where is_active and model_id <> ${model!.modelId} order by id limit 1`);
  const [second] = await rows<{ id: number }>(database.db, sql`select id from variants where is_active and model_id <> ${model!.modelId} order by id desc limit 1`);
  bought = { variantId, otherVariantId, soldOutVariantId, foreignVariantId: Number(foreign!.id), secondVariantId: Number(second!.id) };
  const testProvider = createTestProvider({ repository: createTestPaymentRepository(database.db) });
  // The test provider, made to fail while `failRefunds` is set (the provider down or its answer lost).
  const provider: PaymentProvider = {
    ...testProvider,
    refund: async (reference, amountCents, key) => {
      refundCalls.push(key ?? "");
      if (failRefunds) throw new Error("provider unavailable");
      return testProvider.refund(reference, amountCents, key);
    },
  };
  service = createReturnsService({ repository: createReturnsRepository(database.db), hitRateLimit: async () => ({ count: 1 }), now: () => clock, providers: [provider] });
  await placeOrder("W900001", "delivered", DELIVERED);
  await placeOrder("W900002", "delivered", DELIVERED);
  await placeOrder("W900003", "processing", null);
  await placeOrder("W900004", "delivered", DELIVERED, "se");
  for (const number of ["W900005", "W900006", "W900007"]) await placeOrder(number, "delivered", DELIVERED);
});

afterAll(async () => {
  await database?.close();
});

describe("finding the order to return from", () => {
  it("needs the order's own e-mail address from a guest, and answers a wrong one as a wrong number", async () => {
    expect(await service.findOrder({ orderNumber: "w 900001", proof: { email: "someone@example.fi" }, clientAddress: "192.0.2.1" })).toEqual({
      found: false,
      reason: "not-found",
    });
    const found = await service.findOrder({ orderNumber: "w 900001", proof: { email: " Palauttaja@Example.fi" }, clientAddress: "192.0.2.1" });
    expect(found).toMatchObject({ found: true, window: { kind: "open", deadline: new Date(DELIVERED.getTime() + 100 * DAY) } });
    if (!found.found) throw new Error("expected the order");
    expect(found.returnable).toEqual(
      new Map([
        [0, 2],
        [1, 1],
      ]),
    );
  });
});

describe("starting a return", () => {
  it("returns two rows as a guest and shows the case to the link's holder only", async () => {
    const started = await start("W900001", [row(0, 1), row(1, 1, { reason: "faulty" })]);
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    expect(started.number).toMatch(/^P\d{6}$/);
    const view = await service.caseFor({ number: started.number, token: started.accessToken });
    expect(view).toMatchObject({
      kind: "return",
      status: "new-return",
      orderNumber: "W900001",
      refundTo: "original",
      rows: [
        { name: "Retkitakki", amount: 1, reason: "too-small", exchangeVariantName: null },
        { name: "Pipo", amount: 1, reason: "faulty" },
      ],
      events: [{ status: "new-return", actor: "customer", action: "start" }],
    });
    expect(await service.caseFor({ number: started.number, token: "x".repeat(64) })).toBeNull();
    expect(await service.caseFor({ number: started.number, customerId: 1 })).toBeNull();
  });

  it("never takes more pieces than are left of a row", async () => {
    expect(await start("W900001", [row(0, 2)])).toEqual({ ok: false, problems: [{ field: "rows.0.amount", code: "tooMany", returnable: 1 }] });
    expect(await start("W900001", [row(1, 1)])).toEqual({ ok: false, problems: [{ field: "rows.0.position", code: "notReturnable" }] });
  });

  it("lets only one of two returns sent at the same moment take the last pieces", async () => {
    const asked = [2, 2, 1];
    const results = await Promise.all(asked.map((pieces) => start("W900002", [row(0, pieces)])));
    const [counted] = await rows<{ pieces: number }>(
      database.db,
      sql`select coalesce(sum(r.amount), 0)::int as pieces from after_sales_rows r join after_sales_cases c on c.id = r.case_id
          join orders o on o.id = c.order_id where o.number = 'W900002' and r.order_position = 0`,
    );
    const accepted = results.reduce((sum, result, index) => sum + (result.ok ? asked[index]! : 0), 0);
    expect(Number(counted!.pieces)).toBe(accepted);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(2);
    // Refused for the pieces: some left but too few, or none left at all.
    for (const result of results) if (!result.ok) expect(["tooMany", "notReturnable"]).toContain(result.problems[0]?.code);
  });

  it("refuses an order still in the warehouse, and one past its 100 days", async () => {
    expect(await start("W900003", [row(0, 1)])).toEqual({ ok: false, problems: [{ field: "rows", code: "notShipped" }] });
    clock = new Date(DELIVERED.getTime() + 100 * DAY + 1);
    try {
      expect(await start("W900004", [row(0, 1)], { trackingCode: "JJFI1" })).toEqual({ ok: false, problems: [{ field: "rows", code: "windowExpired" }] });
    } finally {
      clock = new Date(DELIVERED.getTime() + 10 * DAY);
    }
  });

  it("needs a tracking code for a return from abroad", async () => {
    expect(await start("W900004", [row(1, 1)])).toEqual({ ok: false, problems: [{ field: "trackingCode", code: "trackingCodeRequired" }] });
  });
});

describe("starting an exchange", () => {
  it("holds the wanted size at once, for three weeks", async () => {
    const before = await reserved(bought.otherVariantId);
    const started = await start("W900004", [row(0, 1, { exchangeVariantId: bought.otherVariantId })], { exchange: true, trackingCode: "JJFI123" });
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    expect(await reserved(bought.otherVariantId)).toBe(before + 1);
    const view = await service.caseFor({ number: started.number, token: started.accessToken });
    expect(view).toMatchObject({ kind: "exchange", trackingCode: "JJFI123", rows: [{ amount: 1, heldUntil: new Date(clock.getTime() + 21 * DAY) }] });
    expect(view!.rows[0]!.exchangeVariantName).not.toBeNull();
  });

  it("refuses another model's variant and a size with no free piece, holding nothing", async () => {
    const before = await reserved(bought.otherVariantId);
    const cases = Number((await rows<{ n: number }>(database.db, sql`select count(*)::int as n from after_sales_cases`))[0]!.n);
    expect(
      await start("W900004", [row(0, 1, { exchangeVariantId: bought.otherVariantId }), row(1, 1, { exchangeVariantId: bought.foreignVariantId })], {
        exchange: true,
        trackingCode: "JJFI124",
      }),
    ).toEqual({ ok: false, problems: [{ field: "rows.1.exchangeVariantId", code: "otherModel" }] });
    expect(await start("W900004", [row(0, 1, { exchangeVariantId: bought.soldOutVariantId })], { exchange: true, trackingCode: "JJFI125" })).toEqual({
      ok: false,
      problems: [{ field: "rows.0.exchangeVariantId", code: "unavailable" }],
    });
    expect(await reserved(bought.otherVariantId)).toBe(before);
    expect(Number((await rows<{ n: number }>(database.db, sql`select count(*)::int as n from after_sales_cases`))[0]!.n)).toBe(cases);
  });

  it("puts the held piece back on sale three weeks later unless the return arrived, once", async () => {
    const asked = new Date(clock);
    const before = await reserved(bought.otherVariantId);
    const waiting = await start("W900004", [row(0, 1, { exchangeVariantId: bought.otherVariantId })], { exchange: true, trackingCode: "JJFI126" });
    const arrived = await start("W900002", [row(1, 1, { exchangeVariantId: null })]);
    if (!waiting.ok) throw new Error(JSON.stringify(waiting.problems));
    if (!arrived.ok) throw new Error(JSON.stringify(arrived.problems));
    expect(await reserved(bought.otherVariantId)).toBe(before + 1);
    try {
      clock = new Date(asked.getTime() + 21 * DAY - 1);
      // The earlier exchange of this file was asked at the same moment: both come due together.
      expect(await service.releaseDueHolds()).toBe(0);
      clock = new Date(asked.getTime() + 21 * DAY);
      expect(await service.releaseDueHolds()).toBe(2);
      expect(await reserved(bought.otherVariantId)).toBe(before - 1);
      expect(await service.releaseDueHolds()).toBe(0);
      const view = await service.caseFor({ number: waiting.number, token: waiting.accessToken });
      expect(view).toMatchObject({ status: "new-return", rows: [{ heldUntil: null }] });
      expect(view!.events.map((event) => [event.actor, event.action])).toEqual([
        ["customer", "start"],
        ["system", "holdReleased"],
      ]);
    } finally {
      clock = asked;
    }
  });

  it("keeps the piece of an exchange whose return reached the shop", async () => {
    const asked = new Date(clock);
    const before = await reserved(bought.otherVariantId);
    const started = await start("W900004", [row(1, 1, { exchangeVariantId: null })], { trackingCode: "JJFI127" });
    const exchange = await start("W900001", [row(0, 1, { exchangeVariantId: bought.otherVariantId })], { exchange: true });
    if (!started.ok || !exchange.ok) throw new Error("expected both to start");
    await database.db.execute(sql`update after_sales_cases set received_at = ${asked.toISOString()}::timestamptz where number = ${exchange.number}`);
    try {
      clock = new Date(asked.getTime() + 30 * DAY);
      expect(await service.releaseDueHolds()).toBe(0);
      expect(await reserved(bought.otherVariantId)).toBe(before + 1);
    } finally {
      clock = asked;
    }
  });
});

describe("handling a case", () => {
  let staffId = 0;
  beforeAll(async () => {
    const [staff] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
    staffId = Number(staff!.id);
  });
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => "done",
      (error: unknown) => (error instanceof DomainError ? `${error.code}${error.field ? ` ${error.field}` : ""}` : String(error)),
    );

  it("receives, asks the shopper, takes the answer, and records who did what", async () => {
    const started = await start("W900005", [row(0, 1, { reason: "faulty" })]);
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    const { number, accessToken } = started;
    await service.act({ number, action: "receive", staffId, message: "" });
    expect(await codeOf(service.act({ number, action: "askMoreInfo", staffId, message: "  " }))).toBe("BAD_INPUT message");
    await service.act({ number, action: "askMoreInfo", staffId, message: "Onko takissa käyttöjälkiä?" });
    expect(await codeOf(service.answer({ number, token: "y".repeat(64), message: "Ei ole." }))).toBe("NOT_FOUND");
    expect(await codeOf(service.answer({ number, customerId: 12345, message: "Ei ole." }))).toBe("NOT_FOUND");
    await service.answer({ number, token: accessToken, message: "Ei ole." });
    const view = await service.caseFor({ number, token: accessToken });
    expect(view?.status).toBe("processing-return");
    expect(view?.events.map((event) => [event.actor, event.action, event.status, event.message])).toEqual([
      ["customer", "start", "new-return", ""],
      ["staff", "receive", "processing-return", ""],
      ["staff", "askMoreInfo", "more_info-return", "Onko takissa käyttöjälkiä?"],
      ["customer", "answer", "processing-return", "Ei ole."],
    ]);
    const [recorded] = await rows<{ staffSteps: number; received: boolean }>(
      database.db,
      sql`select (select count(*)::int from after_sales_events e where e.case_id = c.id and e.staff_id = ${staffId}) as "staffSteps",
            c.received_at is not null as received
          from after_sales_cases c where c.number = ${number}`,
    );
    expect(recorded).toEqual({ staffSteps: 2, received: true });
  });

  it("refuses steps the status does not allow, repair for a return, and approval here", async () => {
    const started = await start("W900006", [row(1, 1)]);
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    expect(await codeOf(service.act({ number: started.number, action: "sendToRepair", staffId, message: "" }))).toBe("CONFLICT action");
    expect(await codeOf(service.act({ number: started.number, action: "approve" as never, staffId, message: "" }))).toBe("BAD_INPUT action");
    expect(await codeOf(service.act({ number: "P999999", action: "receive", staffId, message: "" }))).toBe("NOT_FOUND");
    expect(await codeOf(service.answer({ number: started.number, token: started.accessToken, message: "Vastaus" }))).toBe("CONFLICT action");
  });

  it("rejects with the reason told to the shopper, gives the exchange's piece back at once, and closes the case", async () => {
    const before = await reserved(bought.otherVariantId);
    const started = await start("W900007", [row(0, 1, { exchangeVariantId: bought.otherVariantId })], { exchange: true });
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    expect(await reserved(bought.otherVariantId)).toBe(before + 1);
    expect(await codeOf(service.act({ number: started.number, action: "reject", staffId, message: "" }))).toBe("BAD_INPUT message");
    await service.act({ number: started.number, action: "reject", staffId, message: "Tuote on käytetty." });
    expect(await reserved(bought.otherVariantId)).toBe(before);
    expect(await service.caseFor({ number: started.number, token: started.accessToken })).toMatchObject({
      status: "rejected-return",
      rejectionReason: "Tuote on käytetty.",
      rows: [{ heldUntil: null }],
    });
    expect(await codeOf(service.act({ number: started.number, action: "receive", staffId, message: "" }))).toBe("CONFLICT action");
  });
});

describe("approving", () => {
  let staffId = 0;
  beforeAll(async () => {
    const [staff] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
    staffId = Number(staff!.id);
  });

  /** An order paid 20 € with a gift card and 280 € through the test provider. */
  async function paidOrder(number: string): Promise<string> {
    await placeOrder(number, "delivered", DELIVERED);
    const reference = `tp_${number}`;
    await database.db.execute(
      sql`insert into test_payments (reference, merchant_reference, amount_cents, currency, return_url, status)
          values (${reference}, ${number}, 28000, 'EUR', 'https://shop.example/', 'paid')`,
    );
    await database.db.execute(
      sql`insert into order_payments (order_id, provider, reference, amount_cents, status)
          select id, 'giftcard', ${`GIFTCARDDEMO:${number}`}, 2000, 'captured' from orders where number = ${number}
          union all select id, 'test', ${reference}, 28000, 'captured' from orders where number = ${number}`,
    );
    return reference;
  }

  async function received(requested: ReturnRowRequest[], number: string, extra: { exchange?: boolean } = {}) {
    const started = await start(number, requested, extra);
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    await service.act({ number: started.number, action: "receive", staffId, message: "" });
    return started;
  }

  const testPayment = async (reference: string) =>
    (await rows<{ status: string; refunded: number }>(database.db, sql`select status, refunded_cents as refunded from test_payments where reference = ${reference}`))[0];
  const shelf = async (variantId: number) =>
    Number((await rows<{ quantity: number }>(database.db, sql`select coalesce(sum(quantity), 0)::int as quantity from stock where variant_id = ${variantId} and store_id = 20`))[0]!.quantity);

  it("refunds the returned pieces through the provider, puts them back on the shelf, and closes the case", async () => {
    const reference = await paidOrder("W900010");
    const onShelf = await shelf(bought.variantId);
    const first = await received([row(0, 1)], "W900010");
    const approval = await service.approve({ number: first.number, staffId, restock: true });
    expect(approval).toMatchObject({ refundedCents: 10000, giftCard: null, exchangeOrder: null });
    expect(await testPayment(reference)).toEqual({ status: "paid", refunded: 10000 });
    expect(await shelf(bought.variantId)).toBe(onShelf + 1);
    expect(await service.caseFor({ number: first.number, token: first.accessToken })).toMatchObject({ status: "processed-return" });

    // The rest of the order: what the provider has left goes back to it, what the gift card paid to a new card.
    const rest = await received([row(0, 1), row(1, 1)], "W900010");
    const second = await service.approve({ number: rest.number, staffId, restock: false });
    expect(second.refundedCents).toBe(20000);
    expect(second.giftCard?.cents).toBe(2000);
    expect(await testPayment(reference)).toEqual({ status: "refunded", refunded: 28000 });
    expect(await shelf(bought.variantId)).toBe(onShelf + 1);
    const [card] = await rows<{ balance: number }>(database.db, sql`select balance_cents as balance from gift_card_accounts where code = ${second.giftCard!.code}`);
    expect(Number(card!.balance)).toBe(2000);
  });

  it("asks a failed refund again later under the same key, and makes it once", async () => {
    const reference = await paidOrder("W900011");
    const started = await received([row(1, 1)], "W900011");
    failRefunds = true;
    try {
      await service.approve({ number: started.number, staffId, restock: true });
    } finally {
      failRefunds = false;
    }
    expect(await testPayment(reference)).toEqual({ status: "paid", refunded: 0 });
    expect(await service.retryPendingRefunds()).toBe(1);
    expect(await testPayment(reference)).toEqual({ status: "paid", refunded: 10000 });
    expect(await service.retryPendingRefunds()).toBe(0);
    const keys = refundCalls.slice(-2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("sends an exchange's wanted piece as a paid order holding the piece the exchange held", async () => {
    await placeOrder("W900012", "delivered", DELIVERED);
    const before = await reserved(bought.otherVariantId);
    const started = await received([row(0, 1, { exchangeVariantId: bought.otherVariantId })], "W900012", { exchange: true });
    expect(await reserved(bought.otherVariantId)).toBe(before + 1);
    const approval = await service.approve({ number: started.number, staffId, restock: true });
    expect(approval).toMatchObject({ refundedCents: 0, giftCard: null, exchangeOrder: expect.stringMatching(/^W\d+$/) });
    expect(await reserved(bought.otherVariantId)).toBe(before + 1);
    const [order] = await rows<{ status: string; due: number; held: number }>(
      database.db,
      sql`select o.status, o.due_cents as due, (select sum(amount)::int from order_reservations r where r.order_id = o.id and r.variant_id = ${bought.otherVariantId}) as held
          from orders o where o.number = ${approval.exchangeOrder}`,
    );
    expect(order).toEqual({ status: "processing", due: 0, held: 1 });
    // The hold became the order's: the job has nothing left to release.
    clock = new Date(clock.getTime() + 30 * DAY);
    try {
      expect(await service.releaseDueHolds()).toBe(0);
    } finally {
      clock = new Date(clock.getTime() - 30 * DAY);
    }
  });

  it("approves only an inspected case", async () => {
    await placeOrder("W900013", "delivered", DELIVERED);
    const started = await start("W900013", [row(0, 1)]);
    if (!started.ok) throw new Error("expected the return");
    await expect(service.approve({ number: started.number, staffId, restock: true })).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe("mail to the shopper", () => {
  it("tells the shopper of the return, the shop's question and every later status, each with the case's link", async () => {
    const sent: Array<{ to: string; subject: string; text: string; lang?: string }> = [];
    const mailing = createReturnsService({
      repository: createReturnsRepository(database.db),
      hitRateLimit: async () => ({ count: 1 }),
      now: () => clock,
      providers: [],
      mailer: { send: async (message) => (sent.push(message), { id: sent.length, transport: "outbox" }) },
      caseLink: (lang, _kind, number, token) => `https://shop.example/${lang}/${number}/?t=${token}`,
    });
    await placeOrder("W900020", "delivered", DELIVERED);
    const started = await mailing.startReturn({
      orderNumber: "W900020",
      proof: { email: EMAIL },
      exchange: false,
      rows: [row(0, 1)],
      refundTo: "original",
      trackingCode: "",
      lang: "en",
      clientAddress: "192.0.2.20",
    });
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    const [staff] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
    await mailing.act({ number: started.number, action: "askMoreInfo", staffId: Number(staff!.id), message: "Is the label still on?" });
    await mailing.answer({ number: started.number, token: started.accessToken, message: "Yes." });
    const link = `https://shop.example/en/${started.number}/?t=${started.accessToken}`;
    expect(sent.map((mail) => [mail.to, mail.lang, mail.subject])).toEqual([
      [EMAIL, "en", `Return ${started.number}: Waiting`],
      [EMAIL, "en", `Return ${started.number}: Needs more info from you`],
      [EMAIL, "en", `Return ${started.number}: Being processed`],
    ]);
    expect(sent[0]!.text).toContain(`the return code ${started.number}`);
    expect(sent[1]!.text).toContain("We asked you: Is the label still on?");
    expect(sent[1]!.text).toContain(`Answer on its page: ${link}`);
    expect(sent[2]!.text).toContain(`Follow it here: ${link}`);
  });
});
