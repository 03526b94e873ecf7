import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { pathFor } from "#i18n/routes.ts";
const B = "http://localhost:3000";
const EN = "http://en.localhost:3000";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const listing = await (await fetch(`${B}/api/listing/?source=catalog&limit=20`)).json() as { items: Array<{ id: number; path: string }> };
let modelId = listing.items[0]!.id;
const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2f6b4f" } }).jpeg().toBuffer();

async function review(page: Page, origin: string, lang: "fi" | "en", shot: string) {
  const target = `${origin}${pathFor("reviews.write", lang, { model: String(modelId) })}`;
  await page.goto(target);
  await page.waitForSelector("html[data-hydrated]");
  const form = page.locator("form").filter({ has: page.locator('input[name="password"]') }).first();
  await form.locator('input[name="email"]').fill("asiakas@example.fi");
  await form.locator('input[name="password"]').fill("kuusikko-asiakas");
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.includes(String(modelId)), { timeout: 15_000 });
  await page.waitForSelector("html[data-hydrated]");
  console.log(page.url(), (await page.locator("h1").allTextContents()).join("|"));
  await page.screenshot({ path: `/tmp/shots/${shot}-form.png`, fullPage: true });
  await page.locator('input[type="file"]').setInputFiles({ name: "tunturi.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.locator('textarea[name="comment"]').fill("Lämmin ja kevyt.");
  await page.locator('button[type="submit"]').last().click();
  await page.waitForTimeout(1500);
  const files = await page.locator('input[type="file"]').evaluate((el: HTMLInputElement) => el.files?.length ?? 0);
  console.log(lang, "files still chosen:", files, "| errors:", (await page.locator(".field__error, [id$='-error']").allTextContents()).join(" / "));
  await page.screenshot({ path: `/tmp/shots/${shot}.png`, fullPage: true });
  await page.locator('select[name="rating"]').selectOption("8");
  await page.locator('button[type="submit"]').last().click();
  await page.waitForTimeout(1500);
  console.log(lang, "after fix:", (await page.locator(".form-notice").allTextContents()).join(" / "));
  await page.screenshot({ path: `/tmp/shots/${shot}-sent.png`, fullPage: true });
}

if (process.argv[2] === "en") modelId = listing.items[1]!.id;
const fi = process.argv[2] === "en" ? null : await browser.newPage({ viewport: { width: 390, height: 844 } });
if (fi) await review(fi, B, "fi", "review-fi-390");
modelId = listing.items[1]!.id;
const en = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await review(en, EN, "en", "review-en-1280");
await browser.close();
