import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "#core/errors.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createTestDatabase } from "#db/testing.server.ts";
import { createMailer, type ServerMailer } from "#server/mail/mailer.server.ts";
import { createServices } from "#server/services.server.ts";
import { formatOutboxList, formatOutboxMessage, getOutboxMessage, listOutbox } from "../../scripts/outbox.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";

const FROM = "Kuusikko Outdoor <kauppa@example.fi>";

let database: DatabaseHandle;
const captures: SmtpCapture[] = [];
const mailers: ServerMailer[] = [];

async function capture(options?: Parameters<typeof startSmtpCapture>[0]): Promise<SmtpCapture> {
  const started = await startSmtpCapture(options);
  captures.push(started);
  return started;
}

function mailer(env: { SMTP_URL?: string }): ServerMailer {
  const created = createMailer({ ...env, MAIL_FROM: FROM }, database.db);
  mailers.push(created);
  return created;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const created of mailers) created.close();
  await Promise.all(captures.map((started) => started.close()));
  await database?.close();
});

describe("mailer with SMTP_URL", () => {
  it("delivers to the SMTP server with the right recipient, subject and body, and records it as sent", async () => {
    const server = await capture({ auth: { user: "shop", pass: "s3cret:/@" } });
    const smtp = mailer({ SMTP_URL: server.url });
    expect(smtp.transport).toBe("smtp");

    const text = "Hei Anna,\n\nkiitos tilauksestasi 1001. Toimitamme sen pian – terveisin Kuusikko.";
    const html = "<p>Hei Anna,</p><p>kiitos tilauksestasi <b>1001</b>.</p>";
    const result = await smtp.send({ to: "anna@example.fi", subject: "Tilausvahvistus 1001 – kiitos! ✓", text, html, lang: "fi", tag: "order-confirmation" });
    expect(result.transport).toBe("smtp");

    const [received] = await server.waitFor(1);
    expect(received?.envelope).toEqual({ from: "kauppa@example.fi", to: ["anna@example.fi"] });
    expect(received?.user).toBe("shop");
    expect(received?.subject).toBe("Tilausvahvistus 1001 – kiitos! ✓");
    expect(received?.from).toBe("Kuusikko Outdoor <kauppa@example.fi>");
    expect(received?.to).toBe("anna@example.fi");
    expect(received?.headers.get("content-language")).toBe("fi");
    expect(received?.headers.get("x-mail-tag")).toBe("order-confirmation");
    expect(received?.text).toBe(text);
    expect(received?.html).toBe(html);

    const stored = await getOutboxMessage(database.db, Number(result.id));
    expect(stored).toMatchObject({ transport: "smtp", status: "sent", attempts: 1, lastError: null, to: "anna@example.fi", text, html });
    expect(stored?.sentAt).not.toBeNull();
  });

  it("keeps a subject with a line break on one header line: no injected Bcc", async () => {
    const server = await capture();
    await mailer({ SMTP_URL: server.url }).send({ to: "anna@example.fi", subject: "Hei\r\nBcc: eve@evil.example", text: "Hei" });
    const [received] = await server.waitFor(1);
    expect(received?.envelope.to).toEqual(["anna@example.fi"]);
    expect(received?.subject).toBe("Hei Bcc: eve@evil.example");
    expect(received?.headers.has("bcc")).toBe(false);
    expect(received?.raw).not.toMatch(/^bcc:/im);
  });

  it("records a refused message as failed with the server's answer, and throws", async () => {
    const server = await capture({ reject: { code: 550, message: "Mailbox unavailable" } });
    const error = await mailer({ SMTP_URL: server.url })
      .send({ to: "nobody@example.fi", subject: "Palautus", text: "Hei" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe("UNAVAILABLE");
    expect((error as DomainError).message).toMatch(/Mailbox unavailable/);
    const [latest] = await listOutbox(database.db, 1);
    expect(latest).toMatchObject({ to: "nobody@example.fi", transport: "smtp", status: "failed", attempts: 1, sentAt: null });
    expect(latest?.lastError).toMatch(/550.*Mailbox unavailable/);
    expect(server.messages).toHaveLength(0);
  });
});

describe("mailer without SMTP_URL", () => {
  it("stores the message in the outbox table, where the CLI listing and the services find it", async () => {
    const watcher = await capture();
    const outbox = mailer({});
    expect(outbox.transport).toBe("outbox");
    const result = await outbox.send({
      to: "bertil@example.se",
      subject: "Tillbaka i lager: Tält 2",
      text: "",
      html: "<p>Tältet finns i lager igen.</p><p><a href=\"https://shop.example.se/talt/\">Köp nu</a></p>",
      lang: "sv",
      tag: "back-in-stock",
    });
    expect(result.transport).toBe("outbox");

    const listed = await listOutbox(database.db, 5);
    expect(listed[0]).toMatchObject({ id: result.id, to: "bertil@example.se", subject: "Tillbaka i lager: Tält 2", transport: "outbox", status: "stored", sentAt: null });
    expect(listed.map((entry) => entry.id)).toEqual([...listed.map((entry) => entry.id)].sort((a, b) => b - a));
    const listing = formatOutboxList(listed);
    expect(listing.split("\n")[0]).toMatch(/^id\s+created \(UTC\)\s+via\s+status\s+to\s+subject$/);
    expect(listing.split("\n")[1]).toMatch(new RegExp(`^\\s*${result.id}\\s+\\S+ \\S+Z\\s+outbox\\s+stored\\s+bertil@example\\.se\\s+Tillbaka i lager: Tält 2$`));

    const full = await getOutboxMessage(database.db, Number(result.id));
    expect(full?.text).toBe("Tältet finns i lager igen.\n\nKöp nu (https://shop.example.se/talt/)");
    const printed = formatOutboxMessage(full!);
    expect(printed).toContain("tag:      back-in-stock");
    expect(printed).toContain("--- html ---\n<p>Tältet finns i lager igen.</p>");

    // The services the pages use read the same table; nothing went to any SMTP server.
    const services = createServices(database.db);
    expect((await services.outbox.list(1))[0]?.id).toBe(result.id);
    expect(watcher.messages).toHaveLength(0);
  });

  it("is what createServices uses when no mailer is given", async () => {
    const services = createServices(database.db);
    const result = await services.mail.send({ to: "claire@example.fr", subject: "Bienvenue", text: "Bonjour" });
    expect(result.transport).toBe("outbox");
    expect(await services.outbox.get(Number(result.id))).toMatchObject({ to: "claire@example.fr", status: "stored", text: "Bonjour" });
  });
});

describe("a bad address", () => {
  it.each([
    ["no @", "anna.example.fi", /Invalid to address "anna\.example\.fi": it has no @\./],
    ["two recipients", "anna@example.fi, eve@evil.example", /several addresses/],
    ["a header in the address", "anna@example.fi\r\nBcc: eve@evil.example", /line break/],
  ])("is refused (%s) with a clear error, over SMTP and into the outbox alike, and nothing is stored or sent", async (_label, to, reason) => {
    const server = await capture();
    const before = (await listOutbox(database.db, 500)).length;
    for (const target of [mailer({ SMTP_URL: server.url }), mailer({})]) {
      const error = await target.send({ to, subject: "Hei", text: "Hei" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "BAD_INPUT", field: "to" });
      expect((error as Error).message).toMatch(reason);
    }
    expect((await listOutbox(database.db, 500)).length).toBe(before);
    expect(server.messages).toHaveLength(0);
  });
});
