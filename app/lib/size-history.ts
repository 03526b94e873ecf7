import { recordSizeHistory } from "#core/product/variant-selection.ts";
import { getLocalStorage, safeGetItem, safeSetItem, type StorageLike } from "./browser-storage.ts";

/** The sizes this browser chose on product pages, newest first: a product page preselects one of them. */
export const SIZE_HISTORY_KEY = "sizeHistory";

export function readSizeHistory(storage: StorageLike | null = getLocalStorage()): string[] {
  const raw = safeGetItem(storage, SIZE_HISTORY_KEY);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string" && entry.length <= 40) : [];
  } catch {
    return [];
  }
}

/** Remembers a chosen size as the newest. */
export function rememberSize(size: string, storage: StorageLike | null = getLocalStorage()): void {
  safeSetItem(storage, SIZE_HISTORY_KEY, JSON.stringify(recordSizeHistory(readSizeHistory(storage), size)));
}

/** The newest remembered size among the sizes offered, or null. */
export function rememberedSize(history: readonly string[], offered: readonly string[]): string | null {
  return history.find((size) => offered.includes(size)) ?? null;
}
