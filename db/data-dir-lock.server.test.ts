import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir, lockFileOf, pgliteFolder } from "./data-dir-lock.server.ts";

const root = mkdtempSync(path.join(tmpdir(), "data-dir-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
const freshFolder = () => path.join(root, `pglite-${++folders}`);

/** A pid that surely runs no process: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  expect(child.pid).toBeGreaterThan(0);
  return child.pid;
}

describe("pgliteFolder", () => {
  it("is the absolute folder for a path or file:// address, null for databases not on disk", () => {
    expect(pgliteFolder(".data/pglite")).toBe(path.resolve(".data/pglite"));
    expect(pgliteFolder("file:///srv/shop/pglite")).toBe("/srv/shop/pglite");
    expect(pgliteFolder("memory://")).toBeNull();
    expect(pgliteFolder("idb://shop")).toBeNull();
    expect(pgliteFolder("opfs-ahp://shop")).toBeNull();
  });
});

describe("lockDataDir", () => {
  it("refuses a second lock with the holder's pid, and release gives the folder free", async () => {
    const folder = freshFolder();
    const lock = await lockDataDir(folder);
    expect(lock.file).toBe(`${folder}.lock`);
    expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));

    const refused = await lockDataDir(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toBe(
      `The embedded database in ${folder} is in use by process ${process.pid}. Stop it, or set DATA_DIR to another folder.`,
    );

    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lock.release();
    const again = await lockDataDir(folder);
    again.release();
  });

  it("refuses while another live process holds the folder", async () => {
    const folder = freshFolder();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    try {
      writeFileSync(lockFileOf(folder), `${holder.pid}\n`);
      await expect(lockDataDir(folder)).rejects.toThrow(`The embedded database in ${folder} is in use by process ${holder.pid}.`);
      expect(readFileSync(lockFileOf(folder), "utf8").trim()).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it("takes over a stale lock: a gone process, a leftover of an earlier process with our pid, or garbage", async () => {
    for (const stale of [`${deadPid()}\n`, `${process.pid}\n`, "not a pid", "0\n"]) {
      const folder = freshFolder();
      writeFileSync(lockFileOf(folder), stale);
      // Older than the grace an opener gets between creating its lock and writing its pid.
      const past = new Date(Date.now() - 60_000);
      utimesSync(lockFileOf(folder), past, past);
      const lock = await lockDataDir(folder);
      expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
      lock.release();
      expect(existsSync(lock.file)).toBe(false);
    }
    // Nothing moved aside during a takeover stays behind.
    expect(readdirSync(root).filter((name) => name.endsWith(".stale"))).toEqual([]);
  });

  it("release leaves alone a lock that is no longer ours", async () => {
    const folder = freshFolder();
    const lock = await lockDataDir(folder);
    writeFileSync(lock.file, "12345\n");
    lock.release();
    expect(readFileSync(lock.file, "utf8")).toBe("12345\n");
  });

  it("waits for a lock just created whose pid is not written yet", async () => {
    const folder = freshFolder();
    writeFileSync(lockFileOf(folder), "");
    const started = performance.now();
    const lock = await lockDataDir(folder);
    // Taken over only once the grace has passed.
    expect(performance.now() - started).toBeGreaterThan(1_500);
    lock.release();
  });
});
