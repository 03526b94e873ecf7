/**
 * The back-in-stock notifier: POST /api/product_availability_email_notify/
 * stores the request, and the stock-notification job mails it through the one mailer (SMTP here,
 * captured by a local SMTP server) once the variant can be ordered again, once.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { buildApp } from "#server/app.ts";
import { loadEnv } from "#server/env.server.ts";
import { createMailer, type ServerMailer } from "#server/mail/mailer.server.ts";
import { createServices, STOCK_NOTIFICATION_JOB } from "#server/services.server.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { host, openCatalogueDatabase, rows } from "./support/api-app.ts";

interface ErrorJson {
  statusCode: number;
  message: string;
  field?: string;
}

let database: DatabaseHandle;
let smtp: SmtpCapture;
let mailer: ServerMailer;
let services: Services;
let app: FastifyInstance;
/** A variant of a public model, its stock taken away for the test. */
let variant: { id: number; modelId: number; fiName: string; svName: string; brand: string };

const URL = "/api/product_availability_email_notify/";

beforeAll(async () => {
  database = await openCatalogueDatabase();
  smtp = await startSmtpCapture();
  mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: "Kuusikko Outdoor <kauppa@example.fi>" }, database.db);
  services = createServices(database.db, { mailer, originOf: (lang) => `https://${lang}.shop.example` });
  app = await buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "warn" }), services, logger: false });
  await app.ready();
  const [row] = await rows<{ id: number; model_id: number; fi: string; sv: string; brand: string }>(
    database.db,
    sql`select v.id, v.model_id, fi.name as fi, sv.name as sv, b.name as brand
        from variants v join product_models m on m.id = v.model_id and m.is_public and not m.on_order
        join brands b on b.id = m.brand_id
        join product_model_translations fi on fi.model_id = m.id and fi.lang = 'fi'
        join product_model_translations sv on sv.model_id = m.id and sv.lang = 'sv'
        where v.is_active and v.colour_slug is not null and v.size_slug <> '' order by v.id limit 1`,
  );
  variant = { id: row!.id, modelId: row!.model_id, fiName: row!.fi, svName: row!.sv, brand: row!.brand };
});

afterAll(async () => {
  await app?.close();
  mailer?.close();
  await smtp?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.db.execute(sql`delete from stock_notifications`);
  await database.db.execute(sql`delete from stock where variant_id = ${variant.id}`);
  // Ships at once from stock: blocked stock then has no later delivery to stand in for it.
  await database.db.execute(sql`update variants set shipping_time = 2 where id = ${variant.id}`);
});

function post(payload: Record<string, unknown>, lang = "fi") {
  return app.inject({ method: "POST", url: URL, payload, headers: { host: host(lang) } });
}

const pending = () =>
  rows<{ email: string; lang: string; variant_id: number }>(
    database.db,
    sql`select email, lang, variant_id from stock_notifications where notified_at is null order by id`,
  );

