/**
 * Klarna's checkout in the browser (the answer's `kco_iframe` snippet), against the stand-in of
 * Klarna's APIs and checkout frame that playwright.config.ts starts beside the shop. fi on a phone: the
 * shopper chooses home delivery and Klarna, buys in Klarna's frame, lands on /checkout/klarna/confirm
 * with the order paid and Klarna's confirmation, and the cart is empty. de on a wide screen: the cart's
 * Klarna checkout is completed elsewhere (another tab), and the payment step's next validation
 * (READ_ONLY_ORDER) takes the shopper to its confirmation.
 */
import { expect, test, type Page } from "@playwright/test";
import { pathFor } from "#i18n/routes.ts";
import { lockerVariants } from "./support/products.ts";
import { storeCart } from "./support/cart.ts";
import { urlFor } from "./support/urls.ts";

const WORDS = {
  fi: { home: /^Kotiinkuljetus/, klarna: /^Klarna: maksa nyt/, thanks: "Kiitos tilauksestasi!", processing: "Käsittelyssä", empty: "Ostoskorisi on tyhjä" },
  de: { home: /^Lieferung nach Hause/, klarna: /^Klarna: jetzt, später/, thanks: "Vielen Dank für Ihre Bestellung!", processing: "In Bearbeitung", empty: "Ihr Warenkorb ist leer" },
} as const;

const ADDRESS = { fi: { postal: "33100", city: "Tampere", phone: "+358401234567" }, de: { postal: "10115", city: "Berlin", phone: "+4930123456" } } as const;

/** The payment step with Klarna chosen for home delivery: Klarna's frame, once the checkout is open. */
async function openKlarna(page: Page, lang: "fi" | "de") {
  const w = WORDS[lang];
  const [product] = await lockerVariants(page, lang, 1, { min: 2, max: 40 });
  await storeCart(page, [product!.variant.id]);
  await page.goto(urlFor(lang, pathFor("checkout.payment", lang)));
  await page.getByRole("radio", { name: w.home }).check();
  await page.getByRole("radio", { name: w.klarna }).check();
  const frame = page.frameLocator('iframe[name="klarna-checkout-iframe"]');
  await expect(frame.getByRole("button", { name: "Buy" })).toBeVisible({ timeout: 15_000 });
  return frame;
}

test("fi: Klarna's checkout on the payment step: bought in Klarna's frame, the order is paid and confirmed, the cart empty", async ({ page }) => {
  test.setTimeout(90_000);
  const w = WORDS.fi;
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = await openKlarna(page, "fi");
  // Klarna collects the address: the shop's own contact fields and pay button are gone.
  await expect(page.getByLabel("Etunimi", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Maksa \d/ })).toBeHidden();
  // The special request stays, and goes to Klarna's checkout with the cart (the order is placed from it).
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/checkout/") && (response.request().postData() ?? "").includes("Jätä oven taakse"));
  await page.getByLabel(/^Lisätoiveet/).fill("Jätä oven taakse");
  await sent;
  await page.waitForTimeout(500);
  await expect(frame.getByRole("button", { name: "Buy" })).toBeVisible({ timeout: 15_000 });

  await frame.getByLabel("First name").fill("Kaisa");
  await frame.getByLabel("Last name").fill("Klarna");
  await frame.getByLabel("Email").fill("klarna-fi@example.fi");
  await frame.getByLabel("Street address").fill("Hämeenkatu 5");
  await frame.getByLabel("Postal code").fill(ADDRESS.fi.postal);
  await frame.getByLabel("City").fill(ADDRESS.fi.city);
  await frame.getByLabel("Phone").fill(ADDRESS.fi.phone);
  await frame.getByRole("button", { name: "Buy" }).click();

  await expect(page).toHaveURL(/\/checkout\/klarna\/confirm\/\?klarna_order_id=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: w.thanks })).toBeVisible();
  await expect(page.locator(".order-details__status")).toHaveText(w.processing);
  await expect(page.locator(".order-details__facts")).toContainText("Klarna");
  await expect(page.getByText("Jätä oven taakse")).toBeVisible();
  await expect(page.frameLocator('iframe[name="klarna-checkout-iframe"]').getByText("Klarna: your purchase is complete.")).toBeVisible();

  await page.goto(urlFor("fi", pathFor("checkout", "fi")));
  await expect(page.getByText(w.empty, { exact: false }).first()).toBeVisible();
});

test("de: a Klarna checkout completed in another tab takes the payment step to its confirmation (READ_ONLY_ORDER)", async ({ page, request }) => {
  test.setTimeout(90_000);
  const w = WORDS.de;
  await page.setViewportSize({ width: 1280, height: 900 });
  const frame = await openKlarna(page, "de");
  const src = await page.locator('iframe[name="klarna-checkout-iframe"]').getAttribute("src");
  const id = new URL(src!).pathname.split("/").pop()!;
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("checkout") ?? "{}").klarnaGlobalCheckoutId)).toBe(id);
  await expect(frame.getByRole("button", { name: "Buy" })).toBeVisible();

  // The other tab: the same checkout bought in Klarna's frame.
  const bought = await request.post(new URL(`/checkout/frame/${id}/buy`, src!).toString(), {
    data: { given_name: "Klaus", family_name: "Klarna", email: "klarna-de@example.de", street_address: "Unter den Linden 1", postal_code: ADDRESS.de.postal, city: ADDRESS.de.city, phone: ADDRESS.de.phone },
  });
  expect(await bought.json()).toEqual({ redirect: expect.stringContaining(`klarna_order_id=${id}`) });

  // This tab asks about the cart again (a reload): Klarna answers READ_ONLY_ORDER, and the shopper sees the order.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/checkout/klarna/confirm/\\?klarna_order_id=${id}$`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: w.thanks })).toBeVisible();
  await expect(page.locator(".order-details__status")).toHaveText(w.processing);
});
