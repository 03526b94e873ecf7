/**
 * npm run security: wapiti and sqlmap against a shop started for them (the production build on a copy of the
 * demo database), bounded in time, then the summary written into docs/security.md between its markers.
 * Not part of npm test: it needs Debian's scanners (`apt-get install sqlmap wapiti`) and takes minutes.
 *
 *   SECURITY_MINUTES   the whole budget (default 10): sqlmap gets 60%, wapiti the rest
 *
 * sqlmap tests every operation of the OpenAPI document (query parameters and JSON bodies, with sample values
 * from the schema) and the search page; wapiti crawls the storefront from its front page and attacks what it
 * finds. The shop's metrics port counts the answers by status, so a 5xx the scanners caused is named by route.
 * Whole outputs are in reports/security/.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, freePort, REPORTS_DIR, ROOT, run, startServer } from "./lib/server.ts";

const MINUTES = Math.max(2, Number(process.env.SECURITY_MINUTES) || 10);
const OUT = path.join(REPORTS_DIR, "security");
const DOC = path.join(ROOT, "docs/security.md");
const START = "<!-- latest scan: written by npm run security -->";
const END = "<!-- end of latest scan -->";

for (const tool of ["sqlmap", "wapiti"]) {
  if (spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0) {
    console.error(`npm run security needs ${tool}: apt-get install sqlmap wapiti`);
    process.exit(1);
  }
}

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}
interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** A value a form or the storefront would send for a field, so that sqlmap starts from an ordinary answer. */
function sampleOf(name: string, schema: Schema | undefined, known: Record<string, string>): unknown {
  if (known[name] !== undefined) return known[name];
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== "null") : schema?.type;
  if (schema?.enum?.length) return schema.enum[0];
  if (schema?.anyOf?.length) return sampleOf(name, schema.anyOf[0], known);
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  if (type === "array") return [sampleOf(name, schema?.items, known)];
  if (type === "object") return Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([key, value]) => [key, sampleOf(key, value, known)]));
  return /mail/i.test(name) ? "shopper@example.fi" : "takki";
}

interface Target {
  name: string;
  args: string[];
  /** The sample request, sent once first: sqlmap learns most from a target whose sample is answered 2xx. */
  sample: { url: string; method: string; body?: string };
}

async function sqlmapTargets(origin: string): Promise<Target[]> {
  const document = (await (await fetch(`${origin}/api/docs/json`)).json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
  // Real values where a made-up one would only meet "not found" or a refusal: the demo catalogue's web gift
  // card, its first group, brand and static page.
  const giftCard = (await (await fetch(`${origin}/api/products/productmodel/verkkolahjakortti/`)).json()) as { id: number };
  const group = ((await (await fetch(`${origin}/api/product-groups/`)).json()) as { productGroups: Array<{ id: number; path: string }> }).productGroups[0]!;
  const brand = ((await (await fetch(`${origin}/api/brands/`)).json()) as { brands: Array<{ slug: string }> }).brands[0]!;
  const page = ((await (await fetch(`${origin}/api/route-slugs/`)).json()) as { staticPageSlugs: string[] }).staticPageSlugs[0]!;
  const known: Record<string, string> = {
    slug: "verkkolahjakortti",
    provider: "paypal",
    "delivery-country-code": "fi",
    "currency-code": "eur",
    country_code: "fi",
    postal_code: "00100",
    lang_code: "fi",
    language: "fi",
    model_id: String(giftCard.id),
    product_id: String(giftCard.id),
  };
  // Operations whose sample needs values of its own (the parameters listed are all that is sent).
  const samples: Record<string, Record<string, unknown>> = {
    "/api/products/productgroup/": { path: group.path },
    "/api/brand/": { slug: brand.slug },
    "/api/static-page/": { slug: page },
    "/api/listing/": { source: "group", id: group.id, text: "takki" },
    "POST /api/products/productmodellist/": { source: "ProductGroup", id: group.id, language: "fi", taxAreaId: 1 },
  };
  const targets: Target[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!["get", "post"].includes(method)) continue;
      const pathname = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(sampleOf(name, undefined, known))));
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === "query");
      const own = method === "get" ? samples[route] : undefined;
      const search = new URLSearchParams(
        own ? Object.entries(own).map(([name, value]) => [name, String(value)]) : query.map((parameter) => [parameter.name, String(sampleOf(parameter.name, parameter.schema, known))]),
      );
      const url = `${origin}${pathname}${query.length > 0 ? `?${search}` : ""}`;
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      if (method === "post" && body) {
        const data = JSON.stringify(samples[`POST ${route}`] ?? sampleOf("body", body, known));
        targets.push({ name: `POST ${route}`, args: ["-u", url, "--method", "POST", "--data", data, "-H", "Content-Type: application/json"], sample: { url, method: "POST", body: data } });
      } else if (query.length > 0 || pathname !== route) {
        targets.push({ name: `${method.toUpperCase()} ${route}`, args: ["-u", url], sample: { url, method: "GET" } });
      }
    }
  }
  // The storefront's own query: the search page.
  targets.push({ name: "GET /haku/ (search page)", args: ["-u", `${origin}/haku/?text=takki`], sample: { url: `${origin}/haku/?text=takki`, method: "GET" } });
  return targets;
}

