import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_FLAGS, PLAYWRIGHT_CHROMIUM_PATH } from "./lib/chromium.ts";
const browser = await chromium.launch({ executablePath: PLAYWRIGHT_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP *.localhost 127.0.0.1"] });
const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#7a4f2f" } }).png().toBuffer();
for (const [lang, path, width] of [["en", "/reclamation/", 1280], ["fi", "/reklamaatio/", 390]] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`http://${lang}.localhost:4820${path}`);
  await page.waitForSelector("html[data-hydrated=true]");
  const f = (name: string, value: string) => page.locator(`[name=${name}]`).fill(value);
  await f("customerName", "Maija Meikäläinen"); await f("email", "maija@example.fi"); await f("phone", "0401234567");
  await page.locator("input[name=salesChannel][value=K]").check();
  await page.locator("select[name=store]").selectOption("2"); await f("receipt", "K-1");
  await f("timeOfPurchase", "2026-03-01"); await f("price", "89,90"); await f("manufacturer", "Fjällräven"); await f("model", "Keb Trousers");
  await f("size", "48"); await f("complaint", "The seam of the left knee came open after two walks.\nSecond line.");
  await page.locator("select[name=targetStore]").selectOption("2");
  await page.locator("input[name=pictures]").setInputFiles([{ name: "a.png", mimeType: "image/png", buffer: png }, { name: "b.png", mimeType: "image/png", buffer: png }]);
  await page.locator("button[type=submit].button--primary").last().click();
  await page.waitForURL(/R\d+/);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/complaint-case-${lang}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
