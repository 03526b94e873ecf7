import { z } from "zod";
import type { KlarnaMessagingConfig } from "#core/payments/klarna-messaging.ts";
import type { KlarnaConfig } from "#core/payments/klarna-provider.ts";
import type { PayPalConfig } from "#core/payments/paypal-provider.ts";

/** The one environment schema, validated at start: a bad setting stops the server with its name. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Real PostgreSQL; without it the shop runs on embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(".data/pglite"),
  /** Models generated into an empty database on first start. */
  SEED_MODELS: z.coerce.number().int().min(0).max(200_000).default(2000),
  /** `en=shop.example.com,fi=shop.example.fi,...`: the public host of each storefront. */
  LANG_HOSTS: z.string().optional(),
  /** Trust X-Forwarded-* from the load balancer in front (a hop count or a comma list of proxy addresses). */
  TRUST_PROXY: z.string().optional(),
  /** A header set by the trusted proxy with the visitor's country (for example cf-ipcountry). */
  GEOIP_COUNTRY_HEADER: z.string().toLowerCase().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Outdoor Shop <no-reply@localhost>"),
  CONTACT_EMAIL: z.string().email().default("asiakaspalvelu@kuusikko.example"),
  /** Secret mixed into the stored hashes of client addresses (client error reports). */
  IP_HASH_SECRET: z.string().min(16).optional(),
  /** How long a process reuses public catalogue reads (shell data, static pages), in ms; 0 turns it off. */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  // Rendered public pages (home, menu, static pages) kept per process; 0 renders every request.
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Server processes sharing the port (node:cluster), each with its own caches; above 1 only with
   * DATABASE_URL, as PGlite belongs to one process. About one per CPU core.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Calls an integration token may make a minute (PUT /api/integration/...); past it 429. */
  INTEGRATION_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /**
   * Requests one process works on at once; past it new ones get 503 with Retry-After at once rather than
   * waiting in a queue (server/plugins/load-shedding.server.ts). 0 turns shedding off.
   */
  MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(20),
  /**
   * Listening sockets a single server process opens on its port (SO_REUSEPORT, Linux only). Node takes one new
   * connection per socket per turn of its event loop, so under load a single socket leaves new connections
   * waiting in the kernel's queue for seconds (server/listen.server.ts). 1 opens the one socket.
   */
  ACCEPT_SOCKETS: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Port of the Prometheus metrics (GET /metrics, server/metrics.server.ts), on HOST; unset: no metrics. Under
   * WEB_CONCURRENCY the supervising process answers for all server processes.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Seconds a stopping process keeps serving with /readyz/ at 503, so a load balancer polling it stops sending
   * before the process closes its port. 0 (alone on a host): close at once, draining requests in flight.
   */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  /** Body size limit of any request, in bytes: the API's and the pages' form posts alike. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Developer pages (/dev/outbox/) in production too; outside production they are always on. */
  DEV_PAGES: z.stringbool().default(false),
  /** PayPal's REST app credentials; PayPal is offered only when both are set. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /** The sandbox unless told otherwise: https://api-m.paypal.com takes real money. */
  PAYPAL_API_URL: z.string().url().default("https://api-m.sandbox.paypal.com"),
  /** The webhook's id in PayPal's dashboard; without it PayPal's notifications are refused (returns still pay). */
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  /**
   * Who may pay with the built-in test provider (no money moves): `everyone` or `admins`. Unset: everyone
   * while no real provider (PayPal, Klarna) is configured, so the demo shop can be bought from, and admins
   * only once one is, so that shoppers of a real shop never pay with play money.
   */
  TEST_PAYMENTS: z.enum(["everyone", "admins"]).optional(),
  /** Klarna's API credentials (Klarna's merchant portal); Klarna's checkout is offered only when both are set. */
  KLARNA_USERNAME: z.string().min(1).optional(),
  KLARNA_PASSWORD: z.string().min(1).optional(),
  /** The test environment unless told otherwise: https://api.klarna.com takes real money. */
  KLARNA_API_URL: z.string().url().default("https://api.playground.klarna.com"),
  /** Klarna's on-site messaging client identifier; without it product pages show no instalment message. */
  KLARNA_CLIENT_ID: z.string().min(1).max(200).optional(),
  /** Klarna's web SDK, loaded by product pages for the instalment message. */
  KLARNA_SDK_URL: z.string().url().default("https://js.klarna.com/web-sdk/v1/klarna.js"),
  /**
   * Social log-in through any OpenID Connect provider: its issuer URL (discovery at
   * /.well-known/openid-configuration) and this shop's client there; offered only when all three are set.
   * The provider must accept {storefront origin}/accounts/social-login/callback/ (and each language's path).
   */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The provider's name on the log-in button ("Log in with {name}"). */
  OIDC_NAME: z.string().min(1).max(40).default("OpenID"),
});

