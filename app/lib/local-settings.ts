/**
 * The shopper's local settings (selectedSizes, viewedProducts, postcode), kept in
 * localStorage as one JSON object. Every field is validated on read: a damaged or foreign value
 * falls back to its default without losing the other fields.
 *
 * - selectedSizes: the size last picked per size group (for example a product type or size
 *   chart id to "M" or "42"), so the next product of that kind can preselect it.
 * - viewedProducts: product model ids, newest first, at most 60, each once.
 * - postcode: the delivery postcode last entered, for delivery estimates.
 */
import { getLocalStorage, safeGetItem, safeRemoveItem, safeSetItem, type StorageLike } from "./browser-storage.ts";

export const LOCAL_SETTINGS_KEY = "localSettings";
export const VIEWED_PRODUCTS_LIMIT = 60;
const MAX_POSTCODE_LENGTH = 16;

export interface LocalSettingsData {
  selectedSizes: Readonly<Record<string, string>>;
  viewedProducts: readonly number[];
  postcode: string | null;
}

export const DEFAULT_LOCAL_SETTINGS: LocalSettingsData = Object.freeze({
  selectedSizes: Object.freeze({}),
  viewedProducts: Object.freeze([]),
  postcode: null,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isModelId = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;

function normalizePostcode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" || trimmed.length > MAX_POSTCODE_LENGTH ? null : trimmed;
}

/** Reads stored text into settings, keeping each valid field and defaulting the rest. */
export function parseLocalSettings(stored: string | null): LocalSettingsData {
  if (stored === null) return DEFAULT_LOCAL_SETTINGS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return DEFAULT_LOCAL_SETTINGS;
  }
  if (!isRecord(parsed)) return DEFAULT_LOCAL_SETTINGS;

  const selectedSizes: Record<string, string> = {};
  if (isRecord(parsed.selectedSizes)) {
    for (const [group, size] of Object.entries(parsed.selectedSizes)) {
      if (typeof size === "string" && size !== "") selectedSizes[group] = size;
    }
  }
  const viewedProducts = Array.isArray(parsed.viewedProducts)
    ? [...new Set(parsed.viewedProducts.filter(isModelId))].slice(0, VIEWED_PRODUCTS_LIMIT)
    : [];
  return { selectedSizes, viewedProducts, postcode: normalizePostcode(parsed.postcode) };
}

/** The viewed list after viewing `modelId`: moved or added to the front, capped at 60. */
export function addViewedProduct(list: readonly number[], modelId: number): number[] {
  if (!isModelId(modelId)) return [...list];
  return [modelId, ...list.filter((id) => id !== modelId)].slice(0, VIEWED_PRODUCTS_LIMIT);
}

export interface LocalSettings {
  get(): LocalSettingsData;
  getSelectedSize(group: string): string | null;
  setSelectedSize(group: string, size: string | null): void;
  getViewedProducts(): readonly number[];
  addViewedProduct(modelId: number): void;
  clearViewedProducts(): void;
  getPostcode(): string | null;
  setPostcode(postcode: string | null): void;
  /** Removes every local setting. */
  clear(): void;
}

/** Typed access to the settings in `storage` (the browser's localStorage by default). */
export function createLocalSettings(storage: StorageLike | null = getLocalStorage()): LocalSettings {
  const read = () => parseLocalSettings(safeGetItem(storage, LOCAL_SETTINGS_KEY));
  const write = (data: LocalSettingsData) => {
    safeSetItem(storage, LOCAL_SETTINGS_KEY, JSON.stringify(data));
  };
  const update = (change: (data: LocalSettingsData) => LocalSettingsData) => write(change(read()));

  return {
    get: read,
    getSelectedSize: (group) => read().selectedSizes[group] ?? null,
    setSelectedSize(group, size) {
      update((data) => {
        const selectedSizes = { ...data.selectedSizes };
        if (size === null || size === "") delete selectedSizes[group];
        else selectedSizes[group] = size;
        return { ...data, selectedSizes };
      });
    },
    getViewedProducts: () => read().viewedProducts,
    addViewedProduct(modelId) {
      update((data) => ({ ...data, viewedProducts: addViewedProduct(data.viewedProducts, modelId) }));
    },
    clearViewedProducts() {
      update((data) => ({ ...data, viewedProducts: [] }));
    },
    getPostcode: () => read().postcode,
    setPostcode(postcode) {
      update((data) => ({ ...data, postcode: normalizePostcode(postcode) }));
    },
    clear() {
      safeRemoveItem(storage, LOCAL_SETTINGS_KEY);
    },
  };
}
