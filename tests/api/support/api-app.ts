import type { SignedInUser } from "#core/accounts/auth-service.ts";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle, Db } from "#db/client.server.ts";
import { queryRows } from "#db/client.server.ts";
import { createTestDatabase } from "#db/testing.server.ts";
import { buildApp } from "#server/app.ts";
import { loadEnv } from "#server/env.server.ts";
import { createServices } from "#server/services.server.ts";
import type { SQL } from "drizzle-orm";
import type { RequestContext } from "#app/context.ts";
import type { Services } from "#core/services.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";

/** The small demo catalogue every API test file starts from (a fresh copy per file). */
export const TEST_CATALOGUE = { models: 60, seed: 1 } as const;

export function openCatalogueDatabase(): Promise<DatabaseHandle> {
  return createTestDatabase({ seed: TEST_CATALOGUE });
}

export interface TestApp {
  app: FastifyInstance;
  /** Structured log lines the app wrote (JSON objects), when built with `captureLogs`. */
  logs: Array<Record<string, unknown>>;
}

/** The API app on `db`, as in production but without the storefront build. */
export async function apiApp(db: Db, env: Record<string, string> = {}, options: { captureLogs?: boolean } = {}): Promise<TestApp> {
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const app = await buildApp({
    // Tests send bursts of requests at once to check other rules; load shedding has tests of its own.
    env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "warn", MAX_IN_FLIGHT: "0", ...env }),
    services: createServices(db),
    logger: options.captureLogs ? { level: "warn", stream } : false,
  });
  await app.ready();
  return { app, logs };
}

export function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return queryRows<T>(db, query);
}

/** The storefront host of a language (local development naming). */
export const host = (lang: string) => `${lang}.localhost`;

/** The request context a page loader sees, for loaders called directly in tests (the fi storefront, EUR). */
export function pageContext(services: Services, lang: Lang = "fi", origin = "http://localhost:3000", user: SignedInUser | null = null): RequestContext {
  return {
    lang,
    nonce: "test",
    origin,
    originByLang: Object.fromEntries(LANGUAGES.map((code) => [code, origin])) as Record<Lang, string>,
    locale: { countryCode: "fi", currencyCode: "EUR" },
    services,
    clientAddress: "127.0.0.1",
    authToken: null,
    user: async () => user,
    contactEmail: "asiakaspalvelu@example.fi",
    buildVersion: "test",
  };
}

let shoppers = 0;
/**
 * A client address of its own for each order a test places, unless the test is about one shopper: the
 * limits on unpaid orders count per address (core/orders/unpaid-orders.ts).
 */
export function nextShopperAddress(): string {
  shoppers += 1;
  return `10.${(shoppers >> 16) & 255}.${(shoppers >> 8) & 255}.${shoppers & 255}`;
}
