/**
 * The whole checkout journey, in fi on a phone and de on a wide screen: two
 * products added on their pages, a discount code, a pick-up point found by postal code, the payment on
 * the built-in test provider's page, the confirmation page and mail, and the order found again at
 * /view-order/. Also: the form keeps what was typed when the server refuses it, and a cancelled payment
 * can be paid again.
 */
import { expect, test, type Page } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations, expectValidHtml, ssrHtml } from "./support/checks.ts";
import { lockerVariants, variantUrl } from "./support/products.ts";
import { urlFor } from "./support/urls.ts";

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

interface Words {
  cartLink: RegExp;
  codeField: string;
  useCode: string;
  discount: string;
  continueButton: string;
  pickupMethod: RegExp;
  findPoints: string;
  firstName: string;
  lastName: string;
  postalCode: RegExp;
  phone: string;
  email: string;
  card: string;
  pay: RegExp;
  firstNameRequired: string;
  testPay: string;
  testCancel: string;
  thanks: string;
  cancelled: string;
  payAgain: string;
  viewEmail: string;
  viewNumber: string;
  viewFind: string;
  notFound: string;
  processing: string;
  summary: string;
}

const WORDS: Record<"fi" | "de", Words> = {
  fi: {
    cartLink: /Ostoskori/,
    codeField: "Alennuskoodi tai lahjakortti",
    useCode: "Käytä",
    discount: "Alennus TALVI15",
    continueButton: "Jatka toimitukseen ja maksuun",
    pickupMethod: /Noutopiste tai pakettiautomaatti/,
    findPoints: "Hae noutopisteet",
    firstName: "Etunimi",
    lastName: "Sukunimi",
    postalCode: /^Postinumero$/,
    phone: "Puhelin",
    email: "Sähköposti",
    card: "Korttimaksu",
    pay: /^Maksa \d/,
    firstNameRequired: "Anna etunimesi.",
    testPay: "Maksa",
    testCancel: "Peru maksu",
    thanks: "Kiitos tilauksestasi!",
    cancelled: "Maksu peruttiin.",
    payAgain: "Yritä maksua uudelleen",
    viewEmail: "Sähköposti",
    viewNumber: "Tilausnumero",
    viewFind: "Hae tilaus",
    notFound: "Tilausta ei löytynyt: tarkista sähköposti ja tilausnumero",
    processing: "Käsittelyssä",
    summary: "Tilauksen yhteenveto",
  },
  de: {
    cartLink: /Warenkorb/,
    codeField: "Rabattcode oder Geschenkkarte",
    useCode: "Einlösen",
    discount: "Rabatt TALVI15",
    continueButton: "Weiter zu Lieferung und Zahlung",
    pickupMethod: /Abholstation oder Paketautomat/,
    findPoints: "Abholstationen suchen",
    firstName: "Vorname",
    lastName: "Nachname",
    postalCode: /^Postleitzahl$/,
    phone: "Telefon",
    email: "E-Mail",
    card: "Kartenzahlung",
    pay: /bezahlen$/,
    firstNameRequired: "Geben Sie Ihren Vornamen ein.",
    testPay: "Bezahlen",
    testCancel: "Zahlung abbrechen",
    thanks: "Vielen Dank für Ihre Bestellung!",
    cancelled: "Zahlung abgebrochen.",
    payAgain: "Zahlung erneut versuchen",
    viewEmail: "E-Mail",
    viewNumber: "Bestellnummer",
    viewFind: "Bestellung suchen",
    notFound: "Bestellung nicht gefunden: Prüfen Sie E-Mail und Bestellnummer",
    processing: "In Bearbeitung",
    summary: "Bestellübersicht",
  },
};

const POSTAL: Record<"fi" | "de", { code: string; point: string }> = {
  fi: { code: "00100", point: "Kamppi pakettiautomaatti" },
  de: { code: "10115", point: "Packstation Mitte" },
};

async function addOnProductPage(page: Page, lang: Lang, product: Awaited<ReturnType<typeof lockerVariants>>[number]) {
  await page.goto(variantUrl(lang, product.model, product.variant));
  await hydrated(page);
  await page.locator(".add-area__button").click();
  const added = page.getByRole("dialog");
  await expect(added).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(added).toBeHidden();
}

