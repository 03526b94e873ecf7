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

    // The stylesheet blocks the first paint and the scripts do not: it must be asked for first, and the
    // shell's code comes as a few files rather than one per module (docs/decisions/0031).
    const stylesheet = document.html.indexOf('rel="stylesheet"');
    const preloads = [...document.html.matchAll(/<link rel="modulepreload"/g)].map((match) => match.index);
    expect(stylesheet).toBeGreaterThan(-1);
    expect(preloads.length).toBeGreaterThan(0);
    expect(stylesheet).toBeLessThan(Math.min(...preloads));
    expect(preloads.length).toBeLessThanOrEqual(10);
  });
}

test("an unknown API address answers a JSON 404, not the storefront's page; a long slug a 400 naming it", async ({ request }) => {
  const unknown = await request.get("/api/nothing-here/");
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-type"]).toContain("application/json");
  expect(await unknown.json()).toMatchObject({ statusCode: 404, error: "Not Found" });

  const long = await request.get(`/api/products/productmodel/${"a".repeat(3000)}/`);
  expect(long.status()).toBe(400);
  expect(await long.json()).toMatchObject({ statusCode: 400, field: "slug" });
});
