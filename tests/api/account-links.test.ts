/**
 * Registration, activation and the forgotten password on the test catalogue,
 * with mail through SMTP to a local capture server: the links are read from the mail as a person
 * would read them. The pages' actions are called as React Router calls them.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as resetConfirmAction, loader as resetConfirmLoader } from "#app/routes/reset-confirm.tsx";
import { action as resetRequestAction } from "#app/routes/reset-password.tsx";
import { action as activateAction, loader as activateLoader } from "#app/routes/activate.tsx";
import { requestContext } from "#app/context.ts";
import { ACCOUNT_MAIL_LIMITS } from "#core/accounts/account-service.ts";
import { createBackgroundRunner } from "#core/background.ts";
import { isDomainError } from "#core/errors.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import type { Lang } from "#i18n/languages.ts";
import { createMailer, type ServerMailer } from "#server/mail/mailer.server.ts";
import { createServices } from "#server/services.server.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

const ORIGIN = "https://shop.example";
let database: DatabaseHandle;
let smtp: SmtpCapture;
let mailer: ServerMailer;
let services: Services;
const backgroundErrors: unknown[] = [];
/** Each test's client address, so the per-address limits of one test do not reach the next. */
let client = 0;
const nextClient = () => `198.51.100.${++client}`;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  smtp = await startSmtpCapture();
  mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: "Kuusikko Outdoor <kauppa@example.fi>" }, database.db);
  services = createServices(database.db, {
    mailer,
    originOf: (lang) => `https://${lang}.shop.example`,
    background: createBackgroundRunner((error) => backgroundErrors.push(error)),
  });
});

afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await database?.close();
});

beforeEach(() => {
  smtp.messages.length = 0;
  backgroundErrors.length = 0;
});

/** The mail the background work sent, after it has all ended. */
async function mailTo(address: string) {
  await services.background.settled();
  expect(backgroundErrors).toEqual([]);
  return smtp.messages.filter((mail) => mail.envelope.to.includes(address.toLowerCase()));
}

function linkIn(text: string | null, pathStart: string): string {
  const match = new RegExp(`https://[a-z]+\\.shop\\.example${pathStart.replace(/[/]/g, "\\/")}[A-Za-z0-9_-]{43}/`).exec(text ?? "");
  if (!match) throw new Error(`no ${pathStart} link in ${text}`);
  return match[0];
}
const tokenOf = (link: string) => link.replace(/\/$/, "").split("/").pop()!;

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error("expected the call to fail");
}

const register = (email: string, overrides: Partial<{ password: string; firstName: string; lastName: string; lang: Lang; clientAddress: string }> = {}) =>
  services.accounts.register({
    email,
    password: "Tunturi-2026",
    firstName: "Aino",
    lastName: "Laine",
    lang: "fi",
    clientAddress: nextClient(),
    ...overrides,
  });
const login = (email: string, password: string) => services.auth.login({ email, password, clientAddress: nextClient(), lang: "en" });

