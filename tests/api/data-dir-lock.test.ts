import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "#db/client.server.ts";
import { lockDataDir } from "#db/data-dir-lock.server.ts";
import { createTestDatabase } from "#db/testing.server.ts";
import { sql } from "drizzle-orm";

const ROOT = path.resolve(import.meta.dirname, "../..");
const root = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const inUse = (folder: string, pid: number) =>
  `The embedded database in ${folder} is in use by process ${pid}. Stop it, or set DATA_DIR to another folder.`;

describe("openDatabase on a PGlite folder", () => {
  it("holds the folder while open: a second open fails, in-memory databases are not locked, close gives it free", async () => {
    const folder = path.join(root, "shop");
    const first = await openDatabase({ dataDir: folder });
    try {
      expect(readFileSync(`${folder}.lock`, "utf8").trim()).toBe(String(process.pid));
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow(inUse(folder, process.pid));
      await expect(openDatabase({ dataDir: `file://${folder}` })).rejects.toThrow(inUse(folder, process.pid));

      // Test databases are in-memory copies of one template, many at once.
      const memory = [await createTestDatabase(), await createTestDatabase()];
      for (const handle of memory) await handle.close();
      // The failed opens left the first one working.
      expect(await queryRows<{ one: number }>(first.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await first.close();
    }
    expect(existsSync(`${folder}.lock`)).toBe(false);

    // A process that died holding the folder left its lock behind: the next open takes it over.
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(`${folder}.lock`, `${gone}\n`);
    const second = await openDatabase({ dataDir: folder });
    try {
      expect(readFileSync(`${folder}.lock`, "utf8").trim()).toBe(String(process.pid));
    } finally {
      await second.close();
    }
    expect(existsSync(`${folder}.lock`)).toBe(false);
  }, 120_000);

  it("settings given for one start apply to it only: the folder's configuration is left as it was", async () => {
    const folder = path.join(root, "settings");
    const shown = async (handle: Awaited<ReturnType<typeof openDatabase>>) =>
      (await queryRows<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`))[0]?.shared_buffers;
    const first = await openDatabase({ dataDir: folder, pgliteSettings: { shared_buffers: "16MB" } });
    try {
      expect(await shown(first)).toBe("16MB");
    } finally {
      await first.close();
    }
    expect(readFileSync(path.join(folder, "postgresql.conf"), "utf8")).not.toMatch(/^shared_buffers\s*=\s*16MB/m);
    const second = await openDatabase({ dataDir: folder });
    try {
      expect(await shown(second)).toBe("128MB");
    } finally {
      await second.close();
    }
    // Test databases start with the small pool.
    const test = await createTestDatabase();
    try {
      expect(await shown(test)).toBe("16MB");
    } finally {
      await test.close();
    }
  }, 120_000);

  it("the server refuses to start on a folder another process holds: the explanation, exit 1, no stack trace", async () => {
    const folder = path.join(root, "held");
    const lock = await lockDataDir(folder);
    try {
      const env = { ...process.env, DATA_DIR: folder, DATABASE_URL: "", PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production" };
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(process.execPath, [path.join(ROOT, "server/main.ts")], { env, cwd: ROOT, timeout: 60_000 }, (error, _stdout, stderr) => {
          resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stderr });
        });
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`${inUse(folder, process.pid)}\n`);
      // The refused server did not take or remove the lock.
      expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
    } finally {
      lock.release();
    }
  }, 60_000);
});
