/**
 * npm test: every stage, side by side where they do not depend on each other, continuing past failures,
 * then a table of the stages' times and one closing line.
 *
 *   build              npm run build
 *   e2e database       the browser tests' seeded database, made once and copied (tests/support/e2e-database.ts)
 *   playwright         browser tests on the production build   -> reports/playwright.json   (after both above)
 *   typecheck          react-router typegen && tsc
 *   layers             npm run lint:layers, the import rules (when package.json has that script)
 *   vitest             unit + api projects on PGlite             -> reports/vitest.json
 *   vitest postgres    api project on TEST_DATABASE_URL (if set) -> reports/vitest-pg.json
 *   concurrency        two server processes on TEST_DATABASE_URL (if set, after the build) -> reports/vitest-concurrency.json
 *
 * On two cores the browser tests are most of the run, so the stages are started in the order above, at most
 * TEST_JOBS (default 2) at a time: the build and the database first, the browser tests as soon as both are
 * there, the rest beside them. Each stage's output goes to reports/logs/<stage>.log and is printed when the
 * stage ends: in full when it failed (or with TEST_VERBOSE=1), else its last lines.
 *
 * Counts come from the stages' JSON reports. The last line is `N passed, N failed[, N skipped]`, the form
 * CI reads. A stage that fails without a failed test in its report (type errors, a crash, a missing
 * report, a failed build) counts as one failure. Exit status is 1 when anything failed.
 * Only node: builtins (and the local report readers), so it still reports when dependencies are broken.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, type WriteStream } from "node:fs";
import path from "node:path";
import { closingLine, readPlaywright, readVitest, type Counts } from "./lib/test-reports.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const REPORTS = path.join(ROOT, "reports");
const LOGS = path.join(REPORTS, "logs");
const BIN = path.join(ROOT, "node_modules/.bin");
const JOBS = Math.max(1, Number(process.env.TEST_JOBS) || 2);
const VERBOSE = Boolean(process.env.TEST_VERBOSE);
/** Lines of a passed stage's output shown in the run's output (the whole of it is in its log). */
const TAIL_LINES = 6;

interface Step {
  command: string;
  args: string[];
}

interface Stage {
  name: string;
  steps: Step[];
  /** JSON report the stage writes, read for the counts; without one the stage is a single check. */
  report?: { file: string; read: (json: unknown) => Counts };
  env?: NodeJS.ProcessEnv;
  /** Stages that must have passed first; when one did not, this one is not run. */
  after?: string[];
  skipReason?: () => string | null;
}

interface StageResult extends Counts {
  name: string;
  /** Seconds from the start of npm test. */
  start: number;
  seconds: number;
  note: string;
  ran: boolean;
}

