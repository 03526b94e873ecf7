import { expect, test, type Page } from "@playwright/test";
import { pathFor } from "#i18n/routes.ts";
import { urlFor } from "./support/urls.ts";

/**
 * The shop's strictest Content-Security-Policy for styles: only its own files and the <style> element that
 * carries the page's nonce (the palette of its colours). The browser tests' server has Klarna configured,
 * whose pages must allow inline styles, so this test gives every page it opens the policy of a shop
 * without Klarna: the same header with style-src 'self' 'nonce-…'. Chromium reports anything the policy
 * refuses on the console; a page with a style attribute, or a palette without its nonce, fails here.
 */
async function withStrictStyles(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
  });
  const isPage = (url: URL) => !url.pathname.startsWith("/api/") && !url.pathname.endsWith(".data") && !/\.[a-z0-9]+$/i.test(url.pathname);
  await page.route(isPage, async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    const policy = headers["content-security-policy"] ?? "";
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, `nonce in the policy of ${route.request().url()}`).toBeTruthy();
    headers["content-security-policy"] = policy.replace(/style-src [^;]*/, `style-src 'self' 'nonce-${nonce}'`);
    // The body Playwright hands over is already decoded.
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, headers });
  });
  return refused;
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

interface Painted {
  property: "background-color" | "color";
  /** Which of the class's colours: a label's background (1) or text (2). */
  part?: 1 | 2;
  /** Where the colour shows: a child of the element with the class, or its ::before. */
  child?: string;
  pseudo?: "::before";
}

/** Each element's colour as the browser computed it, next to the colour its palette class names. */
async function paletteColours(page: Page, selector: string, painted: Painted) {
  return page.locator(selector).evaluateAll(
    (elements, { property, part = 1, child, pseudo }) =>
      elements.map((element) => {
        const match = /\b[cp]-([0-9a-f]{6})(?:-([0-9a-f]{6}))?\b/.exec(element.className);
        const hex = match?.[part] ?? "";
        const wanted = hex ? `rgb(${[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})` : "no palette class";
        const target = child ? element.querySelector(child) : element;
        return { wanted, shown: target ? getComputedStyle(target, pseudo ?? null).getPropertyValue(property) : "nothing to paint" };
      }),
    painted,
  );
}

async function expectPainted(page: Page, selector: string, painted: Painted, least = 1) {
  const found = await paletteColours(page, selector, painted);
  expect(found.length, selector).toBeGreaterThanOrEqual(least);
  expect(found.filter((one) => one.shown !== one.wanted), selector).toEqual([]);
  return found.length;
}

test("no page needs an inline style the strict policy refuses, and the palette paints swatches, tags and ribbons", async ({ page }) => {
  test.setTimeout(90_000);
  const refused = await withStrictStyles(page);
  const lang = "fi";

  // The whole catalogue: colour swatches, tags and ribbons on the cards, and the filters' colour chips.
  await page.goto(urlFor(lang, pathFor("catalog", lang)));
  await hydrated(page);
  await expectPainted(page, ".product-card .swatch", { property: "background-color", pseudo: "::before" });
  const labels =
    (await paletteColours(page, ".product-card .tag", { property: "background-color" })).length +
    (await paletteColours(page, ".product-card .ribbon:not(.ribbon--percent)", { property: "background-color" })).length;
  expect(labels, "tags and ribbons on the catalogue's first cards").toBeGreaterThan(0);
  await expectPainted(page, ".product-card .tag", { property: "background-color" }, 0);
  await expectPainted(page, ".product-card .tag", { property: "color", part: 2 }, 0);
  await expectPainted(page, ".product-card .ribbon:not(.ribbon--percent)", { property: "background-color" }, 0);
  await expectPainted(page, ".product-card .ribbon:not(.ribbon--percent)", { property: "color", part: 2 }, 0);
  await page.locator(".filter-button").click();
  await expectPainted(page, ".filter-option__chip", { property: "background-color" });
  await page.keyboard.press("Escape");

  // A product page in the browser (a client-side navigation keeps the first page's policy) and from the server.
  const product = page.locator(".product-card:has(.swatch) .product-card__link").first();
  const href = await product.getAttribute("href");
  await product.click();
  await expect(page.locator(".picker--colour")).toBeVisible();
  await page.goto(urlFor(lang, href!));
  await hydrated(page);
  await expectPainted(page, ".picker--colour .picker__option", { property: "background-color", child: ".picker__swatch" });

  // A gift card's designs, the style guide's drawn swatches, the front page and the cart (the checkout's first step).
  await page.goto(urlFor(lang, "/api/route-slugs/"));
  const giftCard = await page.evaluate(async () => ((await (await fetch("/api/products/productmodel/verkkolahjakortti/")).json()) as { model_url: string }).model_url);
  await page.goto(urlFor(lang, `/old${giftCard}`));
  await hydrated(page);
  await expectPainted(page, ".picker__option--design", { property: "background-color", child: ".picker__swatch" }, 2);
  for (const path of ["/style-guide/", "/", pathFor("checkout", lang)]) {
    await page.goto(urlFor(lang, path));
    await hydrated(page);
    // The style guide draws its palette with SVG, at the chips' own size (not the catalogue's swatch rules).
    if (path === "/style-guide/") expect(await page.locator(".palette-swatch__chip").first().boundingBox()).toMatchObject({ width: 40, height: 40 });
  }
  expect(refused).toEqual([]);
});
