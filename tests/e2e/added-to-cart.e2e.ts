/**
 * The added-to-cart modal in the browser: adding opens it, the amount stays
 * between 1 and the row's max_amount, 'Available N pcs' shows at 5 or fewer pieces or at the maximum,
 * closing it (Escape, Continue shopping, the backdrop) writes the amount to the cart in local storage,
 * a frozen row keeps its amount, and the phone's add bar opens the same modal. In fi and de; the
 * products are found through the shop's own API on the seeded demo catalogue.
 */
import { expect, test, type Page } from "@playwright/test";
import type { ProductModelDetail, VariantView } from "#core/product/product-service.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations } from "./support/checks.ts";
import { variantUrl, variantWithStock } from "./support/products.ts";

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

/** The note as it must read, written out here rather than taken from the catalogue. */
const NOTE = {
  fi: (count: number) => `Saatavilla ${count} kpl`,
  de: (count: number) => `Verfügbar: ${count} Stück`,
} as const;

interface StoredRow {
  productId: string;
  amount: number;
  frozen: boolean;
  max_amount?: number | null;
}

interface StoredCart {
  status: string;
  products: StoredRow[];
}

async function storedCart(page: Page): Promise<StoredCart> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem("checkout"))) ?? "null") as StoredCart;
}

async function storedRow(page: Page, productId: number): Promise<StoredRow | undefined> {
  return (await storedCart(page)).products.find((row) => row.productId === String(productId));
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function openPage(page: Page, lang: Lang, model: ProductModelDetail, variant: VariantView, rows: StoredRow[] = []) {
  await page.goto(variantUrl(lang, model, variant));
  await hydrated(page);
  await page.evaluate((products) => {
    if (products.length === 0) localStorage.removeItem("checkout");
    else localStorage.setItem("checkout", JSON.stringify({ status: "DONE", products, giftCardProducts: [], bundles: [], codes: [] }));
  }, rows);
}

for (const lang of ["fi", "de"] as const) {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, number>) => translate(lang, key, values);

  test.describe(`added-to-cart modal (${lang})`, () => {
    test("adding opens the modal with the product; the amount stops at max_amount and Escape writes it", async ({ page }) => {
      await page.setViewportSize(WIDE);
      const { model, variant, max } = await variantWithStock(page, lang, { min: 2, max: 5 });
      await openPage(page, lang, model, variant);

      const button = page.locator(".add-area__button");
      await expect(button).toHaveText(t("product.addToCart"));
      await button.click();
      const dialog = page.getByRole("dialog", { name: t("product.addedToCart") });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(".added-to-cart__brand")).toHaveText(model.manufacturer.name);
      await expect(dialog.locator(".added-to-cart__name")).toHaveText(model.name);
      await expect(dialog.locator(".added-to-cart__variant")).toContainText(variant.size!.name);
      await expect(dialog.getByRole("link", { name: t("product.goToCart") })).toHaveAttribute("href", pathFor("checkout", lang));
      expect(await storedRow(page, variant.id)).toMatchObject({ amount: 1, max_amount: max, frozen: false });

      // At most 5 pieces: the note shows from the start.
      const note = dialog.locator(".added-to-cart__note");
      await expect(note).toHaveText(NOTE[lang](max));
      await expect(note).toHaveText(t("catalog.availablePcs", { count: max }));

      const amount = dialog.getByRole("spinbutton", { name: t("catalog.quantity") });
      const plus = dialog.getByRole("button", { name: t("shell.increase") });
      const minus = dialog.getByRole("button", { name: t("shell.decrease") });
      await expect(amount).toHaveValue("1");
      await expect(minus).toBeDisabled();
      for (let pressed = 1; pressed < max; pressed += 1) await plus.click();
      await expect(amount).toHaveValue(String(max));
      await expect(plus).toBeDisabled();
      // A typed amount above the maximum comes back to it.
      await amount.fill("99");
      await amount.press("Enter");
      await expect(amount).toHaveValue(String(max));
      await expectNoAxeViolations(page);

      // Closing writes the amount; the modal returns focus to the button and the cart waits for validation.
      await minus.click();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
      expect(await storedRow(page, variant.id)).toMatchObject({ amount: max - 1, max_amount: max });
      expect((await storedCart(page)).status).toBe("UNSET");
      await expect(page.getByTestId("cart-count")).toHaveText(String(max - 1));

      // Escape straight after typing: the typed amount is what is written.
      await button.click();
      await expect(dialog).toBeVisible();
      await expect(amount).toHaveValue(String(max));
      await amount.fill("1");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      expect((await storedRow(page, variant.id))?.amount).toBe(1);
    });

    test("on a phone the add bar opens the modal; above 5 pieces the note waits for the maximum; Continue shopping and the backdrop write the amount", async ({ page }) => {
      await page.setViewportSize(NARROW);
      const { model, variant, max } = await variantWithStock(page, lang, { min: 7, max: 999 });
      await openPage(page, lang, model, variant);

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const bar = page.locator(".add-bar");
      await expect(bar).toBeVisible();
      await bar.getByRole("button", { name: t("product.addToCart") }).click();
      const dialog = page.getByRole("dialog", { name: t("product.addedToCart") });
      await expect(dialog).toBeVisible();
      const amount = dialog.getByRole("spinbutton", { name: t("catalog.quantity") });
      const note = dialog.locator(".added-to-cart__note");
      await expect(amount).toHaveValue("1");
      await expect(amount).toHaveAttribute("aria-valuemax", String(max));
      await expect(note).toHaveCount(0);

      await amount.fill(String(max - 1));
      await amount.press("Enter");
      await expect(note).toHaveCount(0);
      await amount.fill(String(max));
      await amount.press("Enter");
      await expect(note).toHaveText(NOTE[lang](max));
      await expectNoAxeViolations(page);

      await dialog.getByRole("button", { name: t("errors.continueShopping") }).click();
      await expect(dialog).toHaveCount(0);
      expect(await storedRow(page, variant.id)).toMatchObject({ amount: max, max_amount: max });

      // Adding once more cannot pass the maximum: the row stays at max_amount.
      await bar.getByRole("button", { name: t("product.addToCart") }).click();
      await expect(dialog).toBeVisible();
      await expect(amount).toHaveValue(String(max));
      expect((await storedRow(page, variant.id))?.amount).toBe(max);

      await amount.fill("3");
      await amount.press("Enter");
      // A click on the backdrop, outside the dialog's box, closes it.
      await page.mouse.click(4, 4);
      await expect(dialog).toHaveCount(0);
      expect((await storedRow(page, variant.id))?.amount).toBe(3);
    });

    test("a frozen row keeps its amount: the stepper is off and says why", async ({ page }) => {
      await page.setViewportSize(WIDE);
      const { model, variant } = await variantWithStock(page, lang, { min: 2, max: 999 });
      const frozen: StoredRow = { productId: String(variant.id), amount: 1, frozen: true, max_amount: 1 };
      await openPage(page, lang, model, variant, [frozen]);

      await page.locator(".add-area__button").click();
      const dialog = page.getByRole("dialog", { name: t("product.addedToCart") });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("spinbutton", { name: t("catalog.quantity") })).toBeDisabled();
      await expect(dialog.getByRole("button", { name: t("shell.increase") })).toBeDisabled();
      await expect(dialog.getByText(t("product.amountFrozen"))).toBeVisible();
      await dialog.getByRole("button", { name: t("shell.close") }).click();
      await expect(dialog).toHaveCount(0);
      expect(await storedRow(page, variant.id)).toMatchObject({ amount: 1, frozen: true });
    });
  });
}
