import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, PLAYWRIGHT_CHROMIUM_PATH } from "./lib/chromium.ts";
import { pathFor } from "../i18n/routes.ts";
const browser = await chromium.launch({ executablePath: PLAYWRIGHT_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP *.localhost 127.0.0.1"] });
for (const [lang, width] of [["sv", 1280], ["fi", 390]] as const) {
  for (const id of ["ask", "corporate-info-form", "forest-newsletter", "enterprise"] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`http://${lang}.localhost:4820${pathFor(id, lang)}`);
    await page.waitForSelector("html[data-hydrated=true]");
    const button = page.locator("main button[type=submit]");
    if (await button.count()) { await button.first().click(); await page.waitForTimeout(700); }
    await page.screenshot({ path: `/tmp/shots/form-${id}-${lang}-${width}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
