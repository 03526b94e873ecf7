/**
 * The cart and the sign-in follow the shopper to another language's storefront (core/accounts/storefront-handoff.ts):
 * each storefront is its own host, so the footer's language link carries them. A shopper adds two products and
 * signs in on the Finnish storefront, follows the link to English from a product page (whose language switch and
 * hreflang alternates name the same product in every language), and finds both rows and the sign-in there.
 * A product's Finnish path opened on the English storefront moves to its English path.
 */
import { expect, test, type Page } from "@playwright/test";
import type { ProductModelDetail, VariantView } from "#core/product/product-service.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { catalogueModels, variantUrl } from "./support/products.ts";
import { E2E_PORT, originFor, urlFor } from "./support/urls.ts";

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Orderable, sized variants of `count` different models, with stock enough that one piece can be added. */
async function twoVariants(page: Page): Promise<Array<{ model: ProductModelDetail; variant: VariantView }>> {
  const found: Array<{ model: ProductModelDetail; variant: VariantView }> = [];
  for (const model of await catalogueModels<ProductModelDetail>(page, "fi")) {
    const variant = model.on_order ? undefined : model.products.find((entry) => entry.size && entry.is_orderable && entry.stock_data.in_stock >= 2);
    if (variant) found.push({ model, variant });
    if (found.length === 2) return found;
  }
  throw new Error("fewer than two orderable variants in the demo catalogue");
}

test("fi -> en: two products in the cart and the sign-in follow the shopper through the footer's language link", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const [first, second] = await twoVariants(page);

  // Two products into the Finnish storefront's cart.
  for (const { model, variant } of [first!, second!]) {
    await page.goto(variantUrl("fi", model, variant));
    await hydrated(page);
    await page.locator(".add-area__button").click();
    const dialog = page.getByRole("dialog", { name: translate("fi", "product.addedToCart") });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  // Signed in on fi as a new customer (the social log-in's stand-in: no other test shares the account's cart).
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `handoff-${run}@example.test`;
  const productPath = new URL(page.url()).pathname;
  await page.goto(urlFor("fi", `${pathFor("accounts.login", "fi")}?next=${encodeURIComponent(productPath)}`));
  await page.getByRole("link", { name: translate("fi", "accounts.socialLogin", { provider: "Stand-in ID" }) }).click();
  await page.getByLabel("Subject").fill(`subject-${run}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Given name").fill("Veera");
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL(urlFor("fi", productPath));
  await hydrated(page);
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  // The product page names the same product in every storefront, and the footer offers them.
  await expect(page.locator("head link[rel=alternate][hreflang]")).toHaveCount(7);
  const english = await page.locator('head link[rel=alternate][hreflang="en"]').getAttribute("href");
  expect(new URL(english!).origin).toBe(originFor("en"));
  const languages = page.getByRole("navigation", { name: translate("fi", "pages.otherStorefronts") });
  await expect(languages.getByRole("link")).toHaveCount(5);
  const link = languages.getByRole("link", { name: "English" });
  await expect(link).toHaveAttribute("href", english!);

  await link.click();
  await expect(page).toHaveURL(english!);
  expect(page.url()).not.toContain("handoff");
  await hydrated(page);
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  // The same product: its English page names the Finnish one the shopper came from.
  await expect(page.locator("head link[rel=canonical]")).toHaveAttribute("href", english!);
  await expect(page.locator('head link[rel=alternate][hreflang="fi"]')).toHaveAttribute("href", urlFor("fi", productPath));

  // The cart page lists both rows; the account page greets the customer who signed in on fi.
  await page.goto(urlFor("en", pathFor("checkout", "en")));
  await hydrated(page);
  for (const { variant } of [first!, second!]) await expect(page.locator(`.cart-row[data-product-id="${variant.id}"]`)).toBeVisible();
  await expect(page.locator(".cart-row")).toHaveCount(2);
  await page.goto(urlFor("en", pathFor("accounts", "en")));
  await expect(page.getByText(translate("en", "accountArea.greeting", { name: "Veera", email }))).toBeVisible();
});

test("en: a product's Finnish path and one in capitals move to its English page, the query kept", async ({ page }) => {
  const { model, variant } = (await twoVariants(page))[0]!;
  const finnish = new URL(variantUrl("fi", model, variant));
  // The test runner's own requests do not resolve {lang}.localhost: the English host is named in the header.
  const answer = await page.request.get(`http://127.0.0.1:${E2E_PORT}${finnish.pathname}${finnish.search}`, {
    headers: { host: new URL(originFor("en")).host },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(301);
  const moved = new URL(answer.headers()["location"]!, originFor("en"));
  expect(moved.search).toBe(finnish.search);
  await page.goto(urlFor("en", `${finnish.pathname.toUpperCase()}${finnish.search}`));
  await expect(page).toHaveURL(new URL(`${moved.pathname}${moved.search}`, originFor("en")).toString());
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator('head link[rel=alternate][hreflang="fi"]')).toHaveAttribute("href", urlFor("fi", finnish.pathname));
});
