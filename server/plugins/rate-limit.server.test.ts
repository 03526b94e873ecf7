import { describe, expect, it, vi } from "vitest";
import { counterKey, databaseStore } from "./rate-limit.server.ts";

describe("counterKey", () => {
  it("keeps the scope readable and the client address out", () => {
    const key = counterKey("GET /api/", "203.0.113.9");
    expect(key.startsWith("GET /api/|")).toBe(true);
    expect(key).not.toContain("203.0.113.9");
    expect(counterKey("GET /api/", "203.0.113.9")).toBe(key);
    expect(counterKey("GET /api/", "203.0.113.10")).not.toBe(key);
    expect(counterKey("login", "203.0.113.9")).not.toBe(key);
  });
});

describe("databaseStore", () => {
  it("counts each route (or group) under its own scope and reports count and ttl", async () => {
    const hit = vi.fn(async () => ({ count: 4, ttlMs: 1234 }));
    const Store = databaseStore(hit);
    const root = new Store({});
    const route = root.child({ routeInfo: { method: "GET", url: "/api/" } } as never);
    const grouped = root.child({ groupId: "login", routeInfo: { method: "POST", url: "/api/customer/login/" } } as never);
    const incr = (store: typeof route, key: string) =>
      new Promise<unknown>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result)), 60_000, 10));
    await expect(incr(route, "1.2.3.4")).resolves.toEqual({ current: 4, ttl: 1234 });
    await incr(grouped, "1.2.3.4");
    expect(hit.mock.calls.map((call) => (call as unknown[])[0])).toEqual([counterKey("GET /api/", "1.2.3.4"), counterKey("login", "1.2.3.4")]);
    expect((hit.mock.calls[0] as unknown[])[1]).toBe(60_000);
  });

  it("passes a database failure to the limiter", async () => {
    const Store = databaseStore(async () => {
      throw new Error("connection lost");
    });
    const store = new Store({});
    const error = await new Promise((resolve) => store.incr("k", (err) => resolve(err), 1000, 1));
    expect(error).toBeInstanceOf(Error);
  });
});
