import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { DomainError } from "#core/errors.ts";
import type { PreparedMail } from "#core/mail/mailer.ts";
import type { MailOutboxRepository } from "#core/mail/outbox.ts";
import type { Db } from "#db/client.server.ts";
import { createMailer } from "./mailer.server.ts";
import { createOutboxMailer } from "./outbox-mailer.server.ts";
import { createSmtpMailer } from "./smtp-mailer.server.ts";

/** A repository that remembers the calls in order. */
function recordingRepository() {
  const calls: Array<[string, ...unknown[]]> = [];
  let nextId = 41;
  const repository: MailOutboxRepository = {
    insert: async (mail: PreparedMail, transport) => {
      calls.push(["insert", mail, transport]);
      nextId += 1;
      return nextId;
    },
    markSent: async (id) => void calls.push(["markSent", id]),
    markFailed: async (id, error) => void calls.push(["markFailed", id, error]),
    list: async () => [],
    get: async () => null,
  };
  return { repository, calls };
}

const MESSAGE = {
  to: "Anna@Example.FI",
  subject: "Tilausvahvistus\r\nBcc: eve@evil.example",
  text: "Kiitos tilauksesta.",
  html: "<p>Kiitos tilauksesta.</p>",
  lang: "fi" as const,
  tag: "order-confirmation",
};

describe("createSmtpMailer", () => {
  it("records the message, hands nodemailer only strings and marks it sent", async () => {
    const { repository, calls } = recordingRepository();
    const sent: string[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transporter = {
      sendMail: async (message: Parameters<typeof json.sendMail>[0]) => {
        const info = await json.sendMail(message);
        sent.push(String(info.message));
        return info;
      },
      close: () => {},
    } as unknown as ReturnType<typeof nodemailer.createTransport>;
    const mailer = createSmtpMailer({ transporter, from: "Kuusikko Outdoor <kauppa@example.fi>", repository });

    expect(await mailer.send(MESSAGE)).toEqual({ id: 42, transport: "smtp" });
    expect(calls.map((call) => call[0])).toEqual(["insert", "markSent"]);
    expect(calls[0]?.[2]).toBe("smtp");
    expect(calls[1]).toEqual(["markSent", 42]);

    expect(sent).toHaveLength(1);
    const message = JSON.parse(sent[0]!) as Record<string, unknown>;
    expect(message.from).toEqual({ address: "kauppa@example.fi", name: "Kuusikko Outdoor" });
    expect(message.to).toEqual([{ address: "Anna@example.fi", name: "" }]);
    expect(message.subject).toBe("Tilausvahvistus Bcc: eve@evil.example");
    expect(message.text).toBe("Kiitos tilauksesta.");
    expect(message.html).toBe("<p>Kiitos tilauksesta.</p>");
    expect(message.headers).toEqual({ "Content-Language": "fi", "X-Mail-Tag": "order-confirmation" });
    expect(JSON.stringify(message)).not.toMatch(/bcc"\s*:/i);
  });

  it("records a refusal with the SMTP code and throws UNAVAILABLE naming the row", async () => {
    const { repository, calls } = recordingRepository();
    const refusing = nodemailer.createTransport({
      name: "refusing",
      version: "1",
      send(_mail: unknown, callback: (error: Error | null) => void) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    const mailer = createSmtpMailer({ transporter: refusing, from: "kauppa@example.fi", repository });
    const error = await mailer.send(MESSAGE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: "UNAVAILABLE", message: "Mail 42 could not be sent over SMTP: 550 Mailbox unavailable" });
    expect(calls.map((call) => call[0])).toEqual(["insert", "markFailed"]);
    expect(calls[1]).toEqual(["markFailed", 42, "550 Mailbox unavailable"]);
  });

  it("refuses bad input before storing or sending anything", async () => {
    const { repository, calls } = recordingRepository();
    let attempts = 0;
    const counting = nodemailer.createTransport({
      name: "counting",
      version: "1",
      send(_mail: unknown, callback: (error: Error | null, info: unknown) => void) {
        attempts += 1;
        callback(null, {});
      },
    });
    const mailer = createSmtpMailer({ transporter: counting, from: "kauppa@example.fi", repository });
    await expect(mailer.send({ ...MESSAGE, to: "anna@example.fi, eve@evil.example" })).rejects.toMatchObject({ code: "BAD_INPUT", field: "to" });
    expect(calls).toEqual([]);
    expect(attempts).toBe(0);
  });

  it("refuses a bad MAIL_FROM when it is created", () => {
    const { repository } = recordingRepository();
    expect(() => createSmtpMailer({ url: "smtp://127.0.0.1:2525", from: "Shop <nobody>", repository })).toThrow(/Invalid MAIL_FROM/);
  });
});

describe("createOutboxMailer", () => {
  it("stores the checked message with transport outbox", async () => {
    const { repository, calls } = recordingRepository();
    expect(await createOutboxMailer(repository).send(MESSAGE)).toEqual({ id: 42, transport: "outbox" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[2]).toBe("outbox");
    expect(calls[0]?.[1]).toMatchObject({ to: "Anna@example.fi", subject: "Tilausvahvistus Bcc: eve@evil.example", lang: "fi" });
  });
});

describe("createMailer", () => {
  const db = {} as Db;
  const from = "Outdoor Shop <no-reply@localhost>";

  it("uses SMTP only when SMTP_URL is set", () => {
    expect(createMailer({ MAIL_FROM: from }, db).transport).toBe("outbox");
    expect(createMailer({ SMTP_URL: "smtp://user:secret@127.0.0.1:2525", MAIL_FROM: from }, db).transport).toBe("smtp");
  });

  it("stops at start on a bad MAIL_FROM or a non-SMTP URL, without printing the URL", () => {
    expect(() => createMailer({ MAIL_FROM: "nobody" }, db)).toThrow(/Invalid MAIL_FROM "nobody"/);
    const error = (() => {
      try {
        createMailer({ SMTP_URL: "https://user:secret@mail.example.fi/", MAIL_FROM: from }, db);
      } catch (caught) {
        return caught as Error;
      }
      return null;
    })();
    expect(error?.message).toBe("Invalid SMTP_URL: it must start with smtp:// or smtps://.");
    expect(error?.message).not.toContain("secret");
  });
});
