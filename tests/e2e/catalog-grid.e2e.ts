/**
 * The catalogue grid in the browser: filtering in the right-side modal writes the URL with replace and the counts
 * follow, sorting, loading more on scroll, the count restored on back, the grid without JavaScript
 * (filter, sort and load-more forms, grid size), colour previews on cards, axe and the Nu checker.
 * Runs on the full catalogue page (/catalog/) in fi and de with the seeded demo catalogue.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { translate, type MessageKey } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations, expectValidHtml, ssrHtml, type HtmlDocument } from "./support/checks.ts";
import { urlFor } from "./support/urls.ts";

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const LANGS = ["fi", "de"] as const satisfies readonly Lang[];

/** English grid texts that must never show on another storefront. */
const ENGLISH = ["Sort by", "Load more", "Filter [", "Back to top", "Recommended", "Large cards"];

function text(lang: Lang, key: MessageKey, values?: Record<string, string | number>): string {
  return translate(lang, key, values);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

function cards(page: Page): Locator {
  return page.locator(".product-grid > li");
}

/** The filter button's [shown / total]: products the filters leave, of the page's products before filtering. */
async function buttonCounts(page: Page): Promise<{ shown: number; total: number }> {
  const label = (await page.locator(".filter-button").innerText()).replace(/\s+/g, " ");
  const match = /\[\s*(\d+)\s*\/\s*(\d+)\s*\]/.exec(label);
  expect(match, `filter button "${label}"`).not.toBeNull();
  return { shown: Number(match![1]), total: Number(match![2]) };
}

/** A card's price as a number ("1 234,50 €" and "1.234,50 €" both read 1234.5; fi and de write the decimal comma). */
function priceValue(shown: string): number {
  return Number(shown.replace(/[^\d,]/g, "").replace(",", "."));
}

async function scrollToGridEnd(page: Page) {
  await page.locator(".grid-sentinel").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
}

for (const lang of LANGS) {
  const path = pathFor("catalog", lang);

  test.describe(`catalogue grid in ${lang}`, () => {
    test("renders the first batch on the server with cards, toolbar and no English", async ({ page }) => {
      const response = await page.goto(urlFor(lang, path));
      const html = await response!.text();
      // The whole grid is in the server's HTML: toolbar, the first 60 cards and the load-more link.
      expect(html).toContain('class="product-grid product-grid--default"');
      expect(html.match(/class="product-card"/g)?.length).toBe(60);
      expect(html).toContain(`${path}?count=120`);
      await hydrated(page);

      await expect(cards(page)).toHaveCount(60);
      const { shown, total } = await buttonCounts(page);
      // No filter yet: every product of the group is shown.
      expect(shown).toBe(total);
      expect(total).toBeGreaterThan(120);
      await expect(page.locator(".grid-status")).toContainText(String(total).slice(0, 1));

      const first = page.locator(".product-card").first();
      const image = first.locator("img.product-card__image");
      await expect(image).toHaveAttribute("width", "320");
      await expect(image).toHaveAttribute("height", "320");
      // Pictures below the first rows wait until they are scrolled near.
      await expect(cards(page).nth(30).locator("img")).toHaveAttribute("loading", "lazy");
      await expect(first.locator(".product-card__link")).toHaveAttribute("href", /^\/.+\/$/);
      await expect(page.locator(".back-to-top")).toHaveAttribute("href", "#main");

      const select = page.getByLabel(text(lang, "catalog.sortLabel"));
      await expect(select.locator("option")).toHaveCount(8);
      await expect(select.locator("option").first()).toHaveText(text(lang, "catalog.sortDefault"));

      const body = await page.locator("main").innerText();
      for (const english of ENGLISH) expect(body, `English "${english}" on the ${lang} storefront`).not.toContain(english);
    });

    test("filtering by brand writes the URL with replace and the counts follow", async ({ page }) => {
      // Many steps and an accessibility check of the open modal: more than the default 30 s on a busy machine.
      test.slow();
      await page.setViewportSize(WIDE);
      await page.goto(urlFor(lang, path));
      await hydrated(page);
      const before = await buttonCounts(page);
      const historyLength = await page.evaluate(() => history.length);

      const button = page.locator(".filter-button");
      await button.click();
      const dialog = page.getByRole("dialog", { name: text(lang, "catalog.filtersTitle") });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);

      const brands = dialog.getByRole("group", { name: text(lang, "catalog.filterBrand") });
      const option = brands.locator(".filter-option").first();
      const slug = await option.locator("input").getAttribute("value");
      const count = Number((await option.locator(".filter-option__count").innerText()).replace(/\D/g, ""));
      expect(slug).toBeTruthy();
      expect(count).toBeGreaterThan(0);
      expect(before.shown).toBe(before.total);
      expect(count).toBeLessThan(before.total);
      await option.locator("input").check();

      await expect(page).toHaveURL(new RegExp(`\\?manufacturer=${escapeRegExp(slug!)}$`));
      // The count next to the brand is what the filtered grid holds.
      await expect(dialog.getByRole("button", { name: text(lang, "catalog.showResults", { count }) })).toBeVisible();
      await expect(brands.locator(`input[value="${slug}"]`)).toBeChecked();
      expect(await page.evaluate(() => history.length)).toBe(historyLength);

      await dialog.getByRole("button", { name: text(lang, "catalog.showResults", { count }) }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      const after = await buttonCounts(page);
      expect(after).toEqual({ shown: count, total: before.total });
      await expect(cards(page)).toHaveCount(Math.min(count, count < 120 ? 120 : 60));

      // Clearing every filter brings the whole catalogue back and removes the parameter.
      await button.click();
      await dialog.getByRole("button", { name: text(lang, "catalog.clearFilters") }).click();
      await expect(page).toHaveURL(urlFor(lang, path));
      await expect(dialog.getByRole("button", { name: text(lang, "catalog.showResults", { count: before.total }) })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      expect(await buttonCounts(page)).toEqual(before);
    });

    test("sorting changes the order and the default removes the parameter", async ({ page }) => {
      await page.goto(urlFor(lang, path));
      await hydrated(page);
      const select = page.getByLabel(text(lang, "catalog.sortLabel"));
      await select.selectOption("lowest");
      await expect(page).toHaveURL(/\?sort=lowest$/);
      await expect(select).toHaveValue("lowest");
      const firstPrices = async () => (await page.locator(".product-card__active").allInnerTexts()).slice(0, 12).map(priceValue);
      // The cards change once the loader has answered.
      await expect.poll(async () => {
        const prices = await firstPrices();
        return prices.length === 12 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      }).toBe(true);
      const prices = await firstPrices();

      await select.selectOption("highest");
      await expect(page).toHaveURL(/\?sort=highest$/);
      await expect
        .poll(async () => priceValue(await page.locator(".product-card__active").first().innerText()))
        .toBeGreaterThan(prices[11]!);

      await select.selectOption("default");
      await expect(page).toHaveURL(urlFor(lang, path));
      await expect(select).toHaveValue("default");
    });

    test("scrolling near the end loads 60 more, and back restores them", async ({ page }) => {
      await page.setViewportSize(WIDE);
      await page.goto(urlFor(lang, path));
      await hydrated(page);
      await expect(cards(page)).toHaveCount(60);
      await scrollToGridEnd(page);
      await expect(cards(page)).toHaveCount(120);
      // Loading more is no navigation: the address stays.
      await expect(page).toHaveURL(urlFor(lang, path));

      const secondBatchCard = cards(page).nth(100);
      await secondBatchCard.scrollIntoViewIfNeeded();
      const name = await secondBatchCard.locator(".product-card__name").innerText();
      await page.waitForTimeout(400);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(2000);

      // Another grid page through a link of the page (a product group of the header menu), then back.
      // Clicked where the page is: a real click would first scroll up to the menu, and the shopper
      // would then rightly come back to the top.
      const groupLink = page.locator(".group-nav__link").first();
      const groupPath = await groupLink.getAttribute("href");
      await groupLink.dispatchEvent("click");
      await expect(page).toHaveURL(urlFor(lang, groupPath!));
      await expect(page.locator(".product-grid")).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(urlFor(lang, path));
      await expect(cards(page)).toHaveCount(120);
      await expect(cards(page).nth(100).locator(".product-card__name")).toHaveText(name);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 400);
    });

    test("a colour swatch previews its colour and the card link follows", async ({ page }) => {
      // Cards after the first four come from the server's kept card HTML (docs/decisions/0033): they must
      // hydrate as cards, with no hydration error.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.setViewportSize(WIDE);
      await page.goto(urlFor(lang, path));
      await hydrated(page);
      const card = page.locator(".product-grid > li:nth-child(n+5) .product-card").filter({ has: page.locator(".swatch") }).first();
      await card.scrollIntoViewIfNeeded();
      const link = card.locator(".product-card__link");
      const plain = await link.getAttribute("href");
      expect(plain).not.toContain("select-color");
      const swatch = card.locator(".swatch").nth(1);
      const swatchHref = await swatch.getAttribute("href");
      const colour = new URL(swatchHref!, "http://x").searchParams.get("select-color");
      expect(colour).toBeTruthy();
      await swatch.hover();
      await expect(link).toHaveAttribute("href", `${plain}?select-color=${encodeURIComponent(colour!)}`);
      await expect(swatch).toHaveAttribute("aria-current", "true");
      expect(errors).toEqual([]);
    });

    test("a card's colour swatch opens the product in that colour", async ({ page }) => {
      await page.setViewportSize(WIDE);
      await page.goto(urlFor(lang, path));
      await hydrated(page);
      const card = page.locator(".product-card").filter({ has: page.locator(".swatch") }).first();
      const plain = (await card.locator(".product-card__link").getAttribute("href"))!;
      const swatches = await card
        .locator(".swatch")
        .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute("href")!, label: link.getAttribute("aria-label")! })));
      await page.goto(urlFor(lang, plain));
      const usual = (await page.locator(".picker--colour .picker__chosen").innerText()).replace(/^:\s*/, "");
      // A colour the page does not open on by itself: only the link's select-color can choose it.
      const other = swatches.find((swatch) => !swatch.label.includes(usual));
      expect(other, `a swatch of another colour than ${usual}`).toBeDefined();
      await page.goto(urlFor(lang, other!.href));
      const chosen = (await page.locator(".picker--colour .picker__chosen").innerText()).replace(/^:\s*/, "");
      expect(chosen).not.toBe(usual);
      expect(other!.label).toContain(chosen);
    });

    test("a grid filtered by colour shows each card's picture in that colour", async ({ page }) => {
      await page.setViewportSize(WIDE);
      // Turquoise is a colour family of the demo catalogue that few models show in their usual picture.
      const filtered = `${path}?color=turquoise`;
      await page.goto(urlFor(lang, filtered));
      await hydrated(page);
      const links = await page.locator(".product-card__link").evaluateAll((all) => all.map((link) => link.getAttribute("href")!));
      const opened = links.filter((href) => href.includes("select-color="));
      expect(opened.length).toBeGreaterThan(0);
      // The card's picture is that of the colour its link opens: the product page's picture of it.
      const card = page.locator(".product-card").filter({ has: page.locator('.product-card__link[href*="select-color="]') }).first();
      const image = await card.locator(".product-card__image").getAttribute("src");
      await page.goto(urlFor(lang, (await card.locator(".product-card__link").getAttribute("href"))!));
      const chosen = page.locator(".picker--colour .picker__option[aria-current=true]");
      await expect(chosen).toHaveCount(1);
      const galleryImage = await page.locator(".gallery img").first().getAttribute("src");
      expect(galleryImage!.replace(/-\d+\.svg$/, "")).toBe(image!.replace(/-\d+\.svg$/, ""));
    });

    test("swiping a card's picture cycles its colours", async ({ browser }) => {
      const context = await browser.newContext({ viewport: NARROW, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.goto(urlFor(lang, path));
      await hydrated(page);
      const card = page.locator(".product-card").filter({ has: page.locator(".swatch") }).first();
      const slugs = (await card.locator(".swatch").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get("select-color"))));
      expect(slugs.length).toBeGreaterThan(1);
      const box = (await card.locator(".product-card__media").boundingBox())!;
      const cdp = await context.newCDPSession(page);
      const swipe = async (fromX: number, toX: number) => {
        const y = box.y + box.height / 2;
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
        for (let step = 1; step <= 5; step++) {
          await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }] });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await page.waitForTimeout(100);
      };
      const link = card.locator(".product-card__link");
      const right = box.x + box.width * 0.8;
      const left = box.x + box.width * 0.2;
      // Left brings the next colour; right goes back, wrapping to the last one.
      await swipe(right, left);
      await expect(link).toHaveAttribute("href", new RegExp(`select-color=${escapeRegExp(slugs[1]!)}$`));
      await swipe(left, right);
      await swipe(left, right);
      await expect(link).toHaveAttribute("href", new RegExp(`select-color=${escapeRegExp(slugs.at(-1)!)}$`));
      // A swipe is no tap: the grid is still there.
      await expect(page).toHaveURL(urlFor(lang, path));
      await context.close();
    });

    test("the price range and text filter of the modal write the URL after their pauses", async ({ page }) => {
      await page.setViewportSize(WIDE);
      await page.goto(urlFor(lang, path));
      await hydrated(page);
      const { total } = await buttonCounts(page);
      await page.locator(".filter-button").click();
      const dialog = page.getByRole("dialog", { name: text(lang, "catalog.filtersTitle") });
      const price = dialog.getByRole("group", { name: text(lang, "catalog.filterPrice") });
      const from = price.getByLabel(text(lang, "catalog.priceFrom"));
      const to = price.getByLabel(text(lang, "catalog.priceTo"));
      const spanMin = Number(await from.getAttribute("placeholder"));
      const spanMax = Number(await to.getAttribute("placeholder"));
      expect(spanMax).toBeGreaterThan(spanMin);

      // Below the span: clamped to its minimum when leaving the field, which is no filter at all.
      await from.fill(String(Math.max(0, spanMin - 5)));
      await from.press("Tab");
      await expect(from).toHaveValue(String(spanMin));

      await from.fill("100");
      await to.fill("200");
      await expect(page).toHaveURL(/\?price=100-200$/);
      await expect.poll(async () => (await buttonCounts(page)).shown).toBeLessThan(total);
      expect((await buttonCounts(page)).total).toBe(total);

      const textField = dialog.getByLabel(text(lang, "catalog.filterText"));
      await textField.fill("gore");
      await expect(page).toHaveURL(/\?text=gore&price=100-200$/);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    test("the grid size toggle keeps its choice in a one-year cookie", async ({ page, context }) => {
      await page.goto(urlFor(lang, path));
      await hydrated(page);
      await page.getByRole("button", { name: text(lang, "catalog.gridExtended") }).click();
      await expect(page.locator(".product-grid")).toHaveClass(/product-grid--extended/);
      await expect(page.getByRole("button", { name: text(lang, "catalog.gridExtended") })).toHaveAttribute("aria-pressed", "true");
      const cookie = (await context.cookies(urlFor(lang, path))).find((candidate) => candidate.name === "grid_size");
      expect(cookie?.value).toBe("extended");
      expect(cookie?.path).toBe("/");
      expect(cookie?.sameSite).toBe("Lax");
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
      // The server renders the chosen size from the cookie.
      const html = await (await page.reload())!.text();
      expect(html).toContain('class="product-grid product-grid--extended"');
    });

    test("works without JavaScript: filter form, sort form, load-more link and grid size", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: WIDE });
      const page = await context.newPage();
      await page.goto(urlFor(lang, path));
      await expect(cards(page)).toHaveCount(60);

      await page.getByRole("link", { name: text(lang, "catalog.loadMore") }).click();
      await expect(page).toHaveURL(urlFor(lang, `${path}?count=120`));
      await expect(cards(page)).toHaveCount(120);

      // The filter form is a state of the page of its own before JavaScript: only that page carries its fields.
      expect(await page.locator(".filter-form input").count()).toBe(0);
      await page.locator(".filter-button").click();
      await expect(page).toHaveURL(/[?&]filters=open/);
      const form = page.locator(".filter-form");
      await expect(form).toBeVisible();
      const brands = form.getByRole("group", { name: text(lang, "catalog.filterBrand") });
      const inputs = brands.locator("input[type=checkbox]");
      const slugs = [await inputs.nth(0).getAttribute("value"), await inputs.nth(1).getAttribute("value")];
      await inputs.nth(0).check();
      await inputs.nth(1).check();
      await form.getByRole("button", { name: text(lang, "catalog.showProducts") }).click();
      // The server answers the form with the canonical address of the chosen state.
      await expect(page).toHaveURL(urlFor(lang, `${path}?manufacturer=${encodeURIComponent(slugs.join(","))}`));
      const filtered = await buttonCounts(page);
      expect(filtered.shown).toBeLessThan(filtered.total);
      await expect(cards(page)).toHaveCount(Math.min(filtered.shown, filtered.shown < 120 ? 120 : 60));

      await page.getByLabel(text(lang, "catalog.sortLabel")).selectOption("lowest");
      await page.locator(".sort-select").getByRole("button", { name: text(lang, "catalog.apply") }).click();
      await expect(page).toHaveURL(urlFor(lang, `${path}?manufacturer=${encodeURIComponent(slugs.join(","))}&sort=lowest`));
      expect(await buttonCounts(page)).toEqual(filtered);

      await page.getByRole("button", { name: text(lang, "catalog.gridExtended") }).click();
      await expect(page).toHaveURL(/sort=lowest/);
      await expect(page.locator(".product-grid")).toHaveClass(/product-grid--extended/);
      await context.close();
    });

    test("an empty result says so and offers to clear the filters", async ({ page }) => {
      await page.goto(urlFor(lang, `${path}?price=0-0`));
      await expect(page.locator(".grid-empty")).toContainText(text(lang, "catalog.noResultsTitle"));
      await page.locator(".grid-empty").getByRole("link", { name: text(lang, "catalog.clearFilters") }).click();
      await expect(page).toHaveURL(urlFor(lang, path));
      await expect(cards(page)).toHaveCount(60);
    });

    test("axe finds nothing and the HTML is valid at phone and desktop widths", async ({ page }) => {
      // Five axe runs over 60 cards each, on a machine shared with other work.
      test.setTimeout(120_000);
      const documents: HtmlDocument[] = [];
      for (const viewport of [NARROW, WIDE]) {
        await page.setViewportSize(viewport);
        documents.push(await ssrHtml(await page.goto(urlFor(lang, path))));
        await hydrated(page);
        // The wide grid page itself is checked with the group page (catalog-pages.e2e.ts).
        if (viewport === NARROW) await expectNoAxeViolations(page);
        await page.locator(".filter-button").click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
      }
      // The empty result, and cards with their star ratings.
      documents.push(await ssrHtml(await page.goto(urlFor(lang, `${path}?sort=stars&price=0-0`))));
      await expectNoAxeViolations(page);
      documents.push(await ssrHtml(await page.goto(urlFor(lang, `${path}?sort=stars`))));
      await hydrated(page);
      await expect(page.locator(".stars").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await expectValidHtml(documents);
    });
  });
}
