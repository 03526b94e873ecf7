/**
 * npm run bench [-- --duration 10 --connections 50]
 * npm run bench -- --catalogue [--clients 20] [--processes 1]   (the catalogue targets: scripts/bench-catalogue.ts)
 * npm run bench -- --back-office                                  (only the back office's figures, same script)
 * npm run bench -- --search                                       (only the search's figures, same script)
 * npm run bench -- --checkout [--clients 50]                    (the checkout target: scripts/bench-checkout.ts)
 * npm run bench -- --overload                                     (only the overload figures: scripts/bench-overload.ts)
 * npm run bench -- --import                                       (the big catalogue's import: scripts/bench-import.ts)
 *
 * Starts the production build on a free port with its own seeded database (.data/bench, or DATABASE_URL
 * when set), then loads the SSR home page, GET /api/resources/ and a static file of the same server with
 * autocannon and prints requests per second and p50/p99 latency. The figure that matters is the ratio of
 * the home page rate to the static file rate. The home page is measured twice: as served (public pages
 * come from the page cache, server/page-cache.server.ts) and rendered for every request (a second
 * server with PAGE_CACHE_MS=0, whose start on the now seeded database is also timed). Figures, never
 * pass/fail. Last, product pages are sent at three times the rate the server can render them
 * (scripts/bench-overload.ts).
 */
