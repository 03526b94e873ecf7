/**
 * The catalogue pages around the grid in the browser: a product group opened from the three-level menu, its 404, the outlet ribbon, a
 * brand page with its carousel, the brands list, /newest/ and /catalog/, and search (a typo, markup
 * and SQL as text, an empty and an overlong query), with axe and the Nu HTML checker on every page
 * type. Runs in fi (the default storefront) and de; data comes from the seeded demo catalogue.
 */
import { expect, test, type Page } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { expectNoAxeViolations, expectValidHtml, type HtmlDocument } from "./support/checks.ts";
import { urlFor } from "./support/urls.ts";

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

/** Per-language facts the tests check, from the message catalogue and the route table. */
const TEXTS = {
  fi: {
    menuPath: "/valikko/",
    manufacturersPath: "/valmistajat/",
    searchPath: "/haku/",
    newestPath: "/uutuudet/",
    catalogPath: "/tuotteet/",
    groupNotFound: "Tuoteryhmää ei löytynyt.",
    brands: "Merkit",
    readMore: "Lue lisää",
    close: "Sulje",
    resultsFor: (query: string) => `Hakutulokset: ”${query}”`,
    approximate: (query: string) => `Emme ymmärtäneet hakuasi ”${query}”. Tulokset ovat suuntaa antavia.`,
    searchLabel: "Hae tuotteita",
    next: "Seuraava kuva",
    pause: "Pysäytä kuvaesitys",
    outlet: "Outlet",
  },
  de: {
    menuPath: "/menue/",
    manufacturersPath: "/hersteller/",
    searchPath: "/suche/",
    newestPath: "/neuheiten/",
    catalogPath: "/katalog/",
    groupNotFound: "Produktgruppe nicht gefunden.",
    brands: "Marken",
    readMore: "Mehr lesen",
    close: "Schließen",
    resultsFor: (query: string) => `Suchergebnisse für „${query}“`,
    approximate: (query: string) => `Wir haben Ihre Suche „${query}“ nicht verstanden. Die Ergebnisse sind daher nur annähernd passend.`,
    searchLabel: "Produkte suchen",
    next: "Nächstes Bild",
    pause: "Diashow anhalten",
    outlet: "Outlet",
  },
} as const;

type TestLang = keyof typeof TEXTS;
const LANGS: TestLang[] = ["fi", "de"];

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Opens the menu page and goes down three levels (main > group > sub group) to a group page. */
async function openGroupFromMenu(page: Page, lang: TestLang): Promise<{ path: string; topPath: string }> {
  await page.goto(urlFor(lang, TEXTS[lang].menuPath));
  await hydrated(page);
  await page.locator('.menu-page a[href*="?group="]').first().click();
  await expect(page).toHaveURL(/\?group=\d+$/);
  const topPath = await page.locator(".menu-page__link--all").getAttribute("href");
  await page.locator('.menu-page a[href*="&sub="]').first().click();
  await expect(page).toHaveURL(/\?group=\d+&sub=\d+$/);
  // The URL changes before the list does: wait until the "all" link is the sub group's, not the top group's.
  await expect(page.locator(".menu-page__link--all")).not.toHaveAttribute("href", topPath!);
  // The third level's links are groups' own pages; until the new level shows, the list still holds menu links.
  const leaf = page.locator('.menu-page__list a:not(.menu-page__link--all):not([href*="?group="])').first();
  const path = (await leaf.getAttribute("href"))!;
  await leaf.click();
  await expect(page).toHaveURL(urlFor(lang, path));
  return { path, topPath: topPath! };
}

/**
 * The first brand of the brands list that has more than one promo picture (not every demo brand has
 * them), asked from GET /api/brand/ of the Finnish storefront: brand slugs are the same everywhere.
 */
async function brandWithPictures(page: Page, lang: TestLang): Promise<{ name: string; path: string; pictures: number }> {
  await page.goto(urlFor(lang, TEXTS[lang].manufacturersPath));
  const tiles = await page.locator(".brand-tile").evaluateAll((links) =>
    links.map((link) => ({ path: link.getAttribute("href") ?? "", name: link.querySelector("img")?.alt ?? link.textContent ?? "" })),
  );
  for (const tile of tiles) {
    const slug = tile.path.split("/").filter(Boolean)[0]!;
    const brand = (await (await page.request.get(urlFor("fi", `/api/brand/?slug=${slug}`))).json()) as { promoImages?: string[] };
    const pictures = brand.promoImages?.length ?? 0;
    if (pictures > 1) return { name: tile.name.trim(), path: tile.path, pictures };
  }
  throw new Error("no brand with promo pictures in the demo catalogue");
}

