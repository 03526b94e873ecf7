/**
 * Counts from the suites' JSON reports, for scripts/test-all.ts. Only node: builtins and no imports,
 * so `npm test` can still report when the dependencies are broken.
 */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Vitest's JSON reporter (Jest's format). A test file that failed to load has no failed test: count it. */
export function readVitest(json: unknown): Counts {
  const report = json as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: { status: string }[] }[];
  };
  const brokenFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Playwright's JSON reporter. Flaky tests passed on retry; errors outside tests (web server, config) fail. */
export function readPlaywright(json: unknown): Counts {
  const report = json as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  const outsideErrors = report.errors?.length ?? 0;
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.stats.unexpected === 0 && outsideErrors > 0 ? 1 : 0),
    skipped: report.stats.skipped,
  };
}

/** The line CI reads: `N passed, N failed`, with `, N skipped` only when something was skipped. */
export function closingLine(total: Counts): string {
  return `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`;
}
