/**
 * The contact forms and the newsletters below the browser: the pages' actions as React Router calls them
 * (plain form posts, pictures as multipart), what reaches customer service and the sender, what is kept,
 * the honeypot and the limits, a mail that cannot be sent, and the newsletters' double opt-in, consent and
 * unsubscribe.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as askAction } from "#app/routes/ask.tsx";
import { action as corporateAction } from "#app/routes/corporate-info-form.tsx";
import { action as forestAction, loader as forestLoader } from "#app/routes/forest-newsletter.tsx";
import { action as corporateNewsletterAction } from "#app/routes/corporate-newsletter.tsx";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "#app/routes/newsletter-unsubscribe.tsx";
import { requestContext } from "#app/context.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase, pageContext, rows, type TestApp } from "./support/api-app.ts";

const ORIGIN = "https://shop.example";
const CUSTOMER_SERVICE = "asiakaspalvelu@kuusikko.example";
let database: DatabaseHandle;
let services: Services;
let test: TestApp;
let address = 0;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  test = await apiApp(database.db);
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

function context(lang: Lang, serviceSet: Services = services, clientAddress = `10.7.0.${++address}`) {
  const map = new Map<unknown, unknown>([[requestContext, { ...pageContext(serviceSet, lang, ORIGIN, null), clientAddress }]]);
  return { get: (key: unknown) => map.get(key) };
}

function post(path: string, fields: Record<string, string>, pictures: Array<{ name: string; bytes: Uint8Array; type: string }> = []): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const picture of pictures) form.append("pictures", new File([Buffer.from(picture.bytes)], picture.name, { type: picture.type }));
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: form });
}

/** What an action answered: its data and status (a thrown page guard's too). */
async function answerOf(run: () => Promise<unknown>): Promise<{ status: number; data: Record<string, unknown> }> {
  try {
    const answer = (await run()) as { data?: unknown; init?: { status?: number } };
    return { status: answer.init?.status ?? 200, data: (answer.data ?? answer) as Record<string, unknown> };
  } catch (thrown) {
    const guarded = thrown as { type?: string; init?: { status?: number } | null };
    if (guarded?.type === "DataWithResponseInit") return { status: guarded.init?.status ?? 500, data: {} };
    throw thrown;
  }
}

const ask = (lang: Lang, fields: Record<string, string>, pictures: Parameters<typeof post>[2] = [], serviceSet: Services = services, clientAddress?: string) =>
  answerOf(() => askAction({ request: post("/ask/", fields, pictures), params: {}, context: context(lang, serviceSet, clientAddress) } as never));

const mails = (to: string) => rows<{ subject: string; text: string }>(database.db, sql`select subject, text from mail_outbox where "to" = ${to} order by id`);

const QUESTION = { name: "Aino Virtanen", email: "aino.forms@example.fi", phone: "", topic: "delivery", orderNumber: "w100123", message: "My parcel has not moved for a week." };

