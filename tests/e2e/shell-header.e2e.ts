/**
 * The header a shopper keeps on every page: on the error screens too (a missing page, a brand, group or
 * product the shop does not have), with the status text once and the message once; the search field
 * showing what a results page searched for, also after a reload and through the page cache; the cart
 * link named by its visible text. In fi (narrow) and en (wide), with axe and the Nu HTML checker.
 */
import { expect, test, type Page } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations, expectValidHtml, type HtmlDocument } from "./support/checks.ts";
import { E2E_PORT, originFor, urlFor } from "./support/urls.ts";

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const CASES: Array<{ lang: Lang; viewport: typeof NARROW }> = [
  { lang: "fi", viewport: NARROW },
  { lang: "en", viewport: WIDE },
];

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** How many times a text stands in the page's main content. */
async function timesShown(page: Page, text: string): Promise<number> {
  const main = await page.locator("main").innerText();
  return main.split(text).length - 1;
}

/** The header's parts, each with its link or control. */
async function expectWholeHeader(page: Page, lang: Lang, wide: boolean) {
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const header = page.locator("header.site-header");
  await expect(header.locator("a.logo")).toHaveAttribute("href", "/");
  await expect(header.getByRole("search", { name: t("shell.searchLabel") }).getByRole("combobox")).toBeVisible();
  await expect(header.locator(".site-header__locale")).toBeVisible();
  await expect(header.locator(`a[href="${pathFor("accounts", lang)}"]`)).toBeVisible();
  await expect(header.getByRole("link", { name: t("shell.wishlist") })).toHaveAttribute("href", pathFor("wishlist", lang));
  await expect(header.getByRole("link", { name: new RegExp(`^${t("shell.cart")}`) })).toHaveAttribute("href", pathFor("checkout", lang));
  // The menu: the product groups' row on wide screens, the menu page's button on narrow ones.
  if (wide) await expect(header.getByRole("navigation", { name: t("shell.mainNavigation") })).toBeVisible();
  else await expect(header.getByRole("link", { name: t("shell.menu") })).toHaveAttribute("href", pathFor("menu", lang));
  await expect(page.locator("footer.site-footer")).toContainText(t("shell.customerService"));
}

