/**
 * Company accounts (a company's registration counts once staff verified its information): a customer sends the company's details in the account
 * area, staff verify or reject them on their page, and only a verified applicant is an organisation user
 * (GET /api/customer/ `is_org_user`). Through the pages' loaders and actions as React Router calls them.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as accountAction, loader as accountLoader } from "#app/routes/account.tsx";
import { loader as dataLoader } from "#app/routes/account-data.tsx";
import { action as decideAction, loader as staffLoader } from "#app/routes/staff-companies.tsx";
import { action as campaignsAction, loader as campaignsLoader } from "#app/routes/company-campaigns.tsx";
import { loader as codesLoader } from "#app/routes/company-campaign-codes.tsx";
import { requestContext } from "#app/context.ts";
import type { AccountExport } from "#core/accounts/account-area-service.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import { hashPassword } from "#core/accounts/password.server.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import type { Lang } from "#i18n/languages.ts";
import { translate } from "#i18n/messages.ts";
import { pathFor } from "#i18n/routes.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase, pageContext, rows, type TestApp } from "./support/api-app.ts";

const ORIGIN = "https://shop.example";
let database: DatabaseHandle;
let services: Services;
let test: TestApp;
let client = 0;
type Session = { token: string; user: SignedInUser };

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  test = await apiApp(database.db);
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

async function person(email: string, staff = false): Promise<Session> {
  const hash = await hashPassword("Yritys-salasana-1", { N: 2 ** 10, r: 8, p: 1 });
  await database.db.execute(
    sql`insert into customers (email, password_hash, first_name, last_name, is_staff, activated_at) values (${email}, ${hash}, 'Eero', 'Koski', ${staff}, now())`,
  );
  return services.auth.login({ email, password: "Yritys-salasana-1", clientAddress: `198.51.100.${++client}`, lang: "fi" });
}
// The signed-in user as the next request reads it (roles change between requests).
const fresh = async (session: Session): Promise<Session> => ({ ...session, user: (await services.auth.userOfToken(session.token))! });
function context(lang: Lang, session: Session | null) {
  const map = new Map<unknown, unknown>([[requestContext, { ...pageContext(services, lang, ORIGIN, session?.user ?? null), authToken: session?.token ?? null }]]);
  return { get: (key: unknown) => map.get(key) } as never;
}
const post = (path: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: ORIGIN } });
const bodyOf = (result: unknown) => (result as { data: unknown }).data;
const statusOf = (result: unknown) => (result as { init: { status: number } | null }).init?.status ?? 200;
async function thrownStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
  throw new Error("expected a throw");
}
const apply = (lang: Lang, session: Session, fields: Record<string, string>) =>
  accountAction({ request: post(pathFor("accounts", lang), { intent: "company", ...fields }), params: {}, context: context(lang, session) } as never);
const accountPage = async (session: Session) =>
  (await accountLoader({ request: new Request(`${ORIGIN}/accounts/`), params: {}, context: context("en", session) } as never)) as { company: unknown; isStaff: boolean };
const isOrgUser = async (session: Session) =>
  (await test.app.inject({ method: "GET", url: "/api/customer/", headers: { host: host("fi"), authorization: `Token ${session.token}` } })).json<{ is_org_user: boolean }>().is_org_user;

describe("a company account", () => {
  it("is sent from the account area, checked field by field in the person's language, and waits for staff", async () => {
    const buyer = await person("hankinnat@tunturi.example");
    const bad = await apply("sv", buyer, { companyName: " ", vatNumber: "0112038-8" });
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf(bad)).toEqual({
      form: "company",
      ok: false,
      errors: { companyName: translate("sv", "company.nameRequired"), vatNumber: translate("sv", "company.vatInvalid") },
      values: { companyName: " ", vatNumber: "0112038-8" },
    });
    expect(await accountPage(buyer)).toMatchObject({ company: null, isStaff: false });

    expect(bodyOf(await apply("fi", buyer, { companyName: "Tunturi  Oy", vatNumber: "0112038-9" }))).toEqual({ form: "company", ok: true });
    expect((await accountPage(buyer)).company).toMatchObject({ companyName: "Tunturi Oy", vatNumber: "FI01120389", status: "pending" });
    expect(await isOrgUser(buyer)).toBe(false);
  });

  it("is verified or rejected by staff only; a verified applicant is an organisation user, a rejected one may send again", async () => {
    const buyer = await person("osto@kaira.example");
    const other = await person("toinen@kaira.example");
    const staff = await person("myyja@kuusikko.example", true);
    await apply("en", buyer, { companyName: "Kaira Ltd", vatNumber: "FI01120389" });
    await apply("en", other, { companyName: "Kaira Ltd", vatNumber: "de123456789" });
    const buyerId = buyer.user.id;

    // A guest logs in first; a customer is refused on the page and in the action, whatever they send.
    expect(await thrownStatus(() => staffLoader({ request: new Request(`${ORIGIN}/`), params: {}, context: context("en", null) } as never))).toBe(303);
    expect(await thrownStatus(() => staffLoader({ request: new Request(`${ORIGIN}/`), params: {}, context: context("en", buyer) } as never))).toBe(403);
    const asCustomer = () => decideAction({ request: post("/staff/companies/", { customer: String(buyerId), decision: "verify" }), params: {}, context: context("en", buyer) } as never);
    expect(await thrownStatus(asCustomer)).toBe(403);
    expect(await isOrgUser(buyer)).toBe(false);

    const queue = (await staffLoader({ request: new Request(`${ORIGIN}/`), params: {}, context: context("en", staff) } as never)).pending;
    expect(queue.filter((company) => company.companyName === "Kaira Ltd")).toEqual([
      expect.objectContaining({ customerId: buyerId, email: "osto@kaira.example", name: "Eero Koski", vatNumber: "FI01120389", status: "pending" }),
      expect.objectContaining({ customerId: other.user.id, vatNumber: "DE123456789" }),
    ]);
    expect((await accountPage(staff)).isStaff).toBe(true);

    const decide = (customer: number, decision: string) =>
      decideAction({ request: post("/staff/companies/", { customer: String(customer), decision }), params: {}, context: context("en", staff) } as never);
    expect(bodyOf(await decide(buyerId, "verify"))).toEqual({ ok: true, verified: true });
    expect(await isOrgUser(buyer)).toBe(true);
    expect((await fresh(buyer)).user.isOrgUser).toBe(true);
    expect((await accountPage(buyer)).company).toMatchObject({ status: "verified" });
    // Decided once; a verified company is not sent again.
    expect(statusOf(await decide(buyerId, "reject"))).toBe(404);
    const again = await apply("en", buyer, { companyName: "Kaira Oy", vatNumber: "FI01120389" });
    expect(statusOf(again)).toBe(409);
    expect(bodyOf(again)).toMatchObject({ formError: translate("en", "company.alreadyVerified") });
    expect(await isOrgUser(buyer)).toBe(true);

    expect(bodyOf(await decide(other.user.id, "reject"))).toEqual({ ok: true, verified: false });
    expect(await isOrgUser(other)).toBe(false);
    expect((await accountPage(other)).company).toMatchObject({ status: "rejected" });
    expect(bodyOf(await apply("en", other, { companyName: "Kaira GmbH", vatNumber: "DE123456789" }))).toEqual({ form: "company", ok: true });
    expect((await accountPage(other)).company).toMatchObject({ companyName: "Kaira GmbH", status: "pending" });
    expect(statusOf(await decide(0, "verify"))).toBe(404);
    const [decided] = await rows<{ by: number }>(database.db, sql`select decided_by as by from company_accounts where customer_id = ${buyerId}`);
    expect(Number(decided!.by)).toBe(staff.user.id);
  });

  it("is in the person's data download", async () => {
    const buyer = await person("data@lumi.example");
    await apply("en", buyer, { companyName: "Lumi Oy", vatNumber: "0112038-9" });
    const response = (await dataLoader({ request: new Request(`${ORIGIN}/accounts/my-data/`), params: {}, context: context("en", buyer) } as never)) as Response;
    const data = (await response.json()) as AccountExport;
    expect(data.company_account).toMatchObject({ company_name: "Lumi Oy", vat_number: "FI01120389", status: "pending" });
  });
});

describe("a company's gift campaigns", () => {
  let buyer: Session;
  let colleague: Session;
  let stranger: Session;
  let customer: Session;
  let model: { id: number; variant: number; path: string };

  beforeAll(async () => {
    const staff = await person("kampanjat@kuusikko.example", true);
    buyer = await person("henkilosto@revontuli.example");
    colleague = await person("talous@revontuli.example");
    stranger = await person("osto@muu.example");
    customer = await person("tavallinen@asiakas.example");
    await apply("fi", buyer, { companyName: "Revontuli Oy", vatNumber: "0112038-9" });
    await apply("fi", colleague, { companyName: "Revontuli Oy", vatNumber: "FI01120389" });
    await apply("fi", stranger, { companyName: "Muu Oy", vatNumber: "DE123456789" });
    for (const session of [buyer, colleague, stranger]) await services.companyAccounts.decide(staff.user, session.user.id, true);
    buyer = await fresh(buyer);
    colleague = await fresh(colleague);
    stranger = await fresh(stranger);
    const [row] = await rows<{ id: number; variant: number; path: string }>(
      database.db,
      sql`select m.id, min(v.id) as variant, c.path from product_models m join variants v on v.model_id = m.id and v.is_active
          join catalog_listing c on c.model_id = m.id and c.lang = 'en'
          where m.is_public and not m.is_gift_card and not m.is_bundle group by m.id, c.path order by m.id limit 1`,
    );
    model = { id: Number(row!.id), variant: Number(row!.variant), path: row!.path };
    await database.db.execute(sql`delete from stock where variant_id = ${model.variant}`);
    await database.db.execute(sql`insert into stock (variant_id, store_id, quantity, reserved, blocked) values (${model.variant}, 20, 50, 0, false)`);
  });

  const page = (session: Session | null, lang: Lang = "fi") =>
    campaignsLoader({ request: new Request(`${ORIGIN}${pathFor("accounts.giftCampaigns", lang)}`), params: {}, context: context(lang, session) } as never);
  const create = (session: Session, fields: Record<string, string>, lang: Lang = "fi") =>
    campaignsAction({ request: post(pathFor("accounts.giftCampaigns", lang), { intent: "create", ...fields }), params: {}, context: context(lang, session) } as never);
  const csv = (session: Session, campaign: number) =>
    codesLoader({ request: new Request(`${ORIGIN}/`), params: { campaign: String(campaign) }, context: context("fi", session) } as never) as Promise<Response>;
  const redeem = (code: string, slug: string) =>
    test.app.inject({ method: "POST", url: "/api/giftcampaigns/validate_code/", payload: { code, product_id: model.variant, category_slug: slug }, headers: { host: host("fi") } });
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Helsinki" }).format(new Date());

  it("is only for verified organisation users: a guest logs in, a customer gets 403 from the page and the form", async () => {
    expect(await thrownStatus(() => page(null))).toBe(303);
    expect(await thrownStatus(() => page(customer))).toBe(403);
    expect(await thrownStatus(() => create(customer, { name: "X", products: String(model.id), codes: "1", startsOn: today, endsOn: today }))).toBe(403);
    expect(await thrownStatus(() => csv(customer, 1))).toBe(403);
    expect((await page(buyer)).campaigns).toEqual([]);
  });

  it("names the wrong fields and keeps what was typed", async () => {
    const fields = { name: "Joulu", products: `${model.path}\n/ei/tuote/`, codes: "5000", startsOn: "2020-01-01", endsOn: today };
    const bad = await create(buyer, fields, "en");
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf(bad)).toMatchObject({
      form: "create",
      ok: false,
      errors: {
        products: translate("en", "companyCampaigns.productUnknown", { line: 2, text: "/ei/tuote/" }),
        codes: translate("en", "companyCampaigns.codesRange", { max: 1000 }),
        startsOn: translate("en", "companyCampaigns.startPast"),
      },
      values: { name: "Joulu", products: fields.products },
    });
  });

  it("creates a campaign whose codes work on the campaign's products, shared by the company's people, downloadable and endable", async () => {
    const created = await create(buyer, { name: "Revontulten joulu", message: "Kiitos vuodesta!", products: `https://shop.example${model.path}?color=x\n${model.id}`, codes: "3", startsOn: today, endsOn: today });
    expect(bodyOf(created)).toEqual({ form: "create", ok: true, id: expect.any(Number), codes: 3 });
    const [campaign] = (await page(colleague)).campaigns;
    expect(campaign).toMatchObject({ name: "Revontulten joulu", products: 1, codes: 3, redeemed: 0, isActive: true, slug: expect.stringMatching(/^revontulten-joulu-/) });
    expect((await page(stranger)).campaigns).toEqual([]);

    const file = await csv(colleague, campaign!.id);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${campaign!.slug}-codes.csv"`);
    const lines = (await file.text()).trim().split("\r\n");
    expect(lines[0]).toBe("koodi;käytetty");
    const codes = lines.slice(1).map((line) => line.split(";")[0]!);
    expect(codes).toHaveLength(3);
    // Another company's user cannot download them.
    expect(await thrownStatus(() => csv(stranger, campaign!.id))).toBe(404);

    // A code works in the shop's redemption of the campaign, in any case.
    const valid = await redeem(codes[0]!.toLowerCase(), campaign!.slug);
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toEqual({ code: codes[0], campaign: campaign!.slug, product_id: model.variant });
    // Its page shows the company's name and message in every language, with the product.
    const open = await services.giftCampaigns.openCampaign("de", campaign!.slug);
    expect(open).toMatchObject({ campaign: { name: "Revontulten joulu", description: "Kiitos vuodesta!" }, models: [expect.objectContaining({ id: model.id })] });

    // Another company cannot end it; the company can, and its codes stop working.
    const end = (session: Session) =>
      campaignsAction({ request: post("/tili/lahjakampanjat/", { intent: "end", campaign: String(campaign!.id) }), params: {}, context: context("fi", session) } as never);
    expect(statusOf(await end(stranger))).toBe(404);
    expect(bodyOf(await end(buyer))).toEqual({ form: "end", ok: true });
    expect((await page(buyer)).campaigns[0]).toMatchObject({ isActive: false });
    expect((await redeem(codes[1]!, campaign!.slug)).statusCode).toBe(400);
  });
});
