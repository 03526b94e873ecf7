/**
 * The wishlist in the browser: a guest's heart on a card asks to log in and
 * comes back; a customer's hearts on cards and on the product page, the /wishlist/ page and taking a model off
 * it; the signed-in hint cookie set and removed with the session. In de on a wide screen and fi on a phone.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations } from "./support/checks.ts";
import { urlFor } from "./support/urls.ts";
import { submitLogin } from "./support/accounts.ts";

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

type Account = (typeof DEMO_ACCOUNTS)["customer" | "staff"];

async function logIn(page: Page, lang: "fi" | "de", account: Account) {
  await submitLogin(page, lang, account.email, account.password);
}

/**
 * Empties the signed-in account's wishlist through the shop's own calls, then loads the page again: a retry
 * starts from the same state. Each test has an account of its own (the two run side by side).
 */
async function emptyWishlist(page: Page) {
  await page.evaluate(async () => {
    const customer = (await (await fetch("/api/customer/")).json()) as { customer: { wishlist_model_ids: number[] } };
    for (const id of customer.customer.wishlist_model_ids) {
      await fetch("/api/customer/wishlist_toggle/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model_id: id }) });
    }
  });
  await page.reload();
  await hydrated(page);
}

const hint = async (page: Page) => (await page.context().cookies()).some((cookie) => cookie.name === "signed_in" && cookie.value === "1");

test("de, wide: a guest's heart asks to log in; the customer's hearts on cards and product page, the wishlist page, taking one off, logging out", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const catalog = pathFor("catalog", "de");
  await page.goto(urlFor("de", catalog));
  await hydrated(page);
  const firstCard = page.locator(".product-grid__item").first();
  const name = (await firstCard.locator(".product-card__link").textContent())!.trim();
  const heart = firstCard.getByRole("button", { name: translate("de", "product.wishlistAdd", { name }) });
  await expect(heart).toBeVisible();
  await heart.click();
  await expect(page.getByText(translate("de", "product.wishlistNeedsLogin"))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${pathFor("accounts.login", "de")}\\?next=${encodeURIComponent(catalog)}$`));

  await logIn(page, "de", DEMO_ACCOUNTS.customer);
  await expect(page).toHaveURL(urlFor("de", catalog));
  expect(await hint(page)).toBe(true);
  await hydrated(page);
  await emptyWishlist(page);
  await heart.click();
  // Listed now: the heart says a press takes it off.
  await expect(firstCard.getByRole("button", { name: translate("de", "product.wishlistRemove", { name }) })).toBeVisible();
  await expect(page.getByText(translate("de", "product.wishlistAdded"))).toBeVisible();

  // The product page knows it too: its heart offers to take it off.
  await firstCard.locator(".product-card__link").click();
  await hydrated(page);
  const pageHeart = page.locator(".wishlist-button--page");
  await expect(pageHeart).toHaveAccessibleName(translate("de", "product.wishlistRemove", { name }));

  await page.goto(urlFor("de", pathFor("wishlist", "de")));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(translate("de", "shell.wishlist"));
  const listed = page.locator(".product-grid__item");
  await expect(listed.first().locator(".product-card__link")).toHaveText(name);
  await expect(listed).toHaveCount(1);
  await expectNoAxeViolations(page);
  await listed.first().getByRole("button", { name: translate("de", "product.wishlistRemove", { name }) }).click();
  await expect(listed).toHaveCount(0);
  await expect(page.getByText(translate("de", "product.wishlistEmpty"))).toBeVisible();

  await page.goto(urlFor("de", pathFor("accounts.login", "de")));
  await page.getByRole("button", { name: translate("de", "accounts.logout") }).click();
  await expect(page.getByText(translate("de", "accounts.loggedOut"))).toBeVisible();
  expect(await hint(page)).toBe(false);
});

test("fi, phone: no heart for a guest on the product page; the customer's heart adds it to the wishlist page", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(urlFor("fi", pathFor("catalog", "fi")));
  await hydrated(page);
  const link = page.locator(".product-grid__item").nth(1).locator(".product-card__link");
  const name = (await link.textContent())!.trim();
  const productPath = new URL((await link.getAttribute("href"))!, page.url()).pathname;
  await page.goto(urlFor("fi", productPath));
  await hydrated(page);
  await expect(page.locator(".wishlist-button--page")).toHaveCount(0);

  await page.goto(urlFor("fi", `${pathFor("accounts.login", "fi")}?next=${encodeURIComponent(productPath)}`));
  // Staff are customers too: this test's account, so the two tests never share a list.
  await logIn(page, "fi", DEMO_ACCOUNTS.staff);
  await expect(page).toHaveURL(urlFor("fi", productPath));
  await hydrated(page);
  await emptyWishlist(page);
  const pageHeart = page.locator(".wishlist-button--page");
  await expect(pageHeart).toHaveAccessibleName(translate("fi", "product.wishlistAdd", { name }));
  await pageHeart.click();
  await expect(pageHeart).toHaveAccessibleName(translate("fi", "product.wishlistRemove", { name }));
  await expect(page.getByText(translate("fi", "product.wishlistAdded"))).toBeVisible();

  await page.goto(urlFor("fi", pathFor("wishlist", "fi")));
  await hydrated(page);
  await expect(page.locator(".product-card__link")).toHaveText([name]);

  // The phone's menu page offers the signed-in customer the account, not the guest's "join the club".
  await page.goto(urlFor("fi", pathFor("menu", "fi")));
  const menu = page.locator("main");
  await expect(menu.getByRole("link", { name: translate("fi", "menu.account") })).toHaveAttribute("href", pathFor("accounts", "fi"));
  await expect(menu.getByRole("link", { name: translate("fi", "menu.joinClub") })).toHaveCount(0);
});
