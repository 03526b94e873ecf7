/**
 * The product page's texts in the browser: tabs on a wide screen (keys of the
 * WAI-ARIA tab pattern), sections that open on a phone, every section shown before JavaScript, and the
 * keyword explanations. In fi and de on the seeded demo catalogue: shell jackets (group 3, "kuoritakit")
 * mention the water column, a glossary term in every language.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/checks.ts";
import { urlFor } from "./support/urls.ts";

const TEXTS = {
  fi: { description: "Kuvaus", details: "Tiedot", brand: "Merkki", keywords: "Sanasto" },
  de: { description: "Beschreibung", details: "Details", brand: "Marke", keywords: "Begriffe erklärt" },
} as const;

/** The address of a model with a glossary term in its texts: the first card of the shell jackets. */
async function jacketUrl(page: Page, lang: keyof typeof TEXTS): Promise<string> {
  await page.goto(urlFor(lang, "/api/route-slugs/"));
  const path = await page.evaluate(async () => {
    const listing = (await (await fetch("/api/listing/?source=group&id=3&limit=1")).json()) as { items: Array<{ path: string }> };
    return listing.items[0]!.path;
  });
  return urlFor(lang, path);
}

for (const lang of ["fi", "de"] as const) {
  const text = TEXTS[lang];

  test(`texts as tabs on a wide screen (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(await jacketUrl(page, lang));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const tabs = page.getByRole("tab");
    await expect(tabs.first()).toHaveText(text.description);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await page.getByRole("tab", { name: text.details }).click();
    await expect(page.getByRole("tabpanel", { name: text.details })).toBeVisible();
    await expect(page.locator("#product-description")).toBeHidden();
    // Arrow keys move along the tabs and wrap around; Home goes back to the first.
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: text.details })).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: text.brand })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: text.description })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#product-description")).toBeVisible();

    // The glossary term opens in place.
    const term = page.locator(".keyword").first();
    await expect(page.getByRole("heading", { name: text.keywords })).toBeVisible();
    await expect(term.locator(".keyword__text")).toBeHidden();
    await term.locator("summary").click();
    await expect(term.locator(".keyword__text")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`texts as sections that open on a phone (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(await jacketUrl(page, lang));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("tab")).toHaveCount(0);
    const description = page.getByRole("button", { name: text.description, exact: true });
    const details = page.getByRole("button", { name: text.details, exact: true });
    await expect(description).toHaveAttribute("aria-expanded", "true");
    await expect(details).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#product-details-body")).toBeHidden();
    await details.click();
    await expect(details).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#product-details-body .properties")).toBeVisible();
    await description.click();
    await expect(page.locator("#product-description-body")).toBeHidden();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is shown, with links to each", async ({ page, browser }) => {
    const helper = await browser.newPage();
    const url = await jacketUrl(helper, "fi");
    await helper.close();
    await page.goto(url);
    for (const id of ["product-description", "product-details", "brand-block"]) {
      await expect(page.locator(`#${id}`)).toBeVisible();
      await expect(page.locator(`.product-tabs__jump a[href="#${id}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("tab")).toHaveCount(0);
  });
});
