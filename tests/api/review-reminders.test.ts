/**
 * The review reminder (a reminder e-mail with a stop link) on the seeded test catalogue, with mail
 * through SMTP to a local capture: asked once per dispatched order after two weeks, only about products not
 * reviewed yet, never to a customer who stopped reminders; the mail's stop link and one-click header work.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as stopAction } from "#app/routes/stop-reminders.tsx";
import { requestContext } from "#app/context.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createMailer, type ServerMailer } from "#server/mail/mailer.server.ts";
import { createServices } from "#server/services.server.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-24T09:00:00Z");
let database: DatabaseHandle;
let smtp: SmtpCapture;
let mailer: ServerMailer;
let services: Services;
let products: Array<{ variant: number; model: number; name: string }>;
let orders = 0;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  smtp = await startSmtpCapture();
  mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: "Kuusikko Outdoor <kauppa@example.fi>" }, database.db);
  services = createServices(database.db, { mailer, originOf: (lang) => `https://${lang}.shop.example` });
  products = await rows<{ variant: number; model: number; name: string }>(
    database.db,
    sql`select min(v.id) as variant, m.id as model, min(t.name) as name from product_models m join variants v on v.model_id = m.id
        join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
        where m.is_public and not m.is_bundle and not m.is_gift_card group by m.id order by m.id limit 3`,
  );
  // Orders of the seed that would be due now are not this test's.
  await database.db.execute(sql`update orders set review_reminder_sent_at = now() where review_reminder_sent_at is null`);
});

afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await database?.close();
});

beforeEach(() => {
  smtp.messages.length = 0;
});

async function customer(email: string, lang = "fi") {
  const [row] = await rows<{ id: number }>(database.db, sql`insert into customers (email, first_name, lang, activated_at) values (${email}, 'Aino', ${lang}, now()) returning id`);
  return Number(row!.id);
}

async function order(customerId: number | null, email: string, options: { daysAgo: number; status?: string; lang?: string; items?: typeof products }) {
  const number = `R${String(++orders).padStart(6, "0")}`;
  const at = new Date(NOW.getTime() - options.daysAgo * DAY).toISOString();
  await database.db.execute(
    sql`insert into orders (number, status, idempotency_key, request_hash, lang, country_code, customer_id, email, products_cents, total_cents, due_cents, created_at, reserved_until)
        values (${number}, ${options.status ?? "delivered"}, ${`reminder-${number}`}, 'x', ${options.lang ?? "fi"}, 'fi', ${customerId}, ${email}, 100, 100, 100, ${at}::timestamptz, ${at}::timestamptz)`,
  );
  for (const [position, item] of (options.items ?? products.slice(0, 2)).entries()) {
    await database.db.execute(
      sql`insert into order_rows (order_id, position, kind, product_id, name, amount, unit_cents, total_cents)
          select id, ${position}, 'product', ${String(item.variant)}, ${item.name}, 1, 50, 50 from orders where number = ${number}`,
    );
  }
  return number;
}

describe("review reminders", () => {
  it("asks once, two weeks after a dispatched order, about the products not reviewed yet, with a working stop link", async () => {
    const id = await customer("muistutus@example.fi", "sv");
    const number = await order(id, "muistutus@example.fi", { daysAgo: 20, lang: "sv" });
    await database.db.execute(sql`insert into reviews (model_id, lang, customer_id, rating, visible_name) values (${products[0]!.model}, 'fi', ${id}, 8, 'Aino')`);

    expect(await services.reviewReminders.sendDue(NOW)).toBe(1);
    const [mail, ...more] = smtp.messages;
    expect(more).toEqual([]);
    expect(mail!.envelope.to).toEqual(["muistutus@example.fi"]);
    expect(mail!.subject).toBe("Hur fungerade din nya utrustning?");
    expect(mail!.text).toContain(number);
    // Only the product not reviewed yet, with its write-review link on the Swedish storefront.
    expect(mail!.text).toContain(`${products[1]!.name}: https://sv.shop.example/konto/skriv-recension/${products[1]!.model}/`);
    expect(mail!.text).not.toContain(`/konto/skriv-recension/${products[0]!.model}/`);
    const stop = /https:\/\/sv\.shop\.example\/konto\/stoppa_paminnelser\/[^\s]+/.exec(mail!.text ?? "")![0];
    expect(mail!.headers.get("list-unsubscribe")).toBe(`<${stop}>`);
    expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Claimed: the next run sends nothing for it.
    expect(await services.reviewReminders.sendDue(new Date(NOW.getTime() + DAY))).toBe(0);

    // The mail program's one-click post to the header's link stops every later reminder.
    const url = new URL(stop);
    const map = new Map<unknown, unknown>([[requestContext, pageContext(services, "sv", url.origin)]]);
    const stopped = await stopAction({
      request: new Request(stop, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) }),
      params: { email: decodeURIComponent(url.pathname.split("/").filter(Boolean).at(-1)!) },
      context: { get: (key: unknown) => map.get(key) },
    } as never);
    expect((stopped as { data: unknown }).data).toEqual({ stopped: true });
    await order(id, "muistutus@example.fi", { daysAgo: 15 });
    expect(await services.reviewReminders.sendDue(NOW)).toBe(0);
  });

  it("waits for two weeks and for dispatch, forgets orders older than 60 days, and never writes to guests", async () => {
    const id = await customer("ajoitus@example.fi");
    await order(id, "ajoitus@example.fi", { daysAgo: 5 });
    await order(id, "ajoitus@example.fi", { daysAgo: 20, status: "processing" });
    await order(id, "ajoitus@example.fi", { daysAgo: 90 });
    await order(null, "vieras@example.fi", { daysAgo: 20 });
    expect(await services.reviewReminders.sendDue(NOW)).toBe(0);
    expect(smtp.messages).toEqual([]);
    // Once the first order is two weeks old, it is asked about.
    expect(await services.reviewReminders.sendDue(new Date(NOW.getTime() + 10 * DAY))).toBe(1);
  });

  it("sends nothing for an order whose products are all reviewed", async () => {
    const id = await customer("arvioitu@example.fi");
    await order(id, "arvioitu@example.fi", { daysAgo: 20, items: products.slice(2, 3) });
    await database.db.execute(sql`insert into reviews (model_id, lang, customer_id, rating, visible_name) values (${products[2]!.model}, 'fi', ${id}, 6, 'Aino')`);
    expect(await services.reviewReminders.sendDue(NOW)).toBe(0);
    expect(smtp.messages).toEqual([]);
  });
});
