/**
 * The shopping cart page (/checkout/): a product added on its page shows
 * with the server's price; the amount, a discount code (typed in lower case), a gift card, RePack and
 * removal change the order summary after the 2 s validation; unknown codes and rows that cannot be sold
 * are explained in the shopper's language; an empty cart says so. In fi (narrow) and de (wide).
 */
import { expect, test, type Page } from "@playwright/test";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations } from "./support/checks.ts";
import { lockerVariants, variantUrl, variantWithStock } from "./support/products.ts";
import { urlFor } from "./support/urls.ts";

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** "1.234,50 €" or "1 234,50 €" as a number of cents. */
function cents(text: string): number {
  const digits = text.replace(/[^\d,.-]/g, "");
  const [whole, fraction = "00"] = digits.split(/[,.](?=\d{2}$)/);
  return Number(whole!.replace(/[.,\s]/g, "")) * 100 + Number(fraction.padEnd(2, "0"));
}

test("fi, phone: add on the product page, then change the amount, use codes and RePack, and empty the cart", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { model, variant } = await variantWithStock(page, "fi", { min: 3, max: 40 });
  await page.goto(variantUrl("fi", model, variant));
  await hydrated(page);
  await page.evaluate(() => localStorage.removeItem("checkout"));
  await page.locator(".add-area__button").click();
  const added = page.getByRole("dialog");
  await expect(added).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(added).toBeHidden();

  await page.getByRole("link", { name: /Ostoskori/ }).first().click();
  await expect(page).toHaveURL(urlFor("fi", pathFor("checkout", "fi")));
  await expect(page.getByRole("heading", { level: 1, name: "Ostoskori" })).toBeVisible();
  const row = page.locator(`.cart-row[data-product-id="${variant.id}"]`);
  await expect(row.locator(".cart-row__name")).toHaveText(`${model.manufacturer.name} ${model.name}`);
  const summary = page.getByRole("complementary", { name: "Tilauksen yhteenveto" });
  const total = summary.locator(".cart-summary__total dd");
  await expect(total).toHaveText(/€/);
  const one = cents((await total.textContent())!);
  expect(one).toBe(variant.prices!.active);

  // Two pieces: the summary follows once the server answered.
  await row.getByRole("button", { name: "Lisää" }).click();
  await expect(total).not.toHaveText((await total.textContent())!);
  expect(cents((await total.textContent())!)).toBe(2 * variant.prices!.active);

  // A code typed in lower case is kept in upper case and applied; an unknown one is explained once,
  // beside the field, and dropped: it is not listed, and the next answer has nothing more to say of it.
  const codeField = page.getByLabel("Alennuskoodi tai lahjakortti");
  await codeField.fill("talvi15");
  await page.getByRole("button", { name: "Käytä" }).click();
  await codeField.fill("eiole");
  await codeField.press("Enter");
  await expect(page.locator(".cart-codes__notices").getByText("Koodi EIOLE ei ole voimassa.")).toBeVisible();
  await expect(page.getByText("Koodi EIOLE ei ole voimassa.")).toHaveCount(1);
  await expect(page.locator(".cart-codes__value", { hasText: /^TALVI15$/ })).toBeVisible();
  await expect(page.locator(".cart-codes__value", { hasText: /^EIOLE$/ })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("checkout") ?? "{}").codes)).toEqual(["TALVI15"]);
  // Applied, or (a model without discounts, an order under 50 €) explained.
  await expect(summary.getByText("Alennus TALVI15").or(page.getByText(/^Koodi TALVI15 /))).toBeVisible();

  // RePack joins the summary when chosen; the dropped code's message has gone with the new answer.
  await page.getByLabel(/Uudelleenkäytettävä RePack-pakkaus/).check();
  await expect(summary.getByText("RePack-pakkaus")).toBeVisible();
  await expect(page.getByText("Koodi EIOLE ei ole voimassa.")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The cart survives a reload (local storage), and removing the row empties it.
  await page.reload();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: /^Poista / }).click();
  await expect(page.getByText("Ostoskorisi on tyhjä")).toBeVisible();
  await expect(page.getByRole("link", { name: "Jatka ostoksia" })).toBeVisible();
});

