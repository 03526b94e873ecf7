/**
 * The storefront shell in the browser: home, the locale modal
 * with and without JavaScript, the three-level menu, static pages, pages with tabs, the error screen,
 * and axe plus the Nu HTML checker on every page type at a phone and a desktop width.
 * Runs in fi (the default storefront) and de; data comes from the seeded demo catalogue.
 */
import { expect, test, type Page } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations, expectValidHtml, type HtmlDocument } from "./support/checks.ts";
import { E2E_PORT, originFor, urlFor } from "./support/urls.ts";

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

/** Per-language facts the tests check, from the message catalogue and the route table. */
const TEXTS = {
  fi: {
    cart: "Ostoskori",
    menuPath: "/valikko/",
    terms: "/sopimusehdot/",
    notFound: "Sivua ei löytynyt",
    frontPage: "Siirry etusivulle",
    localeTitle: "Toimitusmaa ja valuutta",
    back: "Takaisin",
    countryError: "Valitse toimitusmaa luettelosta.",
    save: "Tallenna",
    close: "Sulje",
  },
  de: {
    cart: "Warenkorb",
    menuPath: "/menue/",
    terms: "/allgemeine-geschaftsbedingungen/",
    notFound: "Seite nicht gefunden",
    frontPage: "Zur Startseite",
    localeTitle: "Lieferland und Währung",
    back: "Zurück",
    countryError: "Wählen Sie ein Lieferland aus der Liste.",
    save: "Speichern",
    close: "Schließen",
  },
} as const satisfies Partial<Record<Lang, Record<string, string>>>;

type TestLang = keyof typeof TEXTS;
const LANGS: TestLang[] = ["fi", "de"];

/** English shell texts that must never show on another storefront. */
const ENGLISH_SHELL = ["Shopping cart", "Skip to main content", "Search the shop", "Wishlist", "Go to front page", "Page not found"];

/**
 * A request from the test process to a storefront: Node does not resolve `{lang}.localhost` the way
 * Chromium does, so it goes to the loopback address with the storefront's Host header.
 */
function direct(lang: Lang, path: string): { url: string; headers: Record<string, string> } {
  return { url: `http://127.0.0.1:${E2E_PORT}${path}`, headers: { host: new URL(originFor(lang)).host } };
}

/** The Finnish storefront's address of a path, as another storefront links it: plain localhost or fi.localhost. */
function finnish(path: string): RegExp {
  return new RegExp(`^http://(fi\\.)?localhost:${E2E_PORT}${path.replaceAll("/", "\\/")}$`);
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function firstTabsPageSlug(page: Page, lang: TestLang): Promise<string> {
  const { url, headers } = direct(lang, "/api/route-slugs/");
  const response = await page.request.get(url, { headers });
  expect(response.status()).toBe(200);
  const slugs = (await response.json()) as { staticPageWithTabsSlugs: string[] };
  const slug = slugs.staticPageWithTabsSlugs[0];
  expect(slug, "the demo catalogue has a static page with tabs").toBeTruthy();
  return slug!;
}

/** Every <script> carries the nonce and no element has an inline event handler (the CSP would block both). */
function expectScriptsSafe(html: string) {
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, "script without nonce").toMatch(/\snonce="[^"]+"/);
  expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
}

