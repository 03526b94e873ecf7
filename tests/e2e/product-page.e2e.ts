/**
 * The product page in the browser: opened from a card, a size
 * chosen and added to the cart in local storage, the size warning, an out-of-stock variant with the
 * back-in-stock notifier (a field error in the shopper's language, then success), colour links
 * without JavaScript, the 404 of a missing product, axe and the Nu HTML checker. In fi and de; the
 * products are found through the shop's own API on the seeded demo catalogue.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectValidHtml, ssrHtml } from "./support/checks.ts";
import { catalogueModels, variantUrl } from "./support/products.ts";
import { urlFor } from "./support/urls.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { isBuilt } from "#app/pages.ts";
import { submitLogin } from "./support/accounts.ts";

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

const TEXTS = {
  fi: {
    selectSize: "Valitse koko",
    addToCart: "Lisää ostoskoriin",
    added: "Lisätty ostoskoriin",
    firstSelectSize: "Valitse ensin tuotteen koko",
    notifySubmit: "Ilmoita minulle",
    email: "Sähköposti",
    emailInvalid: "Tarkista sähköpostiosoite",
    notifySuccess: "Kiitos, ilmoitamme sinulle",
    productNotFound: "Tuotetta ei löytynyt.",
    colour: "Väri",
    storeAvailability: "Saatavuus myymälöissä",
    sizeGuide: "Kokotaulukko",
    picture: (index: number, count: number) => `Kuva ${index}/${count}`,
    alsoBought: "Asiakkaat ostivat myös",
    reviews: "Arvostelut",
    sortStars: "Parhaat arviot",
    moreReviews: "Näytä lisää arvosteluja",
    readMore: "Lue lisää",
    readLess: "Näytä vähemmän",
    reviewPicture: "Kuva arvostelusta",
    voteNeedsLogin: "Sinun täytyy kirjautua sisään, jotta voit tykätä",
    helpful: "Hyödyllinen",
    recommendations: "Saatat pitää myös näistä",
  },
  de: {
    selectSize: "Größe wählen",
    addToCart: "In den Warenkorb",
    added: "Zum Warenkorb hinzugefügt",
    firstSelectSize: "Wählen Sie zuerst die Größe",
    notifySubmit: "Benachrichtigen",
    email: "E-Mail",
    emailInvalid: "Prüfen Sie die E-Mail-Adresse",
    notifySuccess: "Danke, wir benachrichtigen Sie",
    productNotFound: "Produkt nicht gefunden.",
    colour: "Farbe",
    storeAvailability: "Verfügbarkeit in den Filialen",
    sizeGuide: "Größentabelle",
    picture: (index: number, count: number) => `Bild ${index} von ${count}`,
    alsoBought: "Kunden kauften auch",
    reviews: "Bewertungen",
    sortStars: "Beste Bewertung",
    moreReviews: "Weitere Bewertungen",
    readMore: "Weiterlesen",
    readLess: "Weniger anzeigen",
    reviewPicture: "Bild aus einer Bewertung",
    voteNeedsLogin: "Sie müssen angemeldet sein, um zu bewerten",
    helpful: "Hilfreich",
    recommendations: "Das könnte Ihnen auch gefallen",
  },
} as const;

type TestLang = keyof typeof TEXTS;

interface ApiVariant {
  id: number;
  images: unknown[];
  stock_data: { in_stock: number; detailed_stocks: Record<string, number> };
  color_slug: string | null;
  size: { slug: string; name: string } | null;
  is_orderable: boolean;
  prices: { active: number } | null;
}

interface ApiModel {
  id: number;
  rating_count: number;
  model_url: string;
  name: string;
  products: ApiVariant[];
  is_bundle: boolean;
  is_gift_card: boolean;
  extra_images: unknown[];
  sizetable: { parsed: { sizes: Array<{ size: string }> } } | null;
  quote: { text: string } | null;
}

function models(page: Page, lang: TestLang): Promise<ApiModel[]> {
  return catalogueModels<ApiModel>(page, lang);
}

/**
 * A model with several sizes and an orderable sized variant with at least two pieces for sale (adding it
 * twice gives 2: the cart keeps a row within the stock).
 */
