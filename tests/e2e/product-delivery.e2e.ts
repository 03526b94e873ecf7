/**
 * Delivery on the product page in the browser: the estimator by postal
 * code (kept locally, looked up at 5 characters, a wrong code answered on the field), the same form
 * without JavaScript, and a product that is not shipped to the delivery country. In fi and de, on the
 * seeded demo catalogue: headlamps (group 31) are not flown outside Europe.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/checks.ts";
import { urlFor } from "./support/urls.ts";

const TEXTS = {
  fi: {
    postalCode: "Postinumero",
    show: "Näytä vaihtoehdot",
    home: "Kotiinkuljetus",
    pickup: "Nouto myymälästä",
    invalid: "Anna viisinumeroinen postinumero.",
    notShipped: "Tätä tuotetta ei toimiteta maahan Yhdysvallat",
    reason: "Litiumakkuja ei saa kuljettaa lentorahtina.",
    deliveryTo: /Toimitus maahan Suomi: \d+–\d+ arkipäivää/,
  },
  de: {
    postalCode: "Postleitzahl",
    show: "Optionen anzeigen",
    home: "Lieferung nach Hause",
    pickup: null,
    invalid: "Geben Sie eine fünfstellige Postleitzahl ein.",
    notShipped: "Dieser Artikel wird nicht nach Vereinigte Staaten geliefert",
    reason: "Lithiumbatterien dürfen nicht per Luftfracht versandt werden.",
    deliveryTo: /Lieferung nach Deutschland: \d+–\d+ Werktage/,
  },
} as const;

interface ApiVariant {
  id: number;
  color_slug: string | null;
  size: { slug: string } | null;
  is_orderable: boolean;
  shipping_time: { number: number };
}
interface ApiModel {
  model_url: string;
  products: ApiVariant[];
  is_bundle: boolean;
  is_gift_card: boolean;
}

/** Models of a source's first cards, asked from the shop's API by the browser itself. */
async function models(page: Page, lang: keyof typeof TEXTS, source: string): Promise<ApiModel[]> {
  await page.goto(urlFor(lang, "/api/route-slugs/"));
  const found = await page.evaluate(async (query) => {
    const listing = (await (await fetch(`/api/listing/?${query}&limit=40`)).json()) as { items: Array<{ path: string }> };
    const answers = await Promise.all(
      listing.items.map(async (item) => {
        const response = await fetch(`/api/products/productmodel/${item.path.split("/").filter(Boolean).at(-1)!}/`);
        return response.ok ? ((await response.json()) as unknown) : null;
      }),
    );
    return answers.filter((answer) => answer !== null);
  }, source);
  return (found as ApiModel[]).filter((model) => !model.is_bundle && !model.is_gift_card);
}

async function orderableVariantUrl(page: Page, lang: keyof typeof TEXTS, source: string): Promise<string> {
  for (const model of await models(page, lang, source)) {
    const variant = model.products.find((entry) => entry.is_orderable && entry.shipping_time.number < 999);
    if (!variant) continue;
    const params = new URLSearchParams();
    if (variant.color_slug) params.set("color", variant.color_slug);
    if (variant.size) params.set("size", variant.size.slug);
    return urlFor(lang, `${model.model_url}?${params}`);
  }
  throw new Error(`no orderable variant among the cards of ${source}`);
}

for (const lang of ["fi", "de"] as const) {
  const text = TEXTS[lang];

  test.describe(`delivery (${lang})`, () => {
    test("the estimator answers a postal code, keeps it for the next visit and names a wrong one", async ({ page }) => {
      await page.setViewportSize(lang === "fi" ? { width: 390, height: 844 } : { width: 1280, height: 900 });
      const url = await orderableVariantUrl(page, lang, "source=catalog");
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator(".delivery")).toContainText(text.deliveryTo);
      const field = page.getByRole("textbox", { name: text.postalCode, exact: true });
      await field.fill("0010");
      await expect(page.locator(".estimator__option")).toHaveCount(0);
      await field.fill("00100");
      const options = page.locator(".estimator__option");
      await expect(options.filter({ hasText: text.home })).toHaveCount(1);
      if (text.pickup) await expect(options.filter({ hasText: text.pickup })).toHaveCount(1);
      // At most 5 characters.
      await field.fill("001001");
      await expect(field).toHaveValue("00100");

      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByRole("textbox", { name: text.postalCode, exact: true })).toHaveValue("00100");
      await expect(page.locator(".estimator__option").filter({ hasText: text.home })).toHaveCount(1);
      await expectNoAxeViolations(page);

      await page.getByRole("textbox", { name: text.postalCode, exact: true }).fill("abcde");
      await expect(page.locator("#estimator-error")).toHaveText(text.invalid);
      await expect(page.getByRole("textbox", { name: text.postalCode, exact: true })).toHaveAttribute("aria-invalid", "true");
    });

    test("a product that is not shipped to the delivery country says so and cannot be added", async ({ page, context }) => {
      await context.addCookies([{ name: "delivery_country", value: "US", url: urlFor(lang, "/") }]);
      const url = await orderableVariantUrl(page, lang, "source=group&id=31");
      await page.goto(url);
      await expect(page.locator(".delivery__blocked")).toHaveText(text.notShipped);
      await expect(page.locator(".delivery")).toContainText(text.reason);
      await expect(page.locator(".add-area__button")).toBeDisabled();
      await expect(page.getByRole("textbox", { name: text.postalCode, exact: true })).toHaveCount(0);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the estimator's form is answered by the page itself", async ({ page }) => {
    const url = await (async () => {
      // The page's own fetches need JavaScript; find the product with a second page that has it.
      const helper = await page.context().browser()!.newPage();
      try {
        return await orderableVariantUrl(helper, "fi", "source=catalog");
      } finally {
        await helper.close();
      }
    })();
    await page.goto(url);
    await page.getByRole("textbox", { name: TEXTS.fi.postalCode, exact: true }).fill("33100");
    await page.getByRole("button", { name: TEXTS.fi.show }).click();
    await expect(page).toHaveURL(/[?&]postal_code=33100/);
    await expect(page.locator(".estimator__option").filter({ hasText: TEXTS.fi.home })).toHaveCount(1);
    await page.getByRole("textbox", { name: TEXTS.fi.postalCode, exact: true }).fill("331");
    await page.getByRole("button", { name: TEXTS.fi.show }).click();
    await expect(page.locator("#estimator-error")).toHaveText(TEXTS.fi.invalid);
  });
});
