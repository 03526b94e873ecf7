/**
 * Bundles, gift cards and gift campaigns in the browser: the Buy
 * bundle modal on a ski page, a package model chosen part by part, a gift card with amount and
 * recipient, and a gift campaign code refused then accepted. The cart rows are read from local
 * storage, as the cart issue will read them. Products are found through the shop's own API.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectValidHtml, ssrHtml } from "./support/checks.ts";
import { pathFor } from "#i18n/routes.ts";
import { urlFor } from "./support/urls.ts";

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

const TEXTS = {
  fi: {
    buyBundle: "Osta paketti",
    addToCart: "Lisää ostoskoriin",
    added: "Lisätty ostoskoriin",
    chooseAll: "Valitse jokaiselle paketin tuotteelle vaihtoehto",
    amount: "Summa (€)",
    recipient: "Saajan nimi",
    webGiftCard: "verkkolahjakortti",
    packageSlug: "kaira-laskettelupaketti",
    campaignPath: "/lahjakampanjat/kuusikko-thanks/",
    campaignCode: "Kampanjakoodi",
    redeem: "Käytä koodi",
    goToCart: "Siirry ostoskoriin",
    continueShopping: "Jatka ostoksia",
    codeUnknown: "Koodi ei kelpaa tähän kampanjaan",
    codeRequired: "Kirjoita saamasi koodi",
    alpineSkis: "talviurheilu/sukset/laskettelusukset",
  },
  de: {
    buyBundle: "Set kaufen",
    addToCart: "In den Warenkorb",
    added: "Zum Warenkorb hinzugefügt",
    chooseAll: "Wählen Sie für jedes Produkt des Sets eine Variante",
    amount: "Betrag (€)",
    recipient: "Name des Beschenkten",
    webGiftCard: "digitale-geschenkkarte",
    packageSlug: "kaira-alpin-skiset",
    campaignPath: "/geschenkaktionen/kuusikko-thanks/",
    campaignCode: "Aktionscode",
    redeem: "Code einlösen",
    goToCart: "Zum Warenkorb",
    continueShopping: "Weiter einkaufen",
    codeUnknown: "Dieser Code gilt nicht für diese Aktion",
    codeRequired: "Geben Sie den erhaltenen Code ein",
    alpineSkis: "wintersport/ski/alpinski",
  },
} as const;

type TestLang = keyof typeof TEXTS;

interface StoredCart {
  products: Array<{ productId: string; amount: number; frozen: boolean; bundleHash?: string }>;
  giftCardProducts: Array<{ uid: string; productId: string; amount: number; extra_data: Record<string, string> }>;
  giftCampaignData: { code: string; campaign: string } | null;
}

async function storedCart(page: Page): Promise<StoredCart> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem("checkout"))) ?? "null") as StoredCart;
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** The model's page address from the product API (gift cards and packages live under /old). */
async function modelUrl(page: Page, lang: TestLang, slug: string): Promise<string> {
  await page.goto(urlFor(lang, "/api/route-slugs/"));
  return page.evaluate(async (wanted) => {
    const response = await fetch(`/api/products/productmodel/${wanted}/`);
    if (!response.ok) throw new Error(`model ${wanted}: ${response.status}`);
    return ((await response.json()) as { model_url: string }).model_url;
  }, slug);
}

/** The first alpine ski page of the demo catalogue that offers a bundle, found by reading the pages. */
async function pageWithBundle(page: Page, lang: TestLang): Promise<string> {
  await page.goto(urlFor(lang, "/api/route-slugs/"));
  const found = await page.evaluate(async (groupPath) => {
    const groups = (await (await fetch(`/api/products/productgroup/?path=${encodeURIComponent(groupPath)}`)).json()) as Array<{ id: number }>;
    const listing = (await (await fetch(`/api/listing/?source=group&id=${groups[0]!.id}&limit=60`)).json()) as { items: Array<{ path: string }> };
    for (const item of listing.items) {
      const html = await (await fetch(item.path)).text();
      if (html.includes('id="bundles"')) return item.path;
    }
    return null;
  }, TEXTS[lang].alpineSkis);
  if (!found) throw new Error("no alpine ski page with a bundle in the demo catalogue");
  return found;
}

