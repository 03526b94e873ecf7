import path from "node:path";
import type { FastifyInstance } from "fastify";
import { migrateDatabase, openDatabase } from "#db/client.server.ts";
import { DataDirInUseError } from "#db/data-dir-lock.server.ts";
import { seedDemoCatalogueIfEmpty } from "#db/seed/index.ts";
import { buildApp, type StorefrontOptions } from "./app.ts";
import { loadEnv, type Env } from "./env.server.ts";
import { createMailer } from "./mail/mailer.server.ts";
import { createServices, ownHostsFromConfig } from "./services.server.ts";

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
 * A start that fails exits non-zero; a folder held by another process gets its one-line explanation.
 */
export function startShop(loadStorefront: LoadStorefront): void {
  start(loadStorefront).catch((error: unknown) => {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  });
}

async function start(loadStorefront: LoadStorefront) {
  const startedAt = performance.now();
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateDatabase(database);
  // Of several processes starting at once on one PostgreSQL, exactly one seeds an empty database.
  const seeded = await seedDemoCatalogueIfEmpty(database.db, { models: env.SEED_MODELS, seed: 1970 });
  if (seeded) console.log(JSON.stringify({ level: 30, msg: `seeded the demo catalogue (${env.SEED_MODELS} models)` }));

  const source = await loadStorefront({ root: path.resolve(import.meta.dirname, ".."), env });
  const mailer = createMailer(env, database.db);
  const app = await buildApp({
    env,
    services: createServices(database.db, { ownHosts: ownHostsFromConfig(env.LANG_HOSTS), mailer, readCacheMs: env.READ_CACHE_MS }),
    storefront: source.storefront,
  });
  await source.attach?.(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await source.close?.();
    await app.close();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info({ startupMs: Math.round(performance.now() - startedAt), database: database.kind, mail: mailer.transport }, "listening");
}
