/**
 * The cart follows a signed-in customer across devices (`cart_content`, rules in
 * app/lib/cart-content.ts): a guest's pages ask nothing about accounts; a product added on a phone shows in
 * the cart of a desktop the customer signs in on; the desktop's later change is what the phone has after a
 * reload. Two browser contexts are the two devices: a phone and a desktop, the same customer, fi storefront.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { pathFor } from "#i18n/routes.ts";
import { variantUrl, variantWithStock } from "./support/products.ts";
import { urlFor } from "./support/urls.ts";
import { submitLogin } from "./support/accounts.ts";

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function device(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

async function logIn(page: Page, next: string) {
  await page.goto(urlFor("fi", `${pathFor("accounts.login", "fi")}?next=${encodeURIComponent(next)}`));
  await submitLogin(page, "fi", DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  await expect(page).toHaveURL(urlFor("fi", next));
  await hydrated(page);
}

test("fi: a cart added on a phone is in the desktop's cart after signing in there, and the desktop's change reaches the phone", async ({ browser }) => {
  test.slow();
  const phone = await device(browser, { width: 390, height: 844 });
  const accountCalls: string[] = [];
  phone.on("request", (request) => {
    if (request.url().includes("/api/customer/")) accountCalls.push(request.url());
  });
  const { model, variant } = await variantWithStock(phone, "fi", { min: 3, max: 40 });
  const productUrl = variantUrl("fi", model, variant);
  const productPath = new URL(productUrl).pathname + new URL(productUrl).search;

  // A guest: no account calls at all.
  await phone.goto(productUrl);
  await hydrated(phone);
  expect(accountCalls).toEqual([]);

  await logIn(phone, productPath);
  // A retry starts from an empty cart on both sides: what an earlier attempt kept is emptied through the shop's call.
  await phone.evaluate(async () => {
    localStorage.removeItem("checkout");
    localStorage.removeItem("cartChanged");
    await fetch("/api/customer/cart_content/", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cart_content: JSON.stringify({ products: [], giftCardProducts: [], codes: [], giftCampaignData: null, updatedAt: Date.now() }) }),
    });
  });
  await phone.reload();
  await hydrated(phone);
  await expect(phone.getByTestId("cart-count")).toHaveText("0");
  const saved = phone.waitForResponse((response) => response.url().includes("/api/customer/cart_content/") && response.request().method() === "PUT");
  await phone.locator(".add-area__button").click();
  await expect(phone.getByRole("dialog")).toBeVisible();
  expect((await saved).status()).toBe(204);

  const desktop = await device(browser, { width: 1280, height: 900 });
  const cartPath = pathFor("checkout", "fi");
  await logIn(desktop, cartPath);
  const row = desktop.locator(`.cart-row[data-product-id="${variant.id}"]`);
  await expect(row).toBeVisible();
  await expect(desktop.getByTestId("cart-count")).toHaveText("1");

  // The desktop removes it; after the phone reloads, its cart is empty too.
  const removed = desktop.waitForResponse((response) => response.url().includes("/api/customer/cart_content/") && response.request().method() === "PUT");
  await row.locator(".cart-row__remove").first().click();
  expect((await removed).status()).toBe(204);
  await phone.reload();
  await hydrated(phone);
  await expect(phone.getByTestId("cart-count")).toHaveText("0");

  await phone.context().close();
  await desktop.context().close();
});
