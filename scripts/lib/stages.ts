/**
 * Runs the stages of npm test (scripts/test-all.ts): side by side where they do not depend on each other,
 * each once the stages it comes after have passed, at most `jobs` at a time, the earlier in the list first.
 * A stage's output goes to its log file and is printed when the stage ends, so that stages running side by
 * side never interleave their lines: in full when it failed (or when verbose), else its last lines.
 * Only node: builtins and the local report readers, so npm test still reports when dependencies are broken.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, type WriteStream } from "node:fs";
import path from "node:path";
import { closingLine, type Counts } from "./test-reports.ts";

export interface Step {
  command: string;
  args: string[];
}

export interface Stage {
  name: string;
  steps: Step[];
  /** JSON report the stage writes (relative to the root), read for the counts; without one the stage is a single check. */
  report?: { file: string; read: (json: unknown) => Counts };
  env?: NodeJS.ProcessEnv;
  /** Stages that must have passed first; when one did not, this one is not run. */
  after?: string[];
  /** A reason not to run the stage at all (a missing setting), or null. */
  skipReason?: () => string | null;
}

export interface StageResult extends Counts {
  name: string;
  ran: boolean;
  /** Seconds from the start of the run. */
  start: number;
  seconds: number;
  note: string;
}

export interface RunOptions {
  root: string;
  jobs: number;
  env: NodeJS.ProcessEnv;
  logDir: string;
  verbose?: boolean;
  /** Lines of a passed stage's output that are printed (all of it is in its log). */
  tailLines?: number;
  print?: (line: string) => void;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export class StageRunner {
  /** Children by stage, each the leader of its own process group so that a stop reaches the whole stage. */
  readonly running = new Map<string, ChildProcess>();
  private readonly startedAt = performance.now();
  private readonly options: Required<RunOptions>;

  constructor(options: RunOptions) {
    this.options = { verbose: false, tailLines: 6, print: (line) => console.log(line), ...options };
  }

  /** Seconds since the runner was made. */
  elapsed(): number {
    return (performance.now() - this.startedAt) / 1000;
  }

  clock(): string {
    const s = Math.round(this.elapsed());
    return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
  }

  /** Runs all stages; the results come in the stages' order. */
  async run(stages: Stage[]): Promise<StageResult[]> {
    const known = new Set(stages.map((stage) => stage.name));
    for (const stage of stages) {
      for (const name of stage.after ?? []) if (!known.has(name)) throw new Error(`stage ${stage.name} comes after an unknown stage ${name}`);
    }
    mkdirSync(this.options.logDir, { recursive: true });
    const results = new Map<string, StageResult>();
    const waiting = [...stages];
    const active = new Map<string, Promise<void>>();
    while (waiting.length > 0 || active.size > 0) {
      for (let i = 0; i < waiting.length; i++) {
        const stage = waiting[i]!;
        const before = (stage.after ?? []).map((name) => results.get(name));
        const reason = stage.skipReason?.() ?? null;
        const unmet = (stage.after ?? []).filter((_, k) => before[k] && (before[k]!.failed > 0 || !before[k]!.ran));
        if (reason || unmet.length > 0) {
          waiting.splice(i--, 1);
          results.set(stage.name, this.notRun(stage, reason ?? `${unmet.join(", ")} did not pass`));
          continue;
        }
        if (before.some((result) => !result) || active.size >= this.options.jobs) continue;
        waiting.splice(i--, 1);
        active.set(
          stage.name,
          this.runStage(stage).then((result) => {
            results.set(stage.name, result);
            active.delete(stage.name);
          }),
        );
      }
      if (active.size > 0) await Promise.race(active.values());
      // Nothing runs and nothing can start: the rest wait on each other.
      else for (const stage of waiting.splice(0)) results.set(stage.name, this.notRun(stage, "its stages wait on each other"));
    }
    return stages.map((stage) => results.get(stage.name)!);
  }

  /**
   * Stops every running stage: SIGINT to its process group first, as Ctrl-C in a terminal would, because
   * Playwright tears its web servers down (they run in process groups of their own) only on that; whatever
   * still runs after `graceMs` is killed.
   */
  async stop(graceMs = 15_000): Promise<void> {
    const children = [...this.running.values()];
    const signalAll = (signal: NodeJS.Signals) => {
      for (const child of children) {
        try {
          if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
      }
    };
    signalAll("SIGINT");
    const closed = Promise.all(children.map((child) => (child.exitCode !== null || child.signalCode !== null ? null : new Promise((resolve) => child.once("close", resolve)))));
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([closed, timer]);
    signalAll("SIGKILL");
  }

  private notRun(stage: Stage, reason: string): StageResult {
    this.options.print(`[${this.clock()}] ${stage.name}: not run (${reason})`);
    return { name: stage.name, ran: false, passed: 0, failed: 0, skipped: 0, start: this.elapsed(), seconds: 0, note: `not run: ${reason}` };
  }

  private async runStage(stage: Stage): Promise<StageResult> {
    const { root, logDir, print } = this.options;
    const result: StageResult = { name: stage.name, ran: true, passed: 0, failed: 0, skipped: 0, start: this.elapsed(), seconds: 0, note: "" };
    const reportFile = stage.report ? path.join(root, stage.report.file) : null;
    // A report left from an earlier run must never stand in for this one.
    if (reportFile) rmSync(reportFile, { force: true });
    const logFile = path.join(logDir, `${slug(stage.name)}.log`);
    const log = createWriteStream(logFile);
    const lines: string[] = [];
    print(`[${this.clock()}] ${stage.name}: started`);

    let exitCode = 0;
    for (const step of stage.steps) {
      exitCode = await this.runStep(stage, step, log, lines);
      if (exitCode !== 0) break;
    }
    await new Promise((resolve) => log.end(resolve));
    result.seconds = this.elapsed() - result.start;

    if (!stage.report || !reportFile) {
      if (exitCode === 0) result.passed = 1;
      else result.failed = 1;
      if (exitCode !== 0) result.note = `exit code ${exitCode}`;
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

    const failed = result.failed > 0;
    print(`[${this.clock()}] ${stage.name}: ${failed ? "FAILED" : "ok"} in ${result.seconds.toFixed(1)} s, ${closingLine(result)}${result.note ? ` (${result.note})` : ""}`);
    const shown = this.options.verbose || failed ? lines : lines.filter((line) => line.trim()).slice(-this.options.tailLines);
    for (const line of shown) print(`  ${stage.name} | ${line}`);
    print(`  ${stage.name} | whole output: ${path.relative(root, logFile)}`);
    return result;
  }

  private runStep(stage: Stage, step: Step, log: WriteStream, lines: string[]): Promise<number> {
    const header = `$ ${[step.command, ...step.args].join(" ")}`;
    log.write(`${header}\n`);
    lines.push(header);
    return new Promise((resolve) => {
      const child = spawn(step.command, step.args, {
        cwd: this.options.root,
        env: stage.env ?? this.options.env,
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      this.running.set(stage.name, child);
      let partial = "";
      const take = (chunk: Buffer) => {
        log.write(chunk);
        const parts = (partial + chunk.toString("utf8")).split("\n");
        partial = parts.pop() ?? "";
        lines.push(...parts);
      };
      child.stdout!.on("data", take);
      child.stderr!.on("data", take);
      let settled = false;
      const settle = (code: number) => {
        if (settled) return;
        settled = true;
        if (partial) lines.push(partial);
        this.running.delete(stage.name);
        resolve(code);
      };
      child.on("error", (error) => {
        lines.push(`${step.command}: ${error.message}`);
        settle(127);
      });
      child.on("close", (code, signal) => settle(code ?? (signal ? 128 : 1)));
    });
  }
}

/** The table printed before the closing line: one row per stage. */
export function stageTable(results: StageResult[]): string[] {
  const width = Math.max(...results.map((r) => r.name.length), "stage".length);
  const row = (cells: string[]) => cells.join("  ").trimEnd();
  const lines = [row(["stage".padEnd(width), "result", " start", "seconds", "passed", "failed", "skipped", "note"])];
  for (const r of results) {
    const status = r.failed > 0 ? "FAIL" : r.ran ? "ok" : "-";
    const numbers = r.ran
      ? [r.start.toFixed(0).padStart(6), r.seconds.toFixed(1).padStart(7), String(r.passed).padStart(6), String(r.failed).padStart(6), String(r.skipped).padStart(7)]
      : ["", "", "", "", ""].map((cell, i) => cell.padStart([6, 7, 6, 6, 7][i]!));
    lines.push(row([r.name.padEnd(width), status.padEnd(6), ...numbers, r.note]));
  }
  return lines;
}