for (const [lang, viewport] of [
  ["fi", { width: 390, height: 844 }],
  ["de", { width: 1280, height: 900 }],
] as const) {
  test(`${lang}: two products, a code, a pick-up point, the test payment, the confirmation and /view-order/`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    await page.setViewportSize(viewport);
    const products = await lockerVariants(page, lang, 2, { min: 3, max: 40 });
    await page.goto(urlFor(lang, "/"));
    await page.evaluate(() => localStorage.removeItem("checkout"));
    for (const product of products) await addOnProductPage(page, lang, product);

    // The cart: both rows, and the code typed in lower case.
    await page.goto(urlFor(lang, pathFor("checkout", lang)));
    for (const { variant } of products) await expect(page.locator(`.cart-row[data-product-id="${variant.id}"]`)).toBeVisible();
    await page.getByLabel(w.codeField).fill("talvi15");
    await page.getByRole("button", { name: w.useCode, exact: true }).click();
    const summary = page.getByRole("complementary", { name: w.summary });
    await expect(summary.getByText(w.discount).or(page.getByText(/TALVI15 /))).toBeVisible();
    await page.getByRole("link", { name: w.continueButton }).click();
    // The club step: a guest may log in to join, or go on as a guest.
    await expect(page).toHaveURL(urlFor(lang, pathFor("checkout.club-info", lang)));
    await expect(page.getByRole("link", { name: translate(lang, "club.stepLogin") })).toHaveAttribute(
      "href",
      `${pathFor("accounts.login", lang)}?next=${encodeURIComponent(pathFor("checkout.club-info", lang))}`,
    );
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: translate(lang, "club.stepAsGuest") }).click();
    await expect(page).toHaveURL(urlFor(lang, pathFor("checkout.payment", lang)));
    await hydrated(page);

    // A pick-up point by postal code: the order's one postal code field, asked there and not again below.
    await page.getByRole("radio", { name: w.pickupMethod }).check();
    await expect(page.getByLabel(w.postalCode)).toHaveCount(1);
    await page.getByLabel(w.postalCode).fill(POSTAL[lang].code);
    await page.getByRole("button", { name: w.findPoints }).click();
    await page.getByRole("radio", { name: new RegExp(POSTAL[lang].point) }).check();

    // Submitting without a name: the server says so on the field, and nothing chosen is lost.
    await page.getByRole("radio", { name: w.card }).check();
    await page.getByLabel(w.email).fill("journey-" + lang + "@example.fi");
    await page.getByRole("button", { name: w.pay }).click();
    await expect(page.getByText(w.firstNameRequired)).toBeVisible();
    await expect(page.getByLabel(w.firstName)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("radio", { name: new RegExp(POSTAL[lang].point) })).toBeChecked();
    await expect(page.getByLabel(w.email)).toHaveValue(`journey-${lang}@example.fi`);
    await expectNoAxeViolations(page);

    await page.getByLabel(w.firstName).fill("Aino");
    await page.getByLabel(w.lastName).fill("Virtanen");
    await expect(page.getByLabel(w.postalCode)).toHaveValue(POSTAL[lang].code);
    await page.getByLabel(w.phone).fill("040 123 4567");
    const payButton = page.getByRole("button", { name: w.pay });
    const amount = (await payButton.textContent())!.replace(/[^\d,.]/g, "");

    // The test provider: cancel first, then pay again from the cancelled page.
    await payButton.click();
    await expect(page).toHaveURL(/\/payment\/test\/tp_[\w-]+\/$/);
    // The address changes before the payment step's page is gone (its pay button names the amount too):
    // the test provider's own page is there once its buttons are.
    const cancel = page.getByRole("button", { name: w.testCancel });
    await expect(cancel).toBeVisible();
    await expect(page.getByText(amount, { exact: false })).toBeVisible();
    await cancel.click();
    await expect(page.getByRole("heading", { level: 1, name: w.cancelled })).toBeVisible();
    if (lang === "de") {
      // In German the shopper corrects the payer's name and address first: saving pays again.
      await page.getByRole("link", { name: translate(lang, "orders.checkAddress") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(translate(lang, "orders.addressTitle"));
      await expectValidHtml(await ssrHtml(await page.reload()));
      // Ordered to a pick-up point without a street address, which the payer's address needs.
      await page.getByLabel(translate(lang, "checkout.lastName")).fill("");
      await page.getByRole("button", { name: translate(lang, "orders.addressSaveAndPay") }).click();
      await expect(page.locator(".field__error")).toHaveText([
        translate(lang, "checkout.lastNameRequired"),
        translate(lang, "checkout.addressRequired"),
        translate(lang, "checkout.cityRequired"),
      ]);
      await expectNoAxeViolations(page);
      await page.getByLabel(translate(lang, "checkout.lastName")).fill("Virtanen-Korhonen");
      await page.getByLabel(translate(lang, "checkout.streetAddress")).fill("Mannerheimintie 1");
      await page.getByLabel(translate(lang, "checkout.city")).fill("Helsinki");
      await page.getByRole("button", { name: translate(lang, "orders.addressSaveAndPay") }).click();
    } else {
      await page.getByRole("button", { name: w.payAgain }).click();
    }
    await expect(page).toHaveURL(/\/payment\/test\/tp_[\w-]+\/$/);
    await page.getByRole("button", { name: w.testPay, exact: true }).click();

    // The confirmation: the order, paid, with its pick-up point; the cart is empty.
    await expect(page.getByRole("heading", { level: 1, name: w.thanks })).toBeVisible();
    const number = /W\d+/.exec((await page.locator(".order-details__title").textContent())!)![0];
    await expect(page.locator(".order-details__status")).toHaveText(w.processing);
    await expect(page.getByText(POSTAL[lang].point)).toBeVisible();
    await expect(page.locator(".order-details__row")).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("checkout") ?? "{}").products?.length ?? 0)).toBe(0);
    await expectNoAxeViolations(page);

    // The confirmation mail, once, in the order's language.
    await page.goto(urlFor(lang, pathFor("dev.outbox", lang)));
    const mails = page.locator("tr", { hasText: number });
    await expect(mails).toHaveCount(1);
    await expect(mails).toContainText(`journey-${lang}@example.fi`);

    // /view-order/: a wrong e-mail is not told apart from a wrong number; the right pair shows the order.
    await page.goto(urlFor(lang, pathFor("view-order", lang)));
    await hydrated(page);
    await page.getByLabel(w.viewEmail).fill("someone-else@example.fi");
    await page.getByLabel(w.viewNumber).fill(number);
    await page.getByRole("button", { name: w.viewFind }).click();
    await expect(page.getByText(w.notFound)).toBeVisible();
    await page.getByLabel(w.viewEmail).fill(`Journey-${lang}@example.fi`);
    await page.getByLabel(w.viewNumber).fill(number.toLowerCase());
    await page.getByRole("button", { name: w.viewFind }).click();
    await expect(page.locator(".order-details__title")).toContainText(number);
    await expect(page.locator(".order-details__status")).toHaveText(w.processing);
  });
}

