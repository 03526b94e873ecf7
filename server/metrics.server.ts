import { createServer, type Server } from "node:http";
import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register, type Registry } from "prom-client";
import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "#db/client.server.ts";
import { PAGE_CACHE_STATUS_HEADER } from "./page-cache.server.ts";

/**
 * Metrics for Prometheus (prom-client), served on a port of their own (METRICS_PORT) so that they never share
 * the shop's public address. Each process counts its own requests; under WEB_CONCURRENCY the supervising
 * process answers the scrape with the sum of its server processes (prom-client's cluster aggregation), and
 * the figures read from the shared database are taken from one of them, not added up.
 *
 * - http_requests_total and http_request_duration_seconds by method, route (the route's pattern, never the
 *   address itself, so the label set stays small) and status class; http_requests_shed_total and
 *   http_requests_in_flight for load shedding;
 * - page_cache_answers_total by hit, miss and bypass;
 * - db_pool_connections by state (PostgreSQL);
 * - shop_orders by status and shop_payments by provider and status, from the database;
 * - Node's own: event-loop delay, heap, garbage collection, CPU, open handles.
 */

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ShopMetrics {
  registry: Registry;
}

let created: ShopMetrics | null = null;

/** The metrics of this process, made once (prom-client's registry is process-wide). */
export function shopMetrics(database: DatabaseHandle): ShopMetrics {
  if (created) return created;
  // A server process under WEB_CONCURRENCY answers the supervising process's requests for its metrics
  // (prom-client listens for them once an aggregator exists in the process).
  if (cluster.isWorker) new AggregatorRegistry();
  collectDefaultMetrics();
  new Gauge({
    name: "db_pool_connections",
    help: "Connections of the PostgreSQL pool by state (total, idle, waiting for a connection)",
    labelNames: ["state"],
    collect() {
      const pool = database.pool;
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "shop_orders",
    help: "Orders in the database by status",
    labelNames: ["status"],
    aggregator: "first",
    async collect() {
      const rows = await queryRows<{ status: string; n: number }>(database.db, sql`select status, count(*)::int as n from orders group by status`);
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: "shop_payments",
    help: "Payments in the database by provider and status",
    labelNames: ["provider", "status"],
    aggregator: "first",
    async collect() {
      const rows = await queryRows<{ provider: string; status: string; n: number }>(
        database.db,
        sql`select provider, status, count(*)::int as n from order_payments group by provider, status`,
      );
      this.reset();
      for (const row of rows) this.set({ provider: row.provider, status: row.status }, Number(row.n));
    },
  });
  created = { registry: register };
  return created;
}

const requests = () =>
  (register.getSingleMetric("http_requests_total") as Counter<"method" | "route" | "status"> | undefined) ??
  new Counter({ name: "http_requests_total", help: "Requests answered, by method, route pattern and status class", labelNames: ["method", "route", "status"] });
const durations = () =>
  (register.getSingleMetric("http_request_duration_seconds") as Histogram<"method" | "route"> | undefined) ??
  new Histogram({ name: "http_request_duration_seconds", help: "Time to answer, by method and route pattern", labelNames: ["method", "route"], buckets: BUCKETS });
const pageCache = () =>
  (register.getSingleMetric("page_cache_answers_total") as Counter<"result"> | undefined) ??
  new Counter({ name: "page_cache_answers_total", help: "Pages answered by what the page cache did (hit, miss, bypass)", labelNames: ["result"] });
const shed = () =>
  (register.getSingleMetric("http_requests_shed_total") as Counter | undefined) ??
  new Counter({ name: "http_requests_shed_total", help: "Requests refused with 503 because the process was at MAX_IN_FLIGHT" });

/** Where http_requests_in_flight reads from: the app registered last in this process (one in production). */
let inFlightOf: () => number = () => 0;
const inFlight = () =>
  register.getSingleMetric("http_requests_in_flight") ??
  new Gauge({
    name: "http_requests_in_flight",
    help: "Requests this process is working on",
    collect() {
      this.set(inFlightOf());
    },
  });

/** Counts every answer of the app; routes are labelled by their pattern, requests no route took as "unmatched". */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const counter = requests();
    const histogram = durations();
    const cache = pageCache();
    const refused = shed();
    inFlight();
    inFlightOf = () => app.requestsInFlight?.() ?? 0;
    app.addHook("onResponse", async (request, reply) => {
      const route = request.routeOptions.url ?? "unmatched";
      const status = reply.statusCode;
      counter.inc({ method: request.method, route, status: `${Math.floor(status / 100)}xx` });
      histogram.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      const cached = reply.getHeader(PAGE_CACHE_STATUS_HEADER);
      if (typeof cached === "string") cache.inc({ result: cached });
      if (status === 503 && reply.getHeader("retry-after") !== undefined) refused.inc();
    });
  },
  { name: "metrics" },
);

/**
 * The scrape address: GET /metrics on `port`, with `Authorization: Bearer <token>` when a token is set.
 * In the supervising process of WEB_CONCURRENCY it answers for all server processes.
 */
export function serveMetrics(options: { host: string; port: number; token?: string | undefined }): Promise<Server> {
  const aggregate = cluster.isPrimary && Object.keys(cluster.workers ?? {}).length > 0;
  const aggregator = aggregate ? new AggregatorRegistry() : null;
  const server = createServer((request, response) => {
    if (request.method !== "GET" || (request.url ?? "").split("?")[0] !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      response.writeHead(401, { "www-authenticate": "Bearer" }).end();
      return;
    }
    const body = aggregator ? aggregator.clusterMetrics() : register.metrics();
    body.then(
      (text) => response.writeHead(200, { "content-type": register.contentType, "cache-control": "no-store" }).end(text),
      (error: unknown) => {
        console.error(JSON.stringify({ level: 50, msg: "metrics scrape failed", err: error instanceof Error ? error.message : String(error) }));
        response.writeHead(500).end();
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
