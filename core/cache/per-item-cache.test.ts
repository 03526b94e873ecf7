import { describe, expect, it } from "vitest";
import { createPerItemCache } from "./per-item-cache.ts";

function counting() {
  const calls: number[][] = [];
  const read = async (missing: number[]) => {
    calls.push(missing);
    return missing.filter((id) => id !== 404).map((id) => ({ id, name: `item ${id}` }));
  };
  return { calls, read };
}

describe("per-item cache", () => {
  it("reads only the ids it does not hold, and keeps unknown ids as absent", async () => {
    let clock = 0;
    const cache = createPerItemCache<{ id: number; name: string }>({ ttlMs: 1000, now: () => clock });
    const { calls, read } = counting();
    expect((await cache.get("fi|1", [1, 2, 404], read)).map((item) => item.id).sort()).toEqual([1, 2]);
    expect((await cache.get("fi|1", [2, 3, 404, 2], read)).map((item) => item.id).sort()).toEqual([2, 3]);
    expect(calls).toEqual([[1, 2, 404], [3]]);
  });

  it("keeps scopes apart and reads again after the time to live", async () => {
    let clock = 0;
    const cache = createPerItemCache<{ id: number; name: string }>({ ttlMs: 1000, now: () => clock });
    const { calls, read } = counting();
    await cache.get("fi|1", [1], read);
    await cache.get("sv|1", [1], read);
    clock = 999;
    await cache.get("fi|1", [1], read);
    clock = 1001;
    await cache.get("fi|1", [1], read);
    expect(calls).toEqual([[1], [1], [1]]);
  });

  it("reads every time with no time to live, and drops the oldest entries over the limit", async () => {
    const off = createPerItemCache<{ id: number; name: string }>({ ttlMs: 0 });
    const first = counting();
    await off.get("s", [1], first.read);
    await off.get("s", [1], first.read);
    expect(first.calls).toEqual([[1], [1]]);

    const small = createPerItemCache<{ id: number; name: string }>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    const second = counting();
    await small.get("s", [1, 2, 3], second.read);
    await small.get("s", [1, 3], second.read);
    expect(second.calls).toEqual([[1, 2, 3], [1]]);
  });

  it("keeps nothing from a failed read", async () => {
    const cache = createPerItemCache<{ id: number; name: string }>({ ttlMs: 1000, now: () => 0 });
    await expect(cache.get("s", [1], async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    const { calls, read } = counting();
    await cache.get("s", [1], read);
    expect(calls).toEqual([[1]]);
  });
});