test("fi: posts that are not forms, or name no order, get the page's message, never a 500", async ({ request }) => {
  const payment = await request.post(urlFor("fi", pathFor("checkout.payment", "fi")), { data: { products: [] } });
  expect(payment.status()).toBe(400);
  expect(await payment.text()).toContain("Ostoskoria ei voitu lukea. Palaa ostoskoriin ja yritä uudelleen.");
  const lookup = await request.post(urlFor("fi", pathFor("view-order", "fi")), { headers: { "content-type": "text/plain" }, data: "W1" });
  expect(lookup.status()).toBe(400);
  expect(await lookup.text()).toContain("Anna tilausnumero.");
  // A retry of a payment without a body, for an order and token that do not exist.
  const retry = await request.post(urlFor("fi", pathFor("order.payment-cancelled", "fi", { "*": `W1/${"a".repeat(64)}` })));
  expect(retry.status()).toBe(404);
  // A return naming no payment of ours goes to the payment error page (tests/e2e/payment-returns.e2e.ts).
  const unknown = await request.get(urlFor("fi", `${pathFor("order.process", "fi")}?provider=test&reference=tp_nope`), { maxRedirects: 0 });
  expect(unknown.status()).toBe(303);
  expect((await request.post(urlFor("fi", "/payment/test/tp_nope/"), { form: { choice: "steal" } })).status()).toBe(400);
});
