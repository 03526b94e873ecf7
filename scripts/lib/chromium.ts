import path from "node:path";

/**
 * Debian's Chromium and the flags that let it run headless as root in CI.
 * Shared by playwright.config.ts and scripts/lighthouse.ts. CHROME_PATH overrides the binary.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/** The same browser for Playwright, started through a launcher that merges the --disable-features lists. */
export const PLAYWRIGHT_CHROMIUM_PATH = path.join(import.meta.dirname, "chromium-launcher.sh");

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

/**
 * Browser parts a test never uses that still cost CPU in every window: each new browser context opens a
 * window whose address bar preloads two WebUI pages (the suggestion popup and the AI-mode popup), each in a
 * renderer of its own. Switched off they are a tenth of the browser tests' CPU on two cores.
 */
export const CHROMIUM_TEST_FLAGS = ["--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup"];
