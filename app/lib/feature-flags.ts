/**
 * Feature flags: the server's `feature_flags` general setting, with per-browser
 * overrides. Opening any page with `?featureFlag_{name}=1` turns the flag on in this browser,
 * any other value (`?featureFlag_{name}=0`) turns it off; overrides are kept in localStorage so
 * they survive navigation, and win over the server's value.
 */
import { parseFeatureFlags, type SettingsLogger } from "#core/settings/general-settings.ts";
import { safeGetItem, safeSetItem, type StorageLike } from "./browser-storage.ts";

export const FEATURE_FLAG_PARAM_PREFIX = "featureFlag_";
export const FEATURE_FLAG_STORAGE_KEY = "featureFlagOverrides";

export type FeatureFlags = Readonly<Record<string, boolean>>;

/** The overrides a URL's query carries: featureFlag_{name}=1 is true, any other value false. */
export function readUrlOverrides(search: string | URLSearchParams): Record<string, boolean> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const overrides: Record<string, boolean> = {};
  for (const [param, value] of params) {
    if (!param.startsWith(FEATURE_FLAG_PARAM_PREFIX)) continue;
    const name = param.slice(FEATURE_FLAG_PARAM_PREFIX.length);
    if (name !== "") overrides[name] = value === "1";
  }
  return overrides;
}

/** Overrides saved in this browser; anything unreadable counts as none. */
export function readStoredOverrides(storage: StorageLike | null): Record<string, boolean> {
  const stored = safeGetItem(storage, FEATURE_FLAG_STORAGE_KEY);
  if (stored === null) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const overrides: Record<string, boolean> = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === "boolean") overrides[name] = value;
    }
    return overrides;
  } catch {
    return {};
  }
}

/**
 * Saves the URL's overrides over the stored ones and returns them all. A URL without
 * featureFlag_ parameters leaves the storage untouched.
 */
export function applyUrlOverrides(search: string | URLSearchParams, storage: StorageLike | null): Record<string, boolean> {
  const stored = readStoredOverrides(storage);
  const fromUrl = readUrlOverrides(search);
  if (Object.keys(fromUrl).length === 0) return stored;
  const merged = { ...stored, ...fromUrl };
  safeSetItem(storage, FEATURE_FLAG_STORAGE_KEY, JSON.stringify(merged));
  return merged;
}

/** Server flags with this browser's overrides on top. */
export function mergeFeatureFlags(serverFlags: FeatureFlags, overrides: FeatureFlags): FeatureFlags {
  return Object.freeze({ ...serverFlags, ...overrides });
}

export interface ResolveFeatureFlagsOptions {
  /** The raw `feature_flags` setting (JSON text) or flags already parsed. */
  serverFlags: string | FeatureFlags | null | undefined;
  /** The current URL's query; its featureFlag_ parameters are saved as overrides. */
  search?: string | URLSearchParams;
  storage: StorageLike | null;
  logger?: SettingsLogger;
}

/** The flags in effect for this browser. */
export function resolveFeatureFlags({ serverFlags, search = "", storage, logger }: ResolveFeatureFlagsOptions): FeatureFlags {
  const server =
    typeof serverFlags === "string" || serverFlags === null || serverFlags === undefined
      ? parseFeatureFlags(serverFlags, logger)
      : serverFlags;
  return mergeFeatureFlags(server, applyUrlOverrides(search, storage));
}

export function isFeatureEnabled(flags: FeatureFlags, name: string): boolean {
  return flags[name] === true;
}