async function sizedModel(page: Page, lang: TestLang) {
  for (const model of await models(page, lang)) {
    const sizes = new Set(model.products.map((variant) => variant.size?.slug).filter(Boolean));
    const orderable = model.products.find((variant) => variant.size && variant.is_orderable && variant.stock_data.in_stock >= 2);
    if (sizes.size > 1 && orderable) return { model, variant: orderable };
  }
  throw new Error("no model with several sizes and an orderable variant of two pieces in the demo catalogue");
}

/** A sized variant that cannot be ordered. */
async function soldOutVariant(page: Page, lang: TestLang) {
  for (const model of await models(page, lang)) {
    const variant = model.products.find((entry) => entry.size && !entry.is_orderable);
    if (variant) return { model, variant };
  }
  throw new Error("no out-of-stock variant in the demo catalogue");
}

/** A model whose first colour has at least three pictures, and a second colour. */
async function pictureModel(page: Page, lang: TestLang) {
  for (const model of await models(page, lang)) {
    const first = model.products[0];
    const colours = new Set(model.products.map((variant) => variant.color_slug));
    if (first && first.images.length + model.extra_images.length >= 3 && colours.size > 1) return model;
  }
  throw new Error("no model with three pictures and two colours in the demo catalogue");
}

/**
 * The page address of a catalogue model whose "also bought" strip has a card and whose recommendations
 * fill more than a wide screen's row, with the names the strips should show (asked as the page asks).
 */
async function modelWithStrips(page: Page, lang: TestLang) {
  await page.goto(urlFor(lang, "/api/route-slugs/"));
  const found = await page.evaluate(async () => {
    const listing = (await (await fetch("/api/listing/?source=catalog&limit=120")).json()) as { items: Array<{ path: string }> };
    for (const item of listing.items) {
      const slug = item.path.split("/").filter(Boolean).at(-1)!;
      const response = await fetch(`/api/product/extra/?slug=${slug}&type=2`);
      if (!response.ok) continue;
      const extras = (await response.json()) as { also_bought: Array<{ name: string }>; recommendations: Array<{ name: string }> };
      if (extras.also_bought.length > 0 && extras.recommendations.length > 6) {
        return { path: item.path, alsoBought: extras.also_bought.map((card) => card.name), recommended: extras.recommendations.length };
      }
    }
    return null;
  });
  if (!found) throw new Error("no model with both strips among the first 120 cards of the demo catalogue");
  return found;
}

interface ApiReview {
  id: number;
  rating: number;
  comment: string;
  visible_name: string;
  images: Array<{ url: string }>;
}

