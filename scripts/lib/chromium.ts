/**
 * Debian's Chromium and the flags that let it run headless as root in CI.
 * Shared by playwright.config.ts and scripts/lighthouse.ts. CHROME_PATH overrides the binary.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * Without --headless and --user-data-dir: Playwright adds its own headless flag and refuses a
 * user-data-dir argument, and chrome-launcher (Lighthouse) makes a fresh profile per run anyway.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
