/**
 * Signing in and the staff view of the product page:
 * a member of staff (a seeded demo account) logs in, sees a non-public product with the Finnish notice
 * and the page's admin data, and exact pieces per store with the shelf code of store 20; a guest and a
 * logged-out member of staff get 'Product not found.'. In fi (narrow) and de (wide); the form also works
 * before JavaScript loads.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations } from "./support/checks.ts";
import { catalogueModels, hiddenModelPath, variantUrl } from "./support/products.ts";
import { originFor, urlFor } from "./support/urls.ts";
import { loginForm, submitLogin } from "./support/accounts.ts";

const { staff } = DEMO_ACCOUNTS;

async function logIn(page: Page, lang: "fi" | "de", password: string) {
  await submitLogin(page, lang, staff.email, password);
}

test("fi, phone: a guest gets 404 for a hidden product; staff log in, see it with the notice, and log out", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const hidden = hiddenModelPath("fi");
  const guest = await page.goto(urlFor("fi", hidden));
  expect(guest?.status()).toBe(404);
  await expect(page.getByText("Tuotetta ei löytynyt.")).toBeVisible();

  // The header's account link offers a guest to log in, and leads to the log-in page, to come back to the account area.
  await page.goto(urlFor("fi", "/"));
  await page.getByRole("banner").getByRole("link", { name: "Kirjaudu sisään", exact: true }).click();
  await expect(page).toHaveURL(urlFor("fi", `${pathFor("accounts.login", "fi")}?next=${encodeURIComponent(pathFor("accounts", "fi"))}`));
  await expect(page.getByRole("heading", { level: 1, name: "Kirjaudu sisään" })).toBeVisible();

  await page.goto(urlFor("fi", `${pathFor("accounts.login", "fi")}?next=${encodeURIComponent(hidden)}`));
  await expectNoAxeViolations(page);
  await logIn(page, "fi", "väärä-salasana");
  // The message sits on the password field; the address typed stays.
  const password = loginForm(page).getByLabel("Salasana");
  await expect(page.getByText("Väärä käyttäjätunnus tai salasana (kirjainkoolla voi olla merkitystä).")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(loginForm(page).getByLabel("Sähköpostiosoite")).toHaveValue(staff.email);
  await expectNoAxeViolations(page);

  await logIn(page, "fi", staff.password);
  // Back to the page asked for, at its full address.
  await expect(page).toHaveURL(new RegExp(`/[^/]+/.+${hidden.split("/").at(-2)!}/$`));
  await expect(page.getByText("Tuote ei näy asiakastileille.")).toBeVisible();
  const adminData = page.locator(".product-page__staff");
  await expect(adminData).toContainText("Henkilökunta: malli");
  await expect(adminData).toContainText(new URL(page.url()).pathname);

  await page.goto(urlFor("fi", pathFor("accounts.login", "fi")));
  await expect(page.getByText(`Olet kirjautunut sisään tunnuksella ${staff.email}.`)).toBeVisible();
  await page.getByRole("button", { name: "Kirjaudu ulos" }).click();
  await expect(page.getByText("Olet kirjautunut ulos.")).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === "auth_token")).toBe(false);
  expect((await page.goto(urlFor("fi", hidden)))?.status()).toBe(404);
});

test("de, wide: staff see exact pieces per store with the shelf code of the web store; a customer does not", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(urlFor("de", pathFor("accounts.login", "de")));
  await logIn(page, "de", staff.password);
  await expect(page).toHaveURL(urlFor("de", "/"));

  interface Model {
    model_url: string;
    products: Array<{
      color_slug: string | null;
      size: { slug: string } | null;
      is_orderable: boolean;
      stock_data: { detailed_stocks: Record<string, number> };
      shelf_codes?: Record<string, string>;
    }>;
  }
  // Asked by the signed-in browser: the API answers staff with exact stock and shelf codes.
  const models = await catalogueModels<Model>(page, "de");
  const found = models
    .flatMap((model) => model.products.map((variant) => ({ model, variant })))
    .find(({ variant }) => variant.is_orderable && variant.shelf_codes?.["20"] && (variant.stock_data.detailed_stocks["20"] ?? 0) > 0);
  expect(found, "a variant held by the web store with a shelf code").toBeDefined();
  const { model, variant } = found!;
  const pieces = variant.stock_data.detailed_stocks["20"]!;

  await page.goto(variantUrl("de", model, variant));
  await expect(page.locator(".product-page__staff")).toContainText(`Personal: Modell`);
  // The modal opens once the page's script runs; before that the link jumps to the section.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator(".availability__stores-link").click();
  const dialog = page.getByRole("dialog", { name: "Verfügbarkeit in den Filialen" });
  const web = dialog.locator('[data-store="20"]');
  await expect(web).toContainText("(20)");
  await expect(web.locator(".store-table__pieces")).toHaveAttribute("title", `Regal ${variant.shelf_codes!["20"]}`);
  await expect(web.locator(".store-table__pieces")).toContainText(`${pieces} Stk.`);
  await expectNoAxeViolations(page);

  // Logged out (a new browser context is a guest): the same page has no staff data.
  const guest = await page.context().browser()!.newPage();
  await guest.goto(variantUrl("de", model, variant));
  await expect(guest.locator("h1")).toBeVisible();
  await expect(guest.locator(".product-page__staff")).toHaveCount(0);
  await expect(guest.locator("html")).toHaveAttribute("data-hydrated", "true");
  await guest.locator(".availability__stores-link").click();
  // A shopper sees the pieces up to 5 and "more than 5" above, without the store's id or the shelf code.
  const guestWeb = guest.getByRole("dialog").locator('[data-store="20"]');
  await expect(guestWeb).not.toContainText("(20)");
  await expect(guestWeb.locator(".store-table__pieces")).not.toHaveAttribute("title", /./);
  await expect(guestWeb.locator(".store-table__pieces")).toHaveText(pieces > 5 ? "mehr als 5 Stk." : `${pieces} Stk.`);
  await guest.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("fi: the log-in form posts, shows its message on the field, and signs in", async ({ page }) => {
    await page.goto(urlFor("fi", pathFor("accounts.login", "fi")));
    await logIn(page, "fi", "");
    await expect(page.getByText("Anna salasanasi.")).toBeVisible();
    await expect(loginForm(page).getByLabel("Sähköpostiosoite")).toHaveValue(staff.email);
    await logIn(page, "fi", staff.password);
    await expect(page).toHaveURL(urlFor("fi", "/"));
    await page.goto(urlFor("fi", hiddenModelPath("fi")));
    await expect(page.getByText("Tuote ei näy asiakastileille.")).toBeVisible();
  });
});

test("a log-in post over the body limit is refused before it is read", async ({ page }) => {
  const response = await page.request.post(urlFor("fi", pathFor("accounts.login", "fi")), {
    headers: { origin: originFor("fi"), "content-type": "application/x-www-form-urlencoded" },
    data: `email=${encodeURIComponent(staff.email)}&password=${"x".repeat(2 * 1024 * 1024)}`,
  });
  expect(response.status()).toBe(413);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "auth_token")).toBe(false);
});
