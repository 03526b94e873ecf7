/**
 * Suggestions under the header's search field as a shopper types: a listbox named for screen readers, a
 * polite count, the arrows moving the active suggestion (which the field names), Enter opening it, Escape
 * closing the list, and Enter without an active suggestion searching as before. The results page of a typo
 * offers the corrected text ("Did you mean"), and one of a text that finds nothing the product groups and the
 * best sellers. In fi (narrow) and en (wide), with axe. The suggestions are compared with the API's answer.
 * Last, the searches a shopper made reach the staff's statistics.
 */
import { expect, test, type Page } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations, expectValidHtml, servedHtml, ssrHtml } from "./support/checks.ts";
import { E2E_PORT, originFor, urlFor } from "./support/urls.ts";
import { submitLogin } from "./support/accounts.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const CASES: Array<{ lang: Lang; viewport: typeof NARROW; typed: string; typo: string; corrected: string }> = [
  // An unfinished compound ("sadetakki", rain jacket) and an unfinished English phrase; a typo of each shop.
  { lang: "fi", viewport: NARROW, typed: "sadetak", typo: "tlet", corrected: "teltat" },
  { lang: "en", viewport: WIDE, typed: "down jac", typo: "jakcet", corrected: "jacket" },
];

interface Answer {
  groups: Array<{ name: string; path: string }>;
  brands: Array<{ name: string; path: string }>;
  products: Array<{ name: string; path: string }>;
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

for (const { lang, viewport, typed, typo, corrected } of CASES) {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(lang, key, values);

  test.describe(`${lang}, ${viewport === WIDE ? "wide" : "narrow"}`, () => {
    test.use({ viewport });

    test("suggestions appear as the shopper types, move with the arrows and open with Enter", async ({ page }) => {
      test.setTimeout(60_000);
      const api = (await (
        await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/search/suggestions/?${new URLSearchParams({ text: typed })}`, {
          headers: { host: new URL(originFor(lang)).host },
        })
      ).json()) as Answer;
      expect(api.groups.length).toBeGreaterThan(0);
      expect(api.products.length).toBeGreaterThan(0);

      await page.goto(urlFor(lang, "/"));
      await hydrated(page);
      const field = page.getByRole("combobox", { name: t("shell.searchLabel") });
      await field.click();
      await field.pressSequentially(typed, { delay: 40 });

      const list = page.getByRole("listbox", { name: t("shell.suggestions") });
      await expect(list).toBeVisible();
      await expect(field).toHaveAttribute("aria-expanded", "true");
      await expect(field).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
      // Every suggestion the API gives, in its order, then "all results".
      const options = list.getByRole("option");
      const names = [...api.groups.map((group) => group.name), ...api.brands.map((brand) => brand.name)];
      for (const [index, name] of names.entries()) await expect(options.nth(index)).toHaveText(name);
      await expect(options).toHaveCount(names.length + api.products.length + 1);
      await expect(options.last()).toHaveText(t("shell.showAllResults", { text: typed }));
      await expect(list.getByRole("group", { name: t("shell.suggestedProducts") })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: t("shell.suggestionCount", { count: names.length + api.products.length }) })).toBeAttached();
      await expectNoAxeViolations(page);

      // The arrows move the active suggestion; the field keeps the focus and names it.
      await field.press("ArrowDown");
      const first = options.first();
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
      await field.press("ArrowDown");
      await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(first).toHaveAttribute("aria-selected", "false");
      await field.press("ArrowUp");
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(field).toBeFocused();

      // Escape closes the list; a down arrow opens it again at the first suggestion.
      await field.press("Escape");
      await expect(list).toBeHidden();
      await expect(field).toHaveAttribute("aria-expanded", "false");
      await expect(field).not.toHaveAttribute("aria-activedescendant", /./);
      await field.press("ArrowDown");
      await expect(first).toHaveAttribute("aria-selected", "true");

      // Enter opens the active suggestion: the first group's page.
      await field.press("Enter");
      await expect(page).toHaveURL(urlFor(lang, api.groups[0]!.path));
    });

    test("Enter without an active suggestion searches, and a single letter suggests nothing", async ({ page }) => {
      await page.goto(urlFor(lang, "/"));
      await hydrated(page);
      const field = page.getByRole("combobox", { name: t("shell.searchLabel") });
      await field.click();
      await field.pressSequentially("t", { delay: 40 });
      // Past the wait before asking: still nothing.
      await page.waitForTimeout(600);
      await expect(page.getByRole("listbox")).toBeHidden();
      await expect(field).toHaveAttribute("aria-expanded", "false");

      await field.pressSequentially(typed.slice(1), { delay: 40 });
      await field.fill(typed);
      await expect(page.getByRole("listbox", { name: t("shell.suggestions") })).toBeVisible();
      await field.press("Enter");
      await expect(page).toHaveURL(urlFor(lang, `${pathFor("search", lang)}?${new URLSearchParams({ text: typed })}`));
    });

    test("a typo's results offer the corrected text, which searches again as a link", async ({ page }) => {
      const search = pathFor("search", lang);
      await page.goto(urlFor(lang, `${search}?${new URLSearchParams({ text: typo })}`));
      await expect(page.getByText(t("errors.queryNotUnderstood", { query: typo }))).toBeVisible();
      const offer = page.locator(".search-summary__corrected");
      await expect(offer).toContainText(t("catalogPages.didYouMean"));
      const link = offer.getByRole("link", { name: corrected });
      await expect(link).toHaveAttribute("href", `${search}?${new URLSearchParams({ text: corrected })}`);
      await link.click();
      await expect(page).toHaveURL(urlFor(lang, `${search}?${new URLSearchParams({ text: corrected })}`));
      await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
      await expect(page.locator(".search-summary__corrected")).toHaveCount(0);
      await expect(page.locator(".search-summary__notice")).toHaveCount(0);
    });

    test("a text that finds nothing shows what to try, the product groups and the best sellers", async ({ page }) => {
      const nothing = "qqqxqqq";
      const response = await page.goto(urlFor(lang, `${pathFor("search", lang)}?${new URLSearchParams({ text: nothing })}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 2, name: t("catalogPages.noSearchResults", { query: nothing }) })).toBeVisible();
      const groups = page.getByRole("navigation", { name: t("catalogPages.browseGroups") }).getByRole("link");
      expect(await groups.count()).toBeGreaterThan(2);
      const popular = page.getByRole("region", { name: t("catalogPages.popularProducts") }).locator(".product-card");
      await expect(popular).toHaveCount(8);
      await expect(page.getByRole("searchbox", { name: t("catalogPages.searchLabel") })).toHaveValue(nothing);
      await expectNoAxeViolations(page);
      await expectValidHtml(await ssrHtml(response));
      // A group link leads to its page.
      const href = await groups.first().getAttribute("href");
      await groups.first().click();
      await expect(page).toHaveURL(urlFor(lang, href!));
    });
  });
}