import autocannon from "autocannon";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchOverload, printOverload, type OverloadFigures } from "./bench-overload.ts";
import { ROOT, ensureBuild, httpGet, startServer, type RunningServer } from "./lib/server.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    catalogue: { type: "boolean", default: false },
    /** Only the back office's figures, beside the rendered group page (scripts/bench-catalogue.ts). */
    "back-office": { type: "boolean", default: false },
    /** Only the search's figures, beside the rendered group page (scripts/bench-catalogue.ts). */
    search: { type: "boolean", default: false },
    checkout: { type: "boolean", default: false },
    /** Only the overload figures (scripts/bench-overload.ts). */
    overload: { type: "boolean", default: false },
    /** Only the catalogue's import at full size (scripts/bench-import.ts). */
    import: { type: "boolean", default: false },
    /** Concurrent clients of --catalogue (20 by default) and --checkout (50). */
    clients: { type: "string" },
    processes: { type: "string", default: "1" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

interface Target {
  name: string;
  path: string;
}

interface Figures {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** The biggest built asset: the most work per request a static file can ask of the server. */
function staticTarget(): Target {
  const assetsDir = path.join(ROOT, "build/client/assets");
  let best: { file: string; size: number } | null = null;
  try {
    for (const file of readdirSync(assetsDir)) {
      const stats = statSync(path.join(assetsDir, file));
      if (stats.isFile() && (!best || stats.size > best.size)) best = { file, size: stats.size };
    }
  } catch {
    // No assets folder: fall back to the favicon.
  }
  return best
    ? { name: `static ${best.file} (${Math.round(best.size / 1024)} KiB)`, path: `/assets/${best.file}` }
    : { name: "static /favicon.ico", path: "/favicon.ico" };
}

async function measure(server: RunningServer, target: Target): Promise<Figures> {
  const check = await httpGet(server.port, target.path);
  if (check.status !== 200) throw new Error(`GET ${target.path} answered ${check.status}, not 200: nothing to measure`);

  const options = {
    // IPv4 loopback where the server listens, with the host that selects the Finnish storefront.
    url: `http://127.0.0.1:${server.port}${target.path}`,
    headers: { host: `localhost:${server.port}` },
    connections,
  };
  // Short warm-up so the JIT and caches are in their steady state before the measured run.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration });
  return {
    name: target.name,
    path: target.path,
    rps: Math.round(result.requests.average),
    p50: Math.round(result.latency.p50),
    p99: Math.round(result.latency.p99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function printTable(rows: Figures[]): void {
  const header = ["target", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"];
  const body = rows.map((r) => [r.name, String(r.rps), String(r.p50), String(r.p99), String(r.non2xx), String(r.errors)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of body) console.log(line(row));
}

async function main(): Promise<void> {
  if (values.catalogue || values["back-office"] || values.search) {
    const { benchCatalogue } = await import("./bench-catalogue.ts");
    return benchCatalogue({
      durationSeconds: duration,
      clients: Number(values.clients ?? 20),
      processes: Number(values.processes),
      backOfficeOnly: values["back-office"],
      searchOnly: values.search,
    });
  }
  if (values.import) {
    const { benchImport } = await import("./bench-import.ts");
    return benchImport();
  }
  if (values.checkout) {
    const { benchCheckout } = await import("./bench-checkout.ts");
    return benchCheckout({ durationSeconds: duration, clients: Number(values.clients ?? 50) });
  }
  await ensureBuild();
  if (values.overload) {
    const server = await startServer({ name: "bench-overload", dataDir: ".data/bench", env: { PAGE_CACHE_MS: "0" } });
    try {
      process.stdout.write("measuring product pages at three times the rate they are served...\n");
      printOverload(await benchOverload(server));
    } finally {
      await server.stop();
    }
    return;
  }
  const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (.data/bench)";
  console.log(`Starting the production server on ${database}...`);
  // The capacity figures are taken at 50 connections with load shedding off; the overload figures, last, with it on.
  const server = await startServer({ name: "bench", dataDir: ".data/bench", env: { MAX_IN_FLIGHT: "0" } });
  try {
    const firstPageStart = performance.now();
    await httpGet(server.port, "/");
    const firstPageMs = Math.round(performance.now() - firstPageStart);
    console.log(`Server healthy after ${server.readyMs} ms (includes migration and seeding on a fresh database); first home page ${firstPageMs} ms`);
    console.log(`Each target: 2 s warm-up, then ${duration} s at ${connections} connections.\n`);

    const targets: Target[] = [
      { name: "SSR home / (page cache)", path: "/" },
      { name: "GET /api/resources/", path: "/api/resources/" },
      staticTarget(),
    ];
    const rows: Figures[] = [];
    for (const target of targets) {
      process.stdout.write(`measuring ${target.name}...\n`);
      rows.push(await measure(server, target));
    }
    await server.stop();

    // The same page rendered for every request, on a second server started on the seeded database.
    const restartedAt = performance.now();
    const uncached = await startServer({ name: "bench-render", dataDir: ".data/bench", env: { PAGE_CACHE_MS: "0", MAX_IN_FLIGHT: "0" } });
    let startToFirstPageMs = 0;
    let overload: OverloadFigures | null = null;
    try {
      await httpGet(uncached.port, "/");
      startToFirstPageMs = Math.round(performance.now() - restartedAt);
      process.stdout.write("measuring SSR home / rendered every request...\n");
      rows.splice(1, 0, await measure(uncached, { name: "SSR home / (rendered every request)", path: "/" }));
    } finally {
      await uncached.stop();
    }
    const overloaded = await startServer({ name: "bench-overload", dataDir: ".data/bench", env: { PAGE_CACHE_MS: "0" } });
    try {
      process.stdout.write("measuring product pages at three times the rate they are served...\n");
      overload = await benchOverload(overloaded);
    } finally {
      await overloaded.stop();
    }

    console.log("");
    printTable(rows);
    const [cached, rendered, api, file] = rows;
    if (cached && rendered && api && file && file.rps > 0) {
      const percent = (figures: Figures) => `${((figures.rps / file.rps) * 100).toFixed(0)}%`;
      console.log(`\nhome / static: ${percent(cached)} as served (page cache), ${percent(rendered)} rendered every request (target at least 30%)`);
      console.log(`/api/resources/ p99: ${api.p99} ms (target under 20 ms)`);
      console.log(`server start to first page on the seeded database: ${startToFirstPageMs} ms (target under 3000 ms)`);
    }
    if (overload) printOverload(overload);
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
      console.log("\nSome requests failed or answered non-2xx: those figures are not comparable.");
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