/** A word of a product's name with two letters in its middle swapped: a typo. */
function typoOf(name: string): string {
  const word = name
    .split(/[\s-]+/)
    .filter((part) => /^\p{L}+$/u.test(part))
    .sort((a, b) => b.length - a.length)[0]!;
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at - 1)}${word[at]}${word[at - 1]}${word.slice(at + 1)}`.toLowerCase();
}

for (const lang of LANGS) {
  const text = TEXTS[lang];

  test.describe(`catalogue pages (${lang})`, () => {
    test("a group opened three levels down the menu shows breadcrumbs, heading, description and grid", async ({ page }) => {
      await page.setViewportSize(NARROW);
      const { path } = await openGroupFromMenu(page, lang);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).not.toBeEmpty();

      // Front page, the two groups above, and this group as the current page.
      const crumbs = page.locator(".breadcrumbs__item");
      await expect(crumbs).toHaveCount(4);
      await expect(page.locator('.breadcrumbs [aria-current="page"]')).toHaveText((await heading.innerText()).trim());
      const segments = path.split("/").filter(Boolean);
      await expect(crumbs.nth(1).locator("a")).toHaveAttribute("href", `/${segments[0]}/`);
      await expect(crumbs.nth(2).locator("a")).toHaveAttribute("href", `/${segments.slice(0, 2).join("/")}/`);

      await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
      // The group's meta title or its name, then the shop's name.
      expect(await page.title()).toMatch(/^\S.* - \S/);

      // The group's address in the other storefronts: German from Finnish and the other way round.
      const other: TestLang = lang === "fi" ? "de" : "fi";
      const alternate = await page.locator(`head link[rel=alternate][hreflang="${other}"]`).getAttribute("href");
      expect(alternate).toBeTruthy();
      const otherPath = new URL(alternate!).pathname;
      expect(otherPath).not.toBe(path);
      const response = await page.goto(urlFor(other, otherPath));
      expect(response?.status()).toBe(200);
      await expect(page.locator(".breadcrumbs__item")).toHaveCount(4);
    });

    test("'Read more' opens the whole description in a dialog, and phones get the shorter cut", async ({ page }) => {
      await page.setViewportSize(NARROW);
      const { topPath } = await openGroupFromMenu(page, lang);
      // A top-level group has the longest demo descriptions.
      await page.goto(urlFor(lang, topPath));
      await hydrated(page);
      const narrowText = page.locator(".read-more__text:visible").first();
      await expect(narrowText).toBeVisible();
      const narrowLength = (await narrowText.innerText()).length;
      expect(narrowLength).toBeLessThanOrEqual(300);

      const more = page.getByRole("button", { name: text.readMore });
      if ((await more.count()) > 0) {
        await more.click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("heading")).toHaveText((await page.getByRole("heading", { level: 1 }).innerText()).trim());
        expect((await dialog.locator(".rich-text").innerText()).length).toBeGreaterThan(narrowLength);
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(more).toBeFocused();
      }

      await page.setViewportSize(WIDE);
      const wideLength = (await page.locator(".read-more__text:visible").first().innerText()).length;
      expect(wideLength).toBeGreaterThanOrEqual(narrowLength);
      expect(wideLength).toBeLessThanOrEqual(500);
    });

    test("a missing group under a top-level group answers 404 'Product group not found.'", async ({ page }) => {
      const { topPath } = await openGroupFromMenu(page, lang);
      const response = await page.goto(urlFor(lang, `${topPath}ei-ole-olemassa/`));
      expect(response?.status()).toBe(404);
      await expect(page.locator(".error-screen__message")).toHaveText(text.groupNotFound);
      await expect(page).toHaveTitle(/.+/);
    });

    test("a group path in capitals moves to its lower-case address", async ({ page }) => {
      const { path } = await openGroupFromMenu(page, lang);
      const response = await page.goto(urlFor(lang, path.toUpperCase()));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
    });

    test("the outlet group puts the Outlet ribbon on every card", async ({ page }) => {
      const response = await page.goto(urlFor(lang, "/outlet/"));
      expect(response?.status()).toBe(200);
      const cards = page.locator(".product-grid .product-card");
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      for (let index = 0; index < Math.min(count, 12); index++) {
        await expect(cards.nth(index).locator(".ribbon", { hasText: text.outlet }).first()).toBeVisible();
      }
    });

    test("a brand page has the Brands breadcrumb, the logo heading, a looping carousel and the grid", async ({ page }) => {
      await page.clock.install();
      const brand = await brandWithPictures(page, lang);
      const response = await page.goto(urlFor(lang, brand.path));
      expect(response?.status()).toBe(200);
      await hydrated(page);

      await expect(page.locator(".breadcrumbs__item").nth(1).getByRole("link", { name: text.brands })).toHaveAttribute(
        "href",
        text.manufacturersPath,
      );
      await expect(page.locator('.breadcrumbs [aria-current="page"]')).toHaveText(brand.name);
      await expect(page.getByRole("heading", { level: 1, name: brand.name })).toBeVisible();
      await expect(page.locator(".product-grid .product-card").first()).toBeVisible();

      const carousel = page.locator('section[aria-roledescription="carousel"]');
      await expect(carousel).toBeVisible();
      const count = brand.pictures;
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(count);
      const current = carousel.locator(".brand-carousel__slide--current img");
      await expect(carousel.locator(".brand-carousel__image").first()).toHaveAttribute("width", "720");
      expect((await carousel.boundingBox())!.width).toBeLessThanOrEqual(500);

      // Every 5 s the next picture, and after the last the first again. Resting the pointer on the
      // carousel stops it; with the clock paused, leaving it starts a fresh 5 s at a known time.
      await carousel.hover();
      const first = (await current.getAttribute("alt"))!;
      const pictureAt = (step: number) => new RegExp(` ${((Number(/(\d+)$/.exec(first)![1]) - 1 + step) % count) + 1}$`);
      // A margin: the page's clock keeps running until the pause arrives.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
      await page.mouse.move(0, 0);
      // Let React start the timer for the shown picture before the clock moves.
      await page.waitForTimeout(200);
      await page.clock.runFor(4_800);
      await expect(current).toHaveAttribute("alt", first);
      await page.clock.runFor(200);
      await expect(current).toHaveAttribute("alt", pictureAt(1));
      for (let step = 2; step <= count; step++) {
        await page.clock.runFor(5_000);
        await expect(current).toHaveAttribute("alt", pictureAt(step));
      }
      await expect(current).toHaveAttribute("alt", first);

      // Resting the pointer on it stops it.
      await carousel.hover();
      await page.clock.runFor(11_000);
      await expect(current).toHaveAttribute("alt", first);

      // Keyboard: the next button moves on, the stop button is reachable, the dots name the pictures.
      await page.mouse.move(0, 0);
      await carousel.getByRole("button", { name: text.next }).focus();
      await page.keyboard.press("Enter");
      await expect(current).toHaveAttribute("alt", pictureAt(1));
      await expect(carousel.getByRole("button", { name: text.pause })).toBeVisible();
      await expect(carousel.locator('.brand-carousel__dot[aria-current="true"]')).toHaveCount(1);
    });

    test("the carousel stays still under reduced motion and is the first picture before JavaScript", async ({ browser }) => {
      const brandPage = await browser.newPage();
      const brand = await brandWithPictures(brandPage, lang);
      await brandPage.close();

      const context = await browser.newContext({ reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(urlFor(lang, brand.path));
      await hydrated(page);
      const current = page.locator(".brand-carousel__slide--current img");
      const first = await current.getAttribute("alt");
      await page.clock.runFor(12_000);
      await expect(current).toHaveAttribute("alt", first!);
      await context.close();

      const still = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await still.newPage();
      await noScript.goto(urlFor(lang, brand.path));
      await expect(noScript.locator(".brand-carousel__slide--current")).toHaveCount(1);
      await expect(noScript.locator('.brand-carousel__slide--current[aria-roledescription="slide"]')).toBeVisible();
      await expect(noScript.locator(".product-grid .product-card").first()).toBeVisible();
      await still.close();
    });

    test("the brands list has every brand under letter headings, linking to the brand pages", async ({ page }) => {
      const response = await page.goto(urlFor(lang, text.manufacturersPath));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.brands);
      const letters = await page.locator(".brands-page__letter").allInnerTexts();
      expect(letters.length).toBeGreaterThan(3);
      const names = await page.locator(".brand-tile img").evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
      expect(names.length).toBeGreaterThan(10);
      const collator = new Intl.Collator(lang, { sensitivity: "base" });
      expect([...names].sort(collator.compare)).toEqual(names);
      // The letter index jumps to its section.
      await page.locator(".letter-index__link").nth(1).click();
      await expect(page.locator(".brands-page__letter").nth(1)).toBeInViewport();

      // The singular route answers with the same list, canonical at the plural address.
      const singular = lang === "fi" ? "/valmistaja/" : "/marke/";
      expect((await page.goto(urlFor(lang, singular)))?.status()).toBe(200);
      await expect(page.locator("head link[rel=canonical]")).toHaveAttribute("href", urlFor(lang, text.manufacturersPath));
    });

    test("newest and the full catalogue show a heading and the grid", async ({ page }) => {
      for (const path of [text.newestPath, text.catalogPath]) {
        const response = await page.goto(urlFor(lang, path));
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
        await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
        await expect(page.locator("head link[rel=canonical]")).toHaveAttribute("href", urlFor(lang, path));
      }
    });

    test("search with a typo finds products and says the results are approximate", async ({ page }) => {
      await page.goto(urlFor(lang, text.newestPath));
      const name = (await page.locator(".product-card__title").first().innerText()).trim();
      const typo = typoOf(name);

      // Through the header's search form, as a shopper does it.
      await hydrated(page);
      await page.locator("#site-search-input").fill(typo);
      await page.locator("#site-search-input").press("Enter");
      await expect(page).toHaveURL(new RegExp(`${text.searchPath.replaceAll("/", "\\/")}\\?text=`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.resultsFor(typo));
      await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
      await expect(page.getByText(text.approximate(typo))).toBeVisible();

      for (const href of await page.locator(".related-searches__link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
        expect(href).toMatch(new RegExp(`^${text.searchPath}\\?text=.+`));
      }
    });

    test("search text with markup or SQL is shown as text, and an overlong text never breaks the page", async ({ page }) => {
      const hostile = `<b>bold</b><script>window.pwned=1</script>' OR 1=1; --`;
      const response = await page.goto(urlFor(lang, `${text.searchPath}?${new URLSearchParams({ text: hostile })}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.resultsFor(hostile));
      // The grid's card data (a JSON script element, never run) is the only script the page's main part may hold;
      // a text that finds nothing has no grid, and its page repeats the text only as text too.
      await expect(page.locator("main b, main script:not(#grid-cards)")).toHaveCount(0);
      for (const script of await page.locator("main script#grid-cards").all()) await expect(script).toHaveAttribute("type", "application/json");
      await expect(page.locator("main .product-grid").first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

      const long = `${"tunturi ".repeat(1250)}`.slice(0, 10_000);
      const longResponse = await page.goto(urlFor(lang, `${text.searchPath}?${new URLSearchParams({ text: long })}`));
      expect(longResponse?.status()).toBe(200);
      const heading = await page.getByRole("heading", { level: 1 }).innerText();
      expect(heading.length).toBeLessThan(260);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test("search without a text is a search form without a grid", async ({ page }) => {
      for (const query of ["", "?text=", "?text=%20%20%20"]) {
        const response = await page.goto(urlFor(lang, `${text.searchPath}${query}`));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("searchbox", { name: text.searchLabel })).toBeVisible();
        await expect(page.locator(".catalog-grid")).toHaveCount(0);
      }
      await page.getByRole("searchbox", { name: text.searchLabel }).fill("takki");
      await page.getByRole("searchbox", { name: text.searchLabel }).press("Enter");
      await expect(page).toHaveURL(new RegExp(`\\?text=takki$`));
    });

    test("group, brand, brands list, newest and search pages pass axe and the Nu HTML checker, narrow and wide", async ({ page }) => {
      test.setTimeout(240_000);
      const { path: groupPath } = await openGroupFromMenu(page, lang);
      const brand = await brandWithPictures(page, lang);
      await page.goto(urlFor(lang, text.newestPath));
      const typo = typoOf((await page.locator(".product-card__title").first().innerText()).trim());
      const pages = [
        groupPath,
        // The group page with the filter form of the no-JavaScript shopper open.
        `${groupPath}?filters=open`,
        brand.path,
        text.manufacturersPath,
        text.newestPath,
        `${text.searchPath}?${new URLSearchParams({ text: typo })}`,
        text.searchPath,
      ];
      const documents: HtmlDocument[] = [];
      // Every page narrow; wide, the group and brand pages, whose layout changes most (axe on a page of 60
      // cards takes seconds, and CI has two cores).
      for (const [viewport, paths] of [
        [NARROW, pages],
        [WIDE, [groupPath, brand.path]],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const path of paths) {
          const response = await page.goto(urlFor(lang, path));
          expect(response?.status(), path).toBe(200);
          if (viewport === NARROW) documents.push({ name: page.url(), html: await response!.text() });
          await hydrated(page);
          await expectNoAxeViolations(page);
        }
      }
      // The 'Read more' dialog and the brand page's controls after hydration.
      await page.goto(urlFor(lang, groupPath));
      await hydrated(page);
      const more = page.getByRole("button", { name: text.readMore });
      if (await more.isVisible()) {
        await more.click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await expectValidHtml(documents);
    });
  });
}
