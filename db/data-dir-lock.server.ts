/**
 * One process at a time on an embedded PGlite data folder. PGlite 0.5 lets a second process open a
 * folder that another one holds, and two writers corrupt it; `openDatabase` takes this lock first, and
 * every tool that opens a folder (server, seed, outbox) goes through it, so the rule lives here alone.
 *
 * The lock is a file beside the folder, `<dataDir>.lock`, holding the holder's pid. It sits outside the
 * folder so that data-folder dumps and copies never carry it. A lock whose process is gone (a crash, a
 * kill -9) is stale and the next opener takes it over.
 */
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(`The embedded database in ${dataDir} is in use by process ${pid}. Stop it, or set DATA_DIR to another folder.`);
    this.name = "DataDirInUseError";
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

export interface DataDirLock {
  /** The lock file. */
  readonly file: string;
  /** Give the folder free again. Safe to call twice. */
  release: () => void;
}

/**
 * The folder PGlite keeps on disk for a `dataDir` setting, or null when the database lives elsewhere
 * (memory://, idb://, opfs-ahp://...). Mirrors PGlite's own reading: `file://` or no scheme is a folder.
 */
export function pgliteFolder(dataDir: string): string | null {
  if (dataDir.startsWith("file://")) return path.resolve(dataDir.slice("file://".length));
  if (dataDir === "" || /^[a-z][a-z0-9+-]*:\/\//i.test(dataDir)) return null;
  return path.resolve(dataDir);
}

export function lockFileOf(folder: string): string {
  return `${path.resolve(folder)}.lock`;
}

/**
 * Lock files this process holds. Another lock with our own pid is a leftover of an earlier process that
 * had the same pid (a restarted container often gets the same one), not ours.
 */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

type LockState = { kind: "free" } | { kind: "pid"; pid: number; text: string } | { kind: "unreadable"; text: string; ageMs: number };

function readLock(file: string): LockState {
  let text: string;
  let ageMs: number;
  try {
    text = readFileSync(file, "utf8");
    ageMs = Date.now() - statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "free" };
    throw error;
  }
  const pid = /^\s*(\d{1,10})\s*$/.exec(text)?.[1];
  // pid 0 and negative pids would signal whole process groups in isRunning.
  if (pid !== undefined && Number(pid) > 0) return { kind: "pid", pid: Number(pid), text };
  return { kind: "unreadable", text, ageMs };
}

/** A lock just created is empty until its pid is written; after this long an empty one is a crash's. */
const UNWRITTEN_GRACE_MS = 2_000;

/**
 * Take the folder for this process, or throw DataDirInUseError naming the live holder. The lock goes
 * when `release` is called, and at the latest when the process exits.
 */
export async function lockDataDir(folder: string): Promise<DataDirLock> {
  const dir = path.resolve(folder);
  const file = lockFileOf(dir);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 50; attempt++) {
    let fd: number | undefined;
    try {
      fd = openSync(file, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (fd !== undefined) {
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      return hold(file);
    }
    const state = readLock(file);
    if (state.kind === "free") continue;
    if (state.kind === "pid") {
      const ours = state.pid === process.pid && held.has(file);
      if (ours || (state.pid !== process.pid && isRunning(state.pid))) throw new DataDirInUseError(dir, state.pid);
    } else if (state.ageMs < UNWRITTEN_GRACE_MS) {
      // Another opener is between creating the file and writing its pid.
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    takeOver(file, state.text);
  }
  throw new Error(`Could not lock ${dir}: its lock file ${file} keeps changing.`);
}

/**
 * Remove a stale lock. Two openers may find the same stale lock: each first moves it aside under its
 * own name, and one that finds it moved a fresh lock instead (the other opener's) puts it back.
 */
function takeOver(file: string, staleText: string): void {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  let movedText: string;
  try {
    movedText = readFileSync(aside, "utf8");
  } catch {
    return;
  }
  if (movedText !== staleText) {
    renameSync(aside, file);
    return;
  }
  rmSync(aside, { force: true });
}

function hold(file: string): DataDirLock {
  held.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    held.delete(file);
    // Only our own lock: never remove one that another process took over after us.
    const state = readLock(file);
    if (state.kind === "pid" && state.pid === process.pid) rmSync(file, { force: true });
  };
  // A process that ends without closing its database (process.exit on a fatal error) leaves no lock.
  process.on("exit", release);
  return { file, release };
}