test("de, wide: a row that cannot be sold, a gift card as payment and the amount due", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { variant } = await variantWithStock(page, "de", { min: 1, max: 40 });
  await page.goto(urlFor("de", "/"));
  await page.evaluate((id) => {
    localStorage.setItem(
      "checkout",
      JSON.stringify({
        status: "UNSET",
        validateHash: null,
        bundles: [],
        giftCardProducts: [],
        giftCampaignData: null,
        codes: ["lahja-25-demo"],
        products: [
          { productId: String(id), amount: 1, frozen: false, name: "", extra_data: null },
          { productId: "987654321", amount: 1, frozen: false, name: "Alte Jacke", extra_data: null },
        ],
      }),
    );
  }, variant.id);
  await page.goto(urlFor("de", pathFor("checkout", "de")));
  const gone = page.locator('.cart-row[data-product-id="987654321"]');
  await expect(gone.getByText("Nicht verfügbar")).toBeVisible();
  await expect(page.getByText("987654321: Gewählte Farbe oder Größe nicht verfügbar.")).toBeVisible();
  const summary = page.getByRole("complementary", { name: "Bestellübersicht" });
  await expect(summary.getByText("Geschenkkarte LAHJA-25-DEMO")).toBeVisible();
  const due = cents((await summary.locator(".cart-summary__due dd").textContent())!);
  const total = cents((await summary.locator(".cart-summary__total dd").textContent())!);
  expect(due).toBe(Math.max(0, total - 2500));
  await expectNoAxeViolations(page);
});

test("fi: without JavaScript the cart page says the cart needs it", async ({ request }) => {
  // Chromium with scripts switched off by the test runner still parses <noscript> as if scripts ran,
  // so the served page is checked: a browser without JavaScript shows this element.
  const response = await request.get(urlFor("fi", pathFor("checkout", "fi")));
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(
    '<noscript><p class="cart-page__no-js">Ostoskorisi säilytetään tässä selaimessa: näet sen, kun JavaScript on käytössä.</p></noscript>',
  );
});

/** The cart as a page of the shop would store it, with the rows given. */
async function storeRows(page: Page, products: Array<{ productId: string; amount: number; name: string }>, codes: string[] = []) {
  await page.evaluate(
    ({ products, codes }) => {
      const rows = products.map((row) => ({ ...row, frozen: false, extra_data: null }));
      localStorage.setItem("checkout", JSON.stringify({ status: "UNSET", validateHash: null, bundles: [], giftCardProducts: [], giftCampaignData: null, codes, products: rows }));
    },
    { products, codes },
  );
}

test("fi, phone: an amount past 999 in local storage (edited by hand) is read as at most 999, priced, and counted so", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [first, second] = await lockerVariants(page, "fi", 2, { min: 3, max: 40 });
  await page.goto(urlFor("fi", "/"));
  await storeRows(page, [
    { productId: String(first!.variant.id), amount: 5000, name: "" },
    { productId: String(second!.variant.id), amount: 3, name: "" },
  ]);
  await page.goto(urlFor("fi", pathFor("checkout", "fi")));
  const summary = page.getByRole("complementary", { name: "Tilauksen yhteenveto" });
  // Priced: the server lowered the row to what can be sold and said so in Finnish.
  await expect(summary.locator(".cart-summary__total dd")).toHaveText(/€/);
  await expect(page.locator(".cart-page__errors li", { hasText: /: saatavilla vain \d+ kpl\. Määrää muutettiin\.$/ })).toBeVisible();
  await expect(page.getByText(/Too big|expected number/)).toHaveCount(0);
  const amounts = await page.evaluate(() => (JSON.parse(localStorage.getItem("checkout") ?? "{}").products as Array<{ amount: number }>).map((row) => row.amount));
  expect(amounts[0]).toBeLessThanOrEqual(first!.variant.stock_data.in_stock);
  await expect(page.getByTestId("cart-count").first()).toHaveText(String(amounts[0]! + amounts[1]!));
});

