/**
 * npm run proxy: the production setup on one machine, to try it or to copy from. nginx with the repository's
 * configuration (deploy/nginx/shop.conf) ends TLS with a self-signed certificate on https://localhost:8443/ and
 * passes requests to two server processes of the production build on ports 3001 and 3002, as if on two hosts,
 * both on the PostgreSQL of DATABASE_URL. The other storefronts are https://{lang}.localhost:8443/.
 * Ctrl-C stops all three.
 *
 *   DATABASE_URL   required: two processes share one PostgreSQL (PGlite serves one process only)
 *   PROXY_PORT     the TLS port (default 8443)
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { LANGUAGES } from "#i18n/languages.ts";
import { langHostsBehind, proxyToolsFound, startProxy, type LocalProxy } from "./lib/proxy.ts";
import { ensureBuild, freePort, startServer, type RunningServer } from "./lib/server.ts";

if (!process.env.DATABASE_URL) {
  console.error("npm run proxy runs two server processes on one PostgreSQL: set DATABASE_URL (docs/operations.md, Database).");
  process.exit(1);
}
if (!proxyToolsFound()) {
  console.error("npm run proxy needs nginx and openssl: apt-get install nginx");
  process.exit(1);
}

await ensureBuild();
const proxy: LocalProxy = {
  folder: mkdtempSync(`${os.tmpdir()}/shop-proxy-`),
  shopPorts: [3001, 3002],
  tlsPort: Number(process.env.PROXY_PORT) || 8443,
  plainPort: await freePort(),
  host: "localhost",
};
const env = { TRUST_PROXY: "127.0.0.1", LANG_HOSTS: langHostsBehind(proxy, LANGUAGES), DRAIN_SECONDS: "1" };
const servers: RunningServer[] = [];
// One after the other: the first migrates the database (and seeds an empty one) before the second starts.
for (const [index, port] of proxy.shopPorts.entries()) {
  servers.push(await startServer({ name: `proxy-${index + 1}`, dataDir: ".data/unused", port, env }));
}
const nginx = startProxy(proxy);

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  nginx.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(proxy.folder, { recursive: true, force: true });
  process.exit(code);
}
nginx.once("exit", (code) => {
  if (stopping) return;
  console.error(`nginx stopped (exit ${code}); see ${proxy.folder}/error.log`);
  void stop(1);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stop(0));
// The servers' own signal handlers may end the process first: nginx and the folder still go.
process.once("exit", () => {
  nginx.kill("SIGTERM");
  rmSync(proxy.folder, { recursive: true, force: true });
});

console.log(
  [
    `https://localhost:${proxy.tlsPort}/ (fi) and https://{lang}.localhost:${proxy.tlsPort}/ for ${LANGUAGES.filter((lang) => lang !== "fi").join(", ")}`,
    `nginx (deploy/nginx/shop.conf) -> server processes on ports ${proxy.shopPorts.join(" and ")}; logs in reports/proxy-*-server.log`,
    "The certificate is self-signed: the browser asks once. Ctrl-C stops all three.",
  ].join("\n"),
);
