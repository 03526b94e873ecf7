import { expect, test } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { expectNoAxeViolations, expectValidHtml, ssrHtml } from "./support/checks.ts";
import { urlFor } from "./support/urls.ts";

// The storefront answers in the language of its host: plain localhost is Finnish, en.localhost English.
const LANGS: Lang[] = ["fi", "en"];

for (const lang of LANGS) {
  test(`home page in ${lang}: language, title, axe and valid HTML`, async ({ page }) => {
    const document = await ssrHtml(await page.goto(urlFor(lang, "/")));

    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lang}(-[A-Z]{2})?$`));
    await expect(page).toHaveTitle(/\S/);
    await expectNoAxeViolations(page);
    await expectValidHtml(document);
  });
}
