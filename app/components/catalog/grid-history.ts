/**
 * How many cards a grid showed in a history entry, so that going back restores them.
 *
 * Kept in sessionStorage by React Router's location key rather than in history.state, which the
 * router owns and rewrites. The first entry of every document load has the key "default", so an
 * entry also remembers its path and query: a saved count is only used on the very page it came from.
 */
import { getSessionStorage, safeGetItem, safeSetItem, type StorageLike } from "#app/lib/browser-storage.ts";

export const GRID_HISTORY_STORAGE_KEY = "catalogGridHistory";
/** Entries kept; older ones are dropped so the stored text stays small over a long visit. */
export const GRID_HISTORY_LIMIT = 30;

export interface GridHistoryEntry {
  /** Path and query of the grid page (without `count`). */
  path: string;
  /** Cards shown. */
  count: number;
  /** Where the page was scrolled to, restored once the cards are back. */
  scrollY: number;
}

type Stored = Array<[string, GridHistoryEntry]>;

function isEntry(value: unknown): value is GridHistoryEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.path === "string" &&
    typeof entry.count === "number" &&
    Number.isSafeInteger(entry.count) &&
    entry.count > 0 &&
    typeof entry.scrollY === "number" &&
    Number.isFinite(entry.scrollY) &&
    entry.scrollY >= 0
  );
}

function readAll(storage: StorageLike | null): Stored {
  const text = safeGetItem(storage, GRID_HISTORY_STORAGE_KEY);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is [string, GridHistoryEntry] => Array.isArray(item) && typeof item[0] === "string" && isEntry(item[1]),
    );
  } catch {
    return [];
  }
}

/** Remembers the grid state of a history entry; the newest entries are kept, at most GRID_HISTORY_LIMIT. */
export function saveGridEntry(key: string, entry: GridHistoryEntry, storage: StorageLike | null = getSessionStorage()): void {
  if (!isEntry(entry)) return;
  const others = readAll(storage).filter(([stored]) => stored !== key);
  const next: Stored = [...others, [key, { path: entry.path, count: entry.count, scrollY: Math.round(entry.scrollY) }]];
  safeSetItem(storage, GRID_HISTORY_STORAGE_KEY, JSON.stringify(next.slice(-GRID_HISTORY_LIMIT)));
}

/** The saved state of a history entry when it belongs to this page, else null. */
export function readGridEntry(key: string, path: string, storage: StorageLike | null = getSessionStorage()): GridHistoryEntry | null {
  const found = readAll(storage).find(([stored]) => stored === key)?.[1];
  return found && found.path === path ? found : null;
}

/**
 * The requests that bring a grid from `shown` cards back to `target` (never past `total`), in steps
 * of at most `step`, so no single call asks the listing API for more than a load-more would.
 */
export function missingBatches(shown: number, target: number, total: number, step: number): Array<{ offset: number; limit: number }> {
  const end = Math.min(target, total);
  const batches: Array<{ offset: number; limit: number }> = [];
  if (step <= 0) return batches;
  for (let offset = shown; offset < end; offset += step) {
    batches.push({ offset, limit: Math.min(step, end - offset) });
  }
  return batches;
}
