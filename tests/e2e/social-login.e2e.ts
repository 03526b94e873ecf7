/**
 * Social log-in through an OpenID Connect provider, against the local
 * provider the browser tests start (tests/support/oidc-stand-in.ts): the log-in page's button leads to the
 * provider, its answer signs a new customer in and back to the page asked for; a provider that gives no
 * e-mail address brings the person back to the log-in page with a message asking to log in again and grant it.
 */
import { expect, test } from "@playwright/test";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations } from "./support/checks.ts";
import { urlFor } from "./support/urls.ts";

test("en, wide: log in with the provider as a new customer; without an e-mail address the page says why", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `social-${run}@example.test`;
  const wishlist = pathFor("wishlist", "en");

  await page.goto(urlFor("en", `${pathFor("accounts.login", "en")}?next=${encodeURIComponent(wishlist)}`));
  await page.getByRole("link", { name: "Log in with Stand-in ID" }).click();
  await expect(page.getByRole("heading", { name: "Stand-in ID" })).toBeVisible();
  await page.getByLabel("Subject").fill(`subject-${run}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Given name").fill("Robin");
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL(urlFor("en", wishlist));
  expect((await page.context().cookies()).some((cookie) => cookie.name === "auth_token")).toBe(true);
  await page.goto(urlFor("en", pathFor("accounts", "en")));
  await expect(page.getByText(translate("en", "accountArea.greeting", { name: "Robin", email }))).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();

  await page.getByRole("link", { name: "Log in with Stand-in ID" }).click();
  await page.getByLabel("Subject").fill(`subject-${run}-2`);
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL(/\/accounts\/login\/\?social=no-email$/);
  await expect(page.getByText(translate("en", "accounts.socialNoEmail", { provider: "Stand-in ID" }))).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === "auth_token")).toBe(false);
  await expectNoAxeViolations(page);
});
