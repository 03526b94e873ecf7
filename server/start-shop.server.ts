import cluster from "node:cluster";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { migrateDatabase, openDatabase } from "#db/client.server.ts";
import { DataDirInUseError } from "#db/data-dir-lock.server.ts";
import { DEMO_CATALOGUE_SEED, seedDemoCatalogueIfEmpty } from "#db/seed/index.ts";
import { buildApp, type StorefrontOptions } from "./app.ts";
import { klarnaConfigFrom, klarnaMessagingFrom, oidcConfigFrom, loadEnv, paypalConfigFrom, testPaymentsFor, type Env } from "./env.server.ts";
import { translate } from "#i18n/messages.ts";
import { createMailer } from "./mail/mailer.server.ts";
import { listenOrClose, PortInUseError, type Listening } from "./listen.server.ts";
import { oneAtATime } from "./one-at-a-time.ts";
import { serveMetrics, shopMetrics } from "./metrics.server.ts";
import { createServices, ownHostsFromConfig, originsFromConfig } from "./services.server.ts";

/** Where the storefront comes from: the production build (server/serve.ts) or Vite (server/dev.ts). */
export interface StorefrontSource {
  storefront: StorefrontOptions;
  /** Runs once the app exists and before it listens. */
  attach?: (app: FastifyInstance) => Promise<void>;
  /** Runs first on shutdown. */
  close?: () => Promise<void>;
}

export type LoadStorefront = (setting: { root: string; env: Env }) => Promise<StorefrontSource>;

/**
 * What both server entries share: validate the environment, open and migrate the database, seed the
 * demo catalogue into an empty one, then serve. SIGTERM and SIGINT drain in-flight requests first.
 * A start that fails exits non-zero; a folder held by another process, or a taken port, gets its
 * one-line explanation.
 */
export function startShop(loadStorefront: LoadStorefront): void {
  start(loadStorefront).catch((error: unknown) => {
    console.error(error instanceof DataDirInUseError || error instanceof PortInUseError ? error.message : error);
    process.exit(1);
  });
}

/** Migrates the database and seeds the demo catalogue into an empty one. */
async function prepareDatabase(env: Env, database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await migrateDatabase(database);
  // Of several processes starting at once on one PostgreSQL, exactly one seeds an empty database.
  const seeded = await seedDemoCatalogueIfEmpty(database.db, { models: env.SEED_MODELS, seed: DEMO_CATALOGUE_SEED });
  if (seeded) console.log(JSON.stringify({ level: 30, msg: `seeded the demo catalogue (${env.SEED_MODELS} models)` }));
}

/** How often a process reads the shop's data version (core/cache/data-changes.ts). */
const DATA_CHECK_MS = 1_000;

/** When a process first looks for due jobs (after its start settles), and how often after that. */
const FIRST_JOB_CHECK_MS = 30_000;
const JOB_CHECK_MS = 5 * 60_000;

/** A worker that dies is started again, but not in a loop: more than this many deaths a minute stop the shop. */
const MAX_WORKER_DEATHS_PER_MINUTE = 5;

/**
 * WEB_CONCURRENCY above 1: this process prepares the database once, then runs that many server processes
 * sharing the port (node:cluster hands them the connections) and restarts one that dies. Each holds its
 * own caches and nothing another process needs, like the processes behind a load balancer.
 */
async function supervise(env: Env): Promise<void> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await prepareDatabase(env, database);
  await database.close();

  let stopping = false;
  const deaths: number[] = [];
  const fork = () => cluster.fork();
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  // The scrape is answered here, with the sum of the server processes' metrics.
  if (env.METRICS_PORT) await serveMetrics({ host: env.HOST, port: env.METRICS_PORT, token: env.METRICS_TOKEN });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && deaths[0]! < now - 60_000) deaths.shift();
    console.error(JSON.stringify({ level: 50, msg: "server process ended", pid: worker.process.pid, code, signal }));
    if (deaths.length > MAX_WORKER_DEATHS_PER_MINUTE) {
      console.error(JSON.stringify({ level: 60, msg: "server processes keep ending: stopping the shop" }));
      process.exit(1);
    }
    fork();
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000 + env.DRAIN_SECONDS * 1000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

