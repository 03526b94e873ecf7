import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, PLAYWRIGHT_CHROMIUM_PATH } from "./lib/chromium.ts";
import { submitLogin } from "../tests/e2e/support/accounts.ts";
const browser = await chromium.launch({ executablePath: PLAYWRIGHT_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP *.localhost 127.0.0.1"] });
for (const [lang, width, login, history] of [["en", 1280, "/accounts/login/", "/history/"], ["fi", 390, "/tili/kirjaudu/", "/ostohistoria/"]] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`http://${lang}.localhost:4820${login}?next=${encodeURIComponent(history)}`);
  await submitLogin(page, lang, "asiakas@example.fi", "kuusikko-asiakas");
  await page.waitForURL(new RegExp(history));
  await page.waitForSelector("html[data-hydrated=true]");
  const item = page.locator(".history__item", { hasText: "D000001" });
  await item.locator("summary").click();
  await page.screenshot({ path: `/tmp/shots/history-${lang}-${width}.png`, fullPage: true });
  await item.locator(".history__actions a").first().click();
  await page.waitForSelector(".order-details");
  await page.screenshot({ path: `/tmp/shots/receipt-${lang}-${width}.png`, fullPage: true });
  const pdfHref = await page.locator(".view-order__receipt a").getAttribute("href");
  const pdf = await page.request.get(`http://127.0.0.1:4820${pdfHref}`, { headers: { host: `${lang}.localhost:4820` } });
  console.log(lang, pdf.status(), pdf.headers()["content-type"], pdf.headers()["content-disposition"], (await pdf.body()).length);
  (await import("node:fs")).writeFileSync(`/tmp/shots/receipt-${lang}.pdf`, await pdf.body());
  await page.close();
}
await browser.close();
