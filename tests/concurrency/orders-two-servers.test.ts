/**
 * The stock rule under concurrency: two real server processes (the production build) on one
 * PostgreSQL, driven the way a browser without JavaScript drives them: the payment step's form post,
 * the test provider's page, the return to /order/process/.
 *
 * - 200 buyers at once for 50 pieces of one variant, spread over both processes, give exactly 50 orders
 *   and 50 paid orders; the stock never goes below zero; every answer is an order or the sold-out message.
 * - A process killed while its orders wait inside their transaction leaves no order, row or reservation
 *   behind; the buyers' retries on the other process place each order once.
 * - At least 500 buyers post while one process is killed (SIGKILL) three times at random moments and started
 *   again, each retrying with the same key until a process answers: every order a buyer was told of exists with
 *   its row and piece, no other order does, and each variant's warehouses hold reserved what its orders hold.
 *
 * Needs TEST_DATABASE_URL and `npm run build`; npm test runs it after the build (scripts/test-all.ts).
 */
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { queryRows } from "#db/client.server.ts";
import { pathFor } from "#i18n/routes.ts";
import { openCatalogueDatabase } from "../api/support/api-app.ts";
import { origin, startShopServer, type Server } from "./support/shop-server.ts";

if (!process.env.TEST_DATABASE_URL) throw new Error("The concurrency test runs on PostgreSQL: set TEST_DATABASE_URL.");

const BUYERS = 200;
const PIECES = 50;
const SOLD_OUT = /Osa tuotteista myytiin loppuun kassalla ollessasi|Valittu väri tai koko ei ole saatavilla/;

let database: DatabaseHandle;
let servers: Server[] = [];
let variants: number[] = [];

/** An idempotency key as the payment step makes them (16-64 of [A-Za-z0-9_-]), by buyer. */
const RUN = Math.random().toString(36).slice(2, 10);
const keyOf = (prefix: string, buyer: number) => `${prefix}-${String(buyer).padStart(4, "0")}-${RUN}`;

// As behind a load balancer: each buyer comes from an address of their own (X-Forwarded-For), as the limits on
// unpaid orders count per address. All buyers arrive at once to test the stock rule, so no load shedding.
const startServer = (port: number, appName: string, extraEnv: Record<string, string> = {}) =>
  startShopServer({ databaseUrl: database.databaseUrl!, port, appName, extraEnv: { TRUST_PROXY: "127.0.0.1", MAX_IN_FLIGHT: "0", ...extraEnv } });

function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(database.db, query);
}

