import { expect, test } from "@playwright/test";
import { translate } from "#i18n/messages.ts";
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
