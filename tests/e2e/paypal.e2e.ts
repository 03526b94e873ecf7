/**
 * Paying with PayPal in the browser, against the stand-in of PayPal's REST API and approval
 * page that playwright.config.ts starts beside the shop: the payment step offers PayPal, the shopper
 * is sent to PayPal's page, cancels and comes back to "Payment cancelled", tries again, pays, and lands
 * on the confirmation with the order paid. In fi on a phone and de on a wide screen.
 */
import { expect, test } from "@playwright/test";
import { pathFor } from "#i18n/routes.ts";
import { lockerVariants } from "./support/products.ts";
import { storeCart } from "./support/cart.ts";
import { urlFor } from "./support/urls.ts";

const WORDS = {
  fi: {
    home: /^Kotiinkuljetus/,
    firstName: "Etunimi",
    lastName: "Sukunimi",
    address: /^Katuosoite/,
    postalCode: /^Postinumero$/,
    city: /^Postitoimipaikka/,
    phone: "Puhelin",
    email: "Sähköposti",
    pay: /^Maksa \d/,
    cancelled: "Maksu peruttiin.",
    payAgain: "Yritä maksua uudelleen",
    thanks: "Kiitos tilauksestasi!",
    processing: "Käsittelyssä",
  },
  de: {
    home: /^Lieferung nach Hause/,
    firstName: "Vorname",
    lastName: "Nachname",
    address: /^Straße und Hausnummer/,
    postalCode: /^Postleitzahl$/,
    city: /^Ort/,
    phone: "Telefon",
    email: "E-Mail",
    pay: /bezahlen$/,
    cancelled: "Zahlung abgebrochen.",
    payAgain: "Zahlung erneut versuchen",
    thanks: "Vielen Dank für Ihre Bestellung!",
    processing: "In Bearbeitung",
  },
} as const;

const POSTAL = { fi: "00100", de: "10115" } as const;

for (const [lang, viewport] of [
  ["fi", { width: 390, height: 844 }],
  ["de", { width: 1280, height: 900 }],
] as const) {
  test(`${lang}: PayPal's page, cancelled and back, then paid: the order is paid and confirmed`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    await page.setViewportSize(viewport);
    const [product] = await lockerVariants(page, lang, 1, { min: 2, max: 40 });
    await storeCart(page, [product!.variant.id]);

    await page.goto(urlFor(lang, pathFor("checkout.payment", lang)));
    await page.getByRole("radio", { name: w.home }).check();
    await page.getByLabel(w.firstName).fill("Paula");
    await page.getByLabel(w.lastName).fill("Paypal");
    await page.getByLabel(w.address).fill("Hämeenkatu 1");
    await page.getByLabel(w.postalCode).fill(POSTAL[lang]);
    await page.getByLabel(w.city).fill("Tampere");
    await page.getByLabel(w.phone).fill("040 555 6666");
    await page.getByLabel(w.email).fill(`paypal-${lang}@example.fi`);
    await page.getByRole("radio", { name: "PayPal" }).check();
    await page.getByRole("button", { name: w.pay }).click();

    // PayPal's page (the stand-in), with the amount the shop asked for.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkoutnow\?token=[A-Z0-9]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Pay \d+\.\d{2} EUR$/);
    await page.getByRole("button", { name: "Cancel and return" }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.cancelled })).toBeVisible();
    // A press while React takes the page over can be lost: press once it has.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: w.payAgain }).click();
    await expect(page).toHaveURL(/\/checkoutnow\?token=/);
    await page.getByRole("button", { name: "Pay with PayPal" }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.thanks })).toBeVisible();
    await expect(page.locator(".order-details__status")).toHaveText(w.processing);
    await expect(page.locator(".order-details__facts")).toContainText("PayPal");
  });
}
