import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_TEST_FLAGS, PLAYWRIGHT_CHROMIUM_PATH } from "./scripts/lib/chromium.ts";
import { NU_CHECKER_COMMAND } from "./tests/e2e/support/nu-checker.ts";
import { E2E_PORT, OIDC_ISSUER, OIDC_STAND_IN_PORT, originFor, SMTP_CAPTURE_HTTP_PORT, SMTP_CAPTURE_PORT } from "./tests/e2e/support/urls.ts";

const CI = Boolean(process.env.CI);
// A fresh embedded database per run: a copy of the seeded template (tests/support/e2e-database.ts), made
// once instead of seeding on every start. E2E_DATA_DIR lets two runs on different E2E_PORTs work side by side.
const DATA_DIR = process.env.E2E_DATA_DIR || ".data/e2e";
// PayPal's stand-in (tests/support/paypal-stand-in.ts) beside the shop, and the credentials both are given.
// The stand-ins below run in one process, tests/support/stand-ins-cli.ts.
const PAYPAL = {
  PAYPAL_STAND_IN_PORT: String(E2E_PORT + 99),
  PAYPAL_CLIENT_ID: "e2e-client",
  PAYPAL_CLIENT_SECRET: "e2e-secret",
  PAYPAL_WEBHOOK_ID: "WH-E2E",
};
// Klarna's stand-in (tests/support/klarna-stand-in.ts) likewise.
const KLARNA = {
  KLARNA_STAND_IN_PORT: String(E2E_PORT + 98),
  KLARNA_USERNAME: "e2e-merchant",
  KLARNA_PASSWORD: "e2e-password",
};

// The social log-in's provider: a local OpenID Connect stand-in (tests/support/oidc-stand-in.ts).
const OIDC = {
  OIDC_STAND_IN_PORT: String(OIDC_STAND_IN_PORT),
  OIDC_CLIENT_ID: "e2e-shop",
  OIDC_CLIENT_SECRET: "e2e-oidc-secret",
};

// Mail goes over SMTP to a local capture (tests/support/smtp-capture-cli.ts); tests read it over HTTP.
const SMTP_CAPTURE = {
  SMTP_CAPTURE_PORT: String(SMTP_CAPTURE_PORT),
  SMTP_CAPTURE_HTTP_PORT: String(SMTP_CAPTURE_HTTP_PORT),
};

/**
 * Browser tests against the production build (`npm run build` first; npm test does that) in Debian's
 * Chromium. Vitest owns *.test.ts, Playwright *.e2e.ts.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "reports/playwright-results",
  workers: 2,
  // Tests of one file spread over both workers; a file that needs order uses test.describe.serial.
  fullyParallel: true,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  // A loader's answer after a filter change can wait seconds on two cores busy with the other worker's
  // accessibility and HTML checks (Java); 5 s (the default) failed now and then.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: originFor("fi"),
    browserName: "chromium",
    // One renderer process for the shop's storefront hosts instead of one per site: the tests need no
    // isolation between sites, and the browser is most of the run's CPU on two cores.
    launchOptions: { executablePath: PLAYWRIGHT_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...CHROMIUM_TEST_FLAGS, "--disable-site-isolation-trials"] },
    // Recording a trace of every test to keep the failed ones cost a sixth of the run's CPU (its DOM snapshots
    // most). A retry records one; a failure without keeps its error context and a screenshot, and
    // `npx playwright test --trace on <file>` records one when needed.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  webServer: [
    {
      command: "exec node tests/support/stand-ins-cli.ts",
      // Answers once all four stand-ins listen.
      url: `http://127.0.0.1:${SMTP_CAPTURE.SMTP_CAPTURE_HTTP_PORT}/messages`,
      env: { ...PAYPAL, ...KLARNA, ...OIDC, ...SMTP_CAPTURE },
      reuseExistingServer: !CI,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // `exec` so that Playwright's stop signal reaches the server itself (graceful shutdown); always PGlite.
      command: `node tests/support/e2e-database-cli.ts --copy-to ${DATA_DIR} && exec env -u DATABASE_URL node server/main.ts`,
      url: `${originFor("fi")}/healthz/`,
      env: {
        NODE_ENV: "production",
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        DATA_DIR,
        LOG_LEVEL: process.env.LOG_LEVEL || "warn",
        // The outbox page, where the checkout journey reads its confirmation mail (SMTP mail is kept there too).
        DEV_PAGES: "true",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_CAPTURE.SMTP_CAPTURE_PORT}`,
        PAYPAL_CLIENT_ID: PAYPAL.PAYPAL_CLIENT_ID,
        PAYPAL_CLIENT_SECRET: PAYPAL.PAYPAL_CLIENT_SECRET,
        PAYPAL_WEBHOOK_ID: PAYPAL.PAYPAL_WEBHOOK_ID,
        PAYPAL_API_URL: `http://127.0.0.1:${PAYPAL.PAYPAL_STAND_IN_PORT}`,
        KLARNA_USERNAME: KLARNA.KLARNA_USERNAME,
        KLARNA_PASSWORD: KLARNA.KLARNA_PASSWORD,
        KLARNA_API_URL: `http://127.0.0.1:${KLARNA.KLARNA_STAND_IN_PORT}`,
        KLARNA_CLIENT_ID: "klarna_e2e_client",
        KLARNA_SDK_URL: `http://127.0.0.1:${KLARNA.KLARNA_STAND_IN_PORT}/web-sdk/v1/klarna.js`,
        OIDC_ISSUER,
        OIDC_CLIENT_ID: OIDC.OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET: OIDC.OIDC_CLIENT_SECRET,
        OIDC_NAME: "Stand-in ID",
        // PayPal and Klarna are configured, yet the journeys pay with the test provider as any shopper.
        TEST_PAYMENTS: "everyone",
      },
      reuseExistingServer: !CI,
      // Without a template (the first run, or one after a change to the migrations or the seed) the whole demo
      // catalogue is seeded first.
      timeout: 300_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      // Not waited for: it starts once the shop listens, beside the first tests, which wait for it (tests/e2e/support/nu-checker.ts).
      command: NU_CHECKER_COMMAND,
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
});