/** A model with more than ten reviews, one of them long (over 300 characters) and one with a picture. */
async function reviewedModel(page: Page, lang: TestLang) {
  for (const model of await catalogueModels<ApiModel>(page, lang, 120)) {
    if (model.rating_count <= 10) continue;
    const all = await page.evaluate(async (id) => {
      const response = await fetch(`/api/product_reviews/?model_id=${id}&size=1000`);
      return ((await response.json()) as { results: ApiReview[] }).results;
    }, model.id);
    const long = all.find((review) => review.comment.length > 300);
    const pictured = all.find((review) => review.images.length > 0);
    if (all.length > 10 && long && pictured) return { model, all, long, pictured };
  }
  throw new Error("no model with more than ten reviews, a long one and a picture in the demo catalogue");
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

for (const lang of ["fi", "de"] as const) {
  const text = TEXTS[lang];

  test.describe(`product page (${lang})`, () => {
    test("choose a size, then add to cart: the row is stored in local storage", async ({ page }) => {
      // The longest walk of the suite (two adds through the modal, axe, the Nu checker): on two busy cores it
      // needs more than the default 30 s.
      test.slow();
      await page.setViewportSize(WIDE);
      const { model, variant } = await sizedModel(page, lang);
      const response = await page.goto(urlFor(lang, variant.color_slug ? `${model.model_url}?color=${variant.color_slug}` : model.model_url));
      const documents = [await ssrHtml(response)];
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(model.name);
      await expect(page.locator(".breadcrumbs [aria-current=page]")).toHaveText(model.name);
      // The brand block leads to the brand's page; the Finnish-owned notice is for the fi storefront only.
      await expect(page.locator(".brand-block a")).toHaveAttribute("href", `/${model.model_url.split("/")[1]}/`);
      await expect(page.locator(".product-page__finnish")).toHaveCount(lang === "fi" ? 1 : 0);
      await expect(page.locator(".staff-quote")).toHaveCount(lang === "fi" && model.quote ? 1 : 0);
      // Every text of the page comes from the messages it was sent; a key missing from them shows as the key.
      const shown = await page.evaluate(
        () => `${document.body.innerText} ${[...document.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label")).join(" ")}`,
      );
      expect(shown).not.toMatch(/\b(?:catalog|catalogPages|product|club|shell|errors|reviewWriting|pages|menu)\.[a-z]\w+/);

      const button = page.locator(".add-area__button");
      await expect(button).toHaveText(text.selectSize);
      await button.click();
      await expect(page.locator(".add-area__message")).toHaveText(text.firstSelectSize);
      expect(await page.evaluate(() => localStorage.getItem("checkout"))).toBeNull();

      await page.locator(".picker--size .picker__option", { hasText: variant.size!.name }).first().click();
      await expect(page).toHaveURL(new RegExp(`[?&]size=${variant.size!.slug}(&|$)`));
      await expect(button).toHaveText(text.addToCart);

      // The availability modal: a check where the store holds the variant, the web store first among those.
      await page.getByRole("link", { name: text.storeAvailability }).click();
      const dialog = page.getByRole("dialog", { name: text.storeAvailability });
      await expect(dialog).toBeVisible();
      const rows = await dialog.locator(".store-table__row").evaluateAll((items) =>
        items.map((item) => ({ store: item.getAttribute("data-store"), check: item.querySelector(".store-icon--check") !== null })),
      );
      expect(rows.length).toBeGreaterThan(1);
      const holding = Object.keys(variant.stock_data.detailed_stocks);
      for (const row of rows) expect(row.check, `store ${row.store}`).toBe(holding.includes(row.store!) || (row.store === "20" && row.check));
      if (holding.includes("20")) expect(rows[0]!.store).toBe("20");
      // Each store that holds it says its pieces; store pages are linked only once they are built (no link that
      // answers 404); the express-pickup information opens in the page's language.
      for (const store of holding) {
        await expect(dialog.locator(`[data-store="${store}"] .store-table__pieces`)).toHaveText(/\d/);
      }
      await expect(dialog.locator(".store-table__name a")).toHaveCount(isBuilt("stores.store") ? rows.filter((row) => row.store !== "20").length : 0);
      const express = dialog.getByRole("link", { name: translate(lang, "product.expressPickupInfo") });
      await expect(express).toHaveAttribute("href", lang === "fi" ? "/pikanouto/" : "/express-abholung/");
      const expressHref = (await express.getAttribute("href"))!;
      expect(await page.evaluate(async (href) => (await fetch(href)).status, expressHref)).toBe(200);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      // The add's marketing events: the internal bus, and a pixel the operator installed.
      await page.evaluate(() => {
        const events: unknown[] = [];
        const tagged = window as unknown as { shopEvents: unknown[]; fbq: (...args: unknown[]) => void; pixel: unknown[] };
        tagged.shopEvents = events;
        tagged.pixel = [];
        tagged.fbq = (...args: unknown[]) => tagged.pixel.push(args);
        window.addEventListener("shop:event", (event) => events.push((event as CustomEvent).detail));
      });
      await button.click();
      await expect(page.locator(".add-area__message")).toHaveText(text.added);
      const events = await page.evaluate(() => (window as unknown as { shopEvents: unknown[] }).shopEvents);
      expect(events).toEqual([
        {
          type: "add_to_cart",
          userId: null,
          currency: "EUR",
          items: [{ id: String(variant.id), modelId: model.id, name: expect.stringContaining(model.name), priceCents: variant.prices!.active, quantity: 1 }],
        },
      ]);
      const pixel = await page.evaluate(() => (window as unknown as { pixel: unknown[] }).pixel);
      expect(pixel).toEqual([["track", "AddToCart", expect.objectContaining({ content_ids: [String(variant.id)], currency: "EUR" })]]);
      // The added-to-cart modal is the visible answer (tests/e2e/added-to-cart.e2e.ts tests it); Escape closes it.
      const addedDialog = page.getByRole("dialog", { name: text.added });
      await expect(addedDialog).toBeVisible();
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("checkout")))!) as { products: Array<{ productId: string; amount: number }> };
      expect(stored.products).toEqual([expect.objectContaining({ productId: String(variant.id), amount: 1, frozen: false })]);
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await page.keyboard.press("Escape");
      await expect(addedDialog).toHaveCount(0);
      await expect(button).toBeFocused();
      await button.click();
      await expect(addedDialog).toBeVisible();
      const again = JSON.parse((await page.evaluate(() => localStorage.getItem("checkout")))!) as { products: Array<{ amount: number }> };
      expect(again.products[0]!.amount).toBe(2);
      await expect(page.getByTestId("cart-count")).toHaveText("2");

      await expectNoAxeViolations(page);
      documents.push(await ssrHtml(await page.goto(variantUrl(lang, model, variant))));

      // The chosen size is remembered: the same page without a size takes it again.
      await page.goto(urlFor(lang, variant.color_slug ? `${model.model_url}?color=${variant.color_slug}` : model.model_url));
      await expect(page).toHaveURL(new RegExp(`[?&]size=${variant.size!.slug}(&|$)`));
      await expect(button).toHaveText(text.addToCart);
      await expectValidHtml(documents);
    });

    test("an out-of-stock variant offers the notifier, which answers in the shopper's language", async ({ page }) => {
      await page.setViewportSize(NARROW);
      const { model, variant } = await soldOutVariant(page, lang);
      await page.goto(variantUrl(lang, model, variant));
      await hydrated(page);
      await expect(page.locator(".add-area__button")).toHaveCount(0);
      const email = page.getByLabel(text.email);
      await email.fill("not-an-address");
      await page.getByRole("button", { name: text.notifySubmit }).click();
      await expect(page.locator("#notify-email-error")).toContainText(text.emailInvalid);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await email.fill(`shopper-${lang}@example.fi`);
      await page.getByRole("button", { name: text.notifySubmit }).click();
      await expect(page.locator(".notify-form__status")).toContainText(text.notifySuccess);
      await expect(email).toHaveValue("");
      await expectNoAxeViolations(page);
    });

    test("the gallery zooms, steps with the arrow keys around both ends, closes with Escape and starts over on a colour change", async ({ page }) => {
      await page.setViewportSize(WIDE);
      const model = await pictureModel(page, lang);
      await page.goto(urlFor(lang, `${model.model_url}?color=${model.products[0]!.color_slug}`));
      await hydrated(page);
      const thumbs = page.locator(".gallery__thumb");
      await expect(thumbs.first()).toBeVisible();
      const count = await thumbs.count();
      expect(count).toBeGreaterThanOrEqual(3);
      await page.locator(".gallery__main").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const position = dialog.locator(".gallery-zoom__position");
      await expect(position).toHaveText(text.picture(1, count));
      await page.keyboard.press("ArrowRight");
      await expect(position).toHaveText(text.picture(2, count));
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(position).toHaveText(text.picture(count, count));
      await page.keyboard.press("ArrowRight");
      await expect(position).toHaveText(text.picture(1, count));
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow + getComputedStyle(document.body).overflow)).toContain("hidden");
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      await thumbs.nth(2).click();
      await expect(thumbs.nth(2)).toHaveAttribute("aria-current", "true");
      // Another colour, then back: the gallery starts again from its first picture.
      const first = model.products[0]!.color_slug!;
      await page.locator(".picker--colour .picker__option:not([aria-current=true])").first().click();
      await expect(page).not.toHaveURL(new RegExp(`[?&]color=${first}(&|$)`));
      await page.locator(`.picker--colour .picker__option[href*="color=${first}"]`).click();
      await expect(page).toHaveURL(new RegExp(`[?&]color=${first}(&|$)`));
      await expect(thumbs.first()).toHaveAttribute("aria-current", "true");
      await expect(thumbs.nth(2)).not.toHaveAttribute("aria-current", "true");
    });

    test("the size guide opens from the size picker with the model's size table", async ({ page }) => {
      await page.setViewportSize(NARROW);
      const model = (await models(page, lang)).find((entry) => entry.sizetable && entry.sizetable.parsed.sizes.length > 1);
      expect(model, "a model with a size table").toBeTruthy();
      await page.goto(urlFor(lang, model!.model_url));
      await hydrated(page);
      await page.locator(".variant-pickers").getByRole("link", { name: text.sizeGuide }).click();
      const dialog = page.getByRole("dialog", { name: text.sizeGuide });
      await expect(dialog).toBeVisible();
      const headers = await dialog.locator("thead th").allInnerTexts();
      expect(headers.slice(1)).toEqual(model!.sizetable!.parsed.sizes.map((size) => size.size));
      await expect(dialog.locator("tbody tr").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("on a phone the add button comes back at the bottom once it scrolled away", async ({ page }) => {
      await page.setViewportSize(NARROW);
      const { model, variant } = await sizedModel(page, lang);
      await page.goto(urlFor(lang, variant.color_slug ? `${model.model_url}?color=${variant.color_slug}` : model.model_url));
      await hydrated(page);
      await page.evaluate(() => localStorage.removeItem("sizeHistory"));
      const bar = page.locator(".add-bar");
      await expect(bar).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(bar).toBeVisible();
      // With the bar up the page ends above it: at the very end the footer's last line is not under the bar.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() => {
            const lines = [...document.querySelectorAll("footer *")].filter((element) => element.children.length === 0 && element.textContent?.trim());
            return lines.at(-1)!.getBoundingClientRect().bottom <= document.querySelector(".add-bar")!.getBoundingClientRect().top;
          }),
        )
        .toBe(true);
      await bar.getByRole("button", { name: text.selectSize }).click();
      // The size is missing: the warning shows by the pickers, which come into view.
      await expect(page.locator(".add-area__message")).toHaveText(text.firstSelectSize);
      await expect(page.locator(".add-area__button")).toBeInViewport();
    });

    test("Klarna's instalment message by the price; the strips under the product show what was bought with it and more of its group, scroll and lead to those products", async ({ page }) => {
      await page.setViewportSize(lang === "fi" ? NARROW : WIDE);
      const target = await modelWithStrips(page, lang);
      await page.goto(urlFor(lang, target.path));
      await hydrated(page);
      // Beside the price: Klarna's instalment message for the price shown, in the storefront's locale, filled by
      // the SDK (the stand-in's, loaded after mount) with the message it fetched, so the page's policy lets it.
      const cents = ((await page.locator(".price-block__active").textContent()) ?? "").replace(/\D/g, "");
      const locale = lang === "fi" ? "fi-FI" : "de-DE";
      const placement = page.locator("klarna-placement");
      await expect(placement).toHaveAttribute("data-locale", locale);
      await expect(placement).toHaveAttribute("data-purchase-amount", cents);
      await expect(page.getByText(`Klarna ${locale}: credit-promotion-badge for ${cents} (klarna_e2e_client)`, { exact: false })).toBeVisible();
      await expect(page.locator("script[data-klarna-sdk]")).toHaveCount(1);

      const alsoBought = page.getByRole("region", { name: text.alsoBought });
      const recommended = page.getByRole("region", { name: text.recommendations });
      // Asked only when their place comes near: not at the top of the page.
      await expect(alsoBought).toHaveCount(0);
      await page.locator("footer").scrollIntoViewIfNeeded();
      await expect(alsoBought.locator(".product-card__name")).toHaveText(target.alsoBought);
      await expect(recommended.locator(".product-strip__item")).toHaveCount(target.recommended);
      // The next button moves the row sideways, and the previous one brings it back.
      const row = recommended.locator(".product-strip__row");
      await recommended.getByRole("button", { name: new RegExp(`^${text.recommendations}`) }).last().click();
      await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
      await recommended.getByRole("button", { name: new RegExp(`^${text.recommendations}`) }).first().click();
      await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBe(0);
      await expectNoAxeViolations(page);
      await alsoBought.locator(".product-card__link").first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.alsoBought[0]!);
    });

    test("reviews: the stars lead to them; they sort, load ten more, open a long text and show a picture; a guest may not vote, a customer's vote counts and clears", async ({ page }) => {
      test.slow();
      await page.setViewportSize(lang === "fi" ? NARROW : WIDE);
      const { model, all, long, pictured } = await reviewedModel(page, lang);
      await page.goto(urlFor(lang, model.model_url));
      await hydrated(page);
      await page.locator(".product-page__rating").click();
      const section = page.locator("#reviews");
      const items = section.locator(".reviews__list > li");
      await expect(items).toHaveCount(10);
      // Newest first: the first ten of the API's default order.
      await expect(items.locator(".review__name")).toHaveText(all.slice(0, 10).map((review) => review.visible_name));

      await section.getByRole("link", { name: text.sortStars }).click();
      await expect(page).toHaveURL(/review_sort=stars/);
      await expect(section.getByRole("link", { name: text.sortStars })).toHaveAttribute("aria-current", "true");
      const best = Math.max(...all.map((review) => review.rating));
      await expect(items.first().locator(".stars")).toHaveAttribute("aria-label", new RegExp(String(Math.round(best / 2))));

      // With JavaScript "load more" asks the API for the next page and stays on the address.
      const next = page.waitForResponse((response) => response.url().includes("/api/product_reviews/") && response.url().includes("page=2"));
      await section.getByRole("link", { name: text.moreReviews }).click();
      expect((await next).status()).toBe(200);
      await expect(items).toHaveCount(Math.min(20, all.length));
      await expect(page).not.toHaveURL(/review_pages/);

      // The long text and the picture, wherever they are in the list: load all pages first.
      await page.goto(urlFor(lang, `${model.model_url}?review_pages=20#reviews`));
      await hydrated(page);
      const longItem = section.locator(`#review-${long.id}`);
      await expect(longItem.locator(".review__text")).not.toContainText(long.comment);
      await longItem.getByRole("button", { name: text.readMore }).click();
      await expect(longItem.locator(".review__text")).toContainText(long.comment);
      await expect(longItem.getByRole("button", { name: text.readLess })).toHaveAttribute("aria-expanded", "true");

      const pictureButton = section.locator(`#review-${pictured.id} .review__picture-button`).first();
      await pictureButton.click();
      const dialog = page.getByRole("dialog", { name: text.reviewPicture });
      await expect(dialog.locator("img")).toHaveAttribute("src", pictured.images[0]!.url);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(pictureButton).toBeFocused();
      await expectNoAxeViolations(page);

      // Votes: a guest is asked to log in; a customer's vote counts at once, stays after a reload and clears
      // on a second press. Each language votes on its own review: the two tests run side by side as one customer.
      const target = all[lang === "fi" ? 0 : 1]!;
      const reviewUrl = urlFor(lang, `${model.model_url}#reviews`);
      const helpful = page.locator(`#review-${target.id}`).getByRole("button", { name: new RegExp(`^${text.helpful}`) });
      await helpful.click();
      await expect(page.getByText(text.voteNeedsLogin)).toBeVisible();
      await expect(helpful).toHaveAttribute("aria-pressed", "false");

      await page.goto(urlFor(lang, `${pathFor("accounts.login", lang)}?next=${encodeURIComponent(model.model_url)}`));
      await submitLogin(page, lang, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(model.name);
      await page.goto(reviewUrl);
      await hydrated(page);
      // A retry finds the vote an earlier attempt left: cleared first, so every attempt starts without one.
      if ((await helpful.getAttribute("aria-pressed")) === "true") {
        await helpful.click();
        await expect(helpful).toHaveAttribute("aria-pressed", "false");
        await expect(helpful).toBeEnabled();
      }
      const count = async () => Number(/\((\d+)\)/.exec((await helpful.textContent()) ?? "")?.[1]);
      const before = await count();
      const sent = page.waitForResponse((response) => response.url().includes("/api/review_votes/"));
      await helpful.click();
      await expect(helpful).toHaveAttribute("aria-pressed", "true");
      expect(await count()).toBe(before + 1);
      expect((await sent).status()).toBe(200);
      await page.reload();
      await hydrated(page);
      await expect(helpful).toHaveAttribute("aria-pressed", "true");
      expect(await count()).toBe(before + 1);
      const cleared = page.waitForResponse((response) => response.url().includes("/api/review_votes/"));
      await helpful.click();
      await expect(helpful).toHaveAttribute("aria-pressed", "false");
      expect((await cleared).status()).toBe(200);
      expect(await count()).toBe(before);
    });

    test("each product page shown goes to the viewed-products list in local storage, newest first", async ({ page }) => {
      const [first, second] = await models(page, lang);
      const viewed = () =>
        page.evaluate(() => (JSON.parse(localStorage.getItem("localSettings") ?? "{}") as { viewedProducts?: number[] }).viewedProducts ?? []);
      await page.evaluate(() => localStorage.removeItem("localSettings"));
      await page.goto(urlFor(lang, first!.model_url));
      await hydrated(page);
      await expect.poll(viewed).toEqual([first!.id]);
      await page.goto(urlFor(lang, second!.model_url));
      await hydrated(page);
      await expect.poll(viewed).toEqual([second!.id, first!.id]);
      // Seen again: moved to the front, still once.
      await page.goto(urlFor(lang, first!.model_url));
      await hydrated(page);
      await expect.poll(viewed).toEqual([first!.id, second!.id]);
    });

    test("a missing product answers 404 'Product not found.'", async ({ page }) => {
      const { model } = await sizedModel(page, lang);
      const missing = model.model_url.replace(/[^/]+\/$/, "ei-tallaista-tuotetta/");
      const response = await page.goto(urlFor(lang, missing));
      expect(response?.status()).toBe(404);
      await expect(page.getByText(text.productNotFound)).toBeVisible();
    });
  });
}

test.describe("product page without JavaScript", () => {
  test("colour and size are links the server renders, and the notifier form posts", async ({ browser }) => {
    const lookup = await browser.newPage();
    const { model, variant } = await soldOutVariant(lookup, "fi");
    await lookup.close();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(urlFor("fi", model.model_url));
    const colours = page.locator(".picker--colour .picker__option");
    if ((await colours.count()) > 1) {
      const second = colours.nth(1);
      const href = (await second.getAttribute("href"))!;
      await second.click();
      await expect(page).toHaveURL(urlFor("fi", href));
      await expect(page.locator(".picker--colour .picker__option[aria-current=true]")).toHaveAttribute("href", href);
    }
    await page.goto(variantUrl("fi", model, variant));
    await page.getByLabel(TEXTS.fi.email).fill("nojs@example.fi");
    await page.getByRole("button", { name: TEXTS.fi.notifySubmit }).click();
    await expect(page.locator(".notify-form__status")).toContainText(TEXTS.fi.notifySuccess);
    await context.close();
  });
});
