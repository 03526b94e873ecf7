/**
 * The return pages' loaders and actions as React Router calls them, without a browser: what a form post
 * without JavaScript gets for each mistake (the field named, in the shopper's language, the choices kept),
 * the signed-in owner's order from the history without an address, and a return's page only for its link.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as returnsAction, loader as returnsLoader } from "#app/routes/returns.tsx";
import { action as caseAction, loader as caseLoader } from "#app/routes/return-case.tsx";
import { loader as queueLoader } from "#app/routes/staff-returns.tsx";
import { action as staffCaseAction } from "#app/routes/staff-return-case.tsx";
import { requestContext } from "#app/context.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

const ORIGIN = "https://shop.example";
let database: DatabaseHandle;
let services: Services;
let owner: SignedInUser;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  // The demo customer's order, delivered yesterday so that the test does not age with the calendar.
  await database.db.execute(sql`update orders set delivered_at = now() - interval '1 day' where number = 'D000001'`);
  const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.customer.email}`);
  owner = { id: Number(row!.id), email: DEMO_ACCOUNTS.customer.email, firstName: "Aino", isStaff: false, isAdmin: false, isOrgUser: false, isClubMember: false };
});

afterAll(async () => {
  await database?.close();
});

function args(lang: Lang, url: string, user: SignedInUser | null, body?: Record<string, string>, params: Record<string, string> = {}) {
  const map = new Map<unknown, unknown>([[requestContext, pageContext(services, lang, ORIGIN, user)]]);
  const request = new Request(`${ORIGIN}${url}`, body ? { method: "POST", body: new URLSearchParams(body) } : undefined);
  return { request, params, context: { get: (key: unknown) => map.get(key) } } as never;
}

/** What an action answered: its data and status, or the redirect it threw. */
async function post(lang: Lang, body: Record<string, string>, user: SignedInUser | null = null) {
  try {
    const answer = (await returnsAction(args(lang, "/returns/", user, body))) as unknown as { data?: unknown; init?: { status?: number } };
    return { status: answer.init?.status ?? 200, data: (answer.data ?? answer) as { fields: Record<string, string>; error: string | null; order: { rows: unknown[] } | null; values: unknown } };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") ?? "" };
    throw thrown;
  }
}

