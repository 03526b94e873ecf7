/**
 * The cart's delivery choices in the browser.
 * - Express pickup (pikanouto): the cart offers it when one store holds the whole cart,
 *   with the time the order is ready; chosen, the payment step lists only the express method and the
 *   stores that hold the order; the paid order names that store. In fi on a phone, and in de on a wide
 *   screen with Finland as the delivery country.
 * - Part delivery: offered for a cart of products on the shelf and products that come later, with when
 *   each part leaves; chosen, the delivery in the summary is charged for two parcels.
 */
import { expect, test, type Page } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import type { ProductModelDetail } from "#core/product/product-service.ts";
import { expectNoAxeViolations } from "./support/checks.ts";
import { catalogueModels } from "./support/products.ts";
import { continueAsGuest, storeCart } from "./support/cart.ts";
import { originFor, urlFor } from "./support/urls.ts";

const WORDS = {
  fi: {
    partChoice: /^Toimitus kahdessa osassa: varastossa olevat lähtevät 1–2 päivässä, loput \d+–\d+ päivässä$/,
    partPaid: "Toinen paketti maksaa toimitusmaksun uudelleen.",
    homeDelivery: /^Kotiinkuljetus/,
    choice: /^Pikanouto myymälästä, valmiina (tänään|huomenna|\S+) klo 1[16]\.00 jälkeen$/,
    method: /^Pikanouto/,
    store: "Myymälä",
    chooseStore: "Valitse myymälä",
    continueButton: "Jatka toimitukseen ja maksuun",
    firstName: "Etunimi",
    postalCode: /^Postinumero$/,
    lastName: "Sukunimi",
    phone: "Puhelin",
    email: "Sähköposti",
    card: "Korttimaksu",
    pay: /^Maksa \d/,
    testPay: "Maksa",
    thanks: "Kiitos tilauksestasi!",
  },
  de: {
    partChoice: /^Lieferung in zwei Teilen: Vorrätiges wird in 1–2 Tagen versandt, der Rest in \d+–\d+ Tagen$/,
    partPaid: "Für das zweite Paket fallen die Versandkosten erneut an.",
    homeDelivery: /^Lieferung nach Hause/,
    choice: /^Expressabholung in der Filiale, bereit (heute|morgen|am \S+) ab 1[16]:00 Uhr$/,
    method: /^Expressabholung/,
    store: "Filiale",
    chooseStore: "Filiale wählen",
    continueButton: "Weiter zu Lieferung und Zahlung",
    firstName: "Vorname",
    postalCode: /^Postleitzahl$/,
    lastName: "Nachname",
    phone: "Telefon",
    email: "E-Mail",
    card: "Kartenzahlung",
    pay: /bezahlen$/,
    testPay: "Bezahlen",
    thanks: "Vielen Dank für Ihre Bestellung!",
  },
} as const;

/** A variant the shop's own checkout call offers for express pickup, with the stores that hold it. */
async function expressVariant(page: Page, lang: Lang) {
  const models = await catalogueModels<ProductModelDetail>(page, lang);
  const candidates = models.flatMap((model) => model.products.filter((variant) => variant.is_orderable && !model.on_order).map((variant) => variant.id));
  const found = await page.evaluate(async (ids) => {
    for (const id of ids) {
      const response = await fetch("/api/checkout/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ products: [{ productId: String(id), amount: 1 }], pikanouto: true }),
      });
      const answer = (await response.json()) as { pikanouto_stores: Array<{ id: number; name: string }> };
      if (answer.pikanouto_stores.length > 0) return { id, stores: answer.pikanouto_stores };
    }
    return null;
  }, candidates.slice(0, 80));
  if (!found) throw new Error("no variant of the demo catalogue is on an express store's shelf");
  return found;
}

