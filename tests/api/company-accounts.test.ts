/**
 * Company accounts (issue 6: the organisation user role; document 3 §1 "registration is confirmed after
 * the company information is verified", §6): a customer sends the company's details in the account
 * area, staff verify or reject them on their page, and only a verified applicant is an organisation user
 * (GET /api/customer/ `is_org_user`). Through the pages' loaders and actions as React Router calls them.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as accountAction, loader as accountLoader } from "#app/routes/account.tsx";
import { loader as dataLoader } from "#app/routes/account-data.tsx";
import { action as decideAction, loader as staffLoader } from "#app/routes/staff-companies.tsx";
import { requestContext } from "#app/context.ts";
import type { AccountExport } from "#core/accounts/account-area-service.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import { hashPassword } from "#core/accounts/password.ts";
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
