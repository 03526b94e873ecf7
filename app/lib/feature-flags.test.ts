import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "./browser-storage.ts";
import {
  applyUrlOverrides,
  FEATURE_FLAG_STORAGE_KEY,
  isFeatureEnabled,
  mergeFeatureFlags,
  readStoredOverrides,
  readUrlOverrides,
  resolveFeatureFlags,
} from "./feature-flags.ts";

describe("readUrlOverrides", () => {
  it("reads featureFlag_{name}: 1 is true, anything else false", () => {
    expect(readUrlOverrides("?featureFlag_newCart=1&featureFlag_oldMenu=0&featureFlag_x=true&featureFlag_y=&q=tent")).toEqual({
      newCart: true,
      oldMenu: false,
      x: false,
      y: false,
    });
  });

  it("ignores other parameters and an empty name", () => {
    expect(readUrlOverrides(new URLSearchParams("featureflag_a=1&featureFlag_=1&flag=1"))).toEqual({});
  });

  it("lets the last of repeated parameters win", () => {
    expect(readUrlOverrides("featureFlag_a=1&featureFlag_a=0")).toEqual({ a: false });
  });
});

describe("stored overrides", () => {
  it("are saved from the URL and kept on later pages", () => {
    const storage = createMemoryStorage();
    expect(applyUrlOverrides("?featureFlag_a=1", storage)).toEqual({ a: true });
    expect(applyUrlOverrides("?featureFlag_b=0", storage)).toEqual({ a: true, b: false });
    expect(applyUrlOverrides("", storage)).toEqual({ a: true, b: false });
    expect(JSON.parse(storage.data.get(FEATURE_FLAG_STORAGE_KEY) ?? "")).toEqual({ a: true, b: false });
  });

  it("a later URL can switch a stored override", () => {
    const storage = createMemoryStorage();
    applyUrlOverrides("?featureFlag_a=1", storage);
    expect(applyUrlOverrides("?featureFlag_a=0", storage)).toEqual({ a: false });
  });

  it("does not write when the URL has no overrides", () => {
    const storage = createMemoryStorage();
    const setItem = vi.spyOn(storage, "setItem");
    applyUrlOverrides("?q=boots", storage);
    expect(setItem).not.toHaveBeenCalled();
  });

  it("survive broken or foreign stored data", () => {
    expect(readStoredOverrides(createMemoryStorage({ [FEATURE_FLAG_STORAGE_KEY]: "{oops" }))).toEqual({});
    expect(readStoredOverrides(createMemoryStorage({ [FEATURE_FLAG_STORAGE_KEY]: "[1]" }))).toEqual({});
    expect(readStoredOverrides(createMemoryStorage({ [FEATURE_FLAG_STORAGE_KEY]: '{"a":true,"b":"1"}' }))).toEqual({ a: true });
    expect(readStoredOverrides(null)).toEqual({});
  });

  it("still apply for the page when storage refuses writes", () => {
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(applyUrlOverrides("?featureFlag_a=1", storage)).toEqual({ a: true });
    expect(applyUrlOverrides("?featureFlag_a=1", null)).toEqual({ a: true });
  });
});

describe("resolveFeatureFlags", () => {
  it("puts this browser's overrides over the server's flags", () => {
    const storage = createMemoryStorage();
    applyUrlOverrides("?featureFlag_b=0", storage);
    const flags = resolveFeatureFlags({
      serverFlags: '{"a":true,"b":true,"c":false}',
      search: "?featureFlag_c=1",
      storage,
    });
    expect(flags).toEqual({ a: true, b: false, c: true });
    expect(isFeatureEnabled(flags, "a")).toBe(true);
    expect(isFeatureEnabled(flags, "b")).toBe(false);
    expect(isFeatureEnabled(flags, "unknown")).toBe(false);
  });

  it("logs bad server JSON and uses the overrides alone", () => {
    const logger = { warn: vi.fn() };
    const flags = resolveFeatureFlags({ serverFlags: "{bad", search: "featureFlag_x=1", storage: null, logger });
    expect(flags).toEqual({ x: true });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("accepts flags already parsed", () => {
    expect(resolveFeatureFlags({ serverFlags: { a: true }, storage: createMemoryStorage() })).toEqual({ a: true });
    expect(mergeFeatureFlags({ a: true }, { a: false })).toEqual({ a: false });
  });
});