describe("POST /api/product_availability_email_notify/", () => {
  it("stores the request once per variant and address, the domain in lower case", async () => {
    const first = await post({ email: "Aino.Virtanen@Example.FI", product_id: variant.id, lang_code: "fi" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ ok: true });
    expect((await post({ email: "Aino.Virtanen@example.fi", product_id: variant.id, lang_code: "fi" })).statusCode).toBe(201);
    expect(await pending()).toEqual([{ email: "Aino.Virtanen@example.fi", lang: "fi", variant_id: variant.id }]);
  });

  it("takes the storefront's language when lang_code is left out", async () => {
    expect((await post({ email: "erik@example.se", product_id: variant.id }, "sv")).statusCode).toBe(201);
    expect((await pending())[0]?.lang).toBe("sv");
  });

  it("puts a message in the shopper's language on the e-mail field", async () => {
    const empty = await post({ email: "  ", product_id: variant.id, lang_code: "fi" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorJson>()).toMatchObject({ field: "email", message: "Anna sähköpostiosoitteesi" });
    const wrong = await post({ email: "not-an-address", product_id: variant.id, lang_code: "de" }, "de");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorJson>().field).toBe("email");
    expect(wrong.json<ErrorJson>().message).toMatch(/E-Mail-Adresse/);
    expect(await pending()).toEqual([]);
  });

  it("answers 400 on product_id for an unknown, hidden or malformed variant", async () => {
    const unknown = await post({ email: "a@example.fi", product_id: 999_999_999, lang_code: "en" }, "en");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorJson>()).toMatchObject({ field: "product_id", message: "This product is no longer sold" });
    const malformed = await post({ email: "a@example.fi", product_id: "abc" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorJson>().field ?? malformed.json<ErrorJson>().message).toContain("product_id");
    await database.db.execute(sql`update product_models set is_public = false where id = ${variant.modelId}`);
    try {
      const hidden = await post({ email: "a@example.fi", product_id: variant.id });
      expect(hidden.statusCode).toBe(400);
    } finally {
      await database.db.execute(sql`update product_models set is_public = true where id = ${variant.modelId}`);
    }
  });

  it("refuses a variant that can be bought online now, on product_id in the shopper's language, and stores nothing", async () => {
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant.id}, 3, 2, 0, false)`);
    const inStock = await post({ email: "a@example.fi", product_id: variant.id, lang_code: "fi" });
    expect(inStock.statusCode).toBe(400);
    expect(inStock.json<ErrorJson>()).toMatchObject({ field: "product_id", message: "Tätä on varastossa: voit tilata sen heti." });
    // Blocked stock with a later delivery standing in is buyable too (the add button takes it).
    await database.db.execute(sql`update stock set blocked = true where variant_id = ${variant.id}`);
    await database.db.execute(sql`update variants set shipping_time = 14 where id = ${variant.id}`);
    const later = await post({ email: "a@example.fi", product_id: variant.id, lang_code: "en" }, "en");
    expect(later.statusCode).toBe(400);
    expect(later.json<ErrorJson>()).toMatchObject({ field: "product_id", message: "This one is in stock: you can order it now." });
    expect(await pending()).toEqual([]);
  });

  it("takes a variant that only a store holds with online purchase blocked: the notice is about buying online", async () => {
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant.id}, 3, 2, 0, true)`);
    // Reserved to the last piece counts as none.
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant.id}, 20, 1, 1, false)`);
    expect((await post({ email: "a@example.fi", product_id: variant.id, lang_code: "fi" })).statusCode).toBe(201);
    expect(await pending()).toEqual([{ email: "a@example.fi", lang: "fi", variant_id: variant.id }]);
  });

  it("refuses markup and a second recipient in the address, without reflecting them", async () => {
    const response = await post({ email: "<script>@x.fi", product_id: variant.id });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain("<script>");
    expect((await post({ email: "a@example.fi,b@example.fi", product_id: variant.id })).statusCode).toBe(400);
  });
});

describe("the stock-notification job", () => {
  it("mails nothing while the variant cannot be ordered, then mails each request once when stock comes in", async () => {
    await post({ email: "aino@example.fi", product_id: variant.id, lang_code: "fi" });
    await post({ email: "erik@example.se", product_id: variant.id, lang_code: "sv" });
    // Blocked stock cannot be bought online: still nothing to tell.
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant.id}, 20, 4, 0, true)`);
    expect(await services.stockNotifications.sendDue()).toBe(0);
    expect(smtp.messages).toHaveLength(0);

    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant.id}, 3, 2, 0, false)`);
    expect(await services.stockNotifications.sendDue()).toBe(2);
    const mails = await smtp.waitFor(2);
    const finnish = mails.find((mail) => mail.to.includes("aino@example.fi"))!;
    const swedish = mails.find((mail) => mail.to.includes("erik@example.se"))!;
    expect(finnish.subject).toBe(`Taas saatavilla: ${variant.brand} ${variant.fiName}`);
    expect(swedish.subject).toBe(`Finns i lager igen: ${variant.brand} ${variant.svName}`);
    expect(finnish.text).toMatch(/https:\/\/fi\.shop\.example\/[^\s]+\/\?color=[a-z-]+&size=[a-z0-9-]+/);
    expect(swedish.text).toContain("https://sv.shop.example/");

    expect(await services.stockNotifications.sendDue()).toBe(0);
    expect(await pending()).toEqual([]);
    expect(smtp.messages).toHaveLength(2);
  });

  it("mails when blocked stock gets a later delivery to stand in for it, as the add button then takes it", async () => {
    await post({ email: "later@example.fi", product_id: variant.id, lang_code: "fi" });
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant.id}, 20, 4, 0, true)`);
    expect(await services.stockNotifications.sendDue()).toBe(0);
    await database.db.execute(sql`update variants set shipping_time = 14 where id = ${variant.id}`);
    const before = smtp.messages.length;
    expect(await services.stockNotifications.sendDue()).toBe(1);
    await smtp.waitFor(before + 1);
    expect(smtp.messages.at(-1)?.to).toContain("later@example.fi");
  });

  it("runs as a periodic job of the job runner", async () => {
    await post({ email: "job@example.fi", product_id: variant.id, lang_code: "fi" });
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${variant.id}, 20, 5, 1, false)`);
    const before = smtp.messages.length;
    await database.db.execute(sql`delete from scheduled_jobs where name = ${STOCK_NOTIFICATION_JOB}`);
    // The tick runs every due job: the review reminders (the demo customer's order) must not mail in between.
    await database.db.execute(sql`update orders set review_reminder_sent_at = now() where review_reminder_sent_at is null`);
    await services.jobs.tick();
    await smtp.waitFor(before + 1);
    expect(smtp.messages.at(-1)?.to).toContain("job@example.fi");
    expect(await pending()).toEqual([]);
  });
});
