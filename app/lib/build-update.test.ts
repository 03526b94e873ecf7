import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "./browser-storage.ts";
import {
  BUILD_INFO_PATH,
  BUILD_POLL_INTERVAL_MS,
  buildInfoUrl,
  createBuildUpdateWatcher,
  installChunkErrorReload,
  isChunkLoadError,
  parseBuildVersion,
  readReloadRecord,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_TTL_MS,
  reloadOnChunkError,
} from "./build-update.ts";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-20T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

function versionFetch(...versions: Array<string | Error>) {
  const urls: string[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const next = versions.length > 1 ? versions.shift() : versions[0];
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify({ version: next }), { headers: { "Content-Type": "application/json" } });
  });
  return { fetch: fn as unknown as typeof fetch, urls, fn };
}

describe("constants and helpers", () => {
  it("keep the poll interval, reload guard and build-info path", () => {
    expect(BUILD_POLL_INTERVAL_MS).toBe(3_600_000);
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
    expect(BUILD_INFO_PATH).toBe("/build-info.json");
    expect(buildInfoUrl(1234)).toBe("/build-info.json?t=1234");
  });

  it("reads the version of a build-info answer", () => {
    expect(parseBuildVersion({ version: "abc123" })).toBe("abc123");
    expect(parseBuildVersion({ version: "" })).toBeNull();
    expect(parseBuildVersion({ version: 5 })).toBeNull();
    expect(parseBuildVersion(null)).toBeNull();
    expect(parseBuildVersion("abc")).toBeNull();
  });
});

describe("build update watcher", () => {
  it("polls every hour with a timestamp and stays quiet while the version is the same", async () => {
    const { fetch, urls } = versionFetch("v1");
    const watcher = createBuildUpdateWatcher({ currentVersion: "v1", fetch });
    watcher.start();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS - 1);
    expect(urls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toEqual([`/build-info.json?t=${Date.now()}`]);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(urls).toHaveLength(2);
    expect(urls[1]).not.toBe(urls[0]);
    expect(watcher.getSnapshot()).toBe(false);
    watcher.stop();
  });

  it("flags an update when the deployed version differs, notifies, and stops polling", async () => {
    const { fetch, fn } = versionFetch("v1", "v2");
    const onUpdateAvailable = vi.fn();
    const watcher = createBuildUpdateWatcher({ currentVersion: "v1", fetch, onUpdateAvailable });
    const listener = vi.fn();
    watcher.subscribe(listener);
    watcher.start();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(watcher.getSnapshot()).toBe(false);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(watcher.getSnapshot()).toBe(true);
    expect(onUpdateAvailable).toHaveBeenCalledWith("v2");
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 3);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps polling through network failures and bad answers", async () => {
    const bad = vi.fn(async () => new Response("<html>", { status: 200, headers: { "Content-Type": "text/html" } }));
    const sequence = [new TypeError("offline")];
    let calls = 0;
    const fetch = (async (input: RequestInfo | URL) => {
      calls++;
      if (calls === 1) throw sequence[0];
      if (calls === 2) return bad();
      if (calls === 3) return new Response("", { status: 503 });
      return new Response(JSON.stringify({ version: "v9" }));
    }) as typeof globalThis.fetch;
    const watcher = createBuildUpdateWatcher({ currentVersion: "v1", fetch });
    watcher.start();
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(watcher.getSnapshot()).toBe(false);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(watcher.getSnapshot()).toBe(true);
    expect(calls).toBe(4);
  });

  it("check() polls at once, and stop() ends the polling", async () => {
    const { fetch, fn } = versionFetch("v1");
    const watcher = createBuildUpdateWatcher({ currentVersion: "v1", fetch });
    expect(await watcher.check()).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    watcher.start();
    watcher.stop();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 2);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("starting twice does not poll twice", async () => {
    const { fetch, fn } = versionFetch("v1");
    const watcher = createBuildUpdateWatcher({ currentVersion: "v1", fetch });
    watcher.start();
    watcher.start();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(fn).toHaveBeenCalledTimes(1);
    watcher.stop();
  });
});

describe("chunk-load errors", () => {
  it.each([
    new TypeError("Failed to fetch dynamically imported module: https://shop.test/assets/product-abc.js"),
    new TypeError("error loading dynamically imported module: https://shop.test/assets/x.js"),
    new TypeError("Importing a module script failed."),
    new Error("Unable to preload CSS for /assets/x.css"),
    Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" }),
  ])("recognises %s", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new TypeError("Failed to fetch"), new Error("Cannot read properties of undefined"), "Importing a module script failed.", null])(
    "does not take %s for one",
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe("reload guard", () => {
  it("reloads once, then not again within 10 s, then again after", () => {
    const storage = createMemoryStorage();
    const reload = vi.fn();
    const t0 = Date.now();
    expect(reloadOnChunkError({ storage, now: t0, reload })).toBe(true);
    expect(readReloadRecord(storage)).toBe(t0);
    expect(reloadOnChunkError({ storage, now: t0 + 9_999, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnChunkError({ storage, now: t0 + 10_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("ignores an unreadable record", () => {
    const storage = createMemoryStorage({ [RELOAD_GUARD_KEY]: "garbage" });
    const reload = vi.fn();
    expect(reloadOnChunkError({ storage, now: Date.now(), reload })).toBe(true);
  });

  it("never reloads when the record cannot be stored", () => {
    const reload = vi.fn();
    const full = createMemoryStorage();
    full.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(reloadOnChunkError({ storage: full, now: Date.now(), reload })).toBe(false);
    expect(reloadOnChunkError({ storage: null, now: Date.now(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("installs listeners that reload on a preload error and on an unhandled chunk rejection", () => {
    const target = new EventTarget();
    const storage = createMemoryStorage();
    const reload = vi.fn();
    const uninstall = installChunkErrorReload({ target, storage, reload });

    const preload = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(preload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(preload.defaultPrevented).toBe(true);

    // Within the time to live: no second reload, and the error is left to surface.
    const again = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(again);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);

    vi.advanceTimersByTime(RELOAD_GUARD_TTL_MS);
    const unrelated = Object.assign(new Event("unhandledrejection", { cancelable: true }), { reason: new Error("boom") });
    target.dispatchEvent(unrelated);
    expect(reload).toHaveBeenCalledTimes(1);
    const chunk = Object.assign(new Event("unhandledrejection", { cancelable: true }), {
      reason: new TypeError("Failed to fetch dynamically imported module: /assets/a.js"),
    });
    target.dispatchEvent(chunk);
    expect(reload).toHaveBeenCalledTimes(2);

    uninstall();
    vi.advanceTimersByTime(RELOAD_GUARD_TTL_MS);
    target.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
