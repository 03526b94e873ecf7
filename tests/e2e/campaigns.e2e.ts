/**
 * Campaign pages in the browser: a running campaign's products as cards (fi, phone), an ended one answering
 * "Campaign not found", and the club's offers with the way to join for a guest (en, wide). axe-clean and valid HTML.
 */
import { expect, test } from "@playwright/test";
import { DEMO_CAMPAIGNS } from "#db/seed/campaigns.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations, expectValidHtml, ssrHtml } from "./support/checks.ts";
import { urlFor } from "./support/urls.ts";

test("fi, phone: a running campaign shows its products; an ended one is not found", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto(urlFor("fi", pathFor("campaign", "fi", { campaignSlug: DEMO_CAMPAIGNS.winter.slug })));
  await expectValidHtml(await ssrHtml(response));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEMO_CAMPAIGNS.winter.title.fi);
  expect(await page.locator(".product-grid__item").count()).toBeGreaterThan(0);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectNoAxeViolations(page);
  const ended = await page.goto(urlFor("fi", pathFor("campaign", "fi", { campaignSlug: DEMO_CAMPAIGNS.summer.slug })));
  expect(ended?.status()).toBe(404);
  await expect(page.getByText(translate("fi", "errors.campaignNotFound"))).toBeVisible();
});

test("en, wide: the club's offers for everyone, and joining starts with logging in", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(urlFor("en", pathFor("campaigns.club-offers", "en")));
  await expectValidHtml(await ssrHtml(response));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(translate("en", "club.offersTitle"));
  expect(await page.locator(".product-grid__item").count()).toBeGreaterThan(0);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: translate("en", "club.offersJoin") }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor("accounts.login", "en")}\\?next=`));
});
