import { expect, test } from "@playwright/test";
import { urlFor } from "./support/urls.ts";

test("links of the shell move between pages without loading the document again", async ({ page }) => {
  await page.goto(urlFor("fi", "/"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // A marker on the window survives only a client-side navigation.
  await page.evaluate(() => Object.assign(window, { navigationMarker: "kept" }));

  const terms = page.locator("footer a[href='/sopimusehdot/']");
  await terms.click();
  await expect(page).toHaveURL(urlFor("fi", "/sopimusehdot/"));
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: string }).navigationMarker)).toBe("kept");

  await page.locator("header a.logo").click();
  await expect(page).toHaveURL(urlFor("fi", "/"));
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: string }).navigationMarker)).toBe("kept");
});

test("before JavaScript runs the same links are plain links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(urlFor("fi", "/"));
  await page.locator("footer a[href='/sopimusehdot/']").click();
  await expect(page).toHaveURL(urlFor("fi", "/sopimusehdot/"));
  await expect(page.locator("h1")).toBeVisible();
  await context.close();
});