for (const [lang, viewport] of [
  ["fi", { width: 390, height: 844 }],
  ["de", { width: 1280, height: 900 }],
] as const) {
  test(`${lang}: express pickup chosen in the cart, its store on the payment step, and on the paid order`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    await page.setViewportSize(viewport);
    // Express pickup is for deliveries in Finland: the German shopper has chosen Finland as the country.
    if (lang === "de") await page.context().addCookies([{ name: "delivery_country", value: "fi", url: originFor("de") }]);
    const { id, stores } = await expressVariant(page, lang);
    await storeCart(page, [id]);

    await page.goto(urlFor(lang, pathFor("checkout", lang)));
    const choice = page.getByRole("checkbox", { name: w.choice });
    await expect(choice).toBeVisible();
    await expect(page.getByText(stores[0]!.name, { exact: false }).first()).toBeVisible();
    await choice.check();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("checkout") ?? "{}").isPikanoutoSelected)).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: w.continueButton }).click();
    await continueAsGuest(page, lang);
    // Chosen in the cart, express pickup is the one way to receive the order.
    const methods = page.getByRole("radio", { name: w.method });
    await expect(methods).toHaveCount(1);
    await expect(page.locator('input[name="delivery_method"]')).toHaveCount(1);
    await methods.check();
    const store = page.getByLabel(w.store, { exact: true });
    await expect(store.locator("option")).toHaveText([w.chooseStore, ...stores.map((entry) => entry.name)]);
    await store.selectOption(String(stores[0]!.id));
    await page.getByLabel(w.firstName).fill("Pika");
    await page.getByLabel(w.lastName).fill("Noutaja");
    await page.getByLabel(w.postalCode).fill("00100");
    await page.getByLabel(w.phone).fill("040 765 4321");
    await page.getByLabel(w.email).fill(`express-${lang}@example.fi`);
    await page.getByRole("radio", { name: w.card }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: w.pay }).click();

    await expect(page).toHaveURL(/\/payment\/test\/tp_[\w-]+\/$/);
    await page.getByRole("button", { name: w.testPay, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.thanks })).toBeVisible();
    const details = page.locator(".order-details__facts");
    await expect(details.getByText(w.method)).toBeVisible();
    await expect(details.getByText(stores[0]!.name)).toBeVisible();
  });
}

/** An orderable variant that leaves at once and one that comes later (shipping time above 2), both cheap. */
async function shelfAndLater(page: Page, lang: Lang) {
  const models = await catalogueModels<ProductModelDetail>(page, lang);
  const variants = models.flatMap((model) => (model.on_order ? [] : model.products.filter((variant) => variant.is_orderable)));
  // Under 70 euros each, so that home delivery (free from 150 euros) costs something.
  const cheap = (variant: (typeof variants)[number]) => variant.prices !== null && variant.prices.active < 7000;
  const now = variants.find((variant) => cheap(variant) && variant.shipping_time.number <= 2 && variant.stock_data.in_stock > 0);
  const later = variants.find((variant) => cheap(variant) && variant.shipping_time.number > 2 && variant.shipping_time.number < 999);
  if (!now || !later) throw new Error("the demo catalogue has no cart to split");
  return [now.id, later.id];
}

for (const [lang, viewport] of [
  ["fi", { width: 390, height: 844 }],
  ["de", { width: 1280, height: 900 }],
] as const) {
  test(`${lang}: part delivery is offered for a cart that leaves in two parts, and charges the second parcel`, async ({ page }) => {
    const w = WORDS[lang];
    await page.setViewportSize(viewport);
    if (lang === "de") await page.context().addCookies([{ name: "delivery_country", value: "fi", url: originFor("de") }]);
    const ids = await shelfAndLater(page, lang);
    await storeCart(page, ids);
    await page.goto(urlFor(lang, pathFor("checkout", lang)));
    const choice = page.getByRole("checkbox", { name: w.partChoice });
    await expect(choice).toBeVisible();
    await expect(page.getByText(w.partPaid)).toBeVisible();
    // Home delivery's price in the server's answer: one parcel, then two once part delivery is chosen.
    const homePrice = () =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem("checkout") ?? "{}").answer?.delivery_methods as Array<{ slug: string; price: number }> | undefined)?.find(
            (method) => method.slug === "home-delivery",
          )?.price ?? -1,
      );
    await expect.poll(homePrice).toBe(990);
    await choice.check();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("checkout") ?? "{}").isDeliverySplittingSelected)).toBe(true);
    await expect.poll(homePrice).toBe(2 * 990);
    await expectNoAxeViolations(page);
    // The payment step prices home delivery for the two parcels.
    await page.getByRole("link", { name: w.continueButton }).click();
    await continueAsGuest(page, lang);
    await expect(page.getByRole("radio", { name: w.homeDelivery })).toBeVisible();
    await expect(page.locator(".choice", { hasText: w.homeDelivery })).toContainText("19,80");
  });
}
