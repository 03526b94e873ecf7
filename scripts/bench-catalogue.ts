/**
 * npm run bench -- --catalogue [--duration 10] [--clients 20]
 *
 * The catalogue targets of issue 3 on a big catalogue: the faceted listing call (GET /api/listing/) and
 * the server-rendered product-group page for a large group with five filters active, and text search,
 * each with 20 concurrent clients for `duration` seconds; prints p50/p95/p99 and requests per second.
 *
 * The database must already hold the catalogue: DATABASE_URL for PostgreSQL, else the PGlite folder
 * .data/bench-100k (`DATA_DIR=.data/bench-100k npm run seed -- --models 100000 --reset`). The server runs
 * with the page cache off, so every group page is rendered. Figures, never pass/fail.
 */
import { Agent, request } from "node:http";
import type { FacetSection, ListingPage } from "#core/catalog/listing/types.ts";
import { ensureBuild, startServer, type RunningServer } from "./lib/server.ts";

let durationMs = 10_000;
let clients = 20;

interface Answer {
  status: number;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent, headers: { host: `localhost:${port}` }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

async function getJson<T>(port: number, path: string): Promise<T> {
  const answer = await get(port, path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return JSON.parse(answer.body) as T;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Figures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

/** `clients` loops, each sending the next path as soon as its previous answer arrived. */
async function load(port: number, name: string, paths: readonly string[]): Promise<Figures> {
  const warmUntil = performance.now() + 2000;
  let next = 0;
  const pick = () => paths[next++ % paths.length]!;
  const loop = async (until: number, record: number[] | null, failures: { n: number }) => {
    while (performance.now() < until) {
      const started = performance.now();
      const answer = await get(port, pick()).catch(() => null);
      if (!answer || answer.status !== 200) failures.n++;
      record?.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, () => loop(warmUntil, null, { n: 0 })));
  const latencies: number[] = [];
  const failures = { n: 0 };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => loop(started + durationMs, latencies, failures)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    failures: failures.n,
  };
}

interface GroupNode {
  id: number;
  path: string;
  children: GroupNode[];
}

function flatten(nodes: GroupNode[]): GroupNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Five filters that keep some products: the most common values of five sections of the unfiltered group. */
function fiveFilters(facets: FacetSection[]): URLSearchParams {
  const params = new URLSearchParams();
  const top = (param: string, count = 2) => {
    const section = facets.find((facet) => facet.param === param);
    const values = [...(section?.values ?? [])].sort((a, b) => b.count - a.count).slice(0, count);
    if (values.length > 0) params.set(param, values.map((value) => value.value).join(","));
  };
  top("manufacturer", 5);
  top("size", 4);
  top("color", 3);
  top("store", 3);
  const price = facets.find((facet) => facet.param === "price")?.range;
  if (price) params.set("price", `${Math.floor(price.min)}-${Math.ceil(price.min + (price.max - price.min) * 0.6)}`);
  return params;
}

const SEARCH_WORDS = ["takki", "teltta", "reppu", "kengät", "sukset", "makuupussi", "hanskat", "pipo", "kuoritakki", "vaelluskengät"];

function printTable(rows: Figures[]): void {
  const header = [`target (${clients} clients)`, "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "failures"];
  const body = rows.map((r) => [r.name, String(r.requests), String(r.rps), String(r.p50), String(r.p95), String(r.p99), String(r.failures)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of body) console.log(line(row));
}

export async function benchCatalogue(options: { durationSeconds: number; clients: number }): Promise<void> {
  durationMs = options.durationSeconds * 1000;
  clients = options.clients;
  await ensureBuild();
  const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (.data/bench-100k)";
  console.log(`Starting the production server on ${database}, page cache off...`);
  const server: RunningServer = await startServer({
    name: "bench-catalogue",
    dataDir: ".data/bench-100k",
    env: { PAGE_CACHE_MS: "0", SEED_MODELS: "100000" },
  });
  try {
    const port = server.port;
    const { productGroups } = await getJson<{ productGroups: GroupNode[] }>(port, "/api/product-groups/");
    const candidates = flatten(productGroups);
    let largest: { group: GroupNode; page: ListingPage } | null = null;
    for (const group of candidates.filter((candidate) => candidate.children.length > 0)) {
      const page = await getJson<ListingPage>(port, `/api/listing/?source=group&id=${group.id}&limit=1`);
      if (!largest || page.total > largest.page.total) largest = { group, page };
    }
    if (!largest) throw new Error("no product group with sub-groups found");
    const filters = fiveFilters(largest.page.facets);
    const filtered = await getJson<ListingPage>(port, `/api/listing/?source=group&id=${largest.group.id}&${filters}&limit=60`);
    console.log(`Group /${largest.group.path}/ holds ${largest.page.total} models; with five filters (${filters}) ${filtered.total}.`);

    const sorts = ["", "&sort=newest", "&sort=lowest", "&sort=offers"];
    const apiPaths = sorts.map((sort) => `/api/listing/?source=group&id=${largest.group.id}&${filters}&limit=60${sort}`);
    const pagePaths = sorts.map((sort) => `/${largest.group.path}/?${filters}${sort}`);
    const searchPaths = SEARCH_WORDS.map((word) => `/api/listing/?source=search&text=${encodeURIComponent(word)}&limit=60`);

    const rows: Figures[] = [];
    for (const [name, paths] of [
      ["GET /api/listing/ (group, 5 filters)", apiPaths],
      ["SSR group page (5 filters)", pagePaths],
      ["GET /api/listing/ (text search)", searchPaths],
    ] as const) {
      process.stdout.write(`measuring ${name}...\n`);
      rows.push(await load(port, name, paths));
    }
    console.log("");
    printTable(rows);
    const [api, page, search] = rows;
    console.log(`\nlisting p95 ${api?.p95} ms (target under 50), group page p95 ${page?.p95} ms (target under 150), search p95 ${search?.p95} ms (target under 50)`);
  } finally {
    await server.stop();
    agent.destroy();
  }
}
