import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MESSAGE_LENGTH } from "#core/client-errors/client-error-service.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { CLIENT_ERROR_RATE_LIMIT } from "#server/plugins/rate-limit.server.ts";
import { apiApp, openCatalogueDatabase, rows, type TestApp } from "./support/api-app.ts";

let database: DatabaseHandle;
let test: TestApp;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db, {}, { captureLogs: true });
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

async function latestReport() {
  const [row] = await rows<{ message: string; url: string | null; user_agent: string | null; ip_hash: string | null }>(
    database.db,
    sql`select message, url, user_agent, ip_hash from client_error_reports order by id desc limit 1`,
  );
  return row;
}

describe("GET /api/?err=", () => {
  it("answers 204, stores the report without the address in clear, and logs it with the request id", async () => {
    const response = await test.app.inject({
      url: `/api/?err=${encodeURIComponent("Failed to fetch dynamically imported module")}`,
      remoteAddress: "203.0.113.10",
      headers: { referer: "https://fi.localhost/tuotteet/", "user-agent": "TestBrowser/1.0", "x-request-id": "report-1" },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const stored = await latestReport();
    expect(stored).toMatchObject({
      message: "Failed to fetch dynamically imported module",
      url: "https://fi.localhost/tuotteet/",
      user_agent: "TestBrowser/1.0",
    });
    expect(stored?.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(stored?.ip_hash).not.toContain("203.0.113.10");
    const line = test.logs.find((entry) => entry.msg === "client error report" && entry.reqId === "report-1");
    expect(line).toBeDefined();
    expect(line?.clientError).toMatchObject({ message: "Failed to fetch dynamically imported module" });
    expect(JSON.stringify(line)).not.toContain("203.0.113.10");
  });

  it("caps a long message", async () => {
    const response = await test.app.inject({ url: `/api/?err=${"e".repeat(5000)}`, remoteAddress: "203.0.113.11" });
    expect(response.statusCode).toBe(204);
    expect(Array.from((await latestReport())?.message ?? "")).toHaveLength(MAX_MESSAGE_LENGTH);
  });

  it("answers 400 naming err when it is missing or empty", async () => {
    for (const url of ["/api/", "/api/?err=", "/api/?other=1"]) {
      const response = await test.app.inject({ url, remoteAddress: "203.0.113.12" });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, field: "err" });
    }
  });

  it("accepts the same report as a JSON POST", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/",
      payload: { err: "TypeError: x is undefined", url: "https://sv.localhost/" },
      remoteAddress: "203.0.113.13",
    });
    expect(response.statusCode).toBe(204);
    expect(await latestReport()).toMatchObject({ message: "TypeError: x is undefined", url: "https://sv.localhost/" });
    // A JSON body's texts lose their control characters before anything reads them.
    const garbled = await test.app.inject({
      method: "POST",
      url: "/api/",
      payload: { err: "Type\u0000Error:\u001b[2J x\u007f is\tundefined", url: "https://sv.localhost/\u0008" },
      remoteAddress: "203.0.113.13",
    });
    expect(garbled.statusCode).toBe(204);
    expect(await latestReport()).toMatchObject({ message: "TypeError:[2J x is\tundefined", url: "https://sv.localhost/" });
    const bad = await test.app.inject({ method: "POST", url: "/api/", payload: { err: 5 }, remoteAddress: "203.0.113.13" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "err" });
  });
});

describe("rate limit", () => {
  it("answers 429 past the limit per client address, with a retry-after", async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT.max; i++) {
      const response = await test.app.inject({ url: `/api/?err=r${i}`, remoteAddress: ip });
      expect(response.statusCode, `request ${i + 1}`).toBe(204);
    }
    const [before] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from client_error_reports`);
    const limited = await test.app.inject({ url: "/api/?err=one-too-many", remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    // The refused report is not stored.
    const [after] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from client_error_reports`);
    expect(after?.n).toBe(before?.n);
    // Another client is not affected.
    expect((await test.app.inject({ url: "/api/?err=other", remoteAddress: "203.0.113.51" })).statusCode).toBe(204);
  });

  it("counts in the database, so every server process shares one limit", async () => {
    const second = await apiApp(database.db);
    try {
      const ip = "203.0.113.60";
      const apps = [test.app, second.app];
      for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT.max; i++) {
        const response = await apps[i % 2]!.inject({ url: `/api/?err=p${i}`, remoteAddress: ip });
        expect(response.statusCode).toBe(204);
      }
      expect((await second.app.inject({ url: "/api/?err=x", remoteAddress: ip })).statusCode).toBe(429);
      expect((await test.app.inject({ method: "POST", url: "/api/", payload: { err: "x" }, remoteAddress: ip })).statusCode).toBe(429);
      const counters = await rows<{ key: string; count: number }>(database.db, sql`select key, count from rate_limits`);
      expect(counters.length).toBeGreaterThan(0);
      for (const counter of counters) expect(counter.key).not.toContain("203.0.113");
    } finally {
      await second.app.close();
    }
  });

  it("starts counting again when the window has passed", async () => {
    const ip = "203.0.113.70";
    for (let i = 0; i <= CLIENT_ERROR_RATE_LIMIT.max; i++) await test.app.inject({ url: `/api/?err=w${i}`, remoteAddress: ip });
    expect((await test.app.inject({ url: "/api/?err=w", remoteAddress: ip })).statusCode).toBe(429);
    // Move this address's window into the past instead of waiting a minute.
    const counters = await rows<{ key: string }>(database.db, sql`select key from rate_limits where count > ${CLIENT_ERROR_RATE_LIMIT.max}`);
    expect(counters.length).toBeGreaterThan(0);
    await database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where count > ${CLIENT_ERROR_RATE_LIMIT.max}`);
    expect((await test.app.inject({ url: "/api/?err=again", remoteAddress: ip })).statusCode).toBe(204);
  });
});
