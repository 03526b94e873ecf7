import { describe, expect, it } from "vitest";
import { createReadCache, withCachedReads } from "./read-cache.ts";

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("read cache", () => {
  it("answers from the cache within the time to live and reads again after it", async () => {
    const c = clock();
    const cache = createReadCache({ ttlMs: 1000, now: c.now });
    let reads = 0;
    const read = () => cache.get("k", async () => ++reads);
    expect(await read()).toBe(1);
    c.advance(999);
    expect(await read()).toBe(1);
    c.advance(2);
    expect(await read()).toBe(2);
  });

  it("shares one read among concurrent callers", async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    let reads = 0;
    const fn = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 5));
    const answers = await Promise.all([cache.get("k", fn), cache.get("k", fn), cache.get("k", fn)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });

  it("does not keep a failed read", async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2 });
    let reads = 0;
    const fn = async () => ++reads;
    await cache.get("a", fn);
    await cache.get("b", fn);
    await cache.get("c", fn);
    expect(await cache.get("a", fn)).toBe(4);
  });

  it("drops the entry used longest ago: one-off keys do not push out an entry in use", async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 3 });
    let reads = 0;
    const fn = async () => ++reads;
    expect(await cache.get("shared", fn)).toBe(1);
    for (const key of ["p1", "p2", "p3", "p4", "p5"]) {
      await cache.get(key, fn);
      expect(await cache.get("shared", fn)).toBe(1);
    }
    expect(await cache.get("p1", fn)).toBe(7);
  });

  it("is off with a time to live of 0", async () => {
    const cache = createReadCache({ ttlMs: 0 });
    let reads = 0;
    await cache.get("k", async () => ++reads);
    expect(await cache.get("k", async () => ++reads)).toBe(2);
  });

  it("caches the named functions of a service per arguments, and only those", async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    let reads = 0;
    const service = withCachedReads(cache, "catalog", {
      groups: async (lang: string) => `${lang}:${++reads}`,
      write: async () => ++reads,
    }, ["groups"]);
    expect(await service.groups("fi")).toBe("fi:1");
    expect(await service.groups("fi")).toBe("fi:1");
    expect(await service.groups("sv")).toBe("sv:2");
    expect(await service.write()).toBe(3);
    expect(await service.write()).toBe(4);
  });
});
