import { describe, expect, it } from "vitest";
import type { StorageLike } from "./browser-storage.ts";
import { readSizeHistory, rememberedSize, rememberSize, SIZE_HISTORY_KEY } from "./size-history.ts";

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

describe("size history", () => {
  it("keeps chosen sizes newest first, once each", () => {
    const storage = memoryStorage();
    rememberSize("m", storage);
    rememberSize("42", storage);
    rememberSize("m", storage);
    expect(readSizeHistory(storage)).toEqual(["m", "42"]);
  });

  it("reads nothing usable as no history", () => {
    const storage = memoryStorage();
    storage.setItem(SIZE_HISTORY_KEY, "{");
    expect(readSizeHistory(storage)).toEqual([]);
    storage.setItem(SIZE_HISTORY_KEY, JSON.stringify(["m", 5, null, "x".repeat(41)]));
    expect(readSizeHistory(storage)).toEqual(["m"]);
  });

  it("finds the newest remembered size the page offers", () => {
    expect(rememberedSize(["xl", "42", "m"], ["s", "m", "l"])).toBe("m");
    expect(rememberedSize(["xl"], ["s", "m"])).toBeNull();
  });
});