for (const lang of LANGS) {
  const text = TEXTS[lang];

  test.describe(`shell in ${lang}`, () => {
    test("home renders in the page language and hydrates without errors", async ({ page }) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(error.message));
      // Failed requests are listed by address below; the console only repeats them without one.
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) problems.push(message.text());
      });
      page.on("response", (answer) => {
        if (answer.status() >= 400) problems.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
      });
      const response = await page.goto(urlFor(lang, "/"));
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expectScriptsSafe(html);
      await hydrated(page);

      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(/ - Kuusikko Outdoor$|^Kuusikko Outdoor$/);
      await expect(page.locator("head link[rel=canonical]")).toHaveAttribute("href", `${originFor(lang)}/`);
      await expect(page.locator('head link[rel=alternate][hreflang="x-default"]')).toHaveAttribute("href", finnish("/"));
      await expect(page.locator("head link[rel=alternate][hreflang]")).toHaveCount(7);
      await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      const description = await page.locator('head meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(0);
      expect(description!.length).toBeLessThanOrEqual(150);

      await expect(page.getByRole("link", { name: new RegExp(`^${text.cart}`) })).toBeVisible();
      await expect(page.getByRole("search")).toBeVisible();
      await expect(page.locator(".banner--hero img")).toHaveAttribute("width", /\d+/);
      await expect(page.locator(".group-tile").first()).toBeVisible();
      const body = await page.locator("body").innerText();
      for (const english of ENGLISH_SHELL) expect(body, `English "${english}" on the ${lang} storefront`).not.toContain(english);
      expect(problems).toEqual([]);
    });

    test("the cart count comes from local storage after hydration", async ({ page }) => {
      const response = await page.goto(urlFor(lang, "/"));
      expect(await response!.text()).toContain('data-testid="cart-count">0<');
      await page.evaluate(() =>
        localStorage.setItem("checkout", JSON.stringify({ products: [{ productId: "1", amount: 2 }, { productId: "2", amount: 1 }] })),
      );
      await page.reload();
      await hydrated(page);
      await expect(page.getByTestId("cart-count").first()).toHaveText("3");
    });

    test("the locale modal changes delivery country and currency", async ({ page, context }) => {
      await page.setViewportSize(WIDE);
      await page.goto(urlFor(lang, "/"));
      await hydrated(page);
      const control = page.locator(".site-header__locale");
      await control.click();
      const dialog = page.getByRole("dialog", { name: text.localeTitle });
      await expect(dialog).toBeVisible();

      // Escape closes it and focus returns to the control that opened it.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(control).toBeFocused();

      await control.click();
      await expect(dialog).toBeVisible();
      const country = dialog.getByRole("combobox").first();
      await country.selectOption("se");
      // Choosing a country picks its currency (the shopper may still change it).
      await expect(dialog.getByRole("combobox").nth(1)).toHaveValue("sek");
      await dialog.getByRole("button", { name: text.save }).click();
      await expect(dialog).toBeHidden();
      await expect(control).toContainText("SEK");
      await expect(control.locator("svg.flag")).toHaveAttribute("data-country", "se");

      const cookies = await context.cookies(urlFor(lang, "/"));
      const byName = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
      expect(byName.delivery_country?.value).toBe("se");
      expect(byName.currency?.value).toBe("sek");
      expect(byName.currency?.sameSite).toBe("Lax");
      expect(byName.currency?.path).toBe("/");
      const days = ((byName.currency?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
    });

    test("the locale form works without JavaScript and refuses bad input", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(urlFor(lang, text.terms));
      await page.locator(".site-header__locale").click();
      await expect(page).toHaveURL(/\/locale\/\?return=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.localeTitle);
      await page.locator('select[name="country"]').selectOption("de");
      await page.locator('select[name="currency"]').selectOption("eur");
      await page.locator(".locale-form button[type=submit]").click();
      // Back on the page it came from, with the new choice.
      await expect(page).toHaveURL(urlFor(lang, text.terms));
      await expect(page.locator(".site-header__locale")).toContainText("EUR");
      await expect(page.locator(".site-header__locale svg.flag")).toHaveAttribute("data-country", "de");

      // An unknown country is refused next to its field, in the page's language.
      const action = direct(lang, "/locale/");
      const bad = await page.request.post(action.url, {
        headers: action.headers,
        form: { country: "zz", currency: "eur", return: "/" },
        maxRedirects: 0,
      });
      expect(bad.status()).toBe(400);
      expect(await bad.text()).toContain(text.countryError);

      // Never an open redirect: an address elsewhere becomes the front page.
      const offsite = await page.request.post(action.url, {
        headers: action.headers,
        form: { country: "fi", currency: "eur", return: "https://evil.example/" },
        maxRedirects: 0,
      });
      expect(offsite.status()).toBe(303);
      expect(offsite.headers().location).toBe("/");
      await context.close();
    });

    test("the menu page goes three levels down and back", async ({ page }) => {
      await page.setViewportSize(NARROW);
      await page.goto(urlFor(lang, text.menuPath));
      await hydrated(page);
      await expect(page.locator(".menu-page .locale-control svg.flag")).toBeVisible();

      const group = page.locator('.menu-page a[href*="?group="]').first();
      const groupName = (await group.innerText()).trim();
      await group.click();
      await expect(page).toHaveURL(/\?group=\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(groupName);

      const sub = page.locator('.menu-page a[href*="&sub="]').first();
      const subName = (await sub.innerText()).trim();
      await sub.click();
      await expect(page).toHaveURL(/\?group=\d+&sub=\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(subName);

      await page.getByRole("link", { name: text.back }).click();
      await expect(page).toHaveURL(/\?group=\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(groupName);

      await page.getByRole("link", { name: text.back }).click();
      await expect(page).toHaveURL(new RegExp(`${text.menuPath.replaceAll("/", "\\/")}$`));
    });

    test("a right swipe on the menu goes back one level", async ({ browser }) => {
      const context = await browser.newContext({ viewport: NARROW, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.goto(urlFor(lang, text.menuPath));
      await hydrated(page);
      const groupHref = await page.locator('.menu-page a[href*="?group="]').first().getAttribute("href");
      await page.goto(urlFor(lang, groupHref!));
      await hydrated(page);
      await page.locator(".menu-page").evaluate((element) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 });
        element.dispatchEvent(new TouchEvent("touchstart", { touches: [touch(40)], changedTouches: [touch(40)], bubbles: true }));
        element.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [touch(260)], bubbles: true }));
      });
      await expect(page).toHaveURL(new RegExp(`${text.menuPath.replaceAll("/", "\\/")}$`));
      await context.close();
    });

    test("the terms page is a static page at its localized slug", async ({ page }) => {
      const response = await page.goto(urlFor(lang, text.terms));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
      await expect(page.locator(".static-page__body")).not.toBeEmpty();
      await expect(page.locator("head link[rel=canonical]")).toHaveAttribute("href", urlFor(lang, text.terms));
      // hreflang alternates carry the page's slug in each language.
      await expect(page.locator('head link[rel=alternate][hreflang="fi"]')).toHaveAttribute("href", finnish(TEXTS.fi.terms));
      await expect(page.locator('head link[rel=alternate][hreflang="de"]')).toHaveAttribute("href", urlFor("de", TEXTS.de.terms));
      await expect(page.locator('.breadcrumbs [aria-current="page"]')).toBeVisible();
    });

    test("a page with tabs opens its first tab", async ({ page }) => {
      const slug = await firstTabsPageSlug(page, lang);
      const response = await page.goto(urlFor(lang, `/${slug}/`));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/${encodeURIComponent(slug)}/[^/]+/`));
      const current = page.locator('.page-tabs a[aria-current="page"]').first();
      await expect(current).toBeVisible();
      await expect(page.locator(".page-tabs a").first()).toHaveAttribute("aria-current", "page");
      // An unknown tab goes back to the page root, which opens the first tab again.
      await page.goto(urlFor(lang, `/${slug}/no-such-tab/`));
      await expect(page.locator('.page-tabs a[aria-current="page"]').first()).toBeVisible();
      expect(new URL(page.url()).pathname).not.toContain("no-such-tab");
    });

    test("a missing page answers 404 with the error screen", async ({ page }) => {
      const path = lang === "fi" ? "/ei-ole-olemassa/" : "/gibt-es-nicht/";
      const response = await page.goto(urlFor(lang, path));
      expect(response?.status()).toBe(404);
      await expect(page.getByText(`${text.notFound}: ${path}`)).toBeVisible();
      await expect(page.getByRole("link", { name: text.frontPage })).toHaveAttribute("href", "/");
      await expect(page.locator('.error-screen a[href^="mailto:"]')).toBeVisible();
      // The shop's header stays: the search, the menu and the cart are a click away.
      await expect(page.locator("header").getByRole("search")).toBeVisible();

      // The path is shown as text, never as markup.
      const markup = await page.goto(urlFor(lang, "/%3Cb%3Ebold%3C%2Fb%3E/"));
      expect(markup?.status()).toBe(404);
      await expect(page.getByText(`${text.notFound}: /<b>bold</b>/`)).toBeVisible();
      await expect(page.locator(".error-screen b")).toHaveCount(0);
    });

    test("a path of another storefront's language moves to this storefront's path", async ({ page }) => {
      const foreign = lang === "fi" ? "/menu/?group=1" : "/valikko/?group=1";
      const own = lang === "fi" ? "/valikko/?group=1" : "/menue/?group=1";
      const { url, headers } = direct(lang, foreign);
      const response = await page.request.get(url, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(own);
    });

    test("every page type passes axe and the Nu HTML checker, narrow and wide", async ({ page }) => {
      test.setTimeout(180_000);
      const tabsSlug = await firstTabsPageSlug(page, lang);
      const groupHref = await (async () => {
        await page.goto(urlFor(lang, text.menuPath));
        return page.locator('.menu-page a[href*="?group="]').first().getAttribute("href");
      })();
      const pages = [
        { path: "/", status: 200 },
        { path: text.menuPath, status: 200 },
        { path: groupHref!, status: 200 },
        { path: text.terms, status: 200 },
        { path: `/${tabsSlug}/`, status: 200 },
        { path: "/style-guide/", status: 200 },
        { path: "/locale/?return=%2F", status: 200 },
        { path: pathFor("accounts.login", lang), status: 200 },
        { path: pathFor("checkout", lang), status: 200 },
        { path: "/no-such-page-at-all/", status: 404 },
      ];
      const documents: HtmlDocument[] = [];
      for (const viewport of [NARROW, WIDE]) {
        await page.setViewportSize(viewport);
        for (const { path, status } of pages) {
          const response = await page.goto(urlFor(lang, path));
          expect(response?.status(), path).toBe(status);
          if (viewport === NARROW) {
            const html = await response!.text();
            expectScriptsSafe(html);
            documents.push({ name: page.url(), html });
          }
          await hydrated(page);
          await expectNoAxeViolations(page);
        }
      }
      await expectValidHtml(documents);
    });
  });
}

test("the locale modal's form keeps working in a narrow layout", async ({ page }) => {
  await page.setViewportSize(NARROW);
  await page.goto(urlFor("fi", "/"));
  await hydrated(page);
  await page.locator(".site-header__locale").click();
  const dialog = page.getByRole("dialog", { name: TEXTS.fi.localeTitle });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: TEXTS.fi.close }).click();
  await expect(dialog).toBeHidden();
});