test.describe("search statistics for staff", () => {
  test.use({ viewport: WIDE });

  test("a shopper's searches reach the staff's page, those that found nothing on their own list", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate("fi", key, values);
    // A text of its own that finds nothing, and one that finds tents, searched from the header as a shopper does.
    const nothing = `zqxv${Date.now().toString(36)}`;
    // A shopper's browser: a headless one says so in its user agent, and robots are not counted.
    const shopper = await browser.newPage({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36" });
    for (const text of [nothing, nothing, "teltta"]) {
      await shopper.goto(urlFor("fi", "/"));
      await hydrated(shopper);
      await shopper.getByRole("combobox", { name: t("shell.searchLabel") }).fill(text);
      await shopper.getByRole("combobox", { name: t("shell.searchLabel") }).press("Enter");
      await expect(shopper).toHaveURL(urlFor("fi", `${pathFor("search", "fi")}?${new URLSearchParams({ text })}`));
    }
    await shopper.close();

    const path = `${pathFor("admin.searches", "fi")}?lang=fi&days=7`;
    await page.goto(urlFor("fi", path));
    await submitLogin(page, "fi", DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await expect(page).toHaveURL(urlFor("fi", path));
    // Counts are written a few seconds after the searches.
    const unfound = page.getByRole("region", { name: t("admin.searchesZero") }).getByRole("row", { name: new RegExp(`^${nothing} 2 2 `) });
    await expect(async () => {
      await page.reload();
      await expect(unfound).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("region", { name: t("admin.searchesTop") }).getByRole("cell", { name: "teltta", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: t("admin.searchesZero") }).getByRole("cell", { name: "teltta", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectValidHtml(await servedHtml(page));

    // Another period than those offered is refused, naming it.
    const refused = await page.goto(urlFor("fi", `${pathFor("admin.searches", "fi")}?days=5`));
    expect(refused?.status()).toBe(400);
    await expect(page.getByText(t("admin.searchesBadChoice", { field: t("admin.searchesDays") }))).toBeVisible();
  });
});

test.describe("search words for staff", () => {
  test.use({ viewport: WIDE });

  test("staff give an unfound text a meaning, and the shopper's search then finds it; a bad form keeps what was typed", async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate("fi", key, values);
    const word = `zqxw${Date.now().toString(36)}`;
    const searchPage = urlFor("fi", `${pathFor("search", "fi")}?${new URLSearchParams({ text: word })}`);
    await page.goto(searchPage);
    await expect(page.getByRole("heading", { name: t("catalogPages.noSearchResults", { query: word }) })).toBeVisible();

    // From the statistics' link: the words page with the text filled in.
    const path = `${pathFor("admin.searchWords", "fi")}?${new URLSearchParams({ lang: "fi", phrase: word })}`;
    await page.goto(urlFor("fi", path));
    await submitLogin(page, "fi", DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await expect(page).toHaveURL(urlFor("fi", path));
    const form = page.getByRole("form", { name: t("admin.newSearchWord") });
    await expect(form.getByLabel(t("admin.searchWordPhrase"))).toHaveValue(word);
    await expectNoAxeViolations(page);
    await expectValidHtml(await servedHtml(page));

    // Without a meaning the form says which field, and keeps the phrase.
    await form.getByRole("button", { name: t("admin.addSearchWord") }).evaluate((button) => button.closest("form")?.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: t("admin.addSearchWord") }).click();
    await expect(form.getByText(t("admin.problemRequired"))).toBeVisible();
    await expect(form.getByLabel(t("admin.searchWordPhrase"))).toHaveValue(word);

    const meaning = form.getByLabel(t("admin.searchWordMeaning"));
    const tents = await meaning.locator("option", { hasText: /Teltat$/u }).first().getAttribute("value");
    await meaning.selectOption(tents!);
    await form.getByRole("button", { name: t("admin.addSearchWord") }).click();
    await expect(page.getByText(t("admin.savedSearchWord"))).toBeVisible();
    const listed = page.getByRole("region", { name: t("admin.searchWordsList") }).getByRole("link", { name: word });
    await expect(listed).toBeVisible();

    // The shop reads its words again within a second or so of the change.
    await expect(async () => {
      await page.goto(searchPage);
      await expect(page.getByRole("heading", { name: t("catalogPages.noSearchResults", { query: word }) })).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator(".product-card").first()).toBeVisible();

    // Removed, the word finds nothing again.
    await page.goto(urlFor("fi", `${pathFor("admin.searchWords", "fi")}?lang=fi`));
    await page.getByRole("region", { name: t("admin.searchWordsList") }).getByRole("link", { name: word }).click();
    await page.getByLabel(t("admin.deleteSearchWordConfirm")).check();
    await page.getByRole("button", { name: t("admin.deleteSearchWord") }).click();
    await expect(page.getByText(t("admin.removedSearchWord"))).toBeVisible();
    await expect(async () => {
      await page.goto(searchPage);
      await expect(page.getByRole("heading", { name: t("catalogPages.noSearchResults", { query: word }) })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
  });
});
