/**
 * New-deployment detection: the page notices that a newer build is live and offers or makes a reload.
 *
 * - Polling: every hour the browser fetches the latest-build JSON (`/build-info.json?t={now}`,
 *   answered by the server as `{ "version": "<build id>" }`; the timestamp defeats caches) and,
 *   when the version differs from the one the page was built with, flags "update available" so
 *   the shell can offer a reload. Polling stops once an update is found.
 * - Chunk-load errors: after a deployment, an old page asking for a code chunk that no longer
 *   exists gets a failed dynamic import. The page then reloads itself once; a reload record in
 *   sessionStorage, valid for 10 s, stops a reload loop when the failure has another cause.
 */
import { getSessionStorage, safeGetItem, safeSetItem, type StorageLike } from "./browser-storage.ts";
import { systemClock, type Clock, type TimerHandle } from "./clock.ts";

export const BUILD_INFO_PATH = "/build-info.json";
export const BUILD_POLL_INTERVAL_MS = 3_600_000;
export const RELOAD_GUARD_TTL_MS = 10_000;
export const RELOAD_GUARD_KEY = "buildReloadGuard";

/** The polled address; the timestamp query makes every poll miss every cache. */
export function buildInfoUrl(now: number): string {
  return `${BUILD_INFO_PATH}?t=${now}`;
}

/** The build id in a build-info answer, or null when the answer is not one. */
export function parseBuildVersion(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const version = (body as { version?: unknown }).version;
  return typeof version === "string" && version !== "" ? version : null;
}

export interface BuildUpdateWatcherOptions {
  /** The build id this page was rendered with. */
  currentVersion: string;
  fetch?: typeof fetch;
  clock?: Clock;
  intervalMs?: number;
  onUpdateAvailable?: (latestVersion: string) => void;
}

export interface BuildUpdateWatcher {
  /** Starts hourly polling (the first poll one interval from now). */
  start(): void;
  stop(): void;
  /** Polls now (for example when the tab becomes visible again); true when an update is available. */
  check(): Promise<boolean>;
  /** Whether a newer build is deployed; for useSyncExternalStore. */
  getSnapshot(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createBuildUpdateWatcher(options: BuildUpdateWatcherOptions): BuildUpdateWatcher {
  const clock = options.clock ?? systemClock;
  const intervalMs = options.intervalMs ?? BUILD_POLL_INTERVAL_MS;
  let updateAvailable = false;
  let running = false;
  let timer: TimerHandle | undefined;
  const listeners = new Set<() => void>();

  function schedule() {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = undefined;
      void check().finally(() => {
        if (running && !updateAvailable) schedule();
      });
    }, intervalMs);
  }

  async function check(): Promise<boolean> {
    if (updateAvailable) return true;
    const fetchImpl = options.fetch ?? globalThis.fetch;
    let latest: string | null = null;
    try {
      const response = await fetchImpl(buildInfoUrl(clock.now()), { cache: "no-store", headers: { Accept: "application/json" } });
      if (response.ok) latest = parseBuildVersion(await response.json());
    } catch {
      // Offline or mid-deployment: the next poll will tell.
      return false;
    }
    if (latest === null || latest === options.currentVersion) return false;
    updateAvailable = true;
    stop();
    options.onUpdateAvailable?.(latest);
    for (const listener of [...listeners]) listener();
    return true;
  }

  function stop() {
    running = false;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  return {
    start() {
      if (running || updateAvailable) return;
      running = true;
      schedule();
    },
    stop,
    check,
    getSnapshot: () => updateAvailable,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Chunk-load errors

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload
  /loading (css )?chunk \S+ failed/i,
];

/** Whether an error is a failed dynamic import of a code chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** When the page last reloaded itself for a chunk error, or null. */
export function readReloadRecord(storage: StorageLike | null): number | null {
  const stored = safeGetItem(storage, RELOAD_GUARD_KEY);
  if (stored === null) return null;
  try {
    const at = (JSON.parse(stored) as { reloadedAt?: unknown }).reloadedAt;
    return typeof at === "number" && Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

export interface ReloadGuardOptions {
  storage: StorageLike | null;
  now: number;
  reload: () => void;
  ttlMs?: number;
}

/**
 * Reloads the page for a chunk-load error unless it already did so within the time to live.
 * Returns whether it reloaded. Without working storage it never reloads: a loop is worse than an
 * error screen.
 */
export function reloadOnChunkError({ storage, now, reload, ttlMs = RELOAD_GUARD_TTL_MS }: ReloadGuardOptions): boolean {
  const last = readReloadRecord(storage);
  if (last !== null && now - last >= 0 && now - last < ttlMs) return false;
  if (!safeSetItem(storage, RELOAD_GUARD_KEY, JSON.stringify({ reloadedAt: now }))) return false;
  reload();
  return true;
}

interface EventTargetLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

export interface InstallChunkErrorReloadOptions {
  target?: EventTargetLike;
  storage?: StorageLike | null;
  clock?: Clock;
  reload?: () => void;
}

/**
 * Listens for failed chunk loads (Vite's `vite:preloadError` and unhandled rejections of dynamic
 * imports) and reloads under the guard. Returns the function that removes the listeners.
 */
export function installChunkErrorReload(options: InstallChunkErrorReloadOptions = {}): () => void {
  const target = options.target ?? (globalThis as { window?: EventTargetLike }).window;
  if (!target) return () => undefined;
  const storage = options.storage === undefined ? getSessionStorage() : options.storage;
  const clock = options.clock ?? systemClock;
  const reload = options.reload ?? (() => globalThis.location.reload());
  const attempt = (event: Event) => {
    // Once reloading, the failed import need not surface as an error as well.
    if (reloadOnChunkError({ storage, now: clock.now(), reload })) event.preventDefault();
  };
  const onPreloadError = (event: Event) => attempt(event);
  const onRejection = (event: Event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) attempt(event);
  };
  target.addEventListener("vite:preloadError", onPreloadError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("vite:preloadError", onPreloadError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
