/**
 * Registration, activation and a forgotten password: a new customer
 * registers, opens the activation link from the mail the local SMTP capture received and presses its button,
 * which signs them in (the header says so, the data layer hears of it once); a reused link says the account
 * is already active. A forgotten password is set again through the mailed link,
 * which then has expired; the old password no longer works. The account area saves details, downloads the
 * person's data, joins the club (club prices on products) and deletes the account through the mailed link;
 * a review is written, shown by a member of staff and then on the product page. In fi (narrow) and en (wide).
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { loginForm, submitLogin } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/checks.ts";
import { catalogueModels } from "./support/products.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { SMTP_CAPTURE_HTTP_PORT, urlFor } from "./support/urls.ts";

// Whole journeys through several mails and pages: longer than the 30 s of a single page's test.
test.describe.configure({ timeout: 90_000 });

interface CapturedMail {
  subject: string;
  text: string;
}

/** A fresh address per run, so that a reused server (local runs) never sees it registered already. */
function newAddress(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/**
 * The link in the newest mail to `to` whose subject is `subject`, once `count` such mails have come:
 * mail is sent in the background, after the page has answered.
 */
async function mailedLink(page: Page, to: string, subject: string, count = 1): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`http://127.0.0.1:${SMTP_CAPTURE_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`);
        links = ((await response.json()) as CapturedMail[])
          .filter((message) => message.subject === subject)
          .map((message) => message.text.match(/https?:\/\/\S+/)?.[0] ?? "");
        return links.length;
      },
      { message: `${count} mail(s) "${subject}" to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return links.at(-1)!;
}

function registerForm(page: Page): Locator {
  return page.locator("section", { has: page.locator("#register-heading") });
}

const logIn = (page: Page, lang: Lang, email: string, password: string) => submitLogin(page, lang, email, password);

test("fi, phone: register, activate from the mail, log in, keep the details, download the data and delete the account", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = newAddress("fi");
  await page.goto(urlFor("fi", pathFor("accounts.login", "fi")));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = registerForm(page);
  await expect(form.getByRole("heading", { name: "Uusi asiakas? Rekisteröidy" })).toBeVisible();

  // Every field's message at once; what was typed stays.
  await form.getByLabel("Etunimi").fill("Aino");
  await form.getByLabel("Sähköpostiosoite").fill(email);
  await form.getByLabel("Salasana", { exact: true }).fill("lyhyt");
  await form.getByRole("button", { name: "Rekisteröidy" }).click();
  await expect(form.getByText(translate("fi", "accounts.lastNameRequired"), { exact: true })).toBeVisible();
  await expect(form.getByText(translate("fi", "accounts.passwordTooShort", { min: 8 }), { exact: true })).toBeVisible();
  await expect(form.getByLabel("Sukunimi")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Etunimi")).toHaveValue("Aino");
  await expect(form.getByLabel("Sähköpostiosoite")).toHaveValue(email);
  await expectNoAxeViolations(page);

  const password = "tunturi-kesä-2026";
  await form.getByLabel("Sukunimi").fill("Virtanen");
  await form.getByLabel("Salasana", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Rekisteröidy" }).click();
  await expect(page.getByText(translate("fi", "accounts.registered", { email }))).toBeVisible();

  const subject = translate("fi", "accountMail.activationSubject");
  await mailedLink(page, email, subject);
  // Not active yet: the right password is refused with a message, and a new link is mailed.
  await logIn(page, "fi", email, password);
  await expect(page.getByText(translate("fi", "accounts.notActivated", { email }))).toBeVisible();
  const link = await mailedLink(page, email, subject, 2);
  expect(new URL(link).pathname).toMatch(/^\/tili\/aktivoi\/[^/]+\/$/);
  // A tag manager's data layer on every page, as an operator would install one.
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  const logins = () => page.evaluate(() => (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer.filter((entry) => entry.event === "login").length);
  const header = page.getByRole("banner");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Tilin aktivointi" })).toBeVisible();
  await expect(page.getByText(translate("fi", "accounts.activateIntro", { email }))).toBeVisible();
  // Opening the link (mail scanners do) signs nobody in: the button does.
  expect((await page.context().cookies()).some((cookie) => cookie.name === "auth_token")).toBe(false);
  await expect(header.getByRole("link", { name: "Kirjaudu sisään", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Aktivoi ja kirjaudu sisään" }).click();
  await expect(page).toHaveURL(urlFor("fi", `${pathFor("accounts", "fi")}?activated`));
  await expect(page.getByText("Tilisi on aktivoitu ja olet kirjautunut sisään. Tervetuloa!")).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === "auth_token")).toBe(true);
  // The header says so, and the sign-in reached the data layer once; the next page does not tell it again.
  await expect(header.getByRole("link", { name: "Oma tili", exact: true })).toBeVisible();
  await expect.poll(logins).toBe(1);
  await page.goto(urlFor("fi", "/"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(header.getByRole("link", { name: "Oma tili", exact: true })).toBeVisible();
  expect(await logins()).toBe(0);

  await page.goto(link);
  await expect(page.getByText("Käyttäjätunnuksesi on jo aktivoitu. Kokeile kirjautua sisään.")).toBeVisible();

  // The account area, from the header: details with a wrong phone number, then right.
  await page.getByRole("link", { name: "Tili" }).first().click();
  await expect(page).toHaveURL(urlFor("fi", pathFor("accounts", "fi")));
  await expect(page.getByRole("heading", { level: 1, name: "Oma tili" })).toBeVisible();
  const details = page.locator("section", { has: page.locator("#details-heading") });
  await expect(details.getByLabel("Etunimi")).toHaveValue("Aino");
  await details.getByLabel("Puhelin (vapaaehtoinen)").fill("soita");
  await details.getByRole("button", { name: "Tallenna" }).click();
  await expect(details.getByText(translate("fi", "accountArea.phoneInvalid"))).toBeVisible();
  await expect(details.getByLabel("Puhelin (vapaaehtoinen)")).toHaveValue("soita");
  await expectNoAxeViolations(page);
  await details.getByLabel("Puhelin (vapaaehtoinen)").fill("040 123 4567");
  await details.getByRole("button", { name: "Tallenna" }).click();
  await expect(details.getByText("Tietosi tallennettiin.")).toBeVisible();

  // Joining the club: the box must be ticked; then the card with its barcode, and club prices on products.
  const club = page.locator("#club");
  await club.getByRole("button", { name: "Liity klubiin" }).click();
  await expect(club.getByText(translate("fi", "club.acceptRequired"))).toBeVisible();
  await club.getByLabel(translate("fi", "club.acceptTerms")).check();
  await club.getByRole("button", { name: "Liity klubiin" }).click();
  await expect(page.getByText(translate("fi", "club.joined"))).toBeVisible();
  await expect(page.getByRole("img", { name: /^Jäsennumeron \d{8} viivakoodi$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const models = await catalogueModels<{ model_url: string; prices: { active: number; club: number | null } | null }>(page, "fi");
  const clubbed = models.find((model) => model.prices?.club != null && model.prices.club < model.prices.active);
  expect(clubbed, "a product with a club price in the demo catalogue").toBeDefined();
  await page.goto(urlFor("fi", clubbed!.model_url));
  await expect(page.locator(".price-block")).toContainText("Klubihintasi");
  await expect(page.locator(".price-block")).toContainText("Hinta muille");
  await page.goto(urlFor("fi", pathFor("accounts", "fi")));

  // The data download is a JSON file of this person.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Lataa tietoni" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^kuusikko-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as { account: { email: string; phone: string } };
  expect(exported.account).toMatchObject({ email, phone: "040 123 4567" });

  // Deleting: the link comes by mail, asks, and deletes; the password no longer opens anything.
  await page.getByRole("button", { name: "Lähetä poistolinkki" }).click();
  await expect(page.getByText(translate("fi", "accountArea.deleteSent", { email }))).toBeVisible();
  const deletion = await mailedLink(page, email, translate("fi", "accountMail.deleteSubject"));
  expect(new URL(deletion).pathname).toMatch(/^\/tili\/poista-tili\/[^/]+\/$/);
  await page.goto(deletion);
  await expect(page.getByText(translate("fi", "accountArea.deleteConfirmIntro", { email }))).toBeVisible();
  await page.getByRole("button", { name: "Poista tilini" }).click();
  await expect(page.getByText("Tilisi on poistettu. Kiitos, että asioit kanssamme.")).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === "auth_token")).toBe(false);
  await page.goto(urlFor("fi", pathFor("accounts.login", "fi")));
  await logIn(page, "fi", email, password);
  await expect(page.getByText(translate("fi", "accounts.wrongCredentials"))).toBeVisible();
});

test("en, wide: a forgotten password is set again through the mailed link, which then has expired", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newAddress("en");
  const oldPassword = "old-trail-password";
  const newPassword = "new-summit-password";

  // An active account to start from.
  await page.goto(urlFor("en", pathFor("accounts.login", "en")));
  const form = registerForm(page);
  await form.getByLabel("First name").fill("Alex");
  await form.getByLabel("Last name").fill("Walker");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(oldPassword);
  await form.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText(translate("en", "accounts.registered", { email }))).toBeVisible();
  await page.goto(await mailedLink(page, email, translate("en", "accountMail.activationSubject")));
  await page.getByRole("button", { name: "Activate and log in" }).click();
  await expect(page.getByText("Your account is active and you are logged in. Welcome!")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "My account", exact: true })).toBeVisible();
  await page.getByRole("button", { name: translate("en", "accounts.logout") }).click();
  await expect(page.getByText(translate("en", "accounts.loggedOut"))).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in", exact: true })).toBeVisible();

  // Another browser signed in with the old password: changing the password ends that session.
  const other = await browser.newPage();
  await other.goto(urlFor("en", pathFor("accounts.login", "en")));
  await logIn(other, "en", email, oldPassword);
  await expect(other).toHaveURL(urlFor("en", "/"));

  await page.goto(urlFor("en", pathFor("accounts.login", "en")));
  await loginForm(page).getByRole("link", { name: translate("en", "accounts.forgotPassword") }).click();
  await expect(page).toHaveURL(urlFor("en", pathFor("accounts.reset-password", "en")));
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(translate("en", "accounts.resetSent", { email }))).toBeVisible();
  await expectNoAxeViolations(page);

  const link = await mailedLink(page, email, translate("en", "accountMail.resetSubject"));
  expect(new URL(link).pathname).toMatch(/^\/accounts\/password\/reset\/confirm\/[^/]+\/$/);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  // Two different passwords: the message names the second field, nothing is changed.
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel(translate("en", "accounts.passwordAgain")).fill(`${newPassword}!`);
  await page.getByRole("button", { name: translate("en", "accounts.newPasswordSubmit") }).click();
  await expect(page.getByText(translate("en", "accounts.passwordsDiffer"))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel(translate("en", "accounts.passwordAgain")).fill(newPassword);
  await page.getByRole("button", { name: translate("en", "accounts.newPasswordSubmit") }).click();
  await expect(page.getByText(translate("en", "accounts.passwordChanged"))).toBeVisible();
  await expect(page.getByText(translate("en", "accounts.signedInAs", { email }))).toBeVisible();

  // The other browser's session has ended: the API no longer knows its token.
  expect(await other.evaluate(() => fetch("/api/customer/").then((response) => response.status))).toBe(401);
  await other.close();

  // The used link has expired.
  await page.goto(link);
  await expect(page.getByText("The link has expired: request a new one.")).toBeVisible();

  // Logged out, the old password is wrong and the new one works.
  await page.goto(urlFor("en", pathFor("accounts.login", "en")));
  await page.getByRole("button", { name: translate("en", "accounts.logout") }).click();
  await logIn(page, "en", email, oldPassword);
  await expect(page.getByText(translate("en", "accounts.wrongCredentials"))).toBeVisible();
  await logIn(page, "en", email, newPassword);
  await expect(page).toHaveURL(urlFor("en", "/"));

  // A review: written from the product page, held until a member of staff shows it, then on the page.
  const [model] = await catalogueModels<{ model_url: string; name: string }>(page, "en", 3);
  await page.goto(urlFor("en", model!.model_url));
  await page.getByRole("link", { name: "Write a review", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Write a review" })).toBeVisible();
  const text = `Warm and light, tested on a windy fell ${Date.now().toString(36)}.`;
  // A picture with the rating forgotten: the form names the rating; the picture is not read yet and stays
  // chosen, to go with the corrected form.
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2f6b4f" } }).jpeg().toBuffer();
  await page.getByLabel("Your review (optional)").fill(text);
  await page.getByLabel("Name shown with the review").fill("Alex W.");
  await page.getByLabel("How did the size fit?").selectOption("6");
  await page.getByLabel("Pictures (optional)").setInputFiles({ name: "fell.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Send the review" }).click();
  await expect(page.getByText(translate("en", "reviewWriting.ratingRequired"))).toBeVisible();
  await expect(page.getByLabel("Your review (optional)")).toHaveValue(text);
  // A note, not a problem: nothing is wrong with the picture.
  await expect(page.getByText(translate("en", "reviewWriting.imagesNotSent"))).toBeVisible();
  await expect(page.getByLabel("Pictures (optional)")).not.toHaveAttribute("aria-invalid", "true");
  await expect.poll(() => page.getByLabel("Pictures (optional)").evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(1);
  await page.getByLabel("Rating").selectOption("9");
  await page.getByRole("button", { name: "Send the review" }).click();
  await expect(page.getByText(translate("en", "reviewWriting.thanks"))).toBeVisible();
  await expectNoAxeViolations(page);

  const moderator = await browser.newPage();
  await moderator.goto(urlFor("en", `${pathFor("accounts.login", "en")}?next=${encodeURIComponent(pathFor("staff.reviews", "en"))}`));
  await logIn(moderator, "en", DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password);
  await expect(moderator.getByRole("heading", { level: 1, name: "Reviews waiting for moderation" })).toBeVisible();
  const waiting = moderator.getByRole("listitem").filter({ hasText: text });
  await expect(waiting.getByRole("img", { name: "Picture 1 of the review" })).toHaveJSProperty("naturalWidth", 64);
  await waiting.getByRole("button", { name: "Show" }).click();
  await expect(moderator.getByText("The review is now shown.")).toBeVisible();
  await moderator.close();

  await page.goto(urlFor("en", `${model!.model_url}#reviews`));
  const shown = page.locator(".review", { hasText: text });
  await expect(shown).toContainText("Alex W.");
  // Sent once, with the corrected form.
  await expect(shown.locator(".review__picture-button")).toHaveCount(1);
  // The modal is the page's script: clicked before hydration, the button does nothing.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await shown.locator(".review__picture-button").click();
  await expect(page.getByRole("dialog").locator("img")).toHaveJSProperty("naturalWidth", 64);
  await page.keyboard.press("Escape");

  // Their own review: no votes of theirs to give, and the page offers to edit it rather than write another.
  await expect(shown.getByRole("button", { name: /Helpful/ })).toHaveCount(0);
  await expect(shown).toContainText("Your review");
  await page.getByRole("link", { name: "Edit your review", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit your review" })).toBeVisible();
  await expect(page.locator(".form-notice").first()).toContainText("You reviewed this product on");
  await expect(page.getByLabel("Your review (optional)")).toHaveValue(text);
  await expect(page.getByLabel("Keep picture 1")).toBeChecked();
  await expectNoAxeViolations(page);
  const edited = `${text} Still warm after a winter.`;
  await page.getByLabel("Your review (optional)").fill(edited);
  await page.getByRole("button", { name: "Save the changes" }).click();
  await expect(page.getByText(translate("en", "reviewWriting.changesSaved"))).toBeVisible();

  // The account area lists it, waiting for the staff again; deleting asks first.
  await page.goto(urlFor("en", pathFor("accounts", "en")));
  await page.getByRole("link", { name: "Your reviews", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your reviews" })).toBeVisible();
  const item = page.locator(".own-review", { hasText: edited });
  await expect(item).toContainText(translate("en", "reviewWriting.statusWaiting"));
  await expectNoAxeViolations(page);
  await item.getByRole("link", { name: /^Delete your review of / }).click();
  await expect(item.getByText(new RegExp("^Delete your review of .+\\? This cannot be undone\\.$"))).toBeVisible();
  await expectNoAxeViolations(page);
  await item.getByRole("button", { name: "Delete the review" }).click();
  await expect(page.getByText(translate("en", "reviewWriting.deleted"))).toBeVisible();
  await expect(page.locator(".own-review", { hasText: edited })).toHaveCount(0);
});
