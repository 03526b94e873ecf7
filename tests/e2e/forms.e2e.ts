/**
 * The contact forms in the browser. In German on a phone: the forest newsletter's sign-up (first without the
 * consent's tick), the confirmation from the captured mail's link (a button, not the opening of the link),
 * and the unsubscribe link of the welcome mail. In English on a wide screen: the corporate landing page to
 * the company enquiry and its confirmation, and a question to customer service. axe-clean and valid HTML.
 */
import { expect, test, type Page } from "@playwright/test";
import type { CapturedMail } from "../support/smtp-capture.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { expectNoAxeViolations, expectValidHtml, ssrHtml } from "./support/checks.ts";
import { SMTP_CAPTURE_HTTP_PORT, urlFor } from "./support/urls.ts";

type Key = Parameters<typeof translate>[1];
const tr = (lang: Lang) => (key: Key, values?: Record<string, string | number>) => translate(lang, key, values);

/** The newest captured mail to `to` with this subject, once it has come (mail may leave after the page answered). */
async function mailTo(page: Page, to: string, subject: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`http://127.0.0.1:${SMTP_CAPTURE_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`);
      found = ((await response.json()) as CapturedMail[]).filter((message) => message.subject === subject).at(-1);
      return found !== undefined;
    }, { message: `a mail "${subject}" to ${to}` })
    .toBe(true);
  return found!;
}

test("de, phone: sign up to the forest newsletter, confirm from the mail and unsubscribe from the welcome mail", async ({ page }) => {
  const t = tr("de");
  const email = `e2e-wald-${Date.now().toString(36)}@example.test`;
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto(urlFor("de", pathFor("forest-newsletter", "de")));
  await expectValidHtml(await ssrHtml(response));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.newsletter.forestTitle"));

  const form = page.locator(".contact-form");
  await form.getByLabel(t("forms.email")).fill(email);
  await form.getByRole("button", { name: t("forms.newsletter.subscribe") }).click();
  await expect(form.locator(".field__error")).toHaveText(t("forms.problem.consent"));
  await expect(form.getByLabel(t("forms.email"))).toHaveValue(email);
  await expectNoAxeViolations(page);
  await form.getByLabel(t("forms.consent.forest")).check();
  await form.getByRole("button", { name: t("forms.newsletter.subscribe") }).click();
  await expect(page.locator(".form-notice")).toHaveText(t("forms.newsletter.checkMail", { email, days: 7 }));

  const listName = t("forms.list.forest");
  const confirmation = await mailTo(page, email, t("forms.mailConfirmSubject", { list: listName }));
  const confirmLink = /https?:\/\/\S+\?confirm=\S+/.exec(confirmation.text ?? "")![0];
  await page.goto(confirmLink);
  await expect(page.getByRole("button", { name: t("forms.newsletter.confirmTitle") })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("forms.newsletter.confirmTitle") }).click();
  await expect(page.locator(".form-notice")).toHaveText(t("forms.newsletter.confirmed"));

  const welcome = await mailTo(page, email, t("forms.mailWelcomeSubject", { list: listName }));
  const unsubscribe = /https?:\/\/\S+\/newsletter\/abmelden\/[0-9a-f]{32}\/?/.exec(welcome.text ?? "")![0];
  const unsubscribePage = await page.goto(unsubscribe);
  await expectValidHtml(await ssrHtml(unsubscribePage));
  await expect(page.getByText(t("forms.unsubscribe.question", { email, list: listName }))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("forms.unsubscribe.button") }).click();
  await expect(page.locator(".form-notice")).toHaveText(t("forms.unsubscribe.done", { email, list: listName }));
});

test("en, wide: from the corporate page to the company enquiry, and a question to customer service", async ({ page }) => {
  const t = tr("en");
  await page.setViewportSize({ width: 1280, height: 900 });
  const landing = await page.goto(urlFor("en", pathFor("enterprise", "en")));
  await expectValidHtml(await ssrHtml(landing));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: t("forms.enterprise.enquiry") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.corporate.title"));
  const enquiry = page.locator(".contact-form");
  await enquiry.getByLabel(t("forms.corporate.company")).fill("Retkeilijät Oy");
  await enquiry.getByLabel(t("forms.corporate.businessId")).fill("0112038-8");
  await enquiry.getByLabel(t("forms.corporate.contactPerson")).fill("Aino Virtanen");
  await enquiry.getByLabel(t("forms.email")).fill("aino.e2e@example.test");
  await enquiry.getByLabel(t("forms.corporate.message")).fill("Jackets for 40 guides, with our logo.");
  await enquiry.getByRole("button", { name: t("forms.corporate.send") }).click();
  await expect(enquiry.locator(".field__error")).toHaveText(t("forms.problem.businessId"));
  await expect(enquiry.getByLabel(t("forms.corporate.message"))).toHaveValue("Jackets for 40 guides, with our logo.");
  await expectNoAxeViolations(page);
  await enquiry.getByLabel(t("forms.corporate.businessId")).fill("0112038-9");
  await enquiry.getByRole("button", { name: t("forms.corporate.send") }).click();
  await expect(page.locator(".form-notice")).toHaveText(t("forms.corporate.sent"));

  const ask = await page.goto(urlFor("en", pathFor("ask", "en")));
  await expectValidHtml(await ssrHtml(ask));
  const question = page.locator(".contact-form");
  await question.getByLabel(t("forms.name")).fill("Aino Virtanen");
  await question.getByLabel(t("forms.email")).fill("aino.e2e@example.test");
  await question.getByLabel(t("forms.ask.topic")).selectOption({ label: t("forms.topic.product") });
  await question.getByLabel(t("forms.message")).fill("Is the Keb jacket warm enough for winter walks?");
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: t("forms.ask.send") }).click();
  await expect(page.locator(".form-notice")).toHaveText(t("forms.ask.sent", { email: "aino.e2e@example.test" }));
});
