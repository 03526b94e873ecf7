/**
 * The log-in form of /accounts/login/ in the browser tests. The page also has the registration form,
 * with fields of the same names, so everything is looked up inside the log-in card.
 */
import type { Locator, Page } from "@playwright/test";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";

/** The log-in card (a region named by its heading), or the page itself where it has only that form. */
export function loginForm(page: Page): Locator {
  return page.locator("section", { has: page.locator("#login-heading") });
}

/** Fills and posts the log-in form of the page shown. */
export async function submitLogin(page: Page, lang: Lang, email: string, password: string, form: Locator = loginForm(page)): Promise<void> {
  await form.getByLabel(translate(lang, "accounts.email")).fill(email);
  await form.getByLabel(translate(lang, "accounts.password"), { exact: true }).fill(password);
  await form.getByRole("button", { name: translate(lang, "accounts.submit"), exact: true }).click();
}
