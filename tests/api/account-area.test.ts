/**
 * The account area: details, password change, reminders and the signed
 * stop-reminders link, the data export, and deleting the account through the mailed link, with the
 * orders kept without personal data. Mail goes through SMTP to a local capture; the pages' loaders and
 * actions are called as React Router calls them.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as accountAction, loader as accountLoader } from "#app/routes/account.tsx";
import { loader as dataLoader } from "#app/routes/account-data.tsx";
import { loader as paymentLoader } from "#app/routes/checkout-payment.tsx";
import { action as clubStepAction, loader as clubStepLoader } from "#app/routes/checkout-club-info.tsx";
import { action as deleteAction, loader as deleteLoader } from "#app/routes/delete-account.tsx";
import { action as stopAction, loader as stopLoader } from "#app/routes/stop-reminders.tsx";
import { requestContext } from "#app/context.ts";
import type { AccountExport } from "#core/accounts/account-area-service.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import { hashPassword } from "#core/accounts/password.server.ts";
import { reminderSignature } from "#core/accounts/reminder-signature.server.ts";
import { isClubNumber } from "#core/accounts/club.ts";
import { createBackgroundRunner } from "#core/background.ts";
import { isDomainError } from "#core/errors.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { refreshCatalogListing } from "#db/read-model.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { createMailer, type ServerMailer } from "#server/mail/mailer.server.ts";
import { createServices } from "#server/services.server.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

const ORIGIN = "https://shop.example";
let database: DatabaseHandle;
let smtp: SmtpCapture;
let mailer: ServerMailer;
let services: Services;
let client = 0;
const nextClient = () => `203.0.113.${++client}`;
let modelId: number;
let variantId: string;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  smtp = await startSmtpCapture();
  mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: "Kuusikko Outdoor <kauppa@example.fi>" }, database.db);
  services = createServices(database.db, {
    mailer,
    originOf: (lang) => `https://${lang}.shop.example`,
    background: createBackgroundRunner((error) => {
      throw error;
    }),
  });
  const [model] = await rows<{ id: number; variant: number }>(
    database.db,
    sql`select m.id, (select min(v.id) from variants v where v.model_id = m.id) as variant from product_models m
        where m.is_public and not m.is_bundle and not m.is_gift_card order by m.id limit 1`,
  );
  modelId = Number(model!.id);
  variantId = String(model!.variant);
});

afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await database?.close();
});

beforeEach(() => {
  smtp.messages.length = 0;
});

/** An active customer with a password (a cheap hash: verifying reads the cost from the hash). */
async function customer(email: string, password = "Vanha-salasana-1") {
  const hash = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
  const [row] = await rows<{ id: number }>(
    database.db,
    sql`insert into customers (email, password_hash, first_name, last_name, activated_at) values (${email}, ${hash}, 'Aino', 'Laine', now()) returning id`,
  );
  return Number(row!.id);
}
const login = (email: string, password: string) => services.auth.login({ email, password, clientAddress: nextClient(), lang: "en" });

function context(lang: Lang, session: { token: string; user: SignedInUser } | null) {
  const map = new Map<unknown, unknown>([
    [requestContext, { ...pageContext(services, lang, ORIGIN, session?.user ?? null), clientAddress: nextClient(), authToken: session?.token ?? null }],
  ]);
  return { get: (key: unknown) => map.get(key) } as never;
}
const post = (path: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: ORIGIN } });
const bodyOf = (result: unknown) => (result as { data: unknown }).data;
const statusOf = (result: unknown) => (result as { init: { status: number } | null }).init?.status ?? 200;

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

async function order(number: string, values: { customerId: number | null; email: string; status: string }) {
  await database.db.execute(
    sql`insert into orders (number, status, idempotency_key, request_hash, lang, country_code, customer_id, email, first_name, last_name,
          phone, address, postal_code, city, special_request, products_cents, total_cents, due_cents, reserved_until)
        values (${number}, ${values.status}, ${`key-${number}`}, 'hash', 'fi', 'FI', ${values.customerId}, ${values.email}, 'Aino', 'Laine',
          '+358401234567', 'Tunturitie 1', '00100', 'Helsinki', 'Soita ovikello', 12900, 12900, 12900, now() + interval '30 minutes')`,
  );
  await database.db.execute(
    sql`insert into order_rows (order_id, position, kind, product_id, name, amount, unit_cents, total_cents, extra_data)
        select id, 0, 'gift-card', ${variantId}, 'Lahjakortti', 1, 12900, 12900, '{"giftcard_name": "Eino Laine", "template": "forest"}'::jsonb
        from orders where number = ${number}`,
  );
}