const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ""}` };
// The first Vitest run is the embedded-database run even where CI has a PostgreSQL server ready.
const pgliteEnv: NodeJS.ProcessEnv = { ...env };
delete pgliteEnv.TEST_DATABASE_URL;
const vitestJson = (file: string) => ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
const npmScripts = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts?: Record<string, string> }).scripts ?? {};
const needsPostgres = () => (env.TEST_DATABASE_URL ? null : "TEST_DATABASE_URL not set");

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
    steps: [{ command: "vitest", args: ["run", "--project", "api", ...vitestJson("reports/vitest-pg.json")] }],
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

const startedAt = performance.now();
const sinceStart = () => (performance.now() - startedAt) / 1000;
const clock = () => {
  const s = Math.round(sinceStart());
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
};
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** Children by stage, each the leader of its own process group so that a stop reaches the whole stage. */
const running = new Map<string, ChildProcess>();

function runStep(stage: Stage, step: Step, log: WriteStream, lines: string[]): Promise<number> {
  const header = `$ ${[step.command, ...step.args].join(" ")}`;
  log.write(`${header}\n`);
  lines.push(header);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: ROOT, env: stage.env ?? env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.set(stage.name, child);
    let partial = "";
    const take = (chunk: Buffer) => {
      log.write(chunk);
      const text = partial + chunk.toString("utf8");
      const parts = text.split("\n");
      partial = parts.pop() ?? "";
      lines.push(...parts);
    };
    child.stdout!.on("data", take);
    child.stderr!.on("data", take);
    child.on("error", (error) => {
      lines.push(`${step.command}: ${error.message}`);
      running.delete(stage.name);
      resolve(127);
    });
    child.on("close", (code, signal) => {
      if (partial) lines.push(partial);
      running.delete(stage.name);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function printStage(result: StageResult, lines: string[], logFile: string): void {
  const status = result.failed > 0 ? "FAILED" : "ok";
  console.log(`\n[${clock()}] ${result.name}: ${status} in ${result.seconds.toFixed(1)} s, ${closingLine(result)}${result.note ? ` (${result.note})` : ""}`);
  const shown = VERBOSE || result.failed > 0 ? lines : lines.filter((line) => line.trim()).slice(-TAIL_LINES);
  for (const line of shown) console.log(`  ${result.name} | ${line}`);
  console.log(`  ${result.name} | whole output: ${path.relative(ROOT, logFile)}`);
}

async function runStage(stage: Stage): Promise<StageResult> {
  const result: StageResult = { name: stage.name, passed: 0, failed: 0, skipped: 0, start: sinceStart(), seconds: 0, note: "", ran: true };
  const reportFile = stage.report ? path.join(ROOT, stage.report.file) : null;
  // A report left from an earlier run must never stand in for this one.
  if (reportFile) rmSync(reportFile, { force: true });
  const logFile = path.join(LOGS, `${slug(stage.name)}.log`);
  const log = createWriteStream(logFile);
  const lines: string[] = [];
  console.log(`[${clock()}] ${stage.name}: started`);

  let exitCode = 0;
  for (const step of stage.steps) {
    exitCode = await runStep(stage, step, log, lines);
    if (exitCode !== 0) break;
  }
  await new Promise((resolve) => log.end(resolve));
  result.seconds = sinceStart() - result.start;

  if (!stage.report || !reportFile) {
    if (exitCode === 0) result.passed = 1;
    else result.failed = 1;
    result.note = exitCode === 0 ? "" : `exit code ${exitCode}`;
  } else {
    try {
      Object.assign(result, stage.report.read(JSON.parse(readFileSync(reportFile, "utf8"))));
      if (exitCode !== 0 && result.failed === 0) {
        result.failed = 1;
        result.note = `exit code ${exitCode} without a failed test in the report`;
      }
    } catch (error) {
      result.failed += 1;
      result.note = existsSync(reportFile)
        ? `unreadable report ${stage.report.file}: ${error instanceof Error ? error.message : String(error)}`
        : `no report ${stage.report.file} (exit code ${exitCode})`;
    }
  }
  printStage(result, lines, logFile);
  return result;
}

function notRun(stage: Stage, reason: string): StageResult {
  console.log(`[${clock()}] ${stage.name}: not run (${reason})`);
  return { name: stage.name, passed: 0, failed: 0, skipped: 0, start: sinceStart(), seconds: 0, note: `not run: ${reason}`, ran: false };
}

/** Runs the stages in their order, each once its `after` stages have passed, at most JOBS at a time. */
async function runAll(): Promise<Map<string, StageResult>> {
  const results = new Map<string, StageResult>();
  const waiting = [...stages];
  const active = new Map<string, Promise<void>>();
  const known = new Set(stages.map((stage) => stage.name));
  for (const stage of stages) {
    for (const name of stage.after ?? []) if (!known.has(name)) throw new Error(`stage ${stage.name} waits for unknown stage ${name}`);
  }
  while (waiting.length > 0 || active.size > 0) {
    for (let i = 0; i < waiting.length; i++) {
      const stage = waiting[i]!;
      const reason = stage.skipReason?.() ?? null;
      const before = (stage.after ?? []).map((name) => results.get(name));
      const unmet = (stage.after ?? []).filter((_, k) => before[k] && (before[k]!.failed > 0 || !before[k]!.ran));
      if (reason || unmet.length > 0) {
        waiting.splice(i--, 1);
        results.set(stage.name, notRun(stage, reason ?? `${unmet.join(", ")} did not pass`));
        continue;
      }
      if (before.some((result) => !result) || active.size >= JOBS) continue;
      waiting.splice(i--, 1);
      active.set(
        stage.name,
        runStage(stage).then((result) => {
          results.set(stage.name, result);
          active.delete(stage.name);
        }),
      );
    }
    if (active.size > 0) await Promise.race(active.values());
    else for (const stage of waiting.splice(0)) results.set(stage.name, notRun(stage, "it waits for itself"));
  }
  return results;
}

function stopAll(signal: NodeJS.Signals): void {
  for (const child of running.values()) {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

// Long stages print nothing until they end: a line now and then says the run is alive.
const heartbeat = setInterval(() => {
  if (running.size > 0) console.log(`[${clock()}] running: ${[...running.keys()].join(", ")}`);
}, 60_000);

mkdirSync(LOGS, { recursive: true });
console.log(`npm test: ${stages.length} stages, at most ${JOBS} at a time (TEST_JOBS); whole outputs in ${path.relative(ROOT, LOGS)}/`);
const byName = await runAll();
clearInterval(heartbeat);
const results = stages.map((stage) => byName.get(stage.name)!);

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const width = Math.max(...results.map((r) => r.name.length), "stage".length);
const row = (cells: string[]) => console.log(cells.join("  ").trimEnd());
console.log(`\n=== stages (${sinceStart().toFixed(0)} s in all; seconds are wall time, stages overlap) ===`);
row(["stage".padEnd(width), "result", " start", "seconds", "passed", "failed", "skipped", "note"]);
for (const r of results) {
  total.passed += r.passed;
  total.failed += r.failed;
  total.skipped += r.skipped;
  const status = r.failed > 0 ? "FAIL" : r.ran ? "ok" : "-";
  const numbers = r.ran
    ? [r.start.toFixed(0).padStart(6), r.seconds.toFixed(1).padStart(7), String(r.passed).padStart(6), String(r.failed).padStart(6), String(r.skipped).padStart(7)]
    : ["".padStart(6), "".padStart(7), "".padStart(6), "".padStart(6), "".padStart(7)];
  row([r.name.padEnd(width), status.padEnd(6), ...numbers, r.note]);
}
console.log(closingLine(total));
process.exitCode = total.failed > 0 ? 1 : 0;