describe("the question to customer service", () => {
  it("names each mistake in the visitor's language and keeps what was typed", async () => {
    const answer = await ask("sv", { name: "", email: "aino@", topic: "refunds", orderNumber: "order 5", message: "Hej" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      sent: false,
      values: { email: "aino@", message: "Hej" },
      formError: translate("sv", "forms.formProblem"),
      errors: {
        name: translate("sv", "forms.problem.required"),
        email: translate("sv", "forms.problem.email"),
        topic: translate("sv", "forms.problem.topic"),
        orderNumber: translate("sv", "forms.problem.orderNumber"),
        message: translate("sv", "forms.problem.tooShort", { min: 10 }),
      },
    });
  });

  it("mails customer service with the picture's staff link, sends the sender a copy, keeps the message, and shows the picture to staff only", async () => {
    const png = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2f6b4f" } }).png().toBuffer());
    const answer = await ask("en", QUESTION, [{ name: "label.png", bytes: png, type: "image/png" }]);
    expect(answer).toMatchObject({ status: 200, data: { sent: true, email: QUESTION.email } });

    const [toService] = (await mails(CUSTOMER_SERVICE)).filter((mail) => mail.text.includes(QUESTION.message));
    expect(toService!.subject).toBe("Kysymys (Toimitus): Aino Virtanen");
    expect(toService!.text).toContain("Tilausnumero: W100123");
    expect(toService!.text).toContain(`Reply to: ${QUESTION.email}`);
    const link = /\/images\/contact\/[\w-]{22}\.webp/.exec(toService!.text)![0];
    const [copy] = await mails(QUESTION.email);
    expect(copy).toMatchObject({ subject: translate("en", "forms.askCopySubject") });
    expect(copy!.text).toContain(QUESTION.message);
    const [kept] = await rows<{ topic: string; pictures: number }>(
      database.db,
      sql`select m.topic, (select count(*)::int from contact_attachments a where a.message_id = m.id) as pictures from contact_messages m where m.email = ${QUESTION.email}`,
    );
    expect(kept).toEqual({ topic: "delivery", pictures: 1 });

    const guest = await test.app.inject({ method: "GET", url: link, headers: { host: host("fi") } });
    expect(guest.statusCode).toBe(404);
    const customer = await services.auth.login({ ...DEMO_ACCOUNTS.customer, clientAddress: "192.0.2.91", lang: "fi" });
    expect((await test.app.inject({ method: "GET", url: link, headers: { host: host("fi"), authorization: `Token ${customer.token}` } })).statusCode).toBe(404);
    const staff = await services.auth.login({ ...DEMO_ACCOUNTS.staff, clientAddress: "192.0.2.92", lang: "fi" });
    const opened = await test.app.inject({ method: "GET", url: link, headers: { host: host("fi"), authorization: `Token ${staff.token}` } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("image/webp");
    expect(opened.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers a program that fills the hidden field as sent, and keeps and mails nothing", async () => {
    const answer = await ask("en", { ...QUESTION, email: "bot.forms@example.fi", website: "https://spam.example" });
    expect(answer).toMatchObject({ status: 200, data: { sent: true } });
    expect(await mails("bot.forms@example.fi")).toEqual([]);
    expect(await rows(database.db, sql`select id from contact_messages where email = 'bot.forms@example.fi'`)).toEqual([]);
  });

  it("says sending failed, with the shop's address, when the mail cannot be sent, and keeps nothing", async () => {
    const failing = createServices(database.db, { mailer: { send: async () => Promise.reject(new Error("SMTP is down")) } });
    const answer = await ask("fi", { ...QUESTION, email: "down.forms@example.fi" }, [], failing);
    expect(answer).toMatchObject({
      status: 503,
      data: { sent: false, formError: translate("fi", "errors.sendMessageFailed"), contactEmail: "asiakaspalvelu@example.fi", values: { message: QUESTION.message } },
    });
    expect(await rows(database.db, sql`select id from contact_messages where email = 'down.forms@example.fi'`)).toEqual([]);
  });

  it("takes at most ten posts an hour from one address", async () => {
    for (let n = 0; n < 10; n += 1) expect((await ask("en", { ...QUESTION, name: "" }, [], services, "10.6.6.6")).status).toBe(400);
    expect(await ask("en", QUESTION, [], services, "10.6.6.6")).toMatchObject({ status: 429, data: { formError: translate("en", "forms.rateLimited"), values: { message: QUESTION.message } } });
  });
});

describe("the company enquiry", () => {
  const enquire = (fields: Record<string, string>) =>
    answerOf(() => corporateAction({ request: post("/corporate-info-form/", fields), params: {}, context: context("de") } as never));

  it("checks the business ID and sends the company's information to customer service", async () => {
    const fields = { company: "Retkeilijät Oy", businessId: "0112038-8", name: "Aino", email: "yritys.forms@example.fi", phone: "", message: "Jackets for 40 guides." };
    expect(await enquire(fields)).toMatchObject({ status: 400, data: { errors: { businessId: translate("de", "forms.problem.businessId") } } });
    expect(await enquire({ ...fields, businessId: "0112038-9" })).toMatchObject({ status: 200, data: { sent: true } });
    const [toService] = (await mails(CUSTOMER_SERVICE)).filter((mail) => mail.subject === "Yritysmyynti: Retkeilijät Oy");
    expect(toService!.text).toContain("Y-tunnus: 0112038-9");
    expect(await rows(database.db, sql`select kind, business_id as "businessId" from contact_messages where email = 'yritys.forms@example.fi'`)).toEqual([{ kind: "corporate", businessId: "0112038-9" }]);
  });
});

describe("the newsletters", () => {
  const subscribe = (lang: Lang, fields: Record<string, string>, list: "forest" | "corporate" = "forest") =>
    answerOf(() => (list === "forest" ? forestAction : corporateNewsletterAction)({ request: post("/forest-newsletter/", fields), params: {}, context: context(lang) } as never));
  const confirm = (token: string) => answerOf(() => forestAction({ request: post("/forest-newsletter/", { intent: "confirm", token }), params: {}, context: context("fi") } as never));
  const subscription = (email: string) =>
    rows<{ status: string; consentText: string; consentedNow: boolean; lang: string }>(
      database.db,
      sql`select status, consent_text as "consentText", consented_at > now() - interval '1 minute' as "consentedNow", lang
          from newsletter_subscriptions where email = ${email}`,
    );

  it("needs the consent's tick, and the corporate list the company", async () => {
    expect(await subscribe("en", { email: "metsa.forms@example.fi" })).toMatchObject({ status: 400, data: { errors: { consent: translate("en", "forms.problem.consent") } } });
    expect(await subscribe("en", { email: "metsa.forms@example.fi", consent: "on" }, "corporate")).toMatchObject({ status: 400, data: { errors: { company: translate("en", "forms.problem.required") } } });
  });

  it("takes an address only once its owner confirms from the mail, keeps the consent's words and time, and lets every mail unsubscribe", async () => {
    const email = "metsa.forms@example.fi";
    expect(await subscribe("fi", { email: "Metsa.Forms@example.fi", consent: "on" })).toMatchObject({ status: 200, data: { done: "checkMail", days: 7 } });
    expect(await subscription(email)).toEqual([{ status: "pending", consentText: translate("fi", "forms.consent.forest"), consentedNow: true, lang: "fi" }]);

    const [mail] = await mails(email);
    const confirmUrl = new URL(/https?:\/\/\S+\?confirm=\S+/.exec(mail!.text)![0]);
    expect(confirmUrl.pathname).toBe(pathFor("forest-newsletter", "fi"));
    const unsubscribeUrl = new URL(/https?:\/\/\S+\/uutiskirje\/peru\/[0-9a-f]{32}/.exec(mail!.text)![0]);
    // The link's page asks first: opening it confirms nothing.
    const page = (await forestLoader({ request: new Request(`${ORIGIN}/forest-newsletter/${confirmUrl.search}`), params: {}, context: context("fi") } as never)) as { confirm: string };
    expect(page.confirm).toBe(confirmUrl.searchParams.get("confirm"));
    expect((await subscription(email))[0]!.status).toBe("pending");

    expect(await confirm(page.confirm)).toMatchObject({ status: 200, data: { done: "confirmed" } });
    expect((await subscription(email))[0]!.status).toBe("confirmed");
    // A link works once.
    expect(await confirm(page.confirm)).toMatchObject({ status: 410, data: { formError: translate("fi", "forms.newsletter.linkInvalid") } });
    const welcome = (await mails(email)).at(-1)!;
    expect(welcome.subject).toBe(translate("fi", "forms.mailWelcomeSubject", { list: translate("fi", "forms.list.forest") }));
    expect(welcome.text).toContain(unsubscribeUrl.pathname);

    // Signing up again tells the address it is on the list already; the page says the same as before.
    expect(await subscribe("fi", { email, consent: "on" })).toMatchObject({ status: 200, data: { done: "checkMail" } });
    expect((await mails(email)).at(-1)!.subject).toBe(translate("fi", "forms.mailAlreadySubject", { list: translate("fi", "forms.list.forest") }));

    const token = unsubscribeUrl.pathname.split("/").filter(Boolean).at(-1)!;
    const asked = (await unsubscribeLoader({ request: new Request(`${ORIGIN}${unsubscribeUrl.pathname}`), params: { token }, context: context("fi") } as never)) as { found: { email: string; subscribed: boolean } };
    expect(asked.found).toMatchObject({ email, subscribed: true });
    expect((await subscription(email))[0]!.status).toBe("confirmed");
    expect(await answerOf(() => unsubscribeAction({ request: new Request(`${ORIGIN}${unsubscribeUrl.pathname}`, { method: "POST" }), params: { token }, context: context("fi") } as never))).toMatchObject({
      status: 200,
      data: { unsubscribed: true },
    });
    expect((await subscription(email))[0]!.status).toBe("unsubscribed");
    expect((await answerOf(() => unsubscribeLoader({ request: new Request(`${ORIGIN}/x/`), params: { token: "0".repeat(32) }, context: context("fi") } as never))).status).toBe(404);
  });

  it("refuses a confirmation link past its seven days", async () => {
    const email = "vanha.forms@example.fi";
    await subscribe("en", { email, consent: "on" });
    const token = new URL(/https?:\/\/\S+\?confirm=\S+/.exec((await mails(email))[0]!.text)![0]).searchParams.get("confirm")!;
    await database.db.execute(sql`update newsletter_subscriptions set confirm_by = now() - interval '1 minute' where email = ${email}`);
    expect((await confirm(token)).status).toBe(410);
    expect((await subscription(email))[0]!.status).toBe("pending");
  });

  it("mails one address at most three times an hour, whoever asks", async () => {
    const email = "pommi.forms@example.fi";
    for (let n = 0; n < 5; n += 1) expect((await subscribe("en", { email, consent: "on" })).status).toBe(200);
    expect(await mails(email)).toHaveLength(3);
  });
});