test("fi, phone: a row the server refuses is named in Finnish, the summary says prices could not be checked, and no box takes more than 999", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [good] = await lockerVariants(page, "fi", 1, { min: 3, max: 40 });
  await page.goto(urlFor("fi", "/"));
  await storeRows(page, [
    { productId: String(good!.variant.id), amount: 1, name: "Hyvä takki" },
    // An id longer than any the shop gives: the checkout call refuses the whole cart (400 on products.1.productId).
    { productId: "9".repeat(130), amount: 1, name: "Vanha takki" },
  ]);
  await page.goto(urlFor("fi", pathFor("checkout", "fi")));
  await expect(page.getByText("Tuotetta Vanha takki ei voitu tarkistaa sellaisena kuin se on ostoskorissasi. Muuta määrää tai poista tuote.")).toBeVisible();
  const summary = page.getByRole("complementary", { name: "Tilauksen yhteenveto" });
  await expect(summary.getByText("Hintoja ei voitu tarkistaa.")).toBeVisible();
  await expect(summary.getByText("2 tuotetta")).toBeVisible();
  await expect(page.getByText("Hintoja päivitetään…")).toHaveCount(0);
  await expect(page.getByText(/productId|Too big|too long/i)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The good row has no price yet, so no limit of its own: the box still stops at 999.
  const box = page.locator(`.cart-row[data-product-id="${good!.variant.id}"]`).getByRole("spinbutton");
  await box.fill("99999");
  await box.press("Enter");
  await expect(box).toHaveValue("999");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("checkout") ?? "{}").products[0].amount)).toBe(999);

  // Removing the refused row: the cart is priced again.
  await page.getByRole("button", { name: "Poista Vanha takki" }).click();
  await expect(summary.locator(".cart-summary__total dd")).toHaveText(/€/);
});

test("de, wide: emptying the cart can be undone, bringing back its rows and codes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [first, second] = await lockerVariants(page, "de", 2, { min: 3, max: 40 });
  await page.goto(urlFor("de", "/"));
  await storeRows(page, [
    { productId: String(first!.variant.id), amount: 2, name: "" },
    { productId: String(second!.variant.id), amount: 1, name: "" },
  ], ["TALVI15"]);
  await page.goto(urlFor("de", pathFor("checkout", "de")));
  const summary = page.getByRole("complementary", { name: "Bestellübersicht" });
  await expect(summary.locator(".cart-summary__total dd")).toHaveText(/€/);
  await expect(page.getByTestId("cart-count").first()).toHaveText("3");

  await page.getByRole("button", { name: "Warenkorb leeren" }).click();
  await expect(page.getByText("Ihr Warenkorb ist leer")).toBeVisible();
  await expect(page.getByText("Ihr Warenkorb wurde geleert.")).toBeVisible();
  const undo = page.getByRole("button", { name: "Rückgängig: Artikel zurückholen" });
  await expect(undo).toBeFocused();
  await expect(page.getByTestId("cart-count").first()).toHaveText("0");
  await expectNoAxeViolations(page);

  await page.keyboard.press("Enter");
  await expect(page.locator(`.cart-row[data-product-id="${first!.variant.id}"]`)).toBeVisible();
  await expect(page.locator(`.cart-row[data-product-id="${second!.variant.id}"]`)).toBeVisible();
  await expect(page.locator(".cart-codes__value", { hasText: /^TALVI15$/ })).toBeVisible();
  await expect(page.getByTestId("cart-count").first()).toHaveText("3");
  await expect(summary.locator(".cart-summary__total dd")).toHaveText(/€/);
});