test.describe("bundles", () => {
  test("Buy bundle opens the modal; every part must be chosen; the bundle is one hyphen-id row (fi)", async ({ page }) => {
    const text = TEXTS.fi;
    await page.setViewportSize(WIDE);
    const path = await pageWithBundle(page, "fi");
    await page.goto(urlFor("fi", path));
    await hydrated(page);
    const offer = page.locator(".bundle").first();
    await offer.getByRole("button", { name: text.buyBundle }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: text.addToCart }).click();
    await expect(dialog.locator(".add-area__message")).toHaveText(text.chooseAll);
    expect(await storedCart(page)).toBeNull();

    const selects = dialog.locator("select");
    const chosen: string[] = [];
    for (let index = 0; index < (await selects.count()); index++) {
      const select = selects.nth(index);
      const value = await select.locator("option:not([disabled]):not([value=''])").first().getAttribute("value");
      await select.selectOption(value!);
      chosen.push(value!);
    }
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: text.addToCart }).click();
    // The cart of this storefront's own path.
    await expect(page).toHaveURL(new RegExp(`${pathFor("checkout", "fi")}$`));
    const cart = await storedCart(page);
    expect(cart.products).toHaveLength(1);
    const [row] = cart.products;
    const parts = row!.productId.split("-");
    // The page's model id first, then one variant per part; the parts with one variant were chosen already.
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const value of chosen) expect(parts.slice(1)).toContain(value);
    expect(row).toMatchObject({ amount: 1, frozen: false });
    expect(row!.bundleHash).toMatch(/^\d+$/);
  });

  test("a package model is chosen part by part on its /old page (de, narrow)", async ({ page }) => {
    const text = TEXTS.de;
    await page.setViewportSize(NARROW);
    const url = await modelUrl(page, "de", text.packageSlug);
    const response = await page.goto(urlFor("de", url));
    // Packages live under /old: the model's own path moved there.
    expect(new URL(page.url()).pathname).toBe(`/old${url}`);
    const documents = [await ssrHtml(response)];
    await hydrated(page);
    const selects = page.locator(".package-buy select");
    // The chooser's code loads after hydration; its server-rendered selects stay until then.
    await expect(selects.first()).toBeVisible();
    const count = await selects.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const select = selects.nth(index);
      await select.selectOption((await select.locator("option:not([disabled]):not([value=''])").first().getAttribute("value"))!);
    }
    await expectNoAxeViolations(page);
    await page.locator(".package-buy").getByRole("button", { name: text.addToCart }).click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("checkout", "de")}$`));
    const cart = await storedCart(page);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]!.productId.split("-").length).toBeGreaterThanOrEqual(count + 1);
    await expectValidHtml(documents);
  });
});

for (const lang of ["fi", "de"] as const) {
  const text = TEXTS[lang];

  test(`a web gift card: amount in steps of 10, the recipient's name, a row of its own (${lang})`, async ({ page }) => {
    await page.setViewportSize(lang === "fi" ? NARROW : WIDE);
    const url = await modelUrl(page, lang, text.webGiftCard);
    const response = await page.goto(urlFor(lang, `/old${url}`));
    const documents = [await ssrHtml(response)];
    await hydrated(page);
    const add = page.locator(".gift-card-buy").getByRole("button", { name: text.addToCart });
    const amount = page.getByLabel(text.amount);
    await expect(amount).toHaveValue("50");
    // Model 2427 takes the recipient's name: without it nothing can be added.
    await expect(add).toBeDisabled();
    await page.getByLabel(text.recipient).fill("Aino Virtanen");
    await expect(add).toBeEnabled();
    await amount.fill("123");
    await amount.blur();
    await expect(amount).toHaveValue("120");
    await amount.fill("0");
    await amount.blur();
    await expect(add).toBeDisabled();
    await amount.fill("20000");
    await amount.blur();
    await expect(amount).toHaveValue("10000");
    await amount.fill("80");
    await amount.blur();
    await add.click();
    await expect(page.locator(".gift-card-buy .add-area__message")).toHaveText(text.added);
    // The added-to-cart modal, as after every other add: the card, its value and recipient; no amount to
    // change (each card is a row of its own). Escape closes it and gives focus back to the button.
    const modal = page.getByRole("dialog", { name: text.added });
    await expect(modal).toBeVisible();
    await expect(modal.getByText("Aino Virtanen")).toBeVisible();
    await expect(modal.locator(".added-to-cart__price")).toHaveText(/80/);
    await expect(modal.getByRole("spinbutton")).toHaveCount(0);
    await expect(modal.getByRole("link", { name: text.goToCart })).toHaveAttribute("href", pathFor("checkout", lang));
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(add).toBeFocused();
    await add.click();
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: text.continueShopping }).click();
    await expect(modal).toBeHidden();
    const cart = await storedCart(page);
    expect(cart.giftCardProducts).toHaveLength(2);
    expect(cart.giftCardProducts[0]).toMatchObject({ productId: "242700", amount: 80, extra_data: { giftcard_name: "Aino Virtanen" } });
    expect(cart.giftCardProducts[0]!.uid).not.toBe(cart.giftCardProducts[1]!.uid);
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expectNoAxeViolations(page);
    await expectValidHtml(documents);
  });
}

