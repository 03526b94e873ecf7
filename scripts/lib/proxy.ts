/**
 * The nginx configuration of the repository (deploy/nginx/shop.conf) made runnable on one machine: its hosts,
 * ports and certificate swapped for local ones, in a main file of its own with every path in one folder.
 * Shared by `npm run proxy` and the test that runs the shop behind it (tests/concurrency/tls-proxy.test.ts).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./server.ts";

export const SHIPPED_CONFIG = path.join(ROOT, "deploy/nginx/shop.conf");

/** Whether nginx and openssl are installed (Debian: apt-get install nginx). */
export function proxyToolsFound(): boolean {
  return spawnSync("sh", ["-c", "command -v nginx && command -v openssl"]).status === 0;
}

export interface LocalProxy {
  /** Holds the configuration, certificate, pid, log and nginx's buffers. */
  folder: string;
  /** The shop's processes, in the order of the shipped file's two `server` lines. */
  shopPorts: readonly [number, number];
  tlsPort: number;
  plainPort: number;
  /** The Finnish storefront's host; the other languages are `{lang}.{host}`, as in the shipped file. */
  host: string;
}

/** A self-signed certificate for the host and its language subdomains, valid for `days`. */
export function writeCertificate(proxy: LocalProxy, days = 1): void {
  const names = [proxy.host, `*.${proxy.host}`].map((name) => `DNS:${name}`).join(",");
  const made = spawnSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", String(days), "-subj", `/CN=${proxy.host}`,
    "-addext", `subjectAltName=${names}`,
    "-keyout", path.join(proxy.folder, "shop.key"), "-out", path.join(proxy.folder, "shop.pem"),
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
}

/** The shipped configuration with the local ports, certificate and host, wrapped in a main file. */
export function localConfig(proxy: LocalProxy): string {
  const replacements: Array<[string | RegExp, string]> = [
    ["server 127.0.0.1:3001 ", `server 127.0.0.1:${proxy.shopPorts[0]} `],
    ["server 127.0.0.1:3002 ", `server 127.0.0.1:${proxy.shopPorts[1]} `],
    ["listen 80;", `listen 127.0.0.1:${proxy.plainPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${proxy.tlsPort} ssl http2;`],
    ["/etc/ssl/certs/shop.example.fi.pem", path.join(proxy.folder, "shop.pem")],
    ["/etc/ssl/private/shop.example.fi.key", path.join(proxy.folder, "shop.key")],
    [/shop\.example\.fi/g, proxy.host],
  ];
  let shipped = readFileSync(SHIPPED_CONFIG, "utf8");
  for (const [from, to] of replacements) {
    // The shipped file changed in a way this no longer fits: say so rather than run something else.
    if (typeof from === "string" ? !shipped.includes(from) : shipped.match(from) === null) {
      throw new Error(`deploy/nginx/shop.conf no longer has ${String(from)}`);
    }
    shipped = shipped.replace(from, to);
  }
  const temp = path.join(proxy.folder, "temp");
  return [
    "daemon off;",
    "worker_processes 1;",
    `pid ${path.join(proxy.folder, "nginx.pid")};`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${path.join(temp, kind)};`),
    shipped,
    "}",
  ].join("\n");
}

/** Writes the certificate and configuration, checks them with `nginx -t`, and starts nginx in the foreground. */
export function startProxy(proxy: LocalProxy): ChildProcess {
  const temp = path.join(proxy.folder, "temp");
  mkdirSync(temp, { recursive: true });
  // nginx's workers give up root's rights and must still write their buffers.
  chmodSync(proxy.folder, 0o755);
  chmodSync(temp, 0o777);
  writeCertificate(proxy);
  const config = path.join(proxy.folder, "nginx.conf");
  writeFileSync(config, localConfig(proxy));
  const args = ["-p", proxy.folder, "-c", config, "-e", path.join(proxy.folder, "error.log")];
  const check = spawnSync("nginx", ["-t", ...args]);
  if (check.status !== 0) throw new Error(`nginx refused the configuration: ${check.stderr.toString()}`);
  return spawn("nginx", args, { stdio: ["ignore", "ignore", "inherit"] });
}

/** LANG_HOSTS for the shop's processes behind the local proxy: each storefront's public host with its port. */
export function langHostsBehind(proxy: LocalProxy, langs: readonly string[]): string {
  return langs.map((lang) => `${lang}=${lang === "fi" ? proxy.host : `${lang}.${proxy.host}`}:${proxy.tlsPort}`).join(",");
}
