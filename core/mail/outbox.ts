import { DomainError } from "#core/errors.ts";
import type { Lang } from "#i18n/languages.ts";
import type { MailTransport, PreparedMail } from "./mailer.ts";

/**
 * The outbox table holds every message the shop sent or would have sent: with SMTP each row
 * records one delivery attempt; without SMTP the row is the only place the message goes.
 *
 * - `stored`: no SMTP configured; the message lives only here (development, tests).
 * - `sending`: handed to SMTP, no answer yet (or the process stopped in between).
 * - `sent`: the SMTP server accepted it (`sentAt`).
 * - `failed`: the SMTP server refused it or could not be reached (`lastError`).
 */
export type OutboxStatus = "stored" | "sending" | "sent" | "failed";

export interface OutboxEntry {
  id: number;
  /** ISO 8601 timestamps. */
  createdAt: string;
  sentAt: string | null;
  to: string;
  subject: string;
  transport: MailTransport;
  status: OutboxStatus;
  lang: Lang | null;
  tag: string | null;
  attempts: number;
  lastError: string | null;
}

export interface OutboxMessage extends OutboxEntry {
  text: string;
  html: string | null;
}

/** A row as the repository reads it, before the status is derived. */
export type OutboxRow = Omit<OutboxMessage, "status">;

export interface MailOutboxRepository {
  /** Stores a message and returns its id. */
  insert(mail: PreparedMail, transport: MailTransport): Promise<number>;
  /** The SMTP server accepted it: sent_at now, one more attempt, no error. */
  markSent(id: number): Promise<void>;
  /** The SMTP attempt failed: one more attempt and its error. */
  markFailed(id: number, error: string): Promise<void>;
  /** The newest first, without the bodies. */
  list(limit: number): Promise<Array<Omit<OutboxRow, "text" | "html">>>;
  get(id: number): Promise<OutboxRow | null>;
}

export interface OutboxService {
  /** The newest messages first; `limit` is clamped to 1..MAX_OUTBOX_LIST. */
  list(limit?: number): Promise<OutboxEntry[]>;
  get(id: number): Promise<OutboxMessage | null>;
}

export const DEFAULT_OUTBOX_LIST = 50;
export const MAX_OUTBOX_LIST = 500;
/** Errors are stored for a developer to read, not whole server transcripts. */
export const MAX_ERROR_LENGTH = 1000;

export function outboxStatus(row: Pick<OutboxRow, "transport" | "sentAt" | "lastError">): OutboxStatus {
  if (row.transport === "outbox") return "stored";
  if (row.sentAt) return "sent";
  return row.lastError ? "failed" : "sending";
}

export function clampListLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_OUTBOX_LIST;
  return Math.min(MAX_OUTBOX_LIST, Math.max(1, Math.trunc(limit)));
}

/** An error as one stored line: its message (and SMTP response code when there is one), capped. */
export function describeMailError(error: unknown): string {
  const base = error instanceof Error ? error.message : String(error);
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  const text = typeof code === "number" && !base.includes(String(code)) ? `${code} ${base}` : base;
  const line = text.replace(/\s+/g, " ").trim() || "unknown error";
  return line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1)}…` : line;
}

export function createOutboxService(repository: MailOutboxRepository): OutboxService {
  return {
    async list(limit) {
      const rows = await repository.list(clampListLimit(limit));
      return rows.map((row) => ({ ...row, status: outboxStatus(row) }));
    },
    async get(id) {
      if (!Number.isSafeInteger(id) || id < 1) throw new DomainError("BAD_INPUT", "Outbox id must be a positive integer.", { field: "id" });
      const row = await repository.get(id);
      return row ? { ...row, status: outboxStatus(row) } : null;
    },
  };
}
