import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { StageRunner, stageTable, type Stage } from "./stages.ts";
import { readVitest } from "./test-reports.ts";

let root: string;
let printed: string[];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "stages-"));
  printed = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A stage that runs a line of JavaScript in Node. */
const node = (name: string, script: string, more: Partial<Stage> = {}): Stage => ({
  name,
  steps: [{ command: process.execPath, args: ["-e", script] }],
  ...more,
});
const sleep = (ms: number) => `setTimeout(() => {}, ${ms})`;

function runner(jobs: number) {
  return new StageRunner({ root, jobs, env: process.env, logDir: path.join(root, "logs"), print: (line) => printed.push(line) });
}

describe("running the stages of npm test", () => {
  test("stages that need nothing of each other run side by side, up to the number of jobs", async () => {
    const [a, b] = await runner(2).run([node("a", sleep(800)), node("b", sleep(800))]);
    expect(b!.start).toBeLessThan(a!.start + a!.seconds);
  });

  test("with one job they run one after another, in their order", async () => {
    const [a, b] = await runner(1).run([node("a", sleep(300)), node("b", sleep(10))]);
    expect(b!.start).toBeGreaterThanOrEqual(a!.start + a!.seconds - 0.01);
  });

  test("a stage waits for the stages it comes after, and a later one with a free job does not wait for it", async () => {
    const results = await runner(2).run([
      node("build", sleep(600)),
      node("browser", sleep(10), { after: ["build"] }),
      node("unit", sleep(10)),
    ]);
    const [build, browser, unit] = results;
    expect(browser!.start).toBeGreaterThanOrEqual(build!.start + build!.seconds - 0.01);
    expect(unit!.start).toBeLessThan(build!.start + build!.seconds);
    expect(results.map((r) => r.passed)).toEqual([1, 1, 1]);
  });

  test("after a failed stage its followers are not run; the failure counts once and its output is printed in full", async () => {
    const [build, browser] = await runner(2).run([
      node("build", 'for (let i = 1; i <= 20; i++) console.log("line " + i); process.exit(3)'),
      node("browser", sleep(10), { after: ["build"] }),
    ]);
    expect(build).toMatchObject({ passed: 0, failed: 1, note: "exit code 3" });
    expect(browser).toMatchObject({ ran: false, passed: 0, failed: 0, note: "not run: build did not pass" });
    expect(printed.filter((line) => /^ {2}build \| line \d+$/.test(line))).toHaveLength(20);
    expect(readFileSync(path.join(root, "logs/build.log"), "utf8")).toContain("line 20");
  });

  test("a passed stage shows only its last lines", async () => {
    await runner(1).run([node("quiet", 'for (let i = 1; i <= 20; i++) console.log("line " + i)')]);
    const shown = printed.filter((line) => /^ {2}quiet \| line \d+$/.test(line));
    expect(shown).toEqual(["  quiet | line 15", "  quiet | line 16", "  quiet | line 17", "  quiet | line 18", "  quiet | line 19", "  quiet | line 20"]);
  });

  test("a skipped stage is not run and says why", async () => {
    const [pg] = await runner(2).run([node("postgres", "process.exit(1)", { skipReason: () => "TEST_DATABASE_URL not set" })]);
    expect(pg).toMatchObject({ ran: false, failed: 0, note: "not run: TEST_DATABASE_URL not set" });
  });

  test("counts come from the stage's report; an exit code without a failed test in it is one failure", async () => {
    const report = { numPassedTests: 4, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0, testResults: [] };
    const write = `require("node:fs").writeFileSync("report.json", ${JSON.stringify(JSON.stringify(report))})`;
    const [ok, crashed, missing] = await runner(1).run([
      node("ok", write, { report: { file: "report.json", read: readVitest } }),
      node("crashed", `${write}; process.exit(1)`, { report: { file: "report.json", read: readVitest } }),
      node("missing", "process.exit(0)", { report: { file: "report.json", read: readVitest } }),
    ]);
    expect(ok).toMatchObject({ passed: 4, failed: 0, skipped: 1 });
    expect(crashed).toMatchObject({ passed: 4, failed: 1, note: "exit code 1 without a failed test in the report" });
    // The report of the stage before is removed first: it never stands in for this stage's.
    expect(missing).toMatchObject({ passed: 0, failed: 1, note: "no report report.json (exit code 0)" });
  });

  test("a command that does not exist fails its stage", async () => {
    const [stage] = await runner(1).run([{ name: "nothing", steps: [{ command: path.join(root, "no-such-command"), args: [] }] }]);
    expect(stage).toMatchObject({ failed: 1 });
  });

  test("the table has a row per stage with its seconds and counts", async () => {
    const results = await runner(2).run([node("a", ""), node("b", "", { skipReason: () => "not wanted" })]);
    const table = stageTable(results);
    expect(table[0]).toMatch(/^stage\s+result\s+start\s+seconds\s+passed\s+failed\s+skipped\s+note$/);
    expect(table[1]).toMatch(/^a\s+ok\s+\d+\s+\d+\.\d\s+1\s+0\s+0$/);
    expect(table[2]).toMatch(/^b\s+-\s+not run: not wanted$/);
  });

  test("stopping asks each running stage to stop with SIGINT, and kills one that does not within the grace time", async () => {
    const polite = 'process.on("SIGINT", () => { require("node:fs").writeFileSync("stopped", ""); process.exit(0); }); require("node:fs").writeFileSync("ready-polite", ""); setInterval(() => {}, 1000)';
    const stubborn = 'process.on("SIGINT", () => {}); require("node:fs").writeFileSync("ready-stubborn", ""); setInterval(() => {}, 1000)';
    const stages = runner(2);
    const done = stages.run([node("polite", polite), node("stubborn", stubborn)]);
    while (!existsSync(path.join(root, "ready-polite")) || !existsSync(path.join(root, "ready-stubborn"))) await new Promise((resolve) => setTimeout(resolve, 20));
    await stages.stop(300);
    const [politeResult, stubbornResult] = await done;
    expect(existsSync(path.join(root, "stopped"))).toBe(true);
    expect(politeResult).toMatchObject({ passed: 1, failed: 0 });
    expect(stubbornResult).toMatchObject({ failed: 1, note: "exit code 128" });
  });
});
