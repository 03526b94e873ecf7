import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "#app/lib/browser-storage.ts";
import { GRID_HISTORY_LIMIT, GRID_HISTORY_STORAGE_KEY, missingBatches, readGridEntry, saveGridEntry } from "./grid-history.ts";

describe("grid history", () => {
  it("restores the count and scroll position saved for a history entry", () => {
    const storage = createMemoryStorage();
    saveGridEntry("k1", { path: "/uutuudet/?sort=newest", count: 180, scrollY: 4200.4 }, storage);
    expect(readGridEntry("k1", "/uutuudet/?sort=newest", storage)).toEqual({ path: "/uutuudet/?sort=newest", count: 180, scrollY: 4200 });
  });

  it("keeps one entry per key, the newest save winning", () => {
    const storage = createMemoryStorage();
    saveGridEntry("k1", { path: "/a/", count: 120, scrollY: 10 }, storage);
    saveGridEntry("k1", { path: "/a/", count: 240, scrollY: 20 }, storage);
    expect(readGridEntry("k1", "/a/", storage)?.count).toBe(240);
    expect(JSON.parse(storage.data.get(GRID_HISTORY_STORAGE_KEY)!)).toHaveLength(1);
  });

  it("gives nothing for another key or for another page under the same key", () => {
    const storage = createMemoryStorage();
    saveGridEntry("default", { path: "/a/", count: 120, scrollY: 0 }, storage);
    expect(readGridEntry("other", "/a/", storage)).toBeNull();
    // Every document load starts with the key "default": a count of another page must not leak in.
    expect(readGridEntry("default", "/b/", storage)).toBeNull();
  });

  it("keeps only the newest entries", () => {
    const storage = createMemoryStorage();
    for (let i = 0; i < GRID_HISTORY_LIMIT + 5; i++) saveGridEntry(`k${i}`, { path: "/a/", count: 60 + i, scrollY: 0 }, storage);
    expect(readGridEntry("k0", "/a/", storage)).toBeNull();
    expect(readGridEntry(`k${GRID_HISTORY_LIMIT + 4}`, "/a/", storage)?.count).toBe(GRID_HISTORY_LIMIT + 64);
    expect(JSON.parse(storage.data.get(GRID_HISTORY_STORAGE_KEY)!)).toHaveLength(GRID_HISTORY_LIMIT);
  });

  it("survives damaged storage and refuses nonsense entries", () => {
    const storage = createMemoryStorage({ [GRID_HISTORY_STORAGE_KEY]: "{not json" });
    expect(readGridEntry("k", "/a/", storage)).toBeNull();
    saveGridEntry("k", { path: "/a/", count: -3, scrollY: 0 }, storage);
    expect(readGridEntry("k", "/a/", storage)).toBeNull();
    saveGridEntry("k", { path: "/a/", count: 120, scrollY: 0 }, storage);
    expect(readGridEntry("k", "/a/", storage)?.count).toBe(120);
  });

  it("works without any storage", () => {
    expect(() => saveGridEntry("k", { path: "/a/", count: 120, scrollY: 0 }, null)).not.toThrow();
    expect(readGridEntry("k", "/a/", null)).toBeNull();
  });
});

describe("missingBatches", () => {
  it("splits the cards to fetch again into steps", () => {
    expect(missingBatches(60, 240, 1000, 60)).toEqual([
      { offset: 60, limit: 60 },
      { offset: 120, limit: 60 },
      { offset: 180, limit: 60 },
    ]);
  });
  it("stops at the total and asks nothing when nothing is missing", () => {
    expect(missingBatches(60, 240, 150, 60)).toEqual([
      { offset: 60, limit: 60 },
      { offset: 120, limit: 30 },
    ]);
    expect(missingBatches(120, 120, 500, 60)).toEqual([]);
    expect(missingBatches(120, 60, 500, 60)).toEqual([]);
  });
});