describe("registration and activation", () => {
  it("names every bad field in the shopper's language and creates nothing", async () => {
    expect(await failure(register("", { lang: "en" }))).toEqual({ code: "BAD_INPUT", field: "email", message: "Enter your e-mail address." });
    expect(await failure(register("aino@", { lang: "en" }))).toMatchObject({ field: "email", message: expect.stringMatching(/^Check the e-mail address/) });
    expect(await failure(register("aino@example.fi", { firstName: " ", lang: "sv" }))).toEqual({
      code: "BAD_INPUT",
      field: "firstName",
      message: "Ange ditt förnamn.",
    });
    expect(await failure(register("aino@example.fi", { lastName: "", lang: "de" }))).toMatchObject({ field: "lastName", message: "Geben Sie Ihren Nachnamen ein." });
    expect(await failure(register("aino@example.fi", { password: "lyhyt", lang: "en" }))).toMatchObject({
      field: "password",
      message: "Use at least 8 characters in the password.",
    });
    expect(await failure(register("aino@example.fi", { password: "Aino@Example.fi", lang: "en" }))).toMatchObject({ field: "password" });
    expect(await failure(register("aino@example.fi", { password: "x".repeat(257), lang: "en" }))).toMatchObject({ field: "password" });
    expect(await mailTo("aino@example.fi")).toEqual([]);
    expect(await rows(database.db, sql`select id from customers where email = 'aino@example.fi'`)).toEqual([]);
  });

  it("creates a pending account, mails the activation link, activates once and then lets the person in", async () => {
    await register("  Aino.Activate@Example.FI ", { firstName: " Aino  Maria ", lang: "sv" });
    const [mail, ...more] = await mailTo("Aino.Activate@example.fi");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Aktivera ditt Kuusikko-konto");
    expect(mail!.text).toContain("Hej Aino Maria,");
    const link = linkIn(mail!.text, "/konto/aktivera/");
    expect(link.startsWith("https://sv.shop.example/")).toBe(true);
    const [row] = await rows<{ is_active: boolean; first_name: string; lang: string; password_hash: string }>(
      database.db,
      sql`select is_active, first_name, lang, password_hash from customers where email = 'aino.activate@example.fi'`,
    );
    expect(row).toMatchObject({ is_active: false, first_name: "Aino Maria", lang: "sv" });
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    // Only the token's hash is stored.
    const stored = await rows<{ token_hash: string }>(database.db, sql`select token_hash from account_tokens where token_hash = ${tokenOf(link)}`);
    expect(stored).toEqual([]);

    expect(await failure(login("aino.activate@example.fi", "Tunturi-2026"))).toMatchObject({ code: "FORBIDDEN", field: "email" });
    const resent = (await mailTo("Aino.Activate@example.fi")).at(-1);
    const second = linkIn(resent!.text, "/konto/aktivera/");
    expect(second).not.toBe(link);
    // The new link ended the first.
    expect((await services.accounts.activate(tokenOf(link))).result).toBe("expired");

    expect((await services.accounts.activate(tokenOf(second))).result).toBe("activated");
    expect((await services.accounts.activate(tokenOf(second))).result).toBe("already-active");
    expect((await services.accounts.activate(tokenOf(link))).result).toBe("already-active");
    const session = await login("aino.activate@example.fi", "Tunturi-2026");
    expect(session.user.firstName).toBe("Aino Maria");
  });

  it("answers the same for a taken address, mails its owner instead and changes nothing", async () => {
    const { customer } = DEMO_ACCOUNTS;
    const [before] = await rows<{ password_hash: string }>(database.db, sql`select password_hash from customers where email = ${customer.email}`);
    await expect(register(customer.email, { password: "Toinen-salasana-1", lang: "en" })).resolves.toBeUndefined();
    const [mail, ...more] = await mailTo(customer.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("You already have a Kuusikko account");
    expect(mail!.text).toContain("https://en.shop.example/accounts/reset-password/");
    const [after] = await rows<{ password_hash: string }>(database.db, sql`select password_hash from customers where email = ${customer.email}`);
    expect(after!.password_hash).toBe(before!.password_hash);
    await expect(login(customer.email, customer.password)).resolves.toMatchObject({ user: { email: customer.email } });
  });

  it("lets a pending address register again with a new password, and refuses an expired link", async () => {
    await register("aino.again@example.fi", { password: "Ensimmäinen-1" });
    const first = linkIn((await mailTo("aino.again@example.fi"))[0]!.text, "/tili/aktivoi/");
    smtp.messages.length = 0;
    await register("aino.again@example.fi", { password: "Toinen-salasana-2", firstName: "Aino-Liisa", lang: "en" });
    const second = linkIn((await mailTo("aino.again@example.fi"))[0]!.text, "/accounts/activate/");
    expect((await services.accounts.activate(tokenOf(first))).result).toBe("expired");
    await database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'activate' and used_at is null`);
    expect((await services.accounts.activate(tokenOf(second))).result).toBe("expired");
    expect((await services.accounts.activate("not-a-token")).result).toBe("expired");
    expect((await services.accounts.activate("A".repeat(43))).result).toBe("expired");
    // Logging in with the newer password sends a working link.
    expect(await failure(login("aino.again@example.fi", "Toinen-salasana-2"))).toMatchObject({ code: "FORBIDDEN" });
    // In the language of the latest registration.
    const third = linkIn((await mailTo("aino.again@example.fi")).at(-1)!.text, "/accounts/activate/");
    expect((await services.accounts.activate(tokenOf(third))).result).toBe("activated");
    expect(await failure(login("aino.again@example.fi", "Ensimmäinen-1"))).toMatchObject({ code: "UNAUTHORIZED" });
    await expect(login("aino.again@example.fi", "Toinen-salasana-2")).resolves.toMatchObject({ user: { firstName: "Aino-Liisa" } });
  });

  it("limits registrations per e-mail address and per client address", async () => {
    const address = nextClient();
    for (let i = 0; i < ACCOUNT_MAIL_LIMITS.perEmail; i++) await register("aino.limit@example.fi", { clientAddress: address });
    expect(await failure(register("aino.limit@example.fi", { clientAddress: nextClient(), lang: "en" }))).toEqual({
      code: "RATE_LIMITED",
      field: undefined,
      message: "Too many requests from here. Wait an hour and try again.",
    });
    for (let i = ACCOUNT_MAIL_LIMITS.perEmail; i < ACCOUNT_MAIL_LIMITS.perAddress; i++) await register(`aino.limit${i}@example.fi`, { clientAddress: address });
    expect(await failure(register("aino.limit.other@example.fi", { clientAddress: address }))).toMatchObject({ code: "RATE_LIMITED" });
    await services.background.settled();
  });
});

describe("forgotten password", () => {
  async function activeAccount(email: string, password = "Tunturi-2026") {
    await register(email, { password });
    const link = linkIn((await mailTo(email))[0]!.text, "/tili/aktivoi/");
    expect((await services.accounts.activate(tokenOf(link))).result).toBe("activated");
    smtp.messages.length = 0;
  }

  it("mails a link only to an address with an account, answering the same for both", async () => {
    await activeAccount("aino.reset@example.fi");
    await expect(services.accounts.requestPasswordReset({ email: "nobody@example.fi", lang: "en", clientAddress: nextClient() })).resolves.toBeUndefined();
    await expect(services.accounts.requestPasswordReset({ email: "Aino.Reset@example.fi", lang: "de", clientAddress: nextClient() })).resolves.toBeUndefined();
    expect(await mailTo("nobody@example.fi")).toEqual([]);
    const [mail] = await mailTo("aino.reset@example.fi");
    expect(mail!.subject).toBe("Neues Passwort für Kuusikko festlegen");
    expect(mail!.text).toContain("2 Stunden");
    linkIn(mail!.text, "/konto/passwort/zuruecksetzen/bestaetigen/");
    expect(await failure(services.accounts.requestPasswordReset({ email: "", lang: "fi", clientAddress: nextClient() }))).toEqual({
      code: "BAD_INPUT",
      field: "email",
      message: "Anna sähköpostiosoitteesi.",
    });
  });

  it("sets a new password once, ends every other session and signs this device in", async () => {
    await activeAccount("aino.newpass@example.fi");
    const elsewhere = await login("aino.newpass@example.fi", "Tunturi-2026");
    await services.accounts.requestPasswordReset({ email: "aino.newpass@example.fi", lang: "en", clientAddress: nextClient() });
    const older = tokenOf(linkIn((await mailTo("aino.newpass@example.fi"))[0]!.text, "/accounts/password/reset/confirm/"));
    await services.accounts.requestPasswordReset({ email: "aino.newpass@example.fi", lang: "en", clientAddress: nextClient() });
    const token = tokenOf(linkIn((await mailTo("aino.newpass@example.fi"))[1]!.text, "/accounts/password/reset/confirm/"));
    expect(await services.accounts.resetLinkState(older)).toBe("expired");
    expect(await services.accounts.resetLinkState(token)).toBe("valid");

    const reset = (password: string, passwordAgain = password) => services.accounts.resetPassword({ token, password, passwordAgain, lang: "en" });
    expect(await failure(reset("lyhyt"))).toMatchObject({ field: "password", message: "Use at least 8 characters in the password." });
    expect(await failure(reset("Uusi-salasana-9", "Uusi-salasana-8"))).toMatchObject({
      field: "passwordAgain",
      message: "The passwords differ: type the same password twice.",
    });
    const session = await reset("Uusi-salasana-9");
    expect(session.email).toBe("aino.newpass@example.fi");
    expect(await services.auth.userOfToken(elsewhere.token)).toBeNull();
    expect(await services.auth.userOfToken(session.token)).toMatchObject({ email: "aino.newpass@example.fi" });
    expect(await services.accounts.resetLinkState(token)).toBe("used");
    expect(await failure(reset("Kolmas-salasana-7"))).toEqual({ code: "BAD_INPUT", field: "token", message: "The link has expired: request a new one." });
    expect(await failure(services.accounts.resetPassword({ token: older, password: "Kolmas-salasana-7", passwordAgain: "Kolmas-salasana-7", lang: "en" }))).toMatchObject({
      field: "token",
    });
    expect(await failure(login("aino.newpass@example.fi", "Tunturi-2026"))).toMatchObject({ code: "UNAUTHORIZED" });
    await expect(login("aino.newpass@example.fi", "Uusi-salasana-9")).resolves.toMatchObject({ user: { email: "aino.newpass@example.fi" } });
  });

  it("lets one of two tabs racing with the same link set the password", async () => {
    await activeAccount("aino.race@example.fi");
    await services.accounts.requestPasswordReset({ email: "aino.race@example.fi", lang: "fi", clientAddress: nextClient() });
    const token = tokenOf(linkIn((await mailTo("aino.race@example.fi"))[0]!.text, "/tili/salasana/palautus/vahvista/"));
    const results = await Promise.allSettled(
      ["Ensimmäinen-kisa-1", "Toinen-kisa-22"].map((password) => services.accounts.resetPassword({ token, password, passwordAgain: password, lang: "fi" })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: "BAD_INPUT", field: "token" });
  });

  it("activates a pending account whose owner sets a password through a reset link", async () => {
    await register("aino.pending.reset@example.fi");
    await services.background.settled();
    await services.accounts.requestPasswordReset({ email: "aino.pending.reset@example.fi", lang: "fi", clientAddress: nextClient() });
    const mails = await mailTo("aino.pending.reset@example.fi");
    const token = tokenOf(linkIn(mails[1]!.text, "/tili/salasana/palautus/vahvista/"));
    await services.accounts.resetPassword({ token, password: "Uusi-salasana-5", passwordAgain: "Uusi-salasana-5", lang: "fi" });
    await expect(login("aino.pending.reset@example.fi", "Uusi-salasana-5")).resolves.toMatchObject({ user: { email: "aino.pending.reset@example.fi" } });
    expect((await services.accounts.activate(tokenOf(linkIn(mails[0]!.text, "/tili/aktivoi/")))).result).toBe("already-active");
  });
});

describe("the pages' actions", () => {
  const context = (lang: Lang = "fi") => {
    const map = new Map<unknown, unknown>([[requestContext, { ...pageContext(services, lang, ORIGIN), clientAddress: nextClient() }]]);
    return { get: (key: unknown) => map.get(key) } as never;
  };
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: ORIGIN } });
  const bodyOf = (result: unknown) => (result as { data: unknown }).data;
  const statusOf = (result: unknown) => (result as { init: { status: number } | null }).init?.status ?? 200;

  it("registers from the log-in page, answering every bad field at once and keeping what was typed", async () => {
    const bad = await loginAction({ request: post("/tili/kirjaudu/", { intent: "register", firstName: "", lastName: "Laine", email: "x@", password: "lyhyt" }), context: context(), params: {} } as never);
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf(bad)).toEqual({
      form: "register",
      done: false,
      errors: {
        firstName: "Anna etunimesi.",
        email: expect.stringMatching(/^Tarkista sähköpostiosoite/),
        password: "Käytä salasanassa vähintään 8 merkkiä.",
      },
      values: { firstName: "", lastName: "Laine", email: "x@" },
    });
    const good = await loginAction({
      request: post("/tili/kirjaudu/", { intent: "register", firstName: "Aino", lastName: "Laine", email: "aino.page@example.fi", password: "Tunturi-2026" }),
      context: context(),
      params: {},
    } as never);
    expect(bodyOf(good)).toEqual({ form: "register", done: true, email: "aino.page@example.fi" });
    const link = linkIn((await mailTo("aino.page@example.fi"))[0]!.text, "/tili/aktivoi/");
    const hash = tokenOf(link);
    // Opening the link (as a mail scanner does too) changes nothing and signs nobody in: it asks.
    const page = await activateLoader({ request: new Request(link), params: { hash }, context: context() } as never);
    expect(page.link).toEqual({ state: "valid", email: "aino.page@example.fi" });
    expect(await rows(database.db, sql`select is_active as active from customers where email = 'aino.page@example.fi'`)).toEqual([{ active: false }]);
    expect(await rows(database.db, sql`select s.customer_id from sessions s join customers c on c.id = s.customer_id where c.email = 'aino.page@example.fi'`)).toEqual([]);

    // The button activates and signs the new customer in, and the account area welcomes them.
    const path = new URL(link).pathname;
    const done = (await activateAction({ request: post(path, {}), params: { hash }, context: context() } as never)) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/tili/?activated");
    const cookies = done.headers.getSetCookie();
    const token = /^auth_token=([^;]+);/.exec(cookies.find((cookie) => cookie.startsWith("auth_token=")) ?? "")?.[1];
    expect(await services.auth.userOfToken(token)).toMatchObject({ email: "aino.page@example.fi", firstName: "Aino" });
    expect(cookies.some((cookie) => cookie.startsWith("signed_in=1;"))).toBe(true);
    // The next page tells the marketing tags of the sign-in, once.
    expect(cookies.some((cookie) => cookie.startsWith("signed_in_now=1;"))).toBe(true);

    // The link is used: its page and a second press say the account is active, and sign nobody in.
    expect((await activateLoader({ request: new Request(link), params: { hash }, context: context() } as never)).link).toEqual({ state: "already-active" });
    expect(await activateAction({ request: post(path, {}), params: { hash }, context: context() } as never)).toEqual({ result: "already-active" });
    // Another site's form cannot press it.
    const forged = new Request(link, { method: "POST", body: new URLSearchParams(), headers: { origin: "https://evil.example" } });
    expect(await activateAction({ request: forged, params: { hash }, context: context() } as never).catch((error: { init?: { status?: number } }) => error.init?.status)).toBe(403);
  });

  it("asks for a reset link and sets the password through the link's page, with cookies for this device", async () => {
    const sent = await resetRequestAction({ request: post("/accounts/reset-password/", { email: DEMO_ACCOUNTS.staff.email }), context: context("en"), params: {} } as never);
    expect(sent).toEqual({ done: true, email: DEMO_ACCOUNTS.staff.email });
    const token = tokenOf(linkIn((await mailTo(DEMO_ACCOUNTS.staff.email))[0]!.text, "/accounts/password/reset/confirm/"));
    const form = await resetConfirmLoader({ request: new Request(`${ORIGIN}/`), params: { hash: token }, context: context("en") } as never);
    expect(form.valid).toBe(true);
    const path = `/accounts/password/reset/confirm/${token}/`;
    const differ = await resetConfirmAction({ request: post(path, { password: "Uusi-salasana-9", passwordAgain: "x" }), params: { hash: token }, context: context("en") } as never);
    expect(bodyOf(differ)).toMatchObject({ expired: false, field: "passwordAgain" });
    const done = (await resetConfirmAction({
      request: post(path, { password: DEMO_ACCOUNTS.staff.password, passwordAgain: DEMO_ACCOUNTS.staff.password }),
      params: { hash: token },
      context: context("en"),
    } as never)) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/accounts/login/?password-changed");
    expect(done.headers.getSetCookie().some((cookie) => cookie.startsWith("auth_token="))).toBe(true);
    const again = await resetConfirmLoader({ request: new Request(`${ORIGIN}/`), params: { hash: token }, context: context("en") } as never);
    expect(again.valid).toBe(false);
  });
});
