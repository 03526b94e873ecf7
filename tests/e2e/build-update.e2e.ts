import { expect, test } from "@playwright/test";
import { translate } from "#i18n/messages.ts";
import { variantUrl, variantWithStock } from "./support/products.ts";
import { urlFor } from "./support/urls.ts";

/**
 * A page open while a new build is deployed: it asks /build-info.json every hour, and once the answer names
 * another build it offers a reload instead of forcing one. The hour passes on the page's own clock.
 */
test("a page of an old build offers a reload once the server names a new build, and its button reloads the page", async ({ page }) => {
  await page.clock.install();
  await page.goto(urlFor("de", "/"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const own = await page.evaluate(async () => ((await (await fetch("/build-info.json")).json()) as { version: string }).version);
  expect(own).toBeTruthy();
  // The server's own build, then a deployment.
  let deployed = false;
  let polls = 0;
  await page.route("**/build-info.json?*", async (route) => {
    polls += 1;
    await route.fulfill({ json: { version: deployed ? `${own}-next` : own } });
  });
  // The live region stays in the page; the notice inside it comes and goes.
  const status = page.getByRole("status").filter({ has: page.locator(".build-update__notice") });
  const notice = status.getByText(translate("de", "shell.newVersionAvailable"));

  // An hour on the same build: nothing to offer.
  await page.clock.runFor("01:00:05");
  await expect.poll(() => polls).toBe(1);
  await expect(notice).toHaveCount(0);

  deployed = true;
  await page.clock.runFor("01:00:05");
  await expect(notice).toBeVisible();
  expect(polls).toBe(2);
  const reloaded = page.waitForEvent("load");
  await status.getByRole("button", { name: translate("de", "shell.reload") }).click();
  await reloaded;
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(notice).toHaveCount(0);
});

/**
 * A page of an old build asks for a code chunk the new deployment no longer has: it reloads itself once (and gets
 * the new build's page), but a chunk that fails again within ten seconds is left to fail, not reloaded in a loop.
 * The added-to-cart dialog's chunk is fetched when the pointer reaches the add button.
 */
test("a page whose code chunk is gone reloads itself once, and not again when the chunk fails again at once", async ({ page }) => {
  const { model, variant } = await variantWithStock(page, "fi", { min: 1, max: 1000 });
  let chunkRequests = 0;
  await page.route("**/assets/AddedToCartModal-*.js", async (route) => {
    chunkRequests += 1;
    await route.fulfill({ status: 404, body: "" });
  });
  await page.goto(variantUrl("fi", model, variant));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const button = page.locator(".add-area__button");

  const reloaded = page.waitForEvent("load");
  await button.hover();
  await reloaded;
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(chunkRequests).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem("buildReloadGuard"))).toMatch(/"reloadedAt":\d+/);

  // The same failure right after the reload surfaces as an error on this page instead of another reload.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.mouse.move(0, 0);
  const failed = page.waitForEvent("pageerror");
  await button.hover();
  expect((await failed).message).toMatch(/dynamically imported module/i);
  expect(chunkRequests).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
