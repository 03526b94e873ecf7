/**
 * `npm run outbox` on an embedded PGlite folder, as an operator runs it: the listing, one message, and the
 * refusal while another process holds the folder. PGlite only, so the PostgreSQL stage of npm test leaves it out.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPgliteFolderDatabase } from "#db/testing.server.ts";
import { createMailer } from "#server/mail/mailer.server.ts";

const FROM = "Kuusikko Outdoor <kauppa@example.fi>";

describe("npm run outbox", () => {
  const script = path.resolve(import.meta.dirname, "../../scripts/outbox.ts");
  const root = mkdtempSync(path.join(tmpdir(), "outbox-cli-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function runCli(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
    // The environment names the database exactly as for the server: DATA_DIR, no DATABASE_URL.
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" };
    return new Promise((resolve) => {
      execFile(process.execPath, [script, ...args], { env, timeout: 60_000 }, (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      });
    });
  }

  it("prints the listing and one message from the PGlite folder, and refuses while another process holds it", async () => {
    const dataDir = path.join(root, "pglite");
    const shop = await createPgliteFolderDatabase(dataDir);
    let sent: { id: number | string };
    try {
      sent = await createMailer({ MAIL_FROM: FROM }, shop.db).send({ to: "dora@example.de", subject: "Willkommen zurück", text: "Hallo Dora", lang: "de" });
      const locked = await runCli(["--limit", "5"], dataDir);
      expect(locked.code).toBe(1);
      // This test process holds the folder through `shop`.
      expect(locked.stderr).toContain(`The embedded database in ${dataDir} is in use by process ${process.pid}.`);
      expect(locked.stderr).toMatch(/developer page \/dev\/outbox\//);
      expect(locked.stdout).toBe("");
    } finally {
      await shop.close();
    }

    const listed = await runCli(["--limit", "5"], dataDir);
    expect(listed.stderr).toBe("");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^\\s*${sent.id}\\s+\\S+ \\S+Z\\s+outbox\\s+stored\\s+dora@example\\.de\\s+Willkommen zurück$`, "m"));

    const shown = await runCli(["--id", String(sent.id)], dataDir);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain("subject:  Willkommen zurück\n");
    expect(shown.stdout).toContain("--- text ---\nHallo Dora\n");

    const missing = await runCli(["--id", "999"], dataDir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No message 999 in the outbox.");
  }, 120_000);
});
