/**
 * Complaints in the browser. In English on a wide screen, a guest files a complaint about a store purchase
 * with a picture (first forgetting fields: the messages name them and nothing typed is lost), the staff ask
 * for more information, the shopper answers on the complaint's page with another picture, and the staff send
 * the product to repair and mark it repaired, which the shopper's page then says. In Finnish on a phone, the
 * signed-in customer starts from a row of the order history and finds the order's and the product's fields
 * filled, then opens the order's receipt (its page and the PDF) and buys it again. axe-clean and valid HTML on
 * each page.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations, expectValidHtml, ssrHtml } from "./support/checks.ts";
import { submitLogin } from "./support/accounts.ts";
import { urlFor } from "./support/urls.ts";

type Key = Parameters<typeof translate>[1];
const tr = (lang: Lang) => (key: Key, values?: Record<string, string | number>) => translate(lang, key, values);

/** A small PNG (a green square) as a shopper's photo: the server reads it and keeps it as WebP. */
const PICTURE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWPQz/YnCTGMasgeDSX94Zo0AL/s6QH5qiIKAAAAAElFTkSuQmCC",
  "base64",
);

/** The picture thumbnails of the page's history, each one drawn (its address answered with a picture). */
async function expectPicturesShown(page: Page, count: number): Promise<void> {
  const pictures = page.locator(".case-pictures img");
  await expect(pictures).toHaveCount(count);
  for (const picture of await pictures.all()) await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test("en, wide: a guest files a complaint with a picture, answers the shop's question with another and follows it to repaired", async ({ page }) => {
  // Two picture uploads, a staff member's three steps and two page checks: about 12 s on a quiet machine, more
  // than the default 30 s on two cores busy with the other stages.
  test.setTimeout(90_000);
  const t = tr("en");
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(urlFor("en", pathFor("reclamation", "en")));
  await expectValidHtml(await ssrHtml(response));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("complaints.title"));
  await expectNoAxeViolations(page);

  const form = page.locator(".complaint-form");
  await form.getByLabel(t("complaints.customerName"), { exact: true }).fill("Maija Meikäläinen");
  await form.getByLabel(t("complaints.email")).fill("maija.e2e@example.fi");
  await form.getByLabel(t("complaints.channel.K")).check();
  // Bought at a store: the web order's number steps aside.
  await expect(form.getByLabel(t("complaints.orderNumber"))).toBeHidden();
  await form.getByLabel(t("complaints.store"), { exact: true }).selectOption({ label: "Kuusikko Espoo" });
  await form.getByLabel(t("complaints.model")).fill("Keb Trousers");
  await form.getByLabel(t("complaints.complaint")).fill("The seam of the left knee came open after two walks.");
  await form.getByLabel(t("complaints.pictures")).setInputFiles({ name: "seam.png", mimeType: "image/png", buffer: PICTURE });
  await form.getByRole("button", { name: t("complaints.send") }).click();

  // What is missing is named at its field; what was typed and the chosen picture stay.
  await expect(form.getByRole("alert")).toHaveText(t("forms.formProblem"));
  await expect(form.locator(".field", { has: page.getByLabel(t("complaints.phone")) }).locator(".field__error")).toHaveText(t("forms.problem.required"));
  await expect(form.locator(".field", { has: page.getByLabel(t("complaints.timeOfPurchase")) }).locator(".field__error")).toHaveText(t("complaints.problem.date"));
  await expect(form.getByLabel(t("complaints.model"))).toHaveValue("Keb Trousers");
  await expect(form.getByText(t("complaints.picturesWaiting"))).toBeVisible();
  expect(await form.getByLabel(t("complaints.pictures")).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  await expectNoAxeViolations(page);

  await form.getByLabel(t("complaints.phone")).fill("040 123 4567");
  await form.getByLabel(t("complaints.timeOfPurchase")).fill("2026-03-01");
  await form.getByLabel(t("complaints.price")).fill("89,90");
  await form.getByLabel(t("complaints.manufacturer")).fill("Fjällräven");
  await form.getByLabel(t("complaints.size"), { exact: true }).fill("48");
  await form.getByLabel(t("complaints.targetStore")).selectOption({ label: "Kuusikko Espoo" });
  await form.getByRole("button", { name: t("complaints.send") }).click();

  await expect(page).toHaveURL(new RegExp(`${pathFor("reclamation", "en")}R\\d+/\\?t=[0-9a-f]{64}&new=1`));
  const number = /\/(R\d+)\//.exec(page.url())![1]!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("complaints.caseTitle", { number }));
  await expect(page.locator(".return-case .form-notice")).toHaveText(t("complaints.started", { number }));
  await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.new-return"));
  await expect(page.locator(".order-details__facts").getByText("Keb Trousers")).toBeVisible();
  await expectPicturesShown(page, 1);
  await expectNoAxeViolations(page);
  const caseUrl = page.url().replace("&new=1", "");

  // One member of staff, signed in once in a browser of their own, handles the complaint throughout.
  const staff = await staffPage(page.context().browser()!, number);
  await staffAsks(staff.page, "Where exactly did the seam open? A close picture helps.");

  await page.goto(caseUrl);
  await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.more_info-return"));
  await expect(page.locator(".return-case__message")).toHaveText("Where exactly did the seam open? A close picture helps.");
  const answer = page.locator(".return-case__answer");
  await answer.getByLabel(t("returns.answer")).fill("On the inside of the left knee; a close picture is attached.");
  await answer.getByLabel(t("complaints.answerPictures")).setInputFiles({ name: "close.png", mimeType: "image/png", buffer: PICTURE });
  await expectNoAxeViolations(page);
  await answer.getByRole("button", { name: t("returns.sendAnswer") }).click();
  await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.processing-return"));
  await expect(page.locator(".return-case__answer")).toHaveCount(0);
  await expectPicturesShown(page, 2);
  await expectValidHtml(await ssrHtml(await page.reload()));

  await staff.page.reload();
  await staffRepairs(staff.page);
  await staff.close();
  await page.goto(caseUrl);
  await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.processed-return"));
  await expect(page.locator(".return-case__timeline > li")).toHaveText([
    new RegExp(t("complaints.stepStart")),
    new RegExp(t("returns.step.askMoreInfo")),
    new RegExp(t("returns.step.answer")),
    new RegExp(t("returns.step.sendToRepair")),
    new RegExp(t("returns.step.repaired")),
  ]);
});

test("fi, phone: the signed-in customer starts a complaint from a row of the order history and finds it filled", async ({ page }) => {
  const t = tr("fi");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(urlFor("fi", `${pathFor("accounts.login", "fi")}?next=${encodeURIComponent(pathFor("history", "fi"))}`));
  await submitLogin(page, "fi", DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("history.title"));
  const order = page.locator(".history__item", { hasText: "D000001" });
  await order.locator("summary").click();
  await order.locator(".history__complain").first().click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("complaints.title"));
  const form = page.locator(".complaint-form");
  await expect(form.getByLabel(t("complaints.channel.S"))).toBeChecked();
  await expect(form.getByLabel(t("complaints.orderNumber"))).toHaveValue("D000001");
  await expect(form.getByLabel(t("complaints.email"))).toHaveValue(DEMO_ACCOUNTS.customer.email);
  await expect(form.getByLabel(t("complaints.model"))).not.toHaveValue("");
  await expect(form.getByLabel(t("complaints.timeOfPurchase"))).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  // Bought online: the store's fields step aside.
  await expect(form.getByLabel(t("complaints.receipt"))).toBeHidden();
  await expectNoAxeViolations(page);
  await expectValidHtml(await ssrHtml(await page.request.get(page.url())));

  await form.getByLabel(t("complaints.targetStore")).selectOption({ label: t("complaints.targetByPost") });
  // The order had no phone number: the shopper adds one.
  await form.getByLabel(t("complaints.phone")).fill("040 765 4321");
  await form.getByLabel(t("complaints.complaint")).fill("Vetoketju irtosi ensimmäisellä retkellä.");
  if ((await form.getByLabel(t("complaints.size"), { exact: true }).inputValue()) === "") await form.getByLabel(t("complaints.noSize")).check();
  await form.getByRole("button", { name: t("complaints.send") }).click();
  // The order's address came with it (the product travels by post), so nothing else is missing.
  await expect(page).toHaveURL(/\/reklamaatio\/R\d+\/\?t=[0-9a-f]{64}&new=1/);
  await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.new-return"));
  await expect(page.getByText(t("complaints.nextStepsPost"))).toBeVisible();
  await expectNoAxeViolations(page);

  // The same order's receipt (its page and the PDF), and "buy again", which fills the cart with its products.
  await page.goto(urlFor("fi", pathFor("history", "fi")));
  const again = page.locator(".history__item", { hasText: "D000001" });
  await again.locator("summary").click();
  await expectNoAxeViolations(page);
  await expectValidHtml(await ssrHtml(await page.request.get(page.url())));
  await again.getByRole("link", { name: t("history.receipt") }).click();
  await expect(page.locator(".order-details__title")).toContainText("D000001");
  const pdf = await page.request.get(page.url().split("/nayta-tilaus/")[0]! + (await page.getByRole("link", { name: t("orders.receiptPdf") }).getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await page.goBack();
  await page.locator(".history__item", { hasText: "D000001" }).locator("summary").click();
  await page.locator(".history__item", { hasText: "D000001" }).getByRole("button", { name: t("history.buyAgain") }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor("checkout", "fi")}$`));
  await expect(page.locator(".cart-row")).toHaveCount(1);
});

async function staffPage(browser: Browser, number: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const t = tr("en");
  await page.goto(urlFor("en", `${pathFor("accounts.login", "en")}?next=${encodeURIComponent(`${pathFor("staff.returns", "en")}?kind=complaint`)}`));
  await submitLogin(page, "en", DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("returns.staff.title"));
  await page.getByRole("link", { name: `${t("returns.staff.kind.complaint")} ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t("returns.staff.kind.complaint")} ${number}`);
  return { page, close: () => context.close() };
}

/** The member of staff asks the shopper a question about the complaint. */
async function staffAsks(page: Page, question: string): Promise<void> {
  const t = tr("en");
  await expectPicturesShown(page, 1);
  await expectNoAxeViolations(page);
  await page.getByLabel(t("returns.staff.message")).fill(question);
  await page.getByRole("button", { name: t("returns.staff.action.askMoreInfo") }).click();
  await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.more_info-return"));
}

/** The member of staff sends the product to repair and marks it repaired. */
async function staffRepairs(page: Page): Promise<void> {
  const t = tr("en");
  await expectPicturesShown(page, 2);
  await page.getByRole("button", { name: t("returns.staff.action.sendToRepair") }).click();
  await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.fixing-return"));
  await page.getByRole("button", { name: t("returns.staff.action.repaired") }).click();
  await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.processed-return"));
}
