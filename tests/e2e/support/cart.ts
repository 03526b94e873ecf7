import type { Page } from "@playwright/test";

/**
 * Puts a cart into the storefront's local storage as the product page leaves it (document 1 §3): one
 * row of one piece per variant id. The page must be on the storefront's origin.
 */
export async function storeCart(page: Page, variantIds: readonly number[]): Promise<void> {
  await page.evaluate((ids) => {
    const products = ids.map((id) => ({ productId: String(id), amount: 1, frozen: false, name: "", extra_data: null }));
    localStorage.setItem("checkout", JSON.stringify({ status: "UNSET", validateHash: null, bundles: [], giftCardProducts: [], codes: [], products }));
  }, variantIds);
}
