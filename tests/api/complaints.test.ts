/**
 * Complaints end to end below the browser: the complaint form's loader and action as React Router calls them
 * (a plain form post, pictures as multipart), the case's page and the shopper's answer with pictures, the
 * staff's steps to repair, the queue's store filter, the pictures' addresses, the mails, and who may see a
 * complaint.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as complaintAction, loader as complaintLoader } from "#app/routes/reclamation.tsx";
import { action as caseAction, loader as caseLoader } from "#app/routes/return-case.tsx";
import { loader as queueLoader } from "#app/routes/staff-returns.tsx";
import { action as staffCaseAction, loader as staffCaseLoader } from "#app/routes/staff-return-case.tsx";
import { requestContext } from "#app/context.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { translate } from "#i18n/messages.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase, pageContext, rows, type TestApp } from "./support/api-app.ts";

const ORIGIN = "https://shop.example";
let database: DatabaseHandle;
let services: Services;
let test: TestApp;
let owner: SignedInUser;
let staff: SignedInUser;
let stranger: SignedInUser;
let address = 0;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
  test = await apiApp(database.db);
  await database.db.execute(sql`update orders set delivered_at = now() - interval '1 day' where number = 'D000001'`);
  const user = async (email: string, isStaff = false): Promise<SignedInUser> => {
    const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${email}`);
    return { id: Number(row!.id), email, firstName: "Aino", isStaff, isAdmin: false, isOrgUser: false, isClubMember: false };
  };
  owner = await user(DEMO_ACCOUNTS.customer.email);
  staff = await user(DEMO_ACCOUNTS.staff.email, true);
  stranger = { ...owner, id: -1, email: "joku@example.fi" };
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

/** Each complaint from an address of its own, unless the test is about the limit per address. */
function context(lang: Lang, user: SignedInUser | null, clientAddress = `10.9.0.${++address}`) {
  const map = new Map<unknown, unknown>([[requestContext, { ...pageContext(services, lang, ORIGIN, user), clientAddress }]]);
  return { get: (key: unknown) => map.get(key) };
}

type Picture = { name: string; bytes: Uint8Array; type: string };

function multipart(path: string, fields: Record<string, string>, pictures: Picture[] = []): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const picture of pictures) form.append("pictures", new File([Buffer.from(picture.bytes)], picture.name, { type: picture.type }));
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: form });
}

interface Failure {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  formError: string;
  picturesUnread: string | null;
}

/** What an action answered: its data and status, or the redirect it threw. */
async function answerOf(run: () => Promise<unknown>): Promise<{ status: number; data?: Failure; location?: string }> {
  try {
    const answer = (await run()) as { data?: unknown; init?: { status?: number } };
    return { status: answer.init?.status ?? 200, data: (answer.data ?? answer) as Failure };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") ?? "" };
    // A page guard's answer (not found, forbidden) is thrown as data with its status.
    const guarded = thrown as { type?: string; init?: { status?: number } | null };
    if (guarded?.type === "DataWithResponseInit") return { status: guarded.init?.status ?? 500 };
    throw thrown;
  }
}

function file(lang: Lang, fields: Record<string, string>, pictures: Picture[] = [], user: SignedInUser | null = null, clientAddress?: string) {
  const path = pathFor("reclamation", lang);
  return answerOf(() => complaintAction({ request: multipart(path, fields, pictures), params: {}, context: context(lang, user, clientAddress) } as never));
}

// A camera photo with the camera's data: the kept picture must carry none of it.
const photo = async (): Promise<Picture> => ({
  name: "sauma.jpg",
  type: "image/jpeg",
  bytes: new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2f6b4f" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "SHOPPER-SECRET", Make: "TrailCam" } })
      .toBuffer(),
  ),
});

const STORE_COMPLAINT = {
  customerName: "Maija Meikäläinen",
  email: "maija@example.fi",
  phone: "040 123 4567",
  salesChannel: "K",
  store: "2",
  targetStore: "2",
  receipt: "K-778",
  timeOfPurchase: "2026-03-01",
  price: "89,90",
  manufacturer: "Fjällräven",
  model: "Keb Trousers",
  size: "48",
  complaint: "The seam of the left knee came open after two walks.",
};

function caseLink(location: string): { number: string; token: string } {
  const url = new URL(location, ORIGIN);
  return { number: url.pathname.split("/").filter(Boolean).at(-1)!, token: url.searchParams.get("t")! };
}

async function casePage(lang: Lang, number: string, token: string | null, user: SignedInUser | null = null) {
  const query = token ? `?t=${token}` : "";
  return answerOf(() => caseLoader({ request: new Request(`${ORIGIN}${pathFor("reclamation.case", lang, { number })}${query}`), params: { number }, context: context(lang, user) } as never));
}

