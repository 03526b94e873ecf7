/**
 * Returns in the browser, as a guest: find the order with its number and e-mail address, see the form's
 * messages for what is missing without losing what was chosen, and either return two rows (one in part) and land
 * on the return's own page with its code, status and history, followed to the staff's refund (en, wide), or
 * exchange a piece for another size and see the size held with its date (fi, narrow). axe-clean and valid HTML.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { formatDate } from "#i18n/format.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { RETURNABLE_ORDERS } from "../support/e2e-fixtures.ts";
import { expectNoAxeViolations, expectValidHtml, ssrHtml } from "./support/checks.ts";
import { submitLogin } from "./support/accounts.ts";
import { urlFor } from "./support/urls.ts";

const WIDTHS = { en: 1280, fi: 390 } as const;

for (const [index, lang] of (["en", "fi"] as const).entries()) {
  const RETURNABLE_ORDER = RETURNABLE_ORDERS[index]!;
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(lang, key, values);

  test(`a guest returns two rows of an order, or exchanges a size, and follows it on its page (${lang})`, async ({ page }) => {
    // The guest's whole return and the staff's steps after it, axe-checked page by page: past 30 s on a busy
    // two-core machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: WIDTHS[lang], height: 900 });
    const response = await page.goto(urlFor(lang, pathFor("returns", lang)));
    await expectValidHtml(await ssrHtml(response));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("returns.title"));

    const find = page.locator(".returns__find");
    await find.getByLabel(t("orders.viewNumber")).fill(RETURNABLE_ORDER.number.toLowerCase());
    await find.getByLabel(t("orders.viewEmail")).fill("someone@example.invalid");
    await find.getByRole("button", { name: t("returns.find") }).click();
    await expect(find.getByRole("alert")).toHaveText(t("orders.viewNotFound"));
    await find.getByLabel(t("orders.viewEmail")).fill(RETURNABLE_ORDER.email);
    await find.getByRole("button", { name: t("returns.find") }).click();

    const form = page.locator(".returns__form");
    await expect(page.getByRole("heading", { level: 2, name: t("returns.orderTitle", { number: RETURNABLE_ORDER.number }) })).toBeVisible();
    const rows = form.locator(".returns__row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator(".returns__bought")).toHaveText(t("returns.bought", { count: 2 }));
    await expectNoAxeViolations(page);

    // One piece of the first row and the second row; the second row's reason forgotten.
    await rows.nth(0).getByLabel(t("returns.amount")).selectOption("1");
    await rows.nth(0).getByLabel(t("returns.reason")).selectOption("too-small");
    await rows.nth(1).getByLabel(t("returns.amount")).selectOption("1");
    await form.getByRole("button", { name: t("returns.send") }).click();
    await expect(rows.nth(1).locator(".field__error")).toHaveText(t("returns.problem.reasonRequired"));
    await expect(rows.nth(0).getByLabel(t("returns.amount"))).toHaveValue("1");
    await expect(rows.nth(0).getByLabel(t("returns.reason"))).toHaveValue("too-small");
    await expectNoAxeViolations(page);

    await rows.nth(1).getByLabel(t("returns.reason")).selectOption("faulty");
    // In Finnish the shopper exchanges the first row's piece for another size instead: it is held at once.
    const exchange = lang === "fi";
    if (exchange) {
      await form.getByLabel(t("returns.modeExchange")).check();
      await rows.nth(1).getByLabel(t("returns.amount")).selectOption("0");
      const wanted = rows.nth(0).getByLabel(t("returns.wanted"));
      const size = (await wanted.locator("option").nth(1).textContent())!;
      await wanted.selectOption({ index: 1 });
      await form.getByRole("button", { name: t("returns.send") }).click();
      await expect(page).toHaveURL(new RegExp(`${pathFor("returns", lang)}P\\d+/\\?t=[0-9a-f]{64}`));
      const number = /\/(P\d+)\//.exec(page.url())![1]!;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("returns.exchangeTitle", { number }));
      await expect(page.locator(".returns__row")).toHaveCount(1);
      const held = page.locator(".returns__row");
      await expect(held).toContainText(`${t("returns.wanted")}: ${size.trim().split(", ").at(-1)}`);
      // Held for three weeks from now.
      await expect(held).toContainText(t("returns.heldUntil", { date: formatDate(new Date(Date.now() + 21 * 24 * 60 * 60 * 1000)) }));
      await expectNoAxeViolations(page);
      return;
    }
    await form.getByRole("button", { name: t("returns.send") }).click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("returns", lang)}P\\d+/\\?t=[0-9a-f]{64}`));
    const number = /\/(P\d+)\//.exec(page.url())![1]!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("returns.caseTitle", { number }));
    await expect(page.locator(".return-case .form-notice")).toHaveText(t("returns.started", { number }));
    await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.new-return"));
    await expect(page.locator(".return-case__code")).toHaveText(number);
    await expect(page.locator(".returns__row")).toHaveCount(2);
    await expect(page.locator(".return-case__timeline li")).toHaveText([new RegExp(t("returns.step.start"))]);
    await expect(page.getByRole("button", { name: t("returns.print") })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectValidHtml(await ssrHtml(await page.reload()));

    const caseUrl = page.url();

    // The link without its token shows nothing of the return.
    const bare = await page.goto(urlFor(lang, pathFor("returns.case", lang, { number })));
    expect(bare?.status()).toBe(404);

    // Staff receive the parcel and approve the return; the shopper's page then says it is processed.
    if (lang === "en") {
      await staffHandles(page.context().browser()!, number);
      await page.goto(caseUrl);
      await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.processed-return"));
      await expect(page.locator(".return-case__timeline li")).toHaveText([
        new RegExp(t("returns.step.start")),
        new RegExp(t("returns.step.receive")),
        new RegExp(t("returns.step.approve")),
      ]);
    }
  });
}

/** A member of staff finds the return in the queue, marks it received and approves it. */
async function staffHandles(browser: Browser, number: string): Promise<void> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate("en", key, values);
  await page.goto(urlFor("en", `${pathFor("accounts.login", "en")}?next=${encodeURIComponent(pathFor("staff.returns", "en"))}`));
  await submitLogin(page, "en", DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("returns.staff.title"));
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: `${t("returns.staff.kind.return")} ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t("returns.staff.kind.return")} ${number}`);
  await page.getByRole("button", { name: t("returns.staff.action.receive") }).click();
  await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.processing-return"));
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("returns.staff.action.approve") }).click();
  await expect(page.locator(".return-case__status")).toHaveText(t("returns.status.processed-return"));
  // The order was paid by no payment the shop can refund through: all of it comes back as a gift card.
  await expect(page.getByRole("status").filter({ hasText: t("returns.staff.refunded", { amount: "" }).trim() })).toContainText("Gift card");
  await expect(page.locator(".return-case__timeline li").nth(1)).toContainText(t("returns.staff.by", { name: `${DEMO_ACCOUNTS.staff.firstName} ${DEMO_ACCOUNTS.staff.lastName}` }));
  await context.close();
}