describe("the account area page", () => {
  it("sends a guest to log in and back, and shows a customer their own details", async () => {
    const redirect = (await thrown(() => accountLoader({ request: new Request(`${ORIGIN}/tili/`), params: {}, context: context("fi", null) } as never))) as Response;
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe(`${pathFor("accounts.login", "fi")}?next=%2Ftili%2F`);

    await customer("area.page@example.fi");
    const session = await login("area.page@example.fi", "Vanha-salasana-1");
    const page = await accountLoader({ request: new Request(`${ORIGIN}/tili/`), params: {}, context: context("fi", session) } as never);
    expect(page.profile).toEqual({ email: "area.page@example.fi", firstName: "Aino", lastName: "Laine", phone: "", address: "", postcode: "", city: "", remindersAllowed: true });
    // A post from another site changes nothing.
    const cross = new Request(`${ORIGIN}/tili/`, { method: "POST", body: new URLSearchParams({ intent: "reminders" }), headers: { origin: "https://evil.example" } });
    expect(((await thrown(() => accountAction({ request: cross, params: {}, context: context("fi", session) } as never))) as { init: { status: number } }).init.status).toBe(403);
  });

  it("saves the details, naming every wrong field at once in the person's language and keeping what was typed", async () => {
    await customer("area.details@example.fi");
    const session = await login("area.details@example.fi", "Vanha-salasana-1");
    const bad = await accountAction({
      request: post("/konto/", { intent: "details", firstName: "", lastName: "Laine", phone: "call me", postcode: "<b>x</b>" }),
      params: {},
      context: context("de", session),
    } as never);
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf(bad)).toEqual({
      form: "details",
      ok: false,
      errors: {
        firstName: "Geben Sie Ihren Vornamen ein.",
        phone: "Geben Sie eine Telefonnummer mit 5 bis 15 Ziffern ein, zum Beispiel +358 40 123 4567.",
        postcode: "Geben Sie die Postleitzahl nur mit Buchstaben und Ziffern ein, höchstens 10 Zeichen.",
      },
      values: { firstName: "", lastName: "Laine", phone: "call me", address: "", postcode: "<b>x</b>", city: "" },
    });
    expect((await services.accountArea.profile(session.user.id)).firstName).toBe("Aino");

    const good = await accountAction({
      request: post("/konto/", { intent: "details", firstName: " Aino  Maria ", lastName: "Laine-Virtanen", phone: "+358 40 765 4321", address: "Mannerheimintie 1", postcode: "00100", city: "" }),
      params: {},
      context: context("de", session),
    } as never);
    expect(bodyOf(good)).toEqual({ form: "details", ok: true });
    expect(await services.accountArea.profile(session.user.id)).toMatchObject({ firstName: "Aino Maria", lastName: "Laine-Virtanen", phone: "+358 40 765 4321", address: "Mannerheimintie 1", postcode: "00100", city: "" });

    // The payment step offers the names and phone; the address only once it is whole.
    const payment = () => paymentLoader({ request: new Request(`${ORIGIN}/konto/`), params: {}, context: context("de", session) } as never);
    expect((await payment()).savedContact).toEqual({ email: "area.details@example.fi", first_name: "Aino Maria", last_name: "Laine-Virtanen", phone: "+358 40 765 4321" });
    await accountAction({
      request: post("/konto/", { intent: "details", firstName: "Aino", lastName: "Laine", phone: "", address: "Mannerheimintie 1", postcode: "00100", city: "Helsinki" }),
      params: {},
      context: context("de", session),
    } as never);
    expect((await payment()).savedContact).toEqual({
      email: "area.details@example.fi",
      first_name: "Aino",
      last_name: "Laine",
      address: "Mannerheimintie 1",
      postal_code: "00100",
      city: "Helsinki",
    });
    expect((await paymentLoader({ request: new Request(`${ORIGIN}/`), params: {}, context: context("de", null) } as never)).savedContact).toBeNull();
  });
});

