import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { OutboxEntry, OutboxMessage } from "#core/mail/outbox.ts";
import { DEFAULT_LIMIT, formatOutboxList, formatOutboxMessage, missingPgliteProblem, parseOutboxArgs } from "./outbox.ts";

describe("parseOutboxArgs", () => {
  it("lists the newest by default or with --limit / -n, shows one with --id", () => {
    expect(parseOutboxArgs([])).toEqual({ kind: "list", limit: DEFAULT_LIMIT });
    expect(parseOutboxArgs(["--limit", "5"])).toEqual({ kind: "list", limit: 5 });
    expect(parseOutboxArgs(["-n", "3"])).toEqual({ kind: "list", limit: 3 });
    expect(parseOutboxArgs(["--id", "42"])).toEqual({ kind: "show", id: 42 });
    expect(parseOutboxArgs(["--help"])).toEqual({ kind: "help" });
  });

  it("refuses bad values and unknown options with the usage line", () => {
    expect(() => parseOutboxArgs(["--limit", "0"])).toThrow(/--limit must be a positive integer, got "0"\nusage:/);
    expect(() => parseOutboxArgs(["--id", "abc"])).toThrow(/--id must be a positive integer/);
    expect(() => parseOutboxArgs(["--id", "1", "--limit", "2"])).toThrow(/not both/);
    expect(() => parseOutboxArgs(["--bogus"])).toThrow(/usage: npm run outbox/);
  });
});

const entry = (id: number, subject: string): OutboxEntry => ({
  id,
  createdAt: "2026-11-22T10:15:30.123Z",
  sentAt: null,
  to: "anna@example.fi",
  subject,
  transport: "outbox",
  status: "stored",
  lang: "fi",
  tag: null,
  attempts: 0,
  lastError: null,
});

describe("formatOutboxList", () => {
  it("prints aligned columns, newest as given, one line per message", () => {
    const lines = formatOutboxList([entry(10, "Tilausvahvistus"), entry(9, "Rivi\nkaksi")]).split("\n");
    expect(lines).toEqual([
      "id  created (UTC)         via     status  to               subject",
      "10  2026-11-22 10:15:30Z  outbox  stored  anna@example.fi  Tilausvahvistus",
      " 9  2026-11-22 10:15:30Z  outbox  stored  anna@example.fi  Rivi kaksi",
    ]);
  });

  it("says when the outbox is empty", () => {
    expect(formatOutboxList([])).toBe("The outbox is empty.");
  });
});

describe("formatOutboxMessage", () => {
  it("prints the fields, then the text and the HTML part", () => {
    const message: OutboxMessage = { ...entry(7, "Hei"), transport: "smtp", status: "failed", attempts: 1, lastError: "550 no", text: "Hei Anna", html: null };
    const printed = formatOutboxMessage(message);
    expect(printed).toContain("via:      smtp\nstatus:   failed\nsent:     -\nattempts: 1\nerror:    550 no\n");
    expect(printed).toContain("--- text ---\nHei Anna\n\n--- html ---\n(no HTML part)\n");
  });
});

describe("missingPgliteProblem", () => {
  const root = mkdtempSync(path.join(tmpdir(), "outbox-folder-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("explains a missing folder, and is null for an existing one or a database not on disk", () => {
    const dir = path.join(root, "pglite");
    expect(missingPgliteProblem(dir)).toMatch(/^No PGlite database in .*pglite: start the shop once/);
    mkdirSync(dir);
    expect(missingPgliteProblem(dir)).toBeNull();
    expect(missingPgliteProblem("memory://")).toBeNull();
  });
});
