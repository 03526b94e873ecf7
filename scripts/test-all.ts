/**
 * npm test: every suite in order, continuing past failures, then one summary.
 *
 *   typecheck          react-router typegen && tsc
 *   vitest             unit + api projects on PGlite           -> reports/vitest.json
 *   vitest postgres    api project on TEST_DATABASE_URL (if set) -> reports/vitest-pg.json
 *   build              npm run build
 *   concurrency        two server processes on TEST_DATABASE_URL (if set) -> reports/vitest-concurrency.json
 *   playwright         browser tests on the production build   -> reports/playwright.json
 *
 * Counts come from the suites' JSON reports. The last line is `N passed, N failed[, N skipped]`, the form
 * CI reads. A suite that fails without a failed test in its report (type errors, a crash, a missing
 * report, a failed build) counts as one failure. Exit status is 1 when anything failed.
 * Only node: builtins (and the local report readers), so it still reports when dependencies are broken.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { closingLine, readPlaywright, readVitest, type Counts } from "./lib/test-reports.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const REPORTS = path.join(ROOT, "reports");
const BIN = path.join(ROOT, "node_modules/.bin");

interface SuiteResult extends Counts {
  name: string;
  seconds: number;
  note: string;
}

interface Step {
  command: string;
  args: string[];
}

interface Suite {
  name: string;
  steps: Step[];
  /** JSON report the suite writes, read for the counts; without one the suite is a single check. */
  report?: { file: string; read: (json: unknown) => Counts };
  env?: NodeJS.ProcessEnv;
  skipReason?: () => string | null;
}

let current: ReturnType<typeof spawn> | null = null;

function runStep(step: Step, env: NodeJS.ProcessEnv): Promise<number> {
  console.log(`\n$ ${[step.command, ...step.args].join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: ROOT, env, stdio: "inherit" });
    current = child;
    child.on("error", (error) => {
      console.error(`${step.command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ""}` };
// The first Vitest run is the embedded-database run even where CI has a PostgreSQL server ready.
const pgliteEnv: NodeJS.ProcessEnv = { ...env };
delete pgliteEnv.TEST_DATABASE_URL;
const vitestJson = (file: string) => ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
let buildFailed = false;

const suites: Suite[] = [
  {
    name: "typecheck",
    steps: [
      { command: "react-router", args: ["typegen"] },
      { command: "tsc", args: [] },
    ],
  },
  {
    name: "vitest unit + api (PGlite)",
    steps: [{ command: "vitest", args: ["run", "--project", "unit", "--project", "api", ...vitestJson("reports/vitest.json")] }],
    report: { file: "reports/vitest.json", read: readVitest },
    env: pgliteEnv,
  },
  {
    name: "vitest api (PostgreSQL)",
    steps: [{ command: "vitest", args: ["run", "--project", "api", ...vitestJson("reports/vitest-pg.json")] }],
    report: { file: "reports/vitest-pg.json", read: readVitest },
    skipReason: () => (env.TEST_DATABASE_URL ? null : "TEST_DATABASE_URL not set"),
  },
  {
    name: "build",
    steps: [{ command: "npm", args: ["run", "build"] }],
  },
  {
    name: "concurrency (PostgreSQL)",
    steps: [{ command: "vitest", args: ["run", "--project", "concurrency", ...vitestJson("reports/vitest-concurrency.json")] }],
    report: { file: "reports/vitest-concurrency.json", read: readVitest },
    // Two server processes of the production build on one PostgreSQL.
    skipReason: () => (!env.TEST_DATABASE_URL ? "TEST_DATABASE_URL not set" : buildFailed ? "build failed" : null),
  },
  {
    name: "playwright",
    steps: [{ command: "playwright", args: ["test"] }],
    report: { file: "reports/playwright.json", read: readPlaywright },
    // Browser tests on a stale or missing build would test something else; the build failure is counted.
    skipReason: () => (buildFailed ? "build failed" : null),
  },
];

async function runSuite(suite: Suite): Promise<SuiteResult> {
  const started = performance.now();
  const result: SuiteResult = { name: suite.name, passed: 0, failed: 0, skipped: 0, seconds: 0, note: "" };
  const reason = suite.skipReason?.();
  if (reason) {
    result.note = `not run: ${reason}`;
    return result;
  }
  console.log(`\n=== ${suite.name} ===`);
  const reportFile = suite.report ? path.join(ROOT, suite.report.file) : null;
  // A report left from an earlier run must never stand in for this one.
  if (reportFile) rmSync(reportFile, { force: true });

  let exitCode = 0;
  for (const step of suite.steps) {
    exitCode = await runStep(step, suite.env ?? env);
    if (exitCode !== 0) break;
  }
  result.seconds = (performance.now() - started) / 1000;

  if (!suite.report || !reportFile) {
    if (exitCode === 0) result.passed = 1;
    else result.failed = 1;
    result.note = exitCode === 0 ? "ok" : `exit code ${exitCode}`;
    return result;
  }
  try {
    Object.assign(result, suite.report.read(JSON.parse(readFileSync(reportFile, "utf8"))));
    if (exitCode !== 0 && result.failed === 0) {
      result.failed = 1;
      result.note = `exit code ${exitCode} without a failed test in the report`;
    }
  } catch (error) {
    result.failed += 1;
    result.note = existsSync(reportFile)
      ? `unreadable report ${suite.report.file}: ${error instanceof Error ? error.message : String(error)}`
      : `no report ${suite.report.file} (exit code ${exitCode})`;
  }
  return result;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(130);
  });
}

mkdirSync(REPORTS, { recursive: true });
const results: SuiteResult[] = [];
for (const suite of suites) {
  const result = await runSuite(suite);
  if (suite.name === "build" && result.failed > 0) buildFailed = true;
  results.push(result);
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
console.log("\n=== summary ===");
const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) {
  total.passed += r.passed;
  total.failed += r.failed;
  total.skipped += r.skipped;
  const notRun = r.note.startsWith("not run");
  const status = r.failed > 0 ? "FAIL" : notRun ? "----" : "ok  ";
  const parts = [status, r.name.padEnd(width)];
  if (!notRun) parts.push(`${closingLine(r)}  (${r.seconds.toFixed(1)} s)`);
  if (r.note && r.note !== "ok") parts.push(r.note);
  console.log(parts.join("  ").trimEnd());
}
console.log(closingLine(total));
process.exitCode = total.failed > 0 ? 1 : 0;
