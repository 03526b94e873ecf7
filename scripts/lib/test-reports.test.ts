import { describe, expect, test } from "vitest";
import { closingLine, readPlaywright, readVitest } from "./test-reports.ts";

function vitestReport(files: { status: string; tests: string[] }[]) {
  const all = files.flatMap((file) => file.tests);
  return {
    numPassedTests: all.filter((s) => s === "passed").length,
    numFailedTests: all.filter((s) => s === "failed").length,
    numPendingTests: all.filter((s) => s === "skipped").length,
    numTodoTests: all.filter((s) => s === "todo").length,
    testResults: files.map((file) => ({ status: file.status, assertionResults: file.tests.map((status) => ({ status })) })),
  };
}

describe("readVitest", () => {
  test("counts passed, failed, skipped and todo tests", () => {
    const report = vitestReport([
      { status: "passed", tests: ["passed", "passed", "skipped"] },
      { status: "failed", tests: ["passed", "failed", "todo"] },
    ]);
    expect(readVitest(report)).toEqual({ passed: 3, failed: 1, skipped: 2 });
  });

  test("a file that failed to load counts as one failure", () => {
    const report = vitestReport([
      { status: "failed", tests: [] },
      { status: "passed", tests: ["passed"] },
    ]);
    expect(readVitest(report)).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });
});

describe("readPlaywright", () => {
  test("flaky tests count as passed, unexpected as failed", () => {
    const report = { stats: { expected: 4, unexpected: 2, flaky: 1, skipped: 3 }, errors: [] };
    expect(readPlaywright(report)).toEqual({ passed: 5, failed: 2, skipped: 3 });
  });

  test("an error outside the tests (web server did not start) is one failure", () => {
    const report = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{ message: "webServer" }] };
    expect(readPlaywright(report)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe("closingLine", () => {
  test("names skipped tests only when there are some", () => {
    expect(closingLine({ passed: 12, failed: 0, skipped: 0 })).toBe("12 passed, 0 failed");
    expect(closingLine({ passed: 12, failed: 3, skipped: 2 })).toBe("12 passed, 3 failed, 2 skipped");
  });
});
