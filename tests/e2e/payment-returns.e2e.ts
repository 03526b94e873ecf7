/**
 * A shopper coming back from a payment provider always lands on a page of the shop (/order/process/,
 * /checkout/klarna/confirm/): a return whose query names no payment of this shop (no
 * reference, a stale or made-up one, an unknown provider) goes to the payment error page of the
 * storefront, which offers the way back to the cart and the order lookup, in the shopper's language. The
 * test provider, PayPal (its `token`) and Klarna (its confirmation page) are each tried. In fi (narrow)
 * and de (wide).
 */
import { expect, test } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations, expectValidHtml } from "./support/checks.ts";
import { urlFor } from "./support/urls.ts";

function returns(lang: Lang): string[] {
  const process = pathFor("order.process", lang);
  const klarna = pathFor("checkout.klarna-confirm", lang);
  return [
    process,
    `${process}?provider=test`,
    `${process}?provider=test&reference=tp_nope`,
    `${process}?provider=paypal&token=5O190127TN364715T`,
    `${process}?provider=nosuch&reference=x`,
    `${process}?provider=${encodeURIComponent("<script>")}`,
    klarna,
    `${klarna}?klarna_order_id=0b1e2b4c-8f7e-4d51-9c51-2f0c1f0a9b77`,
  ];
}

test("fi: a return that names no payment of the shop answers a redirect to the payment error page", async ({ request }) => {
  const errorPage = pathFor("order.payment-error", "fi");
  for (const path of returns("fi")) {
    const answer = await request.get(urlFor("fi", path), { maxRedirects: 0 });
    expect(answer.status(), path).toBe(303);
    expect(answer.headers()["location"], path).toBe(errorPage);
  }
  const page = await request.get(urlFor("fi", errorPage));
  expect(page.status()).toBe(200);
  expect(page.headers()["content-type"]).toContain("text/html");
  await expectValidHtml([{ name: errorPage, html: await page.text() }]);
});

for (const [lang, width] of [["fi", 390], ["de", 1280]] as const) {
  test(`${lang}, ${width} px: every provider's return lands on the payment error page, with the cart and the order lookup`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const errorPage = urlFor(lang, pathFor("order.payment-error", lang));
    for (const path of returns(lang)) {
      await page.goto(urlFor(lang, path));
      await expect(page, path).toHaveURL(errorPage);
    }
    await expect(page.getByRole("heading", { level: 1, name: translate(lang, "orders.unconfirmedTitle") })).toBeVisible();
    await expect(page.getByText(translate(lang, "orders.unconfirmedIntro"))).toBeVisible();
    await expect(page.getByText('"kind"')).toHaveCount(0);
    const main = page.locator(".order-result");
    await expect(main.getByRole("link", { name: translate(lang, "orders.backToCart") })).toHaveAttribute("href", pathFor("checkout", lang));
    const lookup = main.getByRole("link", { name: translate(lang, "orders.viewTitle") });
    await expect(lookup).toHaveAttribute("href", pathFor("view-order", lang));
    await expectNoAxeViolations(page);
    await lookup.click();
    await expect(page).toHaveURL(urlFor(lang, pathFor("view-order", lang)));
  });
}