async function start(loadStorefront: LoadStorefront) {
  const startedAt = performance.now();
  const env = loadEnv();
  // The development server (Vite inside) stays one process.
  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary && env.NODE_ENV === "production") {
    await supervise(env);
    return;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // Under a supervising process (WEB_CONCURRENCY) the database is prepared already.
  if (cluster.isPrimary) await prepareDatabase(env, database);

  const source = await loadStorefront({ root: path.resolve(import.meta.dirname, ".."), env });
  const mailer = createMailer(env, database.db);
  const services = createServices(database.db, {
    ownHosts: ownHostsFromConfig(env.LANG_HOSTS),
    mailer,
    readCacheMs: env.READ_CACHE_MS,
    originOf: originsFromConfig(env.LANG_HOSTS, env.PORT),
    paypal: paypalConfigFrom(env, translate("en", "shell.brandName")),
    klarna: klarnaConfigFrom(env),
    klarnaMessaging: klarnaMessagingFrom(env),
    oidc: oidcConfigFrom(env),
    testPayments: testPaymentsFor(env),
    customerServiceEmail: env.CONTACT_EMAIL,
    freezeShared: env.NODE_ENV !== "production",
  });
  if (env.METRICS_PORT) shopMetrics(database);
  const app = await buildApp({ env, services, storefront: source.storefront });
  // The data version as the caches start empty: a change after this drops them, one before it is in them.
  await services.dataChanges.check();
  await source.attach?.(app);
  const metricsServer = env.METRICS_PORT && cluster.isPrimary ? await serveMetrics({ host: env.HOST, port: env.METRICS_PORT, token: env.METRICS_TOKEN }) : null;

  let closing = false;
  let listening: Listening | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainSeconds: env.DRAIN_SECONDS }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000 + env.DRAIN_SECONDS * 1000);
    force.unref();
    // Out of the balancer's rotation first, still serving, then closed.
    app.startDraining();
    if (env.DRAIN_SECONDS > 0) await new Promise((resolve) => setTimeout(resolve, env.DRAIN_SECONDS * 1000));
    await source.close?.();
    metricsServer?.close();
    listening?.closeExtraSockets();
    await app.close();
    // Views counted in the last seconds are written before the database closes.
    await services.listing.flushViews().catch(() => undefined);
    await services.searchStatistics.flush().catch(() => undefined);
    // Registration and reset mail started by the last requests goes out before the mailer closes.
    await services.background.settled();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  // Under node:cluster the supervising process accepts the connections and hands them to this one.
  const acceptSockets = cluster.isPrimary ? env.ACCEPT_SOCKETS : 1;
  listening = await listenOrClose(
    app,
    { host: env.HOST, port: env.PORT },
    async () => {
      await source.close?.();
      await app.close();
      await database.close();
    },
    { acceptSockets },
  );
  app.log.info({ startupMs: Math.round(performance.now() - startedAt), database: database.kind, mail: mailer.transport }, "listening");

  // Periodic jobs: every process looks now and then, one of them runs what is due (core/jobs/scheduler.ts).
  const tick = () => void services.jobs.tick().catch((error: unknown) => app.log.error({ err: error }, "job check failed"));
  setTimeout(tick, FIRST_JOB_CHECK_MS).unref();
  setInterval(tick, JOB_CHECK_MS).unref();
  // Back-office changes made on any process drop this process's caches within a second.
  const watchData = oneAtATime(
    () => services.dataChanges.check().then((moved) => moved && app.log.info("the shop's data changed: caches dropped")),
    (error) => app.log.warn({ err: error }, "data version check failed"),
  );
  setInterval(watchData, DATA_CHECK_MS).unref();
  // The read-model rows integrations' stock calls queued: whichever process comes first takes them.
  const refreshQueued = oneAtATime(() => services.backOffice.refreshQueuedListings(), (error) => app.log.warn({ err: error }, "queued listing refresh failed"));
  setInterval(refreshQueued, DATA_CHECK_MS).unref();
}
