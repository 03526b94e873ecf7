/**
 * npm test: every stage, side by side where one does not need another, continuing past failures, then a
 * table of the stages' times and one closing line.
 *
 *   build              npm run build
 *   e2e database       the browser tests' seeded template (tests/support/e2e-database.ts)
 *   playwright         browser tests on the production build      -> reports/playwright.json (after both above)
 *   typecheck          react-router typegen && tsc
 *   layers             npm run lint:layers, the import rules (when package.json has that script)
 *   vitest             unit + api projects on PGlite                -> reports/vitest.json
 *   vitest postgres    api project on TEST_DATABASE_URL (if set)    -> reports/vitest-pg.json
 *   concurrency        two server processes on TEST_DATABASE_URL (if set, after the build)
 *                                                                   -> reports/vitest-concurrency.json
 *
 * The browser tests are most of the run on two cores, so they start as soon as the build and their database
 * are there and the other stages run beside them, at most TEST_JOBS (default 2) stages at a time, in the
 * order above (scripts/lib/stages.ts). Whole outputs are in reports/logs/; TEST_VERBOSE=1 prints them.
 *
 * Counts come from the stages' JSON reports. The last line is `N passed, N failed[, N skipped]`, the form
 * CI reads. A stage that fails without a failed test in its report (type errors, a crash, a missing
 * report, a failed build) counts as one failure. Exit status is 1 when anything failed.
 * Only node: builtins (and the local helpers), so it still reports when dependencies are broken.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { StageRunner, stageTable, type Stage } from "./lib/stages.ts";
import { closingLine, readPlaywright, readVitest, type Counts } from "./lib/test-reports.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = path.join(ROOT, "node_modules/.bin");

const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ""}` };
// The first Vitest run is the embedded-database run even where CI has a PostgreSQL server ready.
const pgliteEnv: NodeJS.ProcessEnv = { ...env };
delete pgliteEnv.TEST_DATABASE_URL;
const vitestJson = (file: string) => ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
const npmScripts = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts?: Record<string, string> }).scripts ?? {};
const needsPostgres = () => (env.TEST_DATABASE_URL ? null : "TEST_DATABASE_URL not set");

/** API test files that open PGlite folders whatever the environment says, or use no database: run once, in the PGlite stage. */
const PGLITE_ONLY = ["tests/api/data-dir-lock.test.ts", "tests/api/search-quality.test.ts", "tests/api/outbox-cli.test.ts", "tests/api/backup-cli.test.ts", "tests/api/import-cli.test.ts"];

const stages: Stage[] = [
  { name: "build", steps: [{ command: "npm", args: ["run", "build"] }] },
  { name: "e2e database", steps: [{ command: "node", args: ["tests/support/e2e-database-cli.ts"] }] },
  {
    name: "playwright",
    steps: [{ command: "playwright", args: ["test"] }],
    report: { file: "reports/playwright.json", read: readPlaywright },
    // Browser tests on a stale or missing build would test something else; the build failure is counted.
    after: ["build", "e2e database"],
  },
  {
    name: "typecheck",
    steps: [
      { command: "react-router", args: ["typegen"] },
      { command: "tsc", args: [] },
    ],
  },
  {
    name: "layers",
    steps: [{ command: "npm", args: ["run", "lint:layers"] }],
    skipReason: () => (npmScripts["lint:layers"] ? null : "no lint:layers script in package.json"),
  },
  {
    name: "vitest unit + api (PGlite)",
    steps: [{ command: "vitest", args: ["run", "--project", "unit", "--project", "api", ...vitestJson("reports/vitest.json")] }],
    report: { file: "reports/vitest.json", read: readVitest },
    env: pgliteEnv,
  },
  {
    name: "vitest api (PostgreSQL)",
    // The files about the embedded PGlite folder (its lock, the outbox command on it) test PGlite in either run.
    steps: [{ command: "vitest", args: ["run", "--project", "api", ...PGLITE_ONLY.flatMap((file) => ["--exclude", file]), ...vitestJson("reports/vitest-pg.json")] }],
    report: { file: "reports/vitest-pg.json", read: readVitest },
    skipReason: needsPostgres,
  },
  {
    name: "concurrency (PostgreSQL)",
    steps: [{ command: "vitest", args: ["run", "--project", "concurrency", ...vitestJson("reports/vitest-concurrency.json")] }],
    report: { file: "reports/vitest-concurrency.json", read: readVitest },
    // Two server processes of the production build on one PostgreSQL.
    after: ["build"],
    skipReason: needsPostgres,
  },
];

const jobs = Math.max(1, Math.trunc(Number(process.env.TEST_JOBS)) || 2);
const runner = new StageRunner({ root: ROOT, jobs, env, logDir: path.join(ROOT, "reports/logs"), verbose: Boolean(process.env.TEST_VERBOSE) });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.log(`\n[${runner.clock()}] ${signal}: stopping ${[...runner.running.keys()].join(", ") || "nothing"}`);
    void runner.stop().finally(() => process.exit(130));
  });
}
// Long stages print nothing until they end: a line now and then says what is still running.
const heartbeat = setInterval(() => {
  if (runner.running.size > 0) console.log(`[${runner.clock()}] running: ${[...runner.running.keys()].join(", ")}`);
}, 60_000);

console.log(`npm test: ${stages.length} stages, at most ${jobs} at a time (TEST_JOBS); whole outputs in reports/logs/`);
const results = await runner.run(stages);
clearInterval(heartbeat);

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const r of results) {
  total.passed += r.passed;
  total.failed += r.failed;
  total.skipped += r.skipped;
}
console.log(`\n=== stages: ${runner.elapsed().toFixed(0)} s in all (wall time; stages overlap) ===`);
for (const line of stageTable(results)) console.log(line);
console.log(closingLine(total));
process.exitCode = total.failed > 0 ? 1 : 0;
