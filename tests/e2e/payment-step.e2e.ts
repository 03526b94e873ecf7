/**
 * The delivery and payment step's choices (/checkout/payment/):
 * - with one delivery method on offer (English storefront, delivery to the United States: home delivery
 *   only) it is chosen for the shopper, so the first submit goes on to the payment (one payment method
 *   is chosen the same way: app/lib/cart-storage.test.ts; this shop offers PayPal beside the card);
 * - street and city are not called optional before a delivery method is chosen, only once one that needs
 *   neither is;
 * - a pick-up point asks for the postal code once: the order's own postal code field, there;
 * - the summary says "Free" for a delivery method that costs nothing, as the method list does;
 * - a code the cart dropped (unknown) is not mentioned on the payment step.
 * In en (wide) and fi (narrow).
 */
import { expect, test, type Page } from "@playwright/test";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations } from "./support/checks.ts";
import { storeCart } from "./support/cart.ts";
import type { ProductModelDetail, VariantView } from "#core/product/product-service.ts";
import type { Lang } from "#i18n/languages.ts";
import { catalogueModels, lockerVariants } from "./support/products.ts";
import { originFor, urlFor } from "./support/urls.ts";

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** An orderable variant the storefront's delivery country can receive (a headlamp, say, is not flown abroad). */
async function deliverableVariant(page: Page, lang: Lang): Promise<VariantView> {
  for (const model of await catalogueModels<ProductModelDetail>(page, lang)) {
    if (model.on_order) continue;
    const variant = model.products.find((entry) => entry.size && entry.is_orderable && entry.stock_data.in_stock >= 2);
    if (!variant) continue;
    const methods = await page.evaluate(async (id) => {
      const response = await fetch("/api/checkout/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ products: [{ productId: String(id), amount: 1 }] }),
      });
      return ((await response.json()) as { delivery_methods: unknown[] }).delivery_methods.length;
    }, variant.id);
    if (methods > 0) return variant;
  }
  throw new Error("no variant the delivery country can receive");
}

test("en, 1280 px: the only delivery method is chosen for the shopper, and the first submit pays", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().addCookies([{ name: "delivery_country", value: "us", url: originFor("en") }]);
  const variant = await deliverableVariant(page, "en");
  await page.goto(urlFor("en", "/"));
  await storeCart(page, [variant.id]);
  await page.goto(urlFor("en", pathFor("checkout.payment", "en")));
  await hydrated(page);
  // Home delivery is the only way to the United States: it is chosen. Card and PayPal (configured in the
  // browser tests' shop) are two ways to pay: the shopper chooses (one alone is chosen too: unit tests).
  const home = page.getByRole("radio", { name: /^Home delivery/ });
  await expect(home).toBeChecked();
  await expect(page.locator('input[name="delivery_method"]')).toHaveCount(1);
  await expect(page.getByRole("radio", { name: "Card payment" })).not.toBeChecked();
  await page.getByRole("radio", { name: "Card payment" }).check();
  // Home delivery needs them: never called optional.
  await expect(page.getByLabel("Street address", { exact: true })).toBeVisible();
  await expect(page.getByLabel("City", { exact: true })).toBeVisible();
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Last name").fill("Walker");
  await page.getByLabel("Street address", { exact: true }).fill("1 Main Street");
  await page.getByLabel("Postal code").fill("10001");
  await page.getByLabel("City", { exact: true }).fill("New York");
  await page.getByLabel("Phone").fill("+1 212 555 0100");
  await page.getByLabel("E-mail").fill("ann.walker@example.com");
  await expectNoAxeViolations(page);
  const pay = page.getByRole("button", { name: /^Pay / });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/payment\/test\/tp_[\w-]+\/$/);
});