test("a gift campaign: the code is refused on its field, then a valid one leaves only the gift in the cart, ordered free (fi)", async ({ page }) => {
  const text = TEXTS.fi;
  await page.setViewportSize(WIDE);
  await page.goto(urlFor("fi", text.campaignPath));
  const links = await page.locator(".gift-campaign__product a").evaluateAll((items) => items.map((item) => item.getAttribute("href")!));
  expect(links.length).toBeGreaterThan(0);
  // A product of the campaign with an orderable variant, chosen by its query.
  const target = await page.evaluate(async (paths) => {
    for (const path of paths) {
      const slug = path.split("/").filter(Boolean).at(-1)!;
      const model = (await (await fetch(`/api/products/productmodel/${slug}/?giftcampaign=1`)).json()) as {
        products: Array<{ id: number; color_slug: string | null; size: { slug: string } | null; is_orderable: boolean }>;
      };
      const variant = model.products.find((entry) => entry.is_orderable);
      if (!variant) continue;
      const query = new URLSearchParams();
      if (variant.color_slug) query.set("color", variant.color_slug);
      if (variant.size) query.set("size", variant.size.slug);
      return { url: `${path}?${query}`, id: variant.id };
    }
    return null;
  }, links);
  expect(target).not.toBeNull();
  // Something already in the cart: a valid code replaces it with the gift.
  await page.evaluate(() => localStorage.setItem("checkout", JSON.stringify({ products: [{ productId: "1", amount: 2, frozen: false, name: "x", extra_data: null }], giftCardProducts: [], bundles: [], codes: ["ALE"] })));
  await page.goto(urlFor("fi", target!.url));
  await hydrated(page);
  // The breadcrumb leads back to the campaign's selection.
  await expect(page.locator(`.breadcrumbs a[href="${text.campaignPath}"]`)).toHaveCount(1);
  const code = page.getByLabel(text.campaignCode);
  await page.getByRole("button", { name: text.redeem }).click();
  await expect(page.locator("#campaign-code-error")).toHaveText(text.codeRequired);
  await code.fill("EI-TALLAISTA");
  await page.getByRole("button", { name: text.redeem }).click();
  await expect(page.locator("#campaign-code-error")).toHaveText(text.codeUnknown);
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await code.fill("  demo-gift-1 ");
  await page.getByRole("button", { name: text.redeem }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor("checkout.payment", "fi")}$`));
  const cart = await storedCart(page);
  expect(cart.products).toEqual([expect.objectContaining({ productId: String(target!.id), amount: 1, frozen: true })]);
  expect(cart.giftCampaignData).toEqual({ code: "DEMO-GIFT-1", campaign: "kuusikko-thanks" });
  expect((cart as unknown as { codes: string[] }).codes).toEqual([]);

  // The code pays the gift and its delivery: the order is placed without a payment.
  await page.getByRole("radio", { name: /^Kotiinkuljetus/ }).check();
  await expect(page.locator(".choice", { hasText: "Kotiinkuljetus" })).toContainText("Maksuton");
  await page.getByLabel("Etunimi").fill("Lahja");
  await page.getByLabel("Sukunimi").fill("Saaja");
  await page.getByLabel(/^Katuosoite/).fill("Hämeenkatu 1");
  await page.getByLabel(/^Postinumero$/).fill("33100");
  await page.getByLabel(/^Postitoimipaikka/).fill("Tampere");
  await page.getByLabel("Puhelin").fill("040 123 4567");
  await page.getByLabel("Sähköposti").fill("lahja@example.fi");
  await expect(page.getByRole("group", { name: "Maksutapa" })).toHaveCount(0);
  await page.getByRole("button", { name: "Tee tilaus" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kiitos tilauksestasi!" })).toBeVisible();
  await expect(page.locator(".order-details")).toContainText("Lahjakampanjan koodi DEMO-GIFT-1");
  await expect(page.locator(".order-details .cart-summary__total dd")).toHaveText("0 €");
});