/** Runs a command for at most `seconds`, its output to `file`; true when it ended by itself. */
function runFor(command: string, args: string[], seconds: number, file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    let finished = true;
    const timer = setTimeout(() => {
      finished = false;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, seconds * 1000);
    child.on("close", () => {
      clearTimeout(timer);
      writeFileSync(file, Buffer.concat(chunks));
      resolve(finished);
    });
  });
}

/** http_requests_total of the metrics answer, summed by status class, and the routes of any 5xx. */
function countsOf(metrics: string): { byStatus: Record<string, number>; failing: string[] } {
  const byStatus: Record<string, number> = {};
  const failing: string[] = [];
  for (const line of metrics.split("\n")) {
    const match = /^http_requests_total\{([^}]*)\} (\d+)/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const status = labels["status"] ?? "?";
    byStatus[status] = (byStatus[status] ?? 0) + Number(match[2]);
    if (status.startsWith("5")) failing.push(`${labels["method"]} ${labels["route"]}: ${match[2]}`);
  }
  return { byStatus, failing };
}

async function main(): Promise<void> {
  await ensureBuild();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const dataDir = path.join(os.tmpdir(), `shop-security-${process.pid}`);
  if ((await run("node", ["tests/support/e2e-database-cli.ts", "--copy-to", dataDir])) !== 0) throw new Error("could not copy the demo database");
  const metricsPort = await freePort();
  // Scanners send far more at once than shoppers: load shedding would answer them 503 instead of the routes.
  const server = await startServer({ name: "security", dataDir, env: { MAX_IN_FLIGHT: "0", METRICS_PORT: String(metricsPort) } });
  const started = Date.now();
  try {
    const targets = await sqlmapTargets(server.origin);
    const sqlmapSeconds = Math.floor(MINUTES * 60 * 0.6);
    let longest = 0;
    const sqlmap = { targets: targets.length, injectable: [] as string[], cut: [] as string[], seconds: 0, refusedSamples: [] as string[] };
    const sqlmapStarted = Date.now();
    for (const [index, target] of targets.entries()) {
      // What a target leaves of its share goes to the ones after it.
      const perTarget = Math.max(10, Math.floor((sqlmapSeconds - (Date.now() - sqlmapStarted) / 1000) / (targets.length - index)));
      longest = Math.max(longest, perTarget);
      const file = path.join(OUT, `sqlmap-${String(index).padStart(2, "0")}.log`);
      const { url, method, body } = target.sample;
      const sampleStatus = (await fetch(url, { method, body, headers: body ? { "content-type": "application/json" } : {}, redirect: "manual" })).status;
      if (sampleStatus >= 400) sqlmap.refusedSamples.push(`${target.name} (${sampleStatus})`);
      const ended = await runFor(
        "sqlmap",
        [...target.args, "--batch", "--threads=4", "--level=2", "--risk=1", "--flush-session", "--disable-coloring", `--output-dir=${path.join(OUT, "sqlmap")}`],
        perTarget,
        file,
      );
      const log = readFileSync(file, "utf8");
      if (/identified the following injection point/.test(log)) sqlmap.injectable.push(target.name);
      if (!ended) sqlmap.cut.push(target.name);
      console.log(`sqlmap ${index + 1}/${targets.length} ${target.name} (sample ${sampleStatus}): ${/identified the following injection point/.test(log) ? "INJECTABLE" : ended ? "nothing found" : "cut at the time limit"}`);
    }
    sqlmap.seconds = Math.round((Date.now() - sqlmapStarted) / 1000);

    // wapiti's own time limits: a fifth for crawling, the rest shared by the attack modules. Left out are
    // the modules that reach the internet (ssrf, wapp) or guess files and logins rather than attack input.
    const wapitiSeconds = Math.max(120, MINUTES * 60 - sqlmap.seconds);
    const modules = ["sql", "blindsql", "xss", "permanentxss", "exec", "file", "crlf", "redirect", "xxe", "csp", "http_headers", "cookieflags", "methods"];
    const wapitiReport = path.join(OUT, "wapiti.json");
    const wapitiLog = path.join(OUT, "wapiti.log");
    const wapitiStarted = Date.now();
    await runFor(
      "wapiti",
      // Debian's wapiti announces Brotli without the module to read it: ask for gzip.
      ["-u", `${server.origin}/`, "-H", "Accept-Encoding: gzip, deflate", "--scope", "folder", "-d", "3", "--max-links-per-page", "30", "--max-files-per-dir", "40",
        "-m", modules.join(","), "--max-scan-time", String(Math.floor(wapitiSeconds / 5)), "--max-attack-time", String(Math.floor((wapitiSeconds * 0.75) / modules.length)),
        "--flush-session", "-f", "json", "-o", wapitiReport],
      wapitiSeconds + 120,
      wapitiLog,
    );
    const wapitiTook = Math.round((Date.now() - wapitiStarted) / 1000);
    const report = existsSync(wapitiReport)
      ? (JSON.parse(readFileSync(wapitiReport, "utf8")) as { vulnerabilities?: Record<string, unknown[]>; anomalies?: Record<string, unknown[]> })
      : null;
    const crawled = /found (\d+) URLs and forms/.exec(existsSync(wapitiLog) ? readFileSync(wapitiLog, "utf8") : "")?.[1] ?? "?";
    const found = (group: Record<string, unknown[]> | undefined) =>
      Object.entries(group ?? {}).filter(([, list]) => list.length > 0).map(([name, list]) => `${name} (${list.length})`);

    const { byStatus, failing } = countsOf(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
    const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    const summary = [
      START,
      `## Latest scan`,
      "",
      `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${minutes} minutes, ${total.toLocaleString("en")} requests answered ` +
        `(${Object.entries(byStatus).sort().map(([status, n]) => `${status}: ${n.toLocaleString("en")}`).join(", ")}).`,
      "",
      "| Scanner | What it tried | Found |",
      "|---|---|---|",
      `| sqlmap (level 2, risk 1) | ${sqlmap.targets} targets, ${sqlmap.seconds} s${sqlmap.cut.length > 0 ? `; cut at their share of the time (up to ${longest} s): ${sqlmap.cut.join(", ")}` : ""} | ${sqlmap.injectable.length > 0 ? `injectable: ${sqlmap.injectable.join(", ")}` : "nothing injectable"} |`,
      `| wapiti (${modules.join(", ")}) | ${crawled} URLs and forms, ${wapitiTook} s | ${report ? [...found(report.vulnerabilities), ...found(report.anomalies)].join(", ") || "nothing" : "no report (see reports/security/wapiti.log)"} |`,
      "",
      sqlmap.refusedSamples.length > 0
        ? `Sample requests the shop refused (sqlmap then tests against the refusal): ${sqlmap.refusedSamples.join(", ")}.`
        : "Every sample request was answered 2xx or 3xx.",
      "",
      failing.length > 0 ? `Answers with status 5xx: ${failing.join("; ")}.` : "No answer had status 5xx.",
      END,
    ].join("\n");
    const doc = readFileSync(DOC, "utf8");
    const from = doc.indexOf(START);
    const to = doc.indexOf(END);
    writeFileSync(DOC, from >= 0 && to > from ? doc.slice(0, from) + summary + doc.slice(to + END.length) : `${doc.trimEnd()}\n\n${summary}\n`);
    console.log(`\n${summary}\n\nwritten to docs/security.md; whole outputs in reports/security/`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