export type Env = z.infer<typeof EnvSchema>;

const EnvRules = EnvSchema.refine((env) => env.WEB_CONCURRENCY === 1 || env.DATABASE_URL !== undefined, {
  path: ["WEB_CONCURRENCY"],
  message: "above 1 needs DATABASE_URL: the embedded PGlite database serves one process",
}).refine((env) => (env.PAYPAL_CLIENT_ID === undefined) === (env.PAYPAL_CLIENT_SECRET === undefined), {
  path: ["PAYPAL_CLIENT_SECRET"],
  message: "PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together",
}).refine((env) => (env.KLARNA_USERNAME === undefined) === (env.KLARNA_PASSWORD === undefined), {
  path: ["KLARNA_PASSWORD"],
  message: "KLARNA_USERNAME and KLARNA_PASSWORD go together",
}).refine((env) => new Set([env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].map((value) => value === undefined)).size === 1, {
  path: ["OIDC_CLIENT_SECRET"],
  message: "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together",
});

/** The social log-in's provider, or null when the shop has none configured. */
export function oidcConfigFrom(env: Env): { issuer: string; clientId: string; clientSecret: string; name: string } | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  return { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, name: env.OIDC_NAME };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = EnvRules.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/** Developer pages answer only outside production, or when DEV_PAGES=true says so. */
export function devPagesEnabled(env: Pick<Env, "NODE_ENV" | "DEV_PAGES">): boolean {
  return env.NODE_ENV !== "production" || env.DEV_PAGES;
}

/** Who is offered the test provider's payment methods (TEST_PAYMENTS, or its default). */
export function testPaymentsFor(env: Env): "everyone" | "admins" {
  if (env.TEST_PAYMENTS) return env.TEST_PAYMENTS;
  return klarnaConfigFrom(env) || env.PAYPAL_CLIENT_ID ? "admins" : "everyone";
}

/** Klarna's adapter settings from the environment, or null when Klarna is not configured. */
export function klarnaConfigFrom(env: Env): KlarnaConfig | null {
  if (!env.KLARNA_USERNAME || !env.KLARNA_PASSWORD) return null;
  return { apiUrl: env.KLARNA_API_URL, username: env.KLARNA_USERNAME, password: env.KLARNA_PASSWORD };
}

/** Klarna's on-site messaging (the product page's instalment message), or null when not configured. */
export function klarnaMessagingFrom(env: Env): KlarnaMessagingConfig | null {
  return env.KLARNA_CLIENT_ID ? { clientId: env.KLARNA_CLIENT_ID, sdkUrl: env.KLARNA_SDK_URL } : null;
}

/** PayPal's adapter settings from the environment, or null when PayPal is not configured. */
export function paypalConfigFrom(env: Env, brandName: string): PayPalConfig | null {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null;
  return {
    apiUrl: env.PAYPAL_API_URL,
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    webhookId: env.PAYPAL_WEBHOOK_ID ?? null,
    brandName,
  };
}
