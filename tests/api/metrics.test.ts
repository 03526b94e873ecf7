/**
 * The Prometheus metrics (server/metrics.server.ts): on a port of their own, behind a token when one is set,
 * with the requests by route pattern and status class, the database's orders, and Node's own figures.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { serveMetrics, shopMetrics } from "#server/metrics.server.ts";
import { apiApp, host, openCatalogueDatabase } from "./support/api-app.ts";

const TOKEN = "metrics-token-for-the-test";
let database: DatabaseHandle;
let app: FastifyInstance;
let metrics: Server;
let url: string;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  shopMetrics(database);
  ({ app } = await apiApp(database.db, { METRICS_PORT: "9464" }));
  metrics = await serveMetrics({ host: "127.0.0.1", port: 0, token: TOKEN });
  url = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`;
});

afterAll(async () => {
  metrics?.close();
  await app?.close();
  await database?.close();
});

/** The value of one sample line of the scrape, or null when it is not there. */
function sample(text: string, series: string): number | null {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe("metrics", () => {
  it("answers only a scrape with the token, on its own port", async () => {
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: "Bearer wrong-token-of-the-test" } })).status).toBe(401);
    expect((await fetch(url.replace("/metrics", "/other"), { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    // The shop's own port has no metrics.
    expect((await app.inject({ url: "/api/metrics/", headers: { host: host("fi") } })).statusCode).toBe(404);
  });

  it("counts requests by route pattern and status class, with their times, and reads orders from the database", async () => {
    const scrape = async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text();
    };
    const ok = 'http_requests_total{method="GET",route="/api/resources/",status="2xx"}';
    const before = sample(await scrape(), ok) ?? 0;
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: "/api/resources/", headers: { host: host("fi") } })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/products/productmodel/ei-tallaista-mallia/", headers: { host: host("fi") } })).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, ok)).toBe(before + 3);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/products/productmodel/:slug/",status="4xx"}')).toBeGreaterThanOrEqual(1);
    // The address itself never becomes a label.
    expect(text).not.toContain("ei-tallaista-mallia");
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/resources/"}')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'shop_orders{status="delivered"}')).toBeGreaterThan(0);
    expect(sample(text, "http_requests_in_flight")).toBe(0);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("process_resident_memory_bytes");
  });
});