/** A cart of one piece that may go to a pick-up point (and `codes`), stored in fi's local storage. */
async function fiCart(page: Page, codes: string[] = []): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const { variant } = (await lockerVariants(page, "fi", 1, { min: 2, max: 40 }))[0]!;
  await page.goto(urlFor("fi", "/"));
  await page.evaluate(
    ({ id, codes }) => {
      const products = [{ productId: String(id), amount: 1, frozen: false, name: "", extra_data: null }];
      localStorage.setItem("checkout", JSON.stringify({ status: "UNSET", validateHash: null, bundles: [], giftCardProducts: [], codes, products }));
    },
    { id: variant.id, codes },
  );
}

async function openPaymentStep(page: Page): Promise<void> {
  await page.goto(urlFor("fi", pathFor("checkout.payment", "fi")));
  await hydrated(page);
  await expect(page.getByRole("complementary", { name: "Tilauksen yhteenveto" }).locator(".cart-summary__total dd")).toHaveText(/€/);
}

const optional = (label: string) => `${label} (${translate("fi", "checkout.optional")})`;

test("fi, 390 px: street and city are not called optional before a delivery method is chosen, only for one that needs neither", async ({ page }) => {
  await fiCart(page);
  await openPaymentStep(page);
  await expect(page.getByRole("radio", { name: /^Kotiinkuljetus/ })).not.toBeChecked();
  await expect(page.getByLabel("Katuosoite", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Postitoimipaikka", { exact: true })).toBeVisible();
  await page.getByRole("radio", { name: /^Nouto myymälästä/ }).check();
  await expect(page.getByLabel(optional("Katuosoite"))).toBeVisible();
  await expect(page.getByLabel(optional("Postitoimipaikka"))).toBeVisible();
  await page.getByRole("radio", { name: /^Kotiinkuljetus/ }).check();
  await expect(page.getByLabel("Katuosoite", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Postitoimipaikka", { exact: true })).toBeVisible();
});

test("fi, 390 px: a pick-up point asks for the postal code once, and it is the order's", async ({ page }) => {
  await fiCart(page);
  await openPaymentStep(page);
  await page.getByRole("radio", { name: /^Noutopiste tai pakettiautomaatti/ }).check();
  await expect(page.locator('input[autocomplete="postal-code"]')).toHaveCount(1);
  await page.getByLabel(/^Postinumero$/).fill("00100");
  await page.getByRole("button", { name: "Hae noutopisteet" }).click();
  await page.getByRole("radio", { name: /Kamppi pakettiautomaatti/ }).check();
  await expectNoAxeViolations(page);
  // Kept with the cart's form as the order's postal code: another method shows it in the contact fields.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("checkout") ?? "{}").form.postal_code)).toBe("00100");
  await page.getByRole("radio", { name: /^Kotiinkuljetus/ }).check();
  await expect(page.getByLabel(/^Postinumero$/)).toHaveValue("00100");
});

test("fi, 390 px: the summary says Free for a delivery method that costs nothing, as the list does", async ({ page }) => {
  await fiCart(page);
  await openPaymentStep(page);
  await page.getByRole("radio", { name: /^Nouto myymälästä/ }).check();
  await expect(page.locator(".choice", { hasText: /^Nouto myymälästä/ }).locator(".choice__price")).toHaveText("Maksuton");
  // The answer for the chosen method (not the cart's "from the cheapest" one before the choice).
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("checkout") ?? "{}") as { status?: string; answer?: { delivery_method?: string } }))
    .toMatchObject({ status: "VALIDATED", answer: { delivery_method: "store-pickup" } });
  const summary = page.getByRole("complementary", { name: "Tilauksen yhteenveto" });
  const delivery = summary.locator(".cart-summary__lines > div", { has: page.locator("dt", { hasText: /^Toimitus$/ }) }).locator("dd");
  await expect(delivery).toHaveText("Maksuton");
});

test("fi, 390 px: a code the cart dropped is not mentioned on the payment step", async ({ page }) => {
  await fiCart(page, ["EIOLE"]);
  await page.goto(urlFor("fi", pathFor("checkout", "fi")));
  await expect(page.getByText("Koodi EIOLE ei ole voimassa.")).toBeVisible();
  await openPaymentStep(page);
  await expect(page.getByText(/EIOLE/)).toHaveCount(0);
});
