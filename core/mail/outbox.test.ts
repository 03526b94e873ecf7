import { describe, expect, it } from "vitest";
import { DomainError } from "#core/errors.ts";
import {
  clampListLimit,
  createOutboxService,
  DEFAULT_OUTBOX_LIST,
  describeMailError,
  MAX_ERROR_LENGTH,
  MAX_OUTBOX_LIST,
  outboxStatus,
  type MailOutboxRepository,
  type OutboxRow,
} from "./outbox.ts";

describe("outboxStatus", () => {
  it("tells stored, sending, sent and failed apart", () => {
    expect(outboxStatus({ transport: "outbox", sentAt: null, lastError: null })).toBe("stored");
    expect(outboxStatus({ transport: "smtp", sentAt: null, lastError: null })).toBe("sending");
    expect(outboxStatus({ transport: "smtp", sentAt: "2026-11-22T10:00:00.000Z", lastError: null })).toBe("sent");
    expect(outboxStatus({ transport: "smtp", sentAt: null, lastError: "550 no such user" })).toBe("failed");
  });
});

describe("clampListLimit", () => {
  it("defaults, truncates and clamps", () => {
    expect(clampListLimit(undefined)).toBe(DEFAULT_OUTBOX_LIST);
    expect(clampListLimit(Number.NaN)).toBe(DEFAULT_OUTBOX_LIST);
    expect(clampListLimit(0)).toBe(1);
    expect(clampListLimit(-5)).toBe(1);
    expect(clampListLimit(7.9)).toBe(7);
    expect(clampListLimit(10_000)).toBe(MAX_OUTBOX_LIST);
  });
});

describe("describeMailError", () => {
  it("keeps the message on one line with the SMTP code, capped", () => {
    const refused = Object.assign(new Error("Mailbox unavailable\r\nmore"), { responseCode: 550 });
    expect(describeMailError(refused)).toBe("550 Mailbox unavailable more");
    expect(describeMailError(Object.assign(new Error("550 5.1.1 no such user"), { responseCode: 550 }))).toBe("550 5.1.1 no such user");
    expect(describeMailError("boom")).toBe("boom");
    expect(describeMailError(new Error(""))).toBe("unknown error");
    expect(describeMailError(new Error("x".repeat(5000)))).toHaveLength(MAX_ERROR_LENGTH);
  });
});

describe("createOutboxService", () => {
  const row: OutboxRow = {
    id: 3,
    createdAt: "2026-11-22T10:00:00.000Z",
    sentAt: null,
    to: "anna@example.fi",
    subject: "Hei",
    transport: "smtp",
    lang: "fi",
    tag: null,
    attempts: 1,
    lastError: "421 try later",
    text: "Hei",
    html: null,
  };
  const limits: number[] = [];
  const repository: MailOutboxRepository = {
    insert: async () => 1,
    markSent: async () => {},
    markFailed: async () => {},
    list: async (limit) => {
      limits.push(limit);
      return [row];
    },
    get: async (id) => (id === row.id ? row : null),
  };
  const service = createOutboxService(repository);

  it("lists with a clamped limit and adds the status", async () => {
    const entries = await service.list(100_000);
    expect(limits.at(-1)).toBe(MAX_OUTBOX_LIST);
    expect(entries[0]).toMatchObject({ id: 3, status: "failed" });
    await service.list();
    expect(limits.at(-1)).toBe(DEFAULT_OUTBOX_LIST);
  });

  it("gets one message or null, and refuses an id that cannot exist", async () => {
    expect(await service.get(3)).toMatchObject({ id: 3, text: "Hei", status: "failed" });
    expect(await service.get(4)).toBeNull();
    await expect(service.get(0)).rejects.toBeInstanceOf(DomainError);
    await expect(service.get(1.5)).rejects.toMatchObject({ code: "BAD_INPUT", field: "id" });
  });
});
