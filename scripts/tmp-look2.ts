import { chromium } from "@playwright/test";
import { pathFor } from "#i18n/routes.ts";
const B = "http://localhost:3000";
const listing = await (await fetch(`${B}/api/listing/?source=catalog&limit=60`)).json() as { items: Array<{ id: number; path: string }> };
// A variant with stock, from the product API.
let variant = 0;
for (const item of listing.items) {
  const slug = item.path.split("/").filter(Boolean).at(-1);
  const model = await (await fetch(`${B}/api/products/productmodel/${slug}/`)).json() as { products: Array<{ id: number; is_orderable: boolean; stock_data: { in_stock: number } }> };
  const v = model.products.find((p) => p.is_orderable && p.stock_data.in_stock >= 10);
  if (v) { variant = v.id; break; }
}
console.log("variant", variant);
const form = (i: number) => new URLSearchParams({
  cart: JSON.stringify({ products: [{ productId: String(variant), amount: 1 }] }), idempotency_key: `look-${i}-${Date.now().toString(36)}x`,
  delivery_method: "home-delivery", email: `look${i}@example.fi`, first_name: "Kati", last_name: "Katsoja", phone: "040 123 4567",
  address: "Hämeenkatu 1", postal_code: "33100", city: "Tampere", payment_method: "card",
});
for (let i = 0; i < 5; i++) {
  const r = await fetch(`${B}${pathFor("checkout.payment", "fi")}`, { method: "POST", body: form(i), redirect: "manual", headers: { origin: B } });
  console.log("order", i, r.status);
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [lang, origin, width] of [["fi", B, 390], ["en", "http://en.localhost:3000", 1280]] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${origin}/`);
  await page.evaluate((id) => localStorage.setItem("checkout", JSON.stringify({ status: "UNSET", validateHash: null, bundles: [], giftCardProducts: [], codes: [], products: [{ productId: String(id), amount: 1, frozen: false, name: "", extra_data: null }] })), variant);
  await page.goto(`${origin}${pathFor("checkout.payment", lang)}`);
  await page.waitForSelector("html[data-hydrated]");
  await page.locator('input[name="delivery_method"][value="home-delivery"]').check();
  for (const [name, value] of [["first_name", "Kati"], ["last_name", "Katsoja"], ["address", "Hämeenkatu 1"], ["postal_code", "33100"], ["city", "Tampere"], ["phone", "040 123 4567"], ["email", `look-${lang}@example.fi`]]) await page.locator(`input[name="${name}"]`).fill(value!);
  await page.locator('input[name="payment_method"][value="card"]').check();
  await page.locator('form button[type="submit"]').last().click();
  await page.waitForTimeout(2500);
  console.log(lang, page.url(), (await page.locator('[role="alert"]').allTextContents()).join(" / ").slice(0, 300));
  await page.screenshot({ path: `/tmp/shots/unpaid-${lang}.png` });
}
await browser.close();
