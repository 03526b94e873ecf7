/**
 * npm run lighthouse [-- --runs 3] [--page /path/ ...] [--staff]
 *
 * Starts the production build (own database in .data/lighthouse, or DATABASE_URL when set) and runs
 * Lighthouse in its default mobile profile on the home page, a static page and a product page (the
 * first card of the catalogue that has a product page of its own) in Debian's Chromium,
 * several times each because the performance score is noisy, then prints the median category scores.
 * Reports of every run are kept in reports/lighthouse/. `--page` (repeatable) checks those paths instead, for
 * a new page type; with `--staff` every page is loaded signed in as the demo admin (the back office's pages).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { pathFor } from "#i18n/routes.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { REPORTS_DIR, ensureBuild, httpGet, startServer } from "./lib/server.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, page: { type: "string", multiple: true }, staff: { type: "boolean", default: false } },
});
const runs = Math.max(1, Number(values.runs));

const PAGES: Array<{ name: string; path: string | ((port: number) => Promise<string>) }> = values.page?.length
  ? values.page.map((page) => ({ name: page.replace(/[^\w-]+/g, " ").trim() || "page", path: page }))
  : [
      { name: "home", path: "/" },
      { name: "static page (terms, fi)", path: "/sopimusehdot/" },
      { name: "product page (fi)", path: firstProductPage },
    ];

/** The first card of the catalogue whose product page answers (packages and gift cards live under /old/). */
async function firstProductPage(port: number): Promise<string> {
  const listing = JSON.parse((await httpGet(port, "/api/listing/?source=catalog&limit=10")).body) as { items: Array<{ path: string }> };
  for (const item of listing.items) if ((await httpGet(port, item.path)).status === 200) return item.path;
  throw new Error("no product page among the catalogue's first cards");
}
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number | null>;

/**
 * Lighthouse sometimes loses the trace of a page load (NO_NAVSTART, seen here on one run in ten or so);
 * such a run says nothing about the page, so it is run again, twice at most.
 */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  run failed (${error instanceof Error ? error.message : String(error)}), trying again`);
    }
  }
}

const lighthouseCli = createRequire(import.meta.url).resolve("lighthouse/cli/index.js");
const outDir = path.join(REPORTS_DIR, "lighthouse");

/** Signs the demo admin in through the login form, as a browser would, and answers the session's cookie. */
async function staffCookie(origin: string): Promise<string> {
  const answer = await fetch(`${origin}${pathFor("accounts.login", "fi")}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
  });
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("auth_token="));
  if (!cookie) throw new Error(`signing the demo admin in answered ${answer.status} without a session cookie`);
  return cookie.split(";")[0]!;
}

function runLighthouse(url: string, outputPath: string, cookie: string | null): Promise<Scores> {
  const args = [
    lighthouseCli,
    url,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ cookie })}`] : []),
    "--output=json",
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${["--headless", ...CHROMIUM_FLAGS].join(" ")}`,
    "--quiet",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      try {
        const report = JSON.parse(readFileSync(outputPath, "utf8")) as {
          runtimeError?: { code: string; message: string };
          categories: Record<string, { score: number | null } | undefined>;
        };
        if (report.runtimeError) {
          return reject(new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`));
        }
        const scores = {} as Scores;
        for (const category of CATEGORIES) {
          const score = report.categories[category]?.score;
          scores[category] = typeof score === "number" ? Math.round(score * 100) : null;
        }
        resolve(scores);
      } catch (error) {
        reject(error);
      }
    });
  });
}

function median(numbers: (number | null)[]): number | null {
  const sorted = numbers.filter((n): n is number => n !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

async function main(): Promise<void> {
  await ensureBuild();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (.data/lighthouse)";
  console.log(`Starting the production server on ${database}...`);
  const server = await startServer({ name: "lighthouse", dataDir: ".data/lighthouse" });
  const rows: { page: string; perfRuns: (number | null)[]; medians: Scores }[] = [];
  try {
    const cookie = values.staff ? await staffCookie(server.origin) : null;
    for (const entry of PAGES) {
      const page = { name: entry.name, path: typeof entry.path === "string" ? entry.path : await entry.path(server.port) };
      const answer = cookie ? { status: (await fetch(`${server.origin}${page.path}`, { headers: { cookie } })).status } : await httpGet(server.port, page.path);
      if (answer.status !== 200) throw new Error(`GET ${page.path} answered ${answer.status}, not 200`);
      const results: Scores[] = [];
      for (let i = 1; i <= runs; i++) {
        console.log(`Lighthouse ${page.name} ${server.origin}${page.path} run ${i}/${runs}`);
        const file = path.join(outDir, `${page.name.replace(/[^a-z0-9]+/gi, "-")}-${i}.json`);
        results.push(await withRetries(() => runLighthouse(`${server.origin}${page.path}`, file, cookie)));
      }
      const medians = {} as Scores;
      for (const category of CATEGORIES) medians[category] = median(results.map((r) => r[category]));
      rows.push({ page: `${page.name} ${page.path}`, perfRuns: results.map((r) => r.performance), medians });
    }
  } finally {
    await server.stop();
  }

  const header = ["page", ...CATEGORIES, "performance runs"];
  const body = rows.map((row) => [
    row.page,
    ...CATEGORIES.map((c) => (row.medians[c] === null ? "-" : String(row.medians[c]))),
    row.perfRuns.map((n) => (n === null ? "-" : String(n))).join(" "),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\nLighthouse (mobile), median of ${runs} run(s) per page:`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const cells of body) console.log(line(cells));
}

main().catch((error: unknown) => {
  console.error(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
