/**
 * The free-delivery hint on the product page: below the shop's threshold
 * the page says how much the order lacks with this product in it, given what the cart already holds;
 * from the threshold on, that delivery is free. In fi on a phone (pick-up points free from 80 €) and in de
 * on a wide screen (likewise to Germany).
 */
import { expect, test, type Page } from "@playwright/test";
import type { ProductModelDetail, VariantView } from "#core/product/product-service.ts";
import { formatPrice } from "#core/money/format-price.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations } from "./support/checks.ts";
import { catalogueModels, variantUrl } from "./support/products.ts";
import { urlFor } from "./support/urls.ts";

/** The cheapest way that becomes free (pick-up point or parcel locker) is free from 80 € in the demo shop. */
const THRESHOLD = 8000;

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** A sized, orderable variant priced so that one is below the threshold and three reach it, that may go to a pick-up point. */
async function hintVariant(page: Page, lang: Lang): Promise<{ model: ProductModelDetail; variant: VariantView; cents: number }> {
  for (const model of await catalogueModels<ProductModelDetail>(page, lang)) {
    if (model.on_order) continue;
    const variant = model.products.find(
      (entry) => entry.size && entry.is_orderable && entry.stock_data.in_stock >= 3 && entry.prices && entry.prices.active * 3 >= THRESHOLD && entry.prices.active < THRESHOLD,
    );
    if (!variant) continue;
    const allowed = await page.evaluate(async (slug) => {
      const answer = (await (await fetch(`/api/product/extra/?type=1&slug=${encodeURIComponent(slug)}`)).json()) as {
        delivery_method_limit: { allowedDeliveryMethods: string[]; extra_data_overrides: Record<string, { allowedDeliveryMethods: string[] }> };
      };
      return answer.delivery_method_limit;
    }, model.slug);
    if ((allowed.extra_data_overrides[String(variant.id)]?.allowedDeliveryMethods ?? allowed.allowedDeliveryMethods).includes("pickup-point")) {
      return { model, variant, cents: variant.prices!.active };
    }
  }
  throw new Error("no variant between a third of the threshold and the threshold");
}

for (const [lang, viewport] of [
  ["fi", { width: 390, height: 844 }],
  ["de", { width: 1280, height: 900 }],
] as const) {
  test(`${lang}: the product page says what the order lacks for free delivery, with the cart, or that it is free`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { model, variant, cents } = await hintVariant(page, lang);
    const money = (value: number) => formatPrice(value, { code: "EUR", rate: 1 }, lang);
    const hint = page.locator(".delivery__free");
    await page.evaluate(() => localStorage.removeItem("checkout"));

    // The server's page: this product alone.
    await page.goto(variantUrl(lang, model, variant));
    const left = translate(lang, "product.freeDeliveryLeft", { threshold: money(THRESHOLD), amount: money(THRESHOLD - cents) });
    await expect(hint).toHaveText(left);
    await hydrated(page);
    // Added: the cart holds it now, and it is still counted once.
    await page.locator(".add-area__button").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(hint).toHaveText(left);
    await expectNoAxeViolations(page);

    // Three of them in the cart, priced there: the order reaches the threshold.
    await page.evaluate((id) => {
      const cart = JSON.parse(localStorage.getItem("checkout") ?? "{}") as { products: Array<{ productId: string; amount: number }> };
      for (const row of cart.products) if (row.productId === String(id)) row.amount = 3;
      localStorage.setItem("checkout", JSON.stringify({ ...cart, status: "UNSET" }));
    }, variant.id);
    await page.goto(urlFor(lang, pathFor("checkout", lang)));
    await expect(page.locator(".cart-summary__total dd")).toHaveText(/€/);
    await page.goto(variantUrl(lang, model, variant));
    await hydrated(page);
    await expect(hint).toHaveText(translate(lang, "product.freeDeliveryReached"));
  });
}
