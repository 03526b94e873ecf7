/**
 * The shop behind the nginx configuration in the repository (deploy/nginx/shop.conf), as on two hosts and as
 * `npm run proxy` starts it (scripts/lib/proxy.ts): nginx ends TLS with a self-signed certificate and passes
 * requests to two server processes of the production build, each on a port of its own, both on one PostgreSQL.
 *
 * - Over TLS the sign-in cookie is Secure, and each language host is its own storefront through the proxy.
 * - A rolling restart (each process stopped with SIGTERM, which drains it, and started again, one after the
 *   other) loses no page request: nginx sends what a stopping process cannot take to the other one.
 *
 * Needs Debian's nginx and openssl, TEST_DATABASE_URL and `npm run build`; npm test runs it after the build.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { pathFor } from "#i18n/routes.ts";
import { langHostsBehind, proxyToolsFound, startProxy, type LocalProxy } from "../../scripts/lib/proxy.ts";
import { freePort, ROOT, startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { openCatalogueDatabase } from "../api/support/api-app.ts";

if (!process.env.TEST_DATABASE_URL) throw new Error("The proxy test runs on PostgreSQL: set TEST_DATABASE_URL.");
if (!existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("No production build: run `npm run build` first.");
if (!proxyToolsFound()) throw new Error("The proxy test needs nginx and openssl (apt-get install nginx).");

const FI_HOST = "shop.test";
const EN_HOST = `en.${FI_HOST}`;

let database: DatabaseHandle;
let proxy: LocalProxy;
let tlsPort = 0;
let nginx: { child: ChildProcess; exited: Promise<void> } | null = null;
const servers: RunningServer[] = [];

/** A server process of the production build on the test's database, behind the proxy. */
function startShop(port: number): Promise<RunningServer> {
  return startServer({
    name: `tls-proxy-${port}`,
    // Unused: the processes share the PostgreSQL database of the test.
    dataDir: ".data/unused",
    port,
    env: {
      DATABASE_URL: database.databaseUrl!,
      LOG_LEVEL: "error",
      // The proxy on this host is trusted for the protocol, host and client address it passes on.
      TRUST_PROXY: "127.0.0.1",
      // The public hosts, with the proxy's port as a shop on a port of its own would name them.
      LANG_HOSTS: langHostsBehind(proxy, ["fi", "en"]),
      DRAIN_SECONDS: "1",
    },
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request through the proxy as a browser sends it to `host` over TLS (the certificate is our own). */
function viaProxy(host: string, pathname: string, options: { method?: string; form?: URLSearchParams } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.form?.toString();
    const request = https.request(
      {
        host: "127.0.0.1",
        port: tlsPort,
        path: pathname,
        method: options.method ?? "GET",
        servername: host,
        rejectUnauthorized: false,
        agent: false,
        headers: {
          host: `${host}:${tlsPort}`,
          ...(body ? { "content-type": "application/x-www-form-urlencoded", origin: `https://${host}:${tlsPort}`, "content-length": Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(20_000, () => request.destroy(new Error(`${pathname} on ${host}: no answer in 20 s`)));
    request.end(body);
  });
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  tlsPort = await freePort();
  proxy = {
    folder: mkdtempSync(path.join(os.tmpdir(), "shop-proxy-")),
    shopPorts: [await freePort(), await freePort()],
    tlsPort,
    plainPort: await freePort(),
    host: FI_HOST,
  };
  const child = startProxy(proxy);
  nginx = { child, exited: new Promise((resolve) => child.once("exit", () => resolve())) };
  servers.push(...(await Promise.all(proxy.shopPorts.map((port) => startShop(port)))));
  for (let waited = 0; (await viaProxy(FI_HOST, "/healthz/").catch(() => null))?.status !== 200; waited += 100) {
    if (waited > 20_000) throw new Error(`nginx did not answer: ${readFileSync(path.join(proxy.folder, "error.log"), "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);

afterAll(async () => {
  nginx?.child.kill("SIGTERM");
  await Promise.all([...servers.map((server) => server.stop()), nginx?.exited]);
  await database?.close();
  if (proxy) rmSync(proxy.folder, { recursive: true, force: true });
}, 60_000);

describe("behind nginx with TLS, two server processes on one PostgreSQL", () => {
  it("serves each language host as its storefront and signs in with a Secure cookie", async () => {
    const fi = await viaProxy(FI_HOST, "/");
    const en = await viaProxy(EN_HOST, "/");
    expect(fi.status).toBe(200);
    expect(en.status).toBe(200);
    expect(fi.body).toContain('<html lang="fi"');
    expect(en.body).toContain('<html lang="en"');
    // Links and alternates name the public https origins, not the processes' own addresses.
    expect(en.body).toContain(`https://${FI_HOST}:${tlsPort}/`);
    expect(en.body).not.toMatch(/http:\/\/127\.0\.0\.1/);

    const { email, password } = DEMO_ACCOUNTS.customer;
    const signIn = await viaProxy(FI_HOST, pathFor("accounts.login", "fi"), { method: "POST", form: new URLSearchParams({ email, password }) });
    expect(signIn.status).toBe(303);
    const cookies = ([] as string[]).concat(signIn.headers["set-cookie"] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie, cookie.split(";")[0]).toMatch(/;\s*Secure(;|$)/i);
    // Over TLS the answers also ask browsers to keep to https.
    expect(signIn.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("loses no page request while each process in turn is stopped, drained and started again", { timeout: 180_000 }, async () => {
    const statuses: number[] = [];
    const failures: string[] = [];
    let running = true;
    // Four shoppers loading pages one after another the whole time.
    const shoppers = Array.from({ length: 4 }, async (_, shopper) => {
      for (let n = 0; running; n += 1) {
        const host = (shopper + n) % 2 === 0 ? FI_HOST : EN_HOST;
        const answer = await viaProxy(host, n % 3 === 0 ? "/" : "/api/resources/").catch((error: Error) => ({ status: 0, headers: {}, body: error.message }));
        statuses.push(answer.status);
        if (answer.status !== 200) failures.push(`${host} ${answer.status} ${answer.body.slice(0, 120)}`);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const index of [0, 1] as const) {
      const old = servers[index]!;
      await old.stop();
      servers[index] = await startShop(old.port);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    running = false;
    await Promise.all(shoppers);
    expect(statuses.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});