describe("the complaint form", () => {
  it("fills a signed-in owner's order row from the history, and nothing from another's order", async () => {
    const page = (await complaintLoader({ request: new Request(`${ORIGIN}/reclamation/?order=D000001&row=0`), params: {}, context: context("en", owner) } as never)) as unknown as {
      values: Record<string, unknown>;
      stores: Array<{ id: number; name: string }>;
      webStoreId: number;
    };
    expect(page.values).toMatchObject({ salesChannel: "S", orderNumber: "D000001", email: DEMO_ACCOUNTS.customer.email, rowId: "0" });
    expect(page.values.manufacturer).not.toBe("");
    expect(page.values.model).not.toBe("");
    expect(page.values.timeOfPurchase).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(String(page.values.price))).toBeGreaterThan(0);
    // The seven stores to walk into; the web store is the "by post" choice of its own.
    expect(page.stores.map((store) => store.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(page.webStoreId).toBe(20);
    const other = (await complaintLoader({ request: new Request(`${ORIGIN}/reclamation/?order=D000001&row=0`), params: {}, context: context("en", stranger) } as never)) as unknown as { values: Record<string, unknown> };
    expect(other.values).toMatchObject({ orderNumber: "", salesChannel: "", email: stranger.email });
  });

  it("fills a signed-in club member's store receipt row, with the store and the receipt's number", async () => {
    const load = async (user: SignedInUser) =>
      ((await complaintLoader({ request: new Request(`${ORIGIN}/reclamation/?receipt=K3-20261104-0017&row=0`), params: {}, context: context("fi", user) } as never)) as unknown as {
        values: Record<string, unknown>;
      }).values;
    const [receipt] = await rows<{ storeId: number; name: string }>(
      database.db,
      sql`select s.store_id as "storeId", r.name from store_receipts s join store_receipt_rows r on r.receipt_id = s.id and r.position = 0 where s.number = 'K3-20261104-0017'`,
    );
    expect(await load(owner)).toMatchObject({ salesChannel: "K", store: String(receipt!.storeId), receipt: "K3-20261104-0017", timeOfPurchase: "2026-11-03", rowId: "0", email: owner.email });
    // The price paid for one piece, written the Finnish way.
    expect((await load(owner)).price).toMatch(/^\d+,\d{2}$/);
    expect(await load(stranger)).toMatchObject({ salesChannel: "", receipt: "", store: "" });
  });

  it("names each missing field in the shopper's language, keeps what was typed and says the pictures must be chosen again", async () => {
    const answer = await file("de", { customerName: "Maija", complaint: "Kaputt", price: "abc", salesChannel: "K", store: "20" }, [await photo()]);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      values: { customerName: "Maija", complaint: "Kaputt", price: "abc" },
      formError: translate("de", "forms.formProblem"),
      picturesUnread: "chooseAgain",
      errors: {
        email: translate("de", "forms.problem.required"),
        store: translate("de", "complaints.problem.notAStore"),
        price: translate("de", "complaints.problem.price"),
        timeOfPurchase: translate("de", "complaints.problem.date"),
        complaint: translate("de", "complaints.problem.tooShort", { min: 10 }),
        targetStore: translate("de", "forms.problem.required"),
      },
    });
    expect(answer.data!.errors.customerName).toBeUndefined();
  });

  it("answers a file that is no picture with the upload error, keeping every field", async () => {
    const broken = { name: "kuitti.jpg", type: "image/jpeg", bytes: new TextEncoder().encode("not a picture") };
    const answer = await file("fi", STORE_COMPLAINT, [broken]);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ values: { model: "Keb Trousers", receipt: "K-778" }, errors: { pictures: translate("fi", "errors.uploadFailed") } });
    const [kept] = await rows<{ count: number }>(database.db, sql`select count(*)::int as count from complaint_details where receipt = 'K-778'`);
    expect(Number(kept!.count)).toBe(0);
  });

  it("files a store purchase's complaint with a cleaned picture, opens its page, mails the shopper and serves the picture only by its address", async () => {
    const answer = await file("fi", STORE_COMPLAINT, [await photo()]);
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/reklamaatio\/R\d+\/\?t=\w+&new=1$/);
    const { number, token } = caseLink(answer.location!);
    const page = await casePage("fi", number, token);
    const found = (page.data as unknown as { found: { kind: string; status: string; complaint: Record<string, unknown>; events: Array<{ action: string; pictures: string[] }> } }).found;
    expect(found).toMatchObject({ kind: "complaint", status: "new-return", complaint: { salesChannel: "K", storeName: expect.stringContaining("Espoo"), receipt: "K-778", priceCents: 8990, byPost: false } });
    const [picture] = found.events[0]!.pictures;
    expect(picture).toMatch(/^\/images\/cases\/[\w-]{22}\.webp$/);

    const served = await test.app.inject({ method: "GET", url: picture!, headers: { host: host("fi") } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("private, no-store");
    expect(served.rawPayload.includes(Buffer.from("SHOPPER-SECRET"))).toBe(false);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    const guessed = await test.app.inject({ method: "GET", url: "/images/cases/AAAAAAAAAAAAAAAAAAAAAA.webp", headers: { host: host("fi") } });
    expect(guessed.statusCode).toBe(404);

    const [mail] = await rows<{ subject: string; text: string }>(database.db, sql`select subject, text from mail_outbox where "to" = 'maija@example.fi' order by id desc limit 1`);
    expect(mail!.subject).toBe(`Reklamaatio ${number}: Odottaa`);
    expect(mail!.text).toContain(`/reklamaatio/${number}/?t=${token}`);
  });

  it("puts a web purchase at the web store, gives digits alone the web order's letter and links the order the shopper proved", async () => {
    const answer = await file("en", { ...STORE_COMPLAINT, email: DEMO_ACCOUNTS.customer.email, salesChannel: "S", store: "3", orderNumber: "d000001", targetStore: "20", address: "Kotikatu 1", postNumber: "00100", city: "Helsinki" });
    expect(answer.status).toBe(303);
    const { number } = caseLink(answer.location!);
    const [stored] = await rows<{ storeId: number; orderNumber: string; orderId: number | null }>(
      database.db,
      sql`select d.store_id as "storeId", d.order_number as "orderNumber", c.order_id as "orderId" from complaint_details d join after_sales_cases c on c.id = d.case_id where c.number = ${number}`,
    );
    expect(stored).toMatchObject({ storeId: 20, orderNumber: "D000001" });
    expect(stored!.orderId).not.toBeNull();
    // The order's owner, signed in, sees it without the link.
    expect((await casePage("en", number, null, owner)).status).toBe(200);

    // Somebody else naming the same order gets no link to it: its owner does not see their complaint.
    const other = await file("en", { ...STORE_COMPLAINT, salesChannel: "S", orderNumber: "D000001" });
    const [unlinked] = await rows<{ orderId: number | null }>(database.db, sql`select order_id as "orderId" from after_sales_cases where number = ${caseLink(other.location!).number}`);
    expect(unlinked!.orderId).toBeNull();
    expect((await casePage("en", caseLink(other.location!).number, null, owner)).status).toBe(404);

    const digits = await file("en", { ...STORE_COMPLAINT, salesChannel: "S", orderNumber: "100 001" });
    const [typed] = await rows<{ orderNumber: string }>(database.db, sql`select d.order_number as "orderNumber" from complaint_details d join after_sales_cases c on c.id = d.case_id where c.number = ${caseLink(digits.location!).number}`);
    expect(typed!.orderNumber).toBe("W100001");
  });

  it("takes at most ten complaints an hour from one address", async () => {
    const from = "10.8.8.8";
    for (let n = 0; n < 10; n += 1) expect((await file("en", STORE_COMPLAINT, [], null, from)).status).toBe(303);
    const refused = await file("en", STORE_COMPLAINT, [], null, from);
    expect(refused).toMatchObject({ status: 429, data: { formError: translate("en", "complaints.rateLimited"), values: { model: "Keb Trousers" } } });
  });
});