for (const { lang, viewport } of CASES) {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(lang, key, values);
  const wide = viewport === WIDE;

  test.describe(`${lang}, ${wide ? "wide" : "narrow"}`, () => {
    test.use({ viewport });

    test("error screens keep the header and footer, and say the status text and the message once each", async ({ page }) => {
      test.setTimeout(90_000);
      const brandsPath = pathFor("manufacturers", lang);
      const groups = await (await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/route-slugs/`, { headers: { host: new URL(originFor(lang)).host } })).json();
      const topGroup = (groups as { navigationSlugs: string[] }).navigationSlugs[0];
      const brand = (groups as { manufacturerSlugs: string[] }).manufacturerSlugs[0];
      const screens = [
        { path: "/no-such-page-x/", message: t("errors.pageNotFound", { path: "/no-such-page-x/" }) },
        { path: `${brandsPath}no-such-brand/`, message: t("errors.manufacturerNotFound") },
        { path: `/${topGroup}/no-such-group/`, message: t("errors.productGroupNotFound") },
        { path: `/${brand}/${topGroup}/no-such-product/`, message: t("errors.productNotFound") },
      ];
      const documents: HtmlDocument[] = [];
      for (const screen of screens) {
        const response = await page.goto(urlFor(lang, screen.path));
        expect(response?.status(), screen.path).toBe(404);
        documents.push({ name: page.url(), html: await response!.text() });
        await hydrated(page);
        await expectWholeHeader(page, lang, wide);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("errors.status404"));
        expect(await timesShown(page, t("errors.status404")), screen.path).toBe(1);
        expect(await timesShown(page, screen.message), screen.path).toBe(1);
        // "Page not found" once at most: the message of a missing page, never the status text as well.
        expect(await timesShown(page, t("errors.pageNotFoundTitle")), screen.path).toBeLessThanOrEqual(1);
        await expect(page.getByRole("link", { name: t("errors.goToFrontPage") })).toHaveAttribute("href", "/");
        await expectNoAxeViolations(page);
      }
      // The search on an error screen works: it leads to the results.
      await page.getByRole("search").getByRole("combobox").fill("teltta");
      await page.getByRole("search").getByRole("combobox").press("Enter");
      await expect(page).toHaveURL(urlFor(lang, `${pathFor("search", lang)}?text=teltta`));
      await expectValidHtml(documents);
    });

    test("a brand asked for under the brands list moves to the brand's page", async ({ page }) => {
      const { manufacturerSlugs } = (await (
        await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/route-slugs/`, { headers: { host: new URL(originFor(lang)).host } })
      ).json()) as { manufacturerSlugs: string[] };
      const response = await page.goto(urlFor(lang, `${pathFor("manufacturers", lang)}${manufacturerSlugs[0]}/`));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(urlFor(lang, `/${manufacturerSlugs[0]}/`));
      await expect(page.locator(".brand-page")).toBeVisible();
    });

    test("the search field shows what a results page searched for, loaded directly, reloaded and served from the page cache", async ({ page }) => {
      const search = pathFor("search", lang);
      const field = page.locator("header").getByRole("combobox");
      const response = await page.goto(urlFor(lang, `${search}?text=${encodeURIComponent("teltta  kevyt")}`));
      // Server-rendered: in the HTML before any script runs, as the search searched it (spaces collapsed).
      expect(await response!.text()).toMatch(/<input[^>]*id="site-search-input"[^>]*value="teltta kevyt"/);
      await hydrated(page);
      await expect(field).toHaveValue("teltta kevyt");
      await page.reload();
      await hydrated(page);
      await expect(field).toHaveValue("teltta kevyt");

      // A new search from the field shows the new text; leaving the results empties the field.
      await field.fill("reppu");
      await field.press("Enter");
      await expect(page).toHaveURL(urlFor(lang, `${search}?text=reppu`));
      await expect(field).toHaveValue("reppu");
      await page.goto(urlFor(lang, "/"));
      await expect(field).toHaveValue("");

      // The page cache keys a kept page by its whole address: another query never gets this one's text.
      const direct = (text: string) =>
        page.request.get(`http://127.0.0.1:${E2E_PORT}${search}?text=${text}`, { headers: { host: new URL(originFor(lang)).host } });
      for (const text of ["makuupussi", "makuupussi", "otsalamppu", "makuupussi"]) {
        const html = await (await direct(text)).text();
        expect(html).toMatch(new RegExp(`<input[^>]*id="site-search-input"[^>]*value="${text}"`));
      }
      await expectNoAxeViolations(page);
    });

    test("the cart link's name holds its visible text, empty or not", async ({ page }) => {
      await page.goto(urlFor(lang, "/"));
      await hydrated(page);
      const cart = page.locator("header .header-action--cart");
      await expect(cart).toHaveAccessibleName(`${t("shell.cart")} ${t("shell.cartCount", { count: 0 })}`);
      await page.evaluate(() => localStorage.setItem("checkout", JSON.stringify({ products: [{ productId: "1", amount: 2 }, { productId: "2", amount: 1 }] })));
      await page.reload();
      await hydrated(page);
      await expect(page.getByTestId("cart-count")).toHaveText("3");
      await expect(cart).toHaveAccessibleName(`${t("shell.cart")} ${t("shell.cartCount", { count: 3 })}`);
      // What is shown, the label and then the badge's number, is the start of the name.
      const name = `${t("shell.cart")} ${t("shell.cartCount", { count: 3 })}`;
      expect(name.startsWith(`${t("shell.cart")} 3`)).toBe(true);
      // axe runs the Label in Name rule (label-content-name-mismatch) with the others.
      await expectNoAxeViolations(page);
    });
  });
}
