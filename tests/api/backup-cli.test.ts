/**
 * `npm run backup` and `npm run restore` on the command line, as an operator runs them: bad arguments and a
 * missing database get one line and the usage. The same whatever the database, so it runs once, in the PGlite
 * stage of npm test; tests/api/backup.test.ts backs up and restores on both databases.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const folder = mkdtempSync(path.join(os.tmpdir(), "shop-backup-cli-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("npm run backup and restore on the command line", () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [path.resolve(import.meta.dirname, "../../scripts/backup.ts"), ...args], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: path.join(folder, "no-shop-here") },
      encoding: "utf8",
      timeout: 60_000,
    });

  it("answers bad arguments and a missing database with one line and the usage, never a stack", () => {
    for (const [args, message] of [
      [["backup", "--out"], "argument missing"],
      [["backup", "--nope"], "Unknown option '--nope'"],
      [["restore"], "usage: npm run backup"],
      [["backup"], "no database folder at"],
      [["restore", path.join(folder, "missing.tar.gz")], "no backup file at"],
    ] as const) {
      const result = run(...args);
      expect(result.status, args.join(" ")).toBe(1);
      expect(result.stderr, args.join(" ")).toContain(message);
      expect(result.stderr, args.join(" ")).not.toMatch(/\n\s+at /);
    }
  });
});

