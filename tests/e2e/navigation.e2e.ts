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

test("a client-side move to another language's path of a page lands on this storefront's path of it", async ({ page }) => {
  // The browser knows every language's routes; the Finnish storefront's server only its own. A link to the
  // English path of the payment step (a stale bookmark's, another site's) must still reach the page.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(urlFor("fi", "/sopimusehdot/"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.evaluate(() => Object.assign(window, { navigationMarker: "kept" }));
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "/checkout/payment/?from=link", textContent: "payment" });
    link.id = "foreign-link";
    document.querySelector("main")!.append(link);
  });
  // A plain link: the shop's navigate takes it only through its own links, so ask the router as they do.
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate("/checkout/payment/?from=link"));
  await expect(page).toHaveURL(urlFor("fi", "/kassa/maksu/?from=link"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toimitus ja maksu");
  expect(await page.evaluate(() => (window as unknown as { navigationMarker?: string }).navigationMarker)).toBe("kept");
  expect(errors).toEqual([]);
});
