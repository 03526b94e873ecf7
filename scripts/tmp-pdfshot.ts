import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] , headless: true});
const page = await browser.newPage({ viewport: { width: 900, height: 1100 } });
await page.goto("file:///tmp/shots/receipt-ru.pdf").catch((e) => console.log(String(e).slice(0, 200)));
await page.waitForTimeout(3000);
await page.screenshot({ path: "/tmp/shots/receipt-ru-pdf.png" });
await browser.close();