describe("the return form without JavaScript", () => {
  it("names the missing fields in the shopper's language", async () => {
    const answer = await post("de", { order_number: "", email: "" });
    expect(answer.status).toBe(400);
    expect(answer).toMatchObject({ data: { fields: { email: translate("de", "checkout.emailRequired"), number: translate("de", "orders.viewNumberRequired") } } });
  });

  it("answers a wrong address as a wrong number", async () => {
    expect(await post("fi", { order_number: "D000001", email: "joku@example.fi" })).toMatchObject({ status: 404, data: { error: translate("fi", "orders.viewNotFound") } });
  });

  it("keeps the choices and names the row's problem", async () => {
    const answer = await post("fi", { intent: "send", order_number: "D000001", email: DEMO_ACCOUNTS.customer.email, mode: "return", "amount-0": "1", "reason-0": "" });
    expect(answer.status).toBe(400);
    expect(answer).toMatchObject({
      data: { fields: { "reason-0": translate("fi", "returns.problem.reasonRequired") }, values: { mode: "return", rows: { 0: { amount: 1, reason: "" } } } },
    });
  });

  it("shows the signed-in owner's order from the history without asking the address", async () => {
    const page = (await returnsLoader(args("en", "/returns/?order=D000001", owner))) as { order: { number: string; email: string; rows: unknown[] } | null };
    expect(page.order).toMatchObject({ number: "D000001", email: "" });
    expect(page.order!.rows).toHaveLength(1);
    const guest = (await returnsLoader(args("en", "/returns/?order=D000001", null))) as { order: unknown };
    expect(guest.order).toBeNull();
  });

  it("sends a finished return to its page, which opens only with its link", async () => {
    const answer = await post("en", { intent: "send", order_number: "D000001", email: "", mode: "return", "amount-0": "1", "reason-0": "changed-mind" }, owner);
    expect(answer.status).toBe(303);
    const location = ("location" in answer ? answer.location : undefined) ?? "";
    expect(location).toMatch(/^\/returns\/P\d+\/\?t=[0-9a-f]{64}&new=1$/);
    const url = new URL(location, ORIGIN);
    const number = /P\d+/.exec(url.pathname)![0];
    const page = (await caseLoader(args("en", `${url.pathname}${url.search}`, null, undefined, { number }))) as { found: { status: string; rows: unknown[] } };
    expect(page.found).toMatchObject({ status: "new-return", rows: [{ amount: 1, reason: "changed-mind" }] });
    let status = 0;
    try {
      await caseLoader(args("en", url.pathname, null, undefined, { number }));
    } catch (thrown) {
      status = (thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status;
    }
    expect(status).toBe(404);
  });
});

describe("the staff's pages", () => {
  /** The status a loader or action ended with: 200 for data, else the thrown answer's. */
  async function statusOf(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null }> {
    try {
      await run();
      return { status: 200 };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
      return { status: (thrown as { init?: { status?: number } }).init?.status ?? 0 };
    }
  }

  it("send a guest to log in and refuse a customer, on the queue and on a case's steps", async () => {
    expect(await statusOf(() => queueLoader(args("en", "/staff/returns/", null)))).toEqual({ status: 303, location: "/accounts/login/?next=%2Fstaff%2Freturns%2F" });
    expect(await statusOf(() => queueLoader(args("en", "/staff/returns/", owner)))).toEqual({ status: 403 });
    expect(await statusOf(() => staffCaseAction(args("en", "/staff/returns/P200001/", owner, { step: "receive" }, { number: "P200001" })))).toEqual({ status: 403 });
  });

  it("list the open cases for staff, filtered by status and type", async () => {
    const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
    const staff: SignedInUser = { id: Number(row!.id), email: DEMO_ACCOUNTS.staff.email, firstName: "Sanna", isStaff: true, isAdmin: false, isOrgUser: false, isClubMember: false };
    const all = (await queueLoader(args("en", "/staff/returns/", staff))) as { cases: Array<{ number: string; kind: string; status: string }> };
    expect(all.cases.length).toBeGreaterThan(0);
    expect(all.cases.every((entry) => entry.status !== "processed-return" && entry.status !== "rejected-return")).toBe(true);
    const exchanges = (await queueLoader(args("en", "/staff/returns/?kind=exchange", staff))) as { cases: unknown[] };
    expect(exchanges.cases).toEqual([]);
    const number = all.cases[0]!.number;
    const answer = (await staffCaseAction(args("en", `/staff/returns/${number}/`, staff, { step: "reject", message: "" }, { number }))) as { data: { error: string }; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toBe(translate("en", "returns.staff.messageRequired"));
  });
});

describe("the shopper's answer", () => {
  it("takes the answer by the case link, asks again for an empty one, and says when the case no longer waits for one", async () => {
    await database.db.execute(sql`update orders set delivered_at = now() - interval '1 day' where number = 'H000003'`);
    const started = await services.returns.startReturn({
      orderNumber: "H000003",
      proof: { email: "history-3@example.invalid" },
      exchange: false,
      rows: [{ position: 1, amount: 1, reason: "faulty", exchangeVariantId: null }],
      refundTo: "original",
      trackingCode: "",
      lang: "sv",
      clientAddress: "192.0.2.40",
    });
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    const [staff] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
    await services.returns.act({ number: started.number, action: "askMoreInfo", staffId: Number(staff!.id), message: "Var sitter felet?" });
    const answer = async (message: string) => {
      try {
        const result = (await caseAction(args("sv", `/returer/${started.number}/`, null, { t: started.accessToken, message }, { number: started.number }))) as {
          data: { error: string };
          init: { status: number };
        };
        return { status: result.init.status, error: result.data.error };
      } catch (thrown) {
        if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
        throw thrown;
      }
    };
    expect(await answer("  ")).toEqual({ status: 400, error: translate("sv", "returns.answerRequired") });
    expect(await answer("I sömmen.")).toEqual({ status: 303, location: `/returer/${started.number}/?t=${started.accessToken}` });
    expect(await answer("Igen.")).toEqual({ status: 409, error: translate("sv", "returns.staff.notAllowed") });
  });
});
