import { expect, type Page } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";

/**
 * Puts a cart into the storefront's local storage as the product page leaves it: one
 * row of one piece per variant id. The page must be on the storefront's origin.
 */
export async function storeCart(page: Page, variantIds: readonly number[]): Promise<void> {
  await page.evaluate((ids) => {
    const products = ids.map((id) => ({ productId: String(id), amount: 1, frozen: false, name: "", extra_data: null }));
    localStorage.setItem("checkout", JSON.stringify({ status: "UNSET", validateHash: null, bundles: [], giftCardProducts: [], codes: [], products }));
  }, variantIds);
}

/** From the cart's "continue": the club step, passed as a guest, to the payment step. */
export async function continueAsGuest(page: Page, lang: Lang): Promise<void> {
  // Links move within the page (no load event): wait for the address itself.
  await expect(page).toHaveURL((url) => url.pathname === pathFor("checkout.club-info", lang));
  await page.getByRole("link", { name: translate(lang, "club.stepAsGuest") }).click();
  await expect(page).toHaveURL((url) => url.pathname === pathFor("checkout.payment", lang));
}