describe("the customer club", () => {
  it("joins with the terms ticked, shows the card's number as a barcode, keeps interests and member ids, and leaves", async () => {
    const id = await customer("area.club@example.fi");
    const session = await login("area.club@example.fi", "Vanha-salasana-1");
    const act = (fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
      return accountAction({ request: new Request(`${ORIGIN}/tili/`, { method: "POST", body, headers: { origin: ORIGIN } }), params: {}, context: context("fi", session) } as never);
    };
    const page = () => accountLoader({ request: new Request(`${ORIGIN}/tili/`), params: {}, context: context("fi", session) } as never);
    expect((await page()).club).toBeNull();
    expect((await page()).offers).toBeNull();

    const unticked = await act({ intent: "club-join" });
    expect(statusOf(unticked)).toBe(400);
    expect(bodyOf(unticked)).toEqual({ form: "club", ok: false, error: "Rastita ruutu liittyäksesi klubiin." });
    expect(bodyOf(await act({ intent: "club-join", accept: "yes" }))).toEqual({ form: "club", ok: true, joined: true });
    const club = (await page()).club!;
    expect(isClubNumber(club.number)).toBe(true);
    // A member sees the club's offers: models sold cheaper to members, as cards.
    const [offered] = await rows<{ variant: number; model: number; active: number }>(
      database.db,
      sql`select v.id as variant, v.model_id as model, p.active_cents as active from variants v
          join variant_prices p on p.variant_id = v.id and p.tax_area_id = 1
          join product_models m on m.id = v.model_id and m.is_public and not m.is_gift_card
          where v.is_active and exists (select 1 from stock s where s.variant_id = v.id and s.quantity > s.reserved and not s.blocked)
          order by v.id limit 1`,
    );
    await database.db.execute(sql`update variant_prices set club_cents = ${Math.round(offered!.active / 2)} where variant_id = ${offered!.variant} and tax_area_id = 1`);
    await refreshCatalogListing(database.db, [Number(offered!.model)]);
    try {
      const offers = (await page()).offers!;
      expect(offers.cards.length).toBeGreaterThan(0);
      expect(offers.cards.length).toBeLessThanOrEqual(8);
      // Half price for members is the deepest offer there is: it comes first.
      expect(offers.cards[0]!.id).toBe(Number(offered!.model));
      for (const card of offers.cards) expect(card.price.club).not.toBeNull();
    } finally {
      await database.db.execute(sql`update variant_prices set club_cents = null where variant_id = ${offered!.variant} and tax_area_id = 1`);
      await refreshCatalogListing(database.db, [Number(offered!.model)]);
    }
    expect(club.since).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
    expect(Buffer.from(club.barcode.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    // Joining again keeps the number; the session now says member.
    await act({ intent: "club-join", accept: "yes" });
    expect((await page()).club!.number).toBe(club.number);
    expect(await services.auth.userOfToken(session.token)).toMatchObject({ isClubMember: true });

    expect(bodyOf(await act({ intent: "interests", interest: ["paddling", "hiking", "skydiving"] }))).toEqual({ form: "interests", ok: true });
    expect((await page()).club!.interests).toEqual(["hiking", "paddling"]);
    await act({ intent: "interests" });
    expect((await page()).club!.interests).toEqual([]);

    const wrong = await act({ intent: "memberships", scoutGroup: "Espoon Partiotuki", scoutMemberId: "12 34", latuMemberId: "", latuBranch: "" });
    expect(statusOf(wrong)).toBe(400);
    expect(bodyOf(wrong)).toMatchObject({ form: "memberships", ok: false, errors: { scoutMemberId: "Käytä vain kirjaimia, numeroita ja väliviivoja, enintään 20." }, values: { scoutGroup: "Espoon Partiotuki" } });
    expect(statusOf(await act({ intent: "memberships", scoutGroup: "", scoutMemberId: "", latuMemberId: "", latuBranch: "", gender: "robot" }))).toBe(400);
    expect(bodyOf(await act({ intent: "memberships", scoutGroup: " Espoon  Partiotuki ", scoutMemberId: "1234", latuMemberId: "LA-77", latuBranch: "Helsingin Latu", gender: "female" }))).toEqual({ form: "memberships", ok: true });
    expect((await page()).club!.memberships).toEqual({ scoutGroup: "Espoon Partiotuki", scoutMemberId: "1234", latuMemberId: "LA-77", latuBranch: "Helsingin Latu", gender: "female" });
    const exported = await services.accountArea.exportData(id);
    expect(exported.account).toMatchObject({ club_number: club.number, scout_member_id: "1234", latu_branch: "Helsingin Latu", gender: "female" });

    expect(bodyOf(await act({ intent: "club-leave" }))).toEqual({ form: "club", ok: true, joined: false });
    expect((await page()).club).toBeNull();
    expect(await services.auth.userOfToken(session.token)).toMatchObject({ isClubMember: false });
  });
});

describe("the checkout's club step", () => {
  const stepPath = pathFor("checkout.club-info", "fi");
  const load = (session: { token: string; user: SignedInUser } | null) =>
    clubStepLoader({ request: new Request(`${ORIGIN}${stepPath}/`), params: {}, context: context("fi", session) } as never);
  const send = (session: { token: string; user: SignedInUser } | null, fields: Record<string, string>) =>
    clubStepAction({ request: post(`${stepPath}/`, fields), params: {}, context: context("fi", session) } as never);
  const empty = { scoutGroup: "", scoutMemberId: "", latuMemberId: "", latuBranch: "", gender: "" };

  it("offers a guest to log in and come back, and a guest's post goes to log in", async () => {
    expect(await load(null)).toMatchObject({ signedIn: false, memberships: null });
    const answer = (await thrown(() => send(null, { accept: "yes" }))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${pathFor("accounts.login", "fi")}?next=${encodeURIComponent(stepPath)}`);
  });

  it("lets a customer join with the club's fields, keeps what was typed on a problem, and then goes on to pay at club prices", async () => {
    const id = await customer("klubivaihe@example.fi");
    const session = await login("klubivaihe@example.fi", "Vanha-salasana-1");
    expect(await load(session)).toMatchObject({ signedIn: true, memberships: empty });

    // No tick: the message on the box, the typed fields kept, nobody joined.
    const unticked = await send(session, { ...empty, scoutGroup: "Espoon Partiotuki", gender: "male" });
    expect(statusOf(unticked)).toBe(400);
    expect(bodyOf(unticked)).toMatchObject({ error: translate("fi", "club.acceptRequired"), values: { scoutGroup: "Espoon Partiotuki", gender: "male" } });
    // A wrong field is named even with the box ticked.
    const wrong = await send(session, { ...empty, accept: "yes", latuMemberId: "<b>", gender: "x" });
    expect(statusOf(wrong)).toBe(400);
    expect(bodyOf(wrong)).toMatchObject({ errors: { latuMemberId: translate("fi", "club.memberIdInvalid"), gender: translate("fi", "club.genderInvalid") } });
    expect(await services.auth.userOfToken(session.token)).toMatchObject({ isClubMember: false });

    const joined = (await thrown(() => send(session, { ...empty, accept: "yes", scoutGroup: "Espoon Partiotuki", gender: "male" }))) as Response;
    expect(joined.status).toBe(303);
    expect(joined.headers.get("location")).toBe(pathFor("checkout.payment", "fi"));
    const member = await services.auth.userOfToken(session.token);
    expect(member).toMatchObject({ isClubMember: true });
    expect((await services.accountArea.profile(id))!.memberships).toMatchObject({ scoutGroup: "Espoon Partiotuki", gender: "male" });

    // A member is not asked again: the step sends them on to pay.
    const again = (await thrown(() => load({ token: session.token, user: member! }))) as Response;
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(pathFor("checkout.payment", "fi"));
  });
});

describe("changing the password", () => {
  it("wants the current password, then ends every other session and keeps this one", async () => {
    await customer("area.password@example.fi");
    const here = await login("area.password@example.fi", "Vanha-salasana-1");
    const elsewhere = await login("area.password@example.fi", "Vanha-salasana-1");
    await services.accounts.requestPasswordReset({ email: "area.password@example.fi", lang: "en", clientAddress: nextClient() });
    await services.background.settled();
    const resetLink = /\/accounts\/password\/reset\/confirm\/([A-Za-z0-9_-]{43})\//.exec(smtp.messages.at(-1)?.text ?? "")![1]!;

    const change = (fields: Record<string, string>) =>
      accountAction({ request: post("/accounts/", { intent: "password", ...fields }), params: {}, context: context("en", here) } as never);
    const wrong = await change({ currentPassword: "Arvaus-123", password: "Uusi-salasana-2", passwordAgain: "Uusi-salasana-2" });
    expect(statusOf(wrong)).toBe(400);
    expect(bodyOf(wrong)).toEqual({ form: "password", ok: false, field: "currentPassword", error: "Wrong password." });
    expect(bodyOf(await change({ currentPassword: "Vanha-salasana-1", password: "lyhyt", passwordAgain: "lyhyt" }))).toMatchObject({ field: "password" });
    expect(bodyOf(await change({ currentPassword: "Vanha-salasana-1", password: "Uusi-salasana-2", passwordAgain: "Uusi-salasana-3" }))).toMatchObject({
      field: "passwordAgain",
    });
    expect(await services.auth.userOfToken(elsewhere.token)).not.toBeNull();

    expect(bodyOf(await change({ currentPassword: "Vanha-salasana-1", password: "Uusi-salasana-2", passwordAgain: "Uusi-salasana-2" }))).toEqual({ form: "password", ok: true });
    expect(await services.auth.userOfToken(here.token)).toMatchObject({ email: "area.password@example.fi" });
    expect(await services.auth.userOfToken(elsewhere.token)).toBeNull();
    await expect(login("area.password@example.fi", "Vanha-salasana-1")).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(login("area.password@example.fi", "Uusi-salasana-2")).resolves.toMatchObject({ user: { email: "area.password@example.fi" } });
    // The reset link asked for before the change cannot undo it.
    expect(await services.accounts.resetLinkState(resetLink)).not.toBe("valid");
  });

  it("stops guessing the current password after 10 tries in 15 minutes", async () => {
    await customer("area.guess@example.fi");
    const session = await login("area.guess@example.fi", "Vanha-salasana-1");
    const guess = () => services.accountArea.changePassword({ customerId: session.user.id, sessionToken: session.token, currentPassword: "Arvaus-123", password: "Uusi-salasana-2", passwordAgain: "Uusi-salasana-2", lang: "en" });
    for (let i = 0; i < 10; i++) await expect(guess()).rejects.toMatchObject({ code: "BAD_INPUT", field: "currentPassword" });
    await expect(guess()).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });
});

describe("reminders", () => {
  it("turns reminders off and on in the account area, and off through the signed link of a reminder mail", async () => {
    await customer("area.reminders@example.fi");
    const session = await login("area.reminders@example.fi", "Vanha-salasana-1");
    const allowed = async () => (await services.accountArea.profile(session.user.id)).remindersAllowed;
    await accountAction({ request: post("/accounts/", { intent: "reminders" }), params: {}, context: context("en", session) } as never);
    expect(await allowed()).toBe(false);
    expect(bodyOf(await accountAction({ request: post("/accounts/", { intent: "reminders", reminders: "on" }), params: {}, context: context("en", session) } as never))).toEqual({
      form: "reminders",
      ok: true,
    });
    expect(await allowed()).toBe(true);

    const link = await services.accountArea.stopRemindersLink("Area.Reminders@example.fi", "sv", "https://sv.shop.example");
    const url = new URL(link);
    expect(url.pathname).toBe(`${pathFor("accounts.stop-reminders", "sv", { email: "area.reminders@example.fi" })}`);
    const [{ key }] = (await rows<{ key: string }>(database.db, sql`select key from signing_keys where name = 'stop-reminders'`)) as [{ key: string }];
    expect(url.searchParams.get("signature")).toBe(reminderSignature(key, "area.reminders@example.fi"));
    const email = decodeURIComponent(url.pathname.split("/").filter(Boolean).at(-1)!);

    // Opening the link only asks; a forged or cut signature stops nothing and says so.
    const page = await stopLoader({ request: new Request(link), params: { email }, context: context("sv", null) } as never);
    expect(page).toMatchObject({ email: "area.reminders@example.fi", signature: url.searchParams.get("signature") });
    expect(await allowed()).toBe(true);
    for (const signature of ["", "forged", reminderSignature("another key", email)]) {
      const refused = await stopAction({ request: post(url.pathname, { signature }), params: { email }, context: context("sv", null) } as never);
      expect(statusOf(refused)).toBe(400);
      expect(bodyOf(refused)).toEqual({ stopped: false });
    }
    // Someone else's address with this person's signature stops nothing either.
    await customer("area.other@example.fi");
    expect(bodyOf(await stopAction({ request: post(url.pathname, { signature: url.searchParams.get("signature")! }), params: { email: "area.other@example.fi" }, context: context("sv", null) } as never))).toEqual({ stopped: false });
    expect(await allowed()).toBe(true);

    // A mail program's one-click unsubscribe posts to the link itself, signature in the query.
    const oneClick = new Request(link, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) });
    expect(bodyOf(await stopAction({ request: oneClick, params: { email }, context: context("sv", null) } as never))).toEqual({ stopped: true });
    expect(await allowed()).toBe(false);
  });
});

describe("the data export", () => {
  it("downloads everything kept about the signed-in person, and nothing of anybody else", async () => {
    const id = await customer("area.export@example.fi");
    const otherId = await customer("area.export.other@example.fi");
    await order("W900001", { customerId: id, email: "area.export@example.fi", status: "delivered" });
    await order("W900002", { customerId: null, email: "AREA.EXPORT@example.fi", status: "cancelled" });
    await order("W900003", { customerId: otherId, email: "area.export.other@example.fi", status: "delivered" });
    await database.db.execute(sql`insert into wishlist_items (customer_id, model_id) values (${id}, ${modelId}), (${otherId}, ${modelId})`);
    await database.db.execute(
      sql`insert into reviews (model_id, lang, customer_id, rating, visible_name, comment) values (${modelId}, 'fi', ${id}, 8, 'Aino L.', 'Hyvä takki')`,
    );
    await database.db.execute(
      sql`insert into review_images (review_id, customer_id, url, content, content_type)
          select id, ${id}, '/images/reviews/uploads/ExportPictureToken0001.webp', decode('00', 'hex'), 'image/webp' from reviews where comment = 'Hyvä takki'`,
    );
    await database.db.execute(sql`insert into stock_notifications (variant_id, email, lang) values (${Number(variantId)}, 'area.export@example.fi', 'fi')`);

    const guest = (await thrown(() => dataLoader({ request: new Request(`${ORIGIN}/accounts/my-data/`), params: {}, context: context("en", null) } as never))) as Response;
    expect(guest.status).toBe(303);
    expect(guest.headers.get("location")).toBe("/accounts/login/?next=%2Faccounts%2F");

    const session = await login("area.export@example.fi", "Vanha-salasana-1");
    const response = (await dataLoader({ request: new Request(`${ORIGIN}/accounts/my-data/`), params: {}, context: context("en", session) } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="kuusikko-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const data = (await response.json()) as AccountExport;
    expect(data.account).toMatchObject({ email: "area.export@example.fi", first_name: "Aino", last_name: "Laine", reminders_allowed: true });
    expect(data.orders.map((row) => row["number"])).toEqual(["W900001", "W900002"]);
    expect(data.orders[0]).toMatchObject({ address: "Tunturitie 1", special_request: "Soita ovikello", rows: [{ name: "Lahjakortti", extra_data: { giftcard_name: "Eino Laine" } }] });
    expect(data.reviews).toEqual([expect.objectContaining({ model_id: modelId, rating: 8, comment: "Hyvä takki", images: ["/images/reviews/uploads/ExportPictureToken0001.webp"] })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ model_id: modelId })]);
    expect(data.stock_notifications).toEqual([expect.objectContaining({ variant_id: Number(variantId) })]);
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain("area.export.other@example.fi");
    expect(JSON.stringify(data)).not.toContain("password");
  });
});

describe("deleting the account", () => {
  it("mails a link that asks first, waits for an open order, then erases the person and keeps the orders without personal data", async () => {
    const id = await customer("area.delete@example.fi");
    const otherId = await customer("area.delete.other@example.fi");
    await order("W910001", { customerId: id, email: "area.delete@example.fi", status: "delivered" });
    await order("W910002", { customerId: null, email: "Area.Delete@example.fi", status: "processing" });
    await order("W910003", { customerId: otherId, email: "area.delete.other@example.fi", status: "delivered" });
    await database.db.execute(sql`insert into wishlist_items (customer_id, model_id) values (${id}, ${modelId})`);
    await database.db.execute(sql`insert into reviews (model_id, lang, customer_id, rating, visible_name, comment) values (${modelId}, 'fi', ${id}, 6, 'Aino L.', 'Ihan hyvä')`);
    // A picture may show its writer: it goes with the account, while the review's text and rating stay.
    await database.db.execute(
      sql`insert into review_images (review_id, customer_id, url, content, content_type)
          select id, ${id}, '/images/reviews/uploads/DeletePictureToken0001.webp', decode('00', 'hex'), 'image/webp' from reviews where comment = 'Ihan hyvä'`,
    );
    await database.db.execute(sql`insert into stock_notifications (variant_id, email, lang) values (${Number(variantId)}, 'area.delete@example.fi', 'fi')`);
    await database.db.execute(
      sql`insert into store_receipts (number, store_id, customer_id, purchased_at, total_cents, note) values ('K9-DELETE', 1, ${id}, now(), 1000, 'Aino hakee huomenna')`,
    );
    const session = await login("area.delete@example.fi", "Vanha-salasana-1");

    // An order on its way (a guest order of the same address) is named up front, and no link is mailed for it.
    const blocked = translate("fr", "accountArea.deleteBlocked", { number: "W910002" });
    const area = await accountLoader({ request: new Request(`${ORIGIN}/compte/`), params: {}, context: context("fr", session) } as never);
    expect(area.deletionBlocker).toBe(blocked);
    const refused = await accountAction({ request: post("/compte/", { intent: "delete" }), params: {}, context: context("fr", session) } as never);
    expect(statusOf(refused)).toBe(409);
    expect(bodyOf(refused)).toEqual({ form: "delete", ok: false, error: blocked, blocked: true });
    expect(smtp.messages).toEqual([]);

    await database.db.execute(sql`update orders set status = 'delivered' where number = 'W910002'`);
    expect((await accountLoader({ request: new Request(`${ORIGIN}/compte/`), params: {}, context: context("fr", session) } as never)).deletionBlocker).toBeNull();
    const asked = await accountAction({ request: post("/compte/", { intent: "delete" }), params: {}, context: context("fr", session) } as never);
    expect(bodyOf(asked)).toEqual({ form: "delete", ok: true, email: "area.delete@example.fi" });
    const mail = smtp.messages.find((message) => message.envelope.to.includes("area.delete@example.fi"));
    expect(mail?.subject).toBe("Confirmez la suppression de votre compte Kuusikko");
    const link = /https:\/\/fr\.shop\.example(\/compte\/supprimer-compte\/([A-Za-z0-9_-]{43})\/)/.exec(mail?.text ?? "");
    expect(link, mail?.text ?? "no mail").not.toBeNull();
    const token = link![2]!;

    // Opening the link deletes nothing; it names the account.
    const openPage = () => deleteLoader({ request: new Request(`${ORIGIN}${link![1]}`), params: { token }, context: context("fr", null) } as never);
    expect(await openPage()).toMatchObject({ email: "area.delete@example.fi", blocker: null });
    expect(await services.auth.userOfToken(session.token)).not.toBeNull();

    // Ordered again after the link came: the link's page says so before the button is pressed, and a press is refused.
    await order("W910004", { customerId: id, email: "area.delete@example.fi", status: "processing" });
    expect(await openPage()).toMatchObject({ email: "area.delete@example.fi", blocker: translate("fr", "accountArea.deleteBlocked", { number: "W910004" }) });
    const confirm = () => deleteAction({ request: post(link![1]!, {}), params: { token }, context: context("fr", null) } as never);
    const waiting = await confirm();
    expect(statusOf(waiting)).toBe(409);
    expect(bodyOf(waiting)).toEqual({
      deleted: false,
      expired: false,
      error: translate("fr", "accountArea.openOrder", { number: "W910004" }),
      blocked: true,
    });
    expect(await services.auth.userOfToken(session.token)).not.toBeNull();

    await database.db.execute(sql`update orders set status = 'delivered' where number = 'W910004'`);
    expect((await openPage()).blocker).toBeNull();
    const done = await confirm();
    expect(bodyOf(done)).toEqual({ deleted: true });
    expect((done as { init: { headers: Headers } }).init.headers.getSetCookie().some((cookie) => /^auth_token=;/.test(cookie))).toBe(true);

    expect(await rows(database.db, sql`select id from customers where id = ${id}`)).toEqual([]);
    expect(await services.auth.userOfToken(session.token)).toBeNull();
    await expect(login("area.delete@example.fi", "Vanha-salasana-1")).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const kept = await rows<Record<string, unknown>>(
      database.db,
      sql`select o.number, o.customer_id as "customerId", o.email, o.first_name as "firstName", o.last_name as "lastName", o.phone, o.address,
            o.postal_code as "postalCode", o.city, o.special_request as "specialRequest", o.total_cents as "totalCents",
            (select r.extra_data from order_rows r where r.order_id = o.id) as extra
          from orders o where o.number in ('W910001', 'W910002', 'W910003') order by o.number`,
    );
    const erased = { customerId: null, email: "", firstName: "", lastName: "", phone: "", address: "", postalCode: "", city: "", specialRequest: "", totalCents: 12900, extra: { template: "forest" } };
    expect(kept).toEqual([
      { number: "W910001", ...erased },
      { number: "W910002", ...erased },
      expect.objectContaining({ number: "W910003", customerId: otherId, email: "area.delete.other@example.fi", firstName: "Aino", extra: { giftcard_name: "Eino Laine", template: "forest" } }),
    ]);
    expect(await rows(database.db, sql`select visible_name as name, customer_id as "customerId", rating from reviews where comment = 'Ihan hyvä'`)).toEqual([
      { name: "", customerId: null, rating: 6 },
    ]);
    expect(await rows(database.db, sql`select id from review_images where url = '/images/reviews/uploads/DeletePictureToken0001.webp'`)).toEqual([]);
    expect(await rows(database.db, sql`select customer_id as "customerId", note, total_cents as total from store_receipts where number = 'K9-DELETE'`)).toEqual([
      { customerId: null, note: "", total: 1000 },
    ]);
    expect(await rows(database.db, sql`select id from stock_notifications where email = 'area.delete@example.fi'`)).toEqual([]);
    expect(await rows(database.db, sql`select id from mail_outbox where lower("to") = 'area.delete@example.fi'`)).toEqual([]);
    expect(await rows(database.db, sql`select customer_id from wishlist_items where customer_id = ${id}`)).toEqual([]);

    // The link is used: it says so; the address is free to register again.
    expect((await deleteLoader({ request: new Request(`${ORIGIN}/`), params: { token }, context: context("fr", null) } as never)).email).toBeNull();
    expect(bodyOf(await confirm())).toEqual({ deleted: false, expired: true, error: "Le lien a expiré : demandez-en un nouveau.", blocked: false });
    await services.accounts.register({ email: "area.delete@example.fi", password: "Uusi-tili-2026", firstName: "Aino", lastName: "Laine", lang: "fi", clientAddress: nextClient() });
    await services.background.settled();
    expect(smtp.messages.at(-1)?.subject).toBe("Aktivoi Kuusikko-tilisi");
  });

  it("refuses a link that is not one, and a deletion link used as another kind of link", async () => {
    const error = await thrown(() => services.accounts.deleteAccount("not-a-token", "en"));
    expect(isDomainError(error) && { code: error.code, field: error.field, message: error.message }).toEqual({
      code: "BAD_INPUT",
      field: "token",
      message: "The link has expired: request a new one.",
    });
    const id = await customer("area.delete.kind@example.fi");
    await services.accounts.requestDeletion({ id, email: "area.delete.kind@example.fi" }, "en");
    const token = /\/accounts\/delete-account\/([A-Za-z0-9_-]{43})\//.exec(smtp.messages.at(-1)?.text ?? "")![1]!;
    expect(await services.accounts.resetLinkState(token)).toBe("expired");
    expect((await services.accounts.activate(token)).result).toBe("expired");
    expect(await rows(database.db, sql`select id from customers where id = ${id}`)).toHaveLength(1);
  });
});
