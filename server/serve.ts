import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { migrateDatabase, openDatabase } from "#db/client.server.ts";
import { seedDemoCatalogueIfEmpty } from "#db/seed/index.ts";
import { buildApp } from "./app.ts";
import { loadEnv } from "./env.server.ts";
import { createMailer } from "./mail/mailer.server.ts";
import { createServices, ownHostsFromConfig } from "./services.server.ts";

/**
 * Production entry: validate the environment, open and migrate the database, seed the demo
 * catalogue into an empty one, then serve. SIGTERM and SIGINT drain in-flight requests first.
 */
async function main() {
  const startedAt = performance.now();
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateDatabase(database);
  // Of several processes starting at once on one PostgreSQL, exactly one seeds an empty database.
  const seeded = await seedDemoCatalogueIfEmpty(database.db, { models: env.SEED_MODELS, seed: 1970 });
  if (seeded) console.log(JSON.stringify({ level: 30, msg: `seeded the demo catalogue (${env.SEED_MODELS} models)` }));

  const root = path.resolve(import.meta.dirname, "..");
  const serverBuildPath = path.join(root, "build/server/index.js");
  if (!existsSync(serverBuildPath)) throw new Error("No production build: run `npm run build` (npm start does it for you).");
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const version = readBuildVersion(root);

  const mailer = createMailer(env, database.db);
  const app = await buildApp({
    env,
    services: createServices(database.db, { ownHosts: ownHostsFromConfig(env.LANG_HOSTS), mailer, readCacheMs: env.READ_CACHE_MS }),
    storefront: { build, clientDir: path.join(root, "build/client"), version },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
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

function readBuildVersion(root: string): string {
  const manifest = path.join(root, "build/client/.vite/manifest.json");
  const file = existsSync(manifest) ? manifest : path.join(root, "build/server/index.js");
  // The build's own content decides its version, so every process of one deployment agrees.
  const text = readFileSync(file);
  let hash = 0;
  for (const byte of text) hash = (hash * 31 + byte) >>> 0;
  return hash.toString(36);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