async function setStock(variantId: number, pieces: Array<[store: number, quantity: number]>) {
  await database.db.execute(sql`delete from stock where variant_id = ${variantId}`);
  for (const [store, quantity] of pieces) {
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variantId}, ${store}, ${quantity}, 0, false)`);
  }
}

const stockOf = (variantId: number) =>
  rows<{ store: number; quantity: number; reserved: number }>(sql`select store_id as store, quantity, reserved from stock where variant_id = ${variantId} order by store_id`);

/** The payment step's form as the browser posts it: the cart from local storage and the contact fields. */
function orderForm(variantId: number, buyer: string, key: string): URLSearchParams {
  return new URLSearchParams({
    cart: JSON.stringify({ products: [{ productId: String(variantId), amount: 1 }] }),
    idempotency_key: key,
    delivery_method: "home-delivery",
    email: `${buyer}@example.fi`,
    first_name: "Kilpa",
    last_name: "Ostaja",
    phone: "040 123 4567",
    address: "Hämeenkatu 1",
    postal_code: "33100",
    city: "Tampere",
    payment_method: "card",
  });
}

function post(server: Server, url: string, body: URLSearchParams, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(url, origin(server)), { method: "POST", body, redirect: "manual", headers: { origin: origin(server), ...headers } });
}

/** The buyer's own client address, the same on every retry. */
function addressOf(buyer: string): string {
  const n = Number(buyer.replace(/\D/g, "")) + 1;
  return `10.1.${(n >> 8) & 255}.${n & 255}`;
}

type Placed = { ok: true; paymentUrl: string } | { ok: false; status: number; soldOut: boolean };

async function placeOrder(server: Server, variantId: number, buyer: string, key: string): Promise<Placed> {
  const answer = await post(server, pathFor("checkout.payment", "fi"), orderForm(variantId, buyer, key), { "x-forwarded-for": addressOf(buyer) });
  if (answer.status === 303) {
    await answer.body?.cancel();
    return { ok: true, paymentUrl: answer.headers.get("location") ?? "" };
  }
  // The refusal's message travels in the page's data (the step shows it once the cart is read).
  return { ok: false, status: answer.status, soldOut: SOLD_OUT.test(await answer.text()) };
}

/** Pays on the test provider's page through `server`, then follows the return to the result page. */
async function pay(server: Server, paymentUrl: string): Promise<string> {
  const page = new URL(paymentUrl);
  const chosen = await post(server, page.pathname, new URLSearchParams({ choice: "pay" }));
  expect(chosen.status).toBe(303);
  const returned = new URL(chosen.headers.get("location") ?? "");
  const processed = await fetch(new URL(returned.pathname + returned.search, origin(server)), { redirect: "manual" });
  expect(processed.status).toBe(303);
  return processed.headers.get("location") ?? "";
}

async function ordersByKey(prefix: string) {
  return rows<{ key: string; number: string; status: string; rows: number; reserved: number }>(
    sql`select o.idempotency_key as key, o.number, o.status,
          (select count(*)::int from order_rows r where r.order_id = o.id) as rows,
          (select coalesce(sum(amount), 0)::int from order_reservations r where r.order_id = o.id) as reserved
        from orders o where o.idempotency_key like ${`${prefix}%`} order by o.id`,
  );
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  expect(database.kind).toBe("postgres");
  const found = await rows<{ id: number }>(
    sql`select v.id from variants v join product_models m on m.id = v.model_id
        join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
        where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order and v.is_active and v.shipping_time <= 2
          and not exists (select 1 from delivery_limits l where l.model_id = m.id)
        order by v.id limit 2`,
  );
  variants = found.map((row) => Number(row.id));
  expect(variants).toHaveLength(2);
  const base = 3300 + (process.pid % 500) * 2;
  servers = await Promise.all([startServer(base, "shop-a"), startServer(base + 1, "shop-b")]);
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.process.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.exited));
  await database?.close();
}, 60_000);

describe("two server processes on one PostgreSQL", () => {
  it(`${BUYERS} buyers for ${PIECES} pieces: exactly ${PIECES} orders, all paid, and the stock never below zero`, async () => {
    const [variant] = variants;
    // Pieces in three warehouses, so the reservations also spread across stores.
    await setStock(variant!, [
      [20, 30],
      [1, 12],
      [3, 8],
    ]);

    const results = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => placeOrder(servers[i % 2]!, variant!, `buyer${i}`, keyOf("race", i))),
    );
    const won = results.filter((result): result is Extract<Placed, { ok: true }> => result.ok);
    const lost = results.filter((result): result is Extract<Placed, { ok: false }> => !result.ok);
    expect(won).toHaveLength(PIECES);
    // Everyone else was told, on the form, that the product sold out: no 500, no silent failure.
    expect(lost.map((result) => [result.status, result.soldOut])).toEqual(Array.from({ length: BUYERS - PIECES }, () => [400, true]));

    const placed = await ordersByKey("race-");
    expect(placed).toHaveLength(PIECES);
    expect(new Set(placed.map((order) => order.number)).size).toBe(PIECES);
    expect(placed.every((order) => order.rows === 1 && order.reserved === 1 && order.status === "awaiting_payment")).toBe(true);
    let stock = await stockOf(variant!);
    expect(stock.every((entry) => entry.reserved <= entry.quantity)).toBe(true);
    expect(stock.reduce((sum, entry) => sum + entry.reserved, 0)).toBe(PIECES);

    // A buyer who submits again on the other process (a double click, a retry) gets the same order.
    const again = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => i)
        .filter((i) => results[i]!.ok)
        .slice(0, 10)
        .map((i) => placeOrder(servers[(i + 1) % 2]!, variant!, `buyer${i}`, keyOf("race", i))),
    );
    expect(again.every((result) => result.ok)).toBe(true);
    expect(await ordersByKey("race-")).toHaveLength(PIECES);

    // Every winner pays on the other process than the one that placed the order.
    const landed = await Promise.all(won.map((result, i) => pay(servers[i % 2]!, result.paymentUrl)));
    const okPath = pathFor("order.payment-ok", "fi").replace("*", "");
    expect(landed.filter((url) => !new URL(url, "http://localhost").pathname.startsWith(okPath))).toEqual([]);
    const paid = await ordersByKey("race-");
    expect(paid.map((order) => order.status)).toEqual(Array.from({ length: PIECES }, () => "processing"));
    const [payments] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_payments p join orders o on o.id = p.order_id
          where o.idempotency_key like 'race-%' and p.provider = 'test' and p.status = 'captured'`,
    );
    expect(payments!.n).toBe(PIECES);
    stock = await stockOf(variant!);
    expect(stock.map((entry) => entry.reserved)).toEqual(stock.map((entry) => entry.quantity));
  }, 180_000);

  it("a process killed in the middle of placing orders leaves no half order; the retries place each once", async () => {
    const [, variant] = variants;
    await setStock(variant!, [[20, 20]]);
    const [doomed, survivor] = servers as [Server, Server];
    const buyers = Array.from({ length: 8 }, (_, i) => ({ buyer: `killed${i}`, key: keyOf("killed", i) }));

    // Hold the variant's stock rows: the doomed process's orders get as far as their order row, then wait
    // inside their transactions for the stock.
    const blocker = new pg.Client({ connectionString: database.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query("begin");
      await blocker.query("select * from stock where variant_id = $1 for update", [variant]);
      const attempts = buyers.map(({ buyer, key }) => placeOrder(doomed, variant!, buyer, key).then(
        () => "answered",
        () => "connection lost",
      ));
      const waiting = async () =>
        Number(
          (
            await blocker.query(
              "select count(*)::int as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock' and datname = current_database()",
              [doomed.appName],
            )
          ).rows[0].n,
        );
      for (let waited = 0; (await waiting()) < buyers.length; waited += 100) {
        if (waited > 30_000) throw new Error(`only ${await waiting()} of ${buyers.length} orders reached the stock lock`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Each of them has written its order row by now, in a transaction that never commits.
      doomed.process.kill("SIGKILL");
      await doomed.exited;
      expect(await Promise.all(attempts)).toEqual(buyers.map(() => "connection lost"));
    } finally {
      await blocker.query("rollback");
      await blocker.end();
    }

    // PostgreSQL rolls back the dead process's transactions once their connections are found closed.
    for (let waited = 0; ; waited += 100) {
      const { rows: left } = await database.pool!.query("select count(*)::int as n from pg_stat_activity where application_name = $1", [doomed.appName]);
      if (Number(left[0].n) === 0) break;
      if (waited > 30_000) throw new Error("the killed process's connections stayed open");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await ordersByKey("killed-")).toEqual([]);
    expect(await stockOf(variant!)).toEqual([{ store: 20, quantity: 20, reserved: 0 }]);
    const [orphans] = await rows<{ n: number }>(sql`select count(*)::int as n from orders o where not exists (select 1 from order_rows r where r.order_id = o.id)`);
    expect(orphans!.n).toBe(0);

    // The shoppers try again; the other process places each order once, twice asked or not.
    const retried = await Promise.all([...buyers, ...buyers.slice(0, 3)].map(({ buyer, key }) => placeOrder(survivor, variant!, buyer, key)));
    expect(retried.every((result) => result.ok)).toBe(true);
    const placed = await ordersByKey("killed-");
    expect(placed.map((order) => order.key).sort()).toEqual(buyers.map(({ key }) => key).sort());
    expect(placed.every((order) => order.rows === 1 && order.reserved === 1)).toBe(true);
    expect(await stockOf(variant!)).toEqual([{ store: 20, quantity: 20, reserved: buyers.length }]);
  }, 120_000);

  it("500 and more order posts while one process is killed three times at random moments: every order a buyer was told of exists, whole, and the stock adds up", async () => {
    const found = await rows<{ id: number }>(
      sql`select v.id from variants v join product_models m on m.id = v.model_id
          join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
          where m.is_public and not m.is_bundle and not m.is_gift_card and not m.on_order and v.is_active and v.shipping_time <= 2
            and not exists (select 1 from delivery_limits l where l.model_id = m.id) and v.id <> all(${`{${variants.join(",")}}`}::int[])
          order by v.id limit 4`,
    );
    const chosen = found.map((row) => Number(row.id));
    expect(chosen).toHaveLength(4);
    for (const variant of chosen) {
      await setStock(variant, [
        [20, 30],
        [1, 20],
        [3, 10],
      ]);
    }
    const base = 3700 + (process.pid % 500) * 2;
    let doomed = await startServer(base, "shop-c");
    const steady = await startServer(base + 1, "shop-d");
    const live = [steady];
    try {
      const told = new Map<string, "placed" | "sold out">();
      const kills: number[] = [];
      // Three times, at a random moment of the run, the process dies without warning and is started again.
      const chaos = (async () => {
        for (let kill = 0; kill < 3; kill++) {
          await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1500));
          doomed.process.kill("SIGKILL");
          kills.push(performance.now());
          await doomed.exited;
          doomed = await startServer(base, "shop-c");
        }
      })();
      /** A buyer posts until some process answers, with the same key each time, as the payment step's form does. */
      const buy = async (i: number) => {
        const buyer = `chaos${i}`;
        const key = keyOf("chaos", i);
        const variant = chosen[i % chosen.length]!;
        for (let attempt = 0; attempt < 50; attempt++) {
          const server = attempt % 2 === i % 2 ? doomed : steady;
          try {
            const result = await placeOrder(server, variant, buyer, key);
            if (result.ok) return void told.set(key, "placed");
            if (result.soldOut) return void told.set(key, "sold out");
            throw new Error(`buyer ${i} was answered ${result.status} without the sold-out message`);
          } catch (error) {
            if (error instanceof Error && error.message.startsWith("buyer")) throw error;
            // The process died under the request, or is starting again: try again shortly.
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        throw new Error(`buyer ${i} got no answer`);
      };
      // Waves of fifty, a moment apart, at least ten and until the third restart, so that the kills fall among them.
      let restarted = false;
      void chaos.then(() => (restarted = true));
      let wave = 0;
      for (; (wave < 10 || !restarted) && wave < 60; wave++) {
        const first = wave * 50;
        await Promise.all(Array.from({ length: 50 }, (_, n) => buy(first + n)));
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      const postedUntil = performance.now();
      await chaos;
      expect(told.size).toBe(wave * 50);
      expect(told.size).toBeGreaterThanOrEqual(500);
      expect(kills.filter((at) => at < postedUntil)).toHaveLength(3);

      // Every order a buyer was told of exists, with its row and its piece; nobody was told of one that is not there.
      const placed = await ordersByKey("chaos-");
      const placedKeys = new Set(placed.map((order) => order.key));
      const toldPlaced = [...told].filter(([, answer]) => answer === "placed").map(([key]) => key);
      expect(toldPlaced.every((key) => placedKeys.has(key))).toBe(true);
      expect(placed.map((order) => order.key).sort()).toEqual(toldPlaced.sort());
      expect(placed.every((order) => order.rows === 1 && order.reserved === 1)).toBe(true);
      expect(placed).toHaveLength(4 * 60);
      // For every variant, the pieces in the warehouses are as before, and what they hold reserved is what the orders hold.
      for (const variant of chosen) {
        const stock = await stockOf(variant);
        expect(stock.map((entry) => entry.quantity)).toEqual([20, 10, 30]);
        const [held] = await rows<{ n: number }>(sql`select coalesce(sum(amount), 0)::int as n from order_reservations where variant_id = ${variant}`);
        expect(stock.reduce((sum, entry) => sum + entry.reserved, 0)).toBe(held!.n);
        expect(stock.every((entry) => entry.reserved <= entry.quantity)).toBe(true);
      }
    } finally {
      for (const server of [doomed, ...live]) server.process.kill("SIGTERM");
      await Promise.all([doomed, ...live].map((server) => server.exited));
    }
  }, 300_000);

  it("a stopping process leaves the balancer's rotation first: ready no more, yet serving, until it closes", async () => {
    const base = 3900 + (process.pid % 500);
    const leaving = await startServer(base, "shop-e", { DRAIN_SECONDS: "2" });
    const stoppedAt = performance.now();
    leaving.process.kill("SIGTERM");
    await expect.poll(async () => (await fetch(`${origin(leaving)}/readyz/`)).status, { timeout: 1500, interval: 50 }).toBe(503);
    // Requests that still arrive during the drain are answered.
    const during = await fetch(`${origin(leaving)}/api/resources/`, { headers: { host: `localhost:${leaving.port}` } });
    expect(during.status).toBe(200);
    await leaving.exited;
    expect(performance.now() - stoppedAt).toBeGreaterThanOrEqual(2000);
    expect(leaving.process.exitCode).toBe(0);
  }, 60_000);
});