describe("a complaint's way through the shop", () => {
  async function staffStep(number: string, step: string, message = "") {
    const body = new URLSearchParams({ step, message });
    return answerOf(() =>
      staffCaseAction({ request: new Request(`${ORIGIN}/staff/returns/${number}/`, { method: "POST", body }), params: { number }, context: context("en", staff) } as never),
    );
  }

  it("is asked for more information, answered with a picture on its page, repaired, and closed; the shopper is mailed at each step", async () => {
    const filed = await file("fi", STORE_COMPLAINT, [await photo()]);
    const { number, token } = caseLink(filed.location!);

    // Only its link's token opens it: another token, or another signed-in customer, gets "not found".
    expect((await casePage("fi", number, "x".repeat(64))).status).toBe(404);
    expect((await casePage("fi", number, null, stranger)).status).toBe(404);

    expect((await staffStep(number, "askMoreInfo")).status).toBe(400);
    expect((await staffStep(number, "askMoreInfo", "Missä kohtaa sauma aukesi? Lähetä kuva läheltä.")).status).toBe(200);

    const path = pathFor("reclamation.case", "fi", { number });
    const answer = (fields: Record<string, string>, pictures: Picture[]) =>
      answerOf(() => caseAction({ request: multipart(path, fields, pictures), params: { number }, context: context("fi", null) } as never));
    // A stranger's answer without the token is "not found", and changes nothing.
    expect((await answer({ message: "Minä vain" }, [])).status).toBe(404);
    const broken = { name: "rikki.png", type: "image/png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) };
    expect(await answer({ t: token, message: "Vasen polvi" }, [broken])).toMatchObject({ status: 400, data: { error: translate("fi", "errors.uploadFailed") } });
    expect(await answer({ t: token, message: "Vasen polvi, kuva liitteenä." }, [await photo()])).toMatchObject({ status: 303, location: `${path}?t=${token}` });

    const page = await casePage("fi", number, token);
    const events = (page.data as unknown as { found: { status: string; events: Array<{ action: string; message: string; pictures: string[] }> } }).found;
    expect(events.status).toBe("processing-return");
    expect(events.events.map((event) => event.action)).toEqual(["start", "askMoreInfo", "answer"]);
    expect(events.events[2]).toMatchObject({ message: "Vasen polvi, kuva liitteenä.", pictures: [expect.stringMatching(/^\/images\/cases\/[\w-]{22}\.webp$/)] });

    // Staff see the pictures and may send it to repair; a return could not go there.
    const staffPage = (await staffCaseLoader({ request: new Request(`${ORIGIN}/staff/returns/${number}/`), params: { number }, context: context("en", staff) } as never)) as {
      actions: string[];
      found: { complaint: { model: string }; events: Array<{ pictures: string[]; by: string | null }> };
    };
    expect(staffPage.actions).toEqual(["askMoreInfo", "sendToRepair", "approve", "reject"]);
    expect(staffPage.found.complaint.model).toBe("Keb Trousers");
    expect(staffPage.found.events.flatMap((event) => event.pictures)).toHaveLength(2);
    expect(staffPage.found.events[1]!.by).toBe(`${DEMO_ACCOUNTS.staff.firstName} ${DEMO_ACCOUNTS.staff.lastName}`);

    expect((await staffStep(number, "sendToRepair")).status).toBe(200);
    expect((await staffStep(number, "repaired")).status).toBe(200);
    const closed = await casePage("fi", number, token);
    expect((closed.data as unknown as { found: { status: string } }).found.status).toBe("processed-return");

    const mails = await rows<{ subject: string }>(database.db, sql`select subject from mail_outbox where subject like ${`Reklamaatio ${number}:%`} order by id`);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Reklamaatio ${number}: Odottaa`,
      `Reklamaatio ${number}: Tarvitsemme sinulta lisätietoja`,
      `Reklamaatio ${number}: Käsittelyssä`,
      `Reklamaatio ${number}: Korjattavana`,
      `Reklamaatio ${number}: Käsitelty`,
    ]);
  });

  it("is approved only with a word to the shopper on what the shop does", async () => {
    const { number } = caseLink((await file("en", STORE_COMPLAINT)).location!);
    await staffStep(number, "receive");
    expect(await staffStep(number, "approve")).toMatchObject({ status: 400, data: { error: translate("en", "returns.staff.messageRequired") } });
    expect((await staffStep(number, "approve", "A new pair is on its way to the Espoo store.")).status).toBe(200);
    const [event] = await rows<{ message: string }>(
      database.db,
      sql`select e.message from after_sales_events e join after_sales_cases c on c.id = e.case_id where c.number = ${number} and e.action = 'approve'`,
    );
    expect(event!.message).toBe("A new pair is on its way to the Espoo store.");
  });

  it("is listed for its target store in the staff's queue; returns belong to the web store", async () => {
    const { number } = caseLink((await file("en", { ...STORE_COMPLAINT, targetStore: "5" })).location!);
    const queue = async (query: string, user: SignedInUser | null = staff) =>
      answerOf(() => queueLoader({ request: new Request(`${ORIGIN}/staff/returns/${query}`), params: {}, context: context("en", user) } as never));
    const numbers = async (query: string) => ((await queue(query)).data as unknown as { cases: Array<{ number: string; storeName: string }> }).cases;
    expect((await numbers("?store=5&kind=complaint")).map((entry) => entry.number)).toContain(number);
    expect((await numbers("?store=5")).every((entry) => entry.storeName.includes("Oulu"))).toBe(true);
    expect((await numbers("?store=3")).map((entry) => entry.number)).not.toContain(number);
    const web = await numbers("?store=20");
    expect(web.map((entry) => entry.number)).not.toContain(number);
    expect(web.every((entry) => entry.storeName === web[0]!.storeName)).toBe(true);
    // A customer never sees the queue.
    expect((await queue("?store=5", owner)).status).toBe(403);
  });
});
