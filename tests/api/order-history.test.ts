/**
 * Order history /history/: the signed-in customer's web orders and store receipts
 * on the seeded test catalogue (the demo customer has one web order and two receipts), through the page's
 * loader as React Router calls it. Nobody sees another's purchases.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as historyLoader } from "#app/routes/history.tsx";
import { loader as receiptLoader } from "#app/routes/order-receipt-pdf.tsx";
import { loader as viewOrderLoader } from "#app/routes/view-order.tsx";
import { requestContext } from "#app/context.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import type { Lang } from "#i18n/languages.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, pageContext, rows } from "./support/api-app.ts";

const ORIGIN = "https://shop.example";
let database: DatabaseHandle;
let services: Services;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
});

afterAll(async () => {
  await database?.close();
});

async function userOf(email: string): Promise<SignedInUser> {
  const [row] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${email}`);
  return { id: Number(row!.id), email, firstName: "Aino", isStaff: false, isAdmin: false, isOrgUser: false, isClubMember: false };
}

function load(lang: Lang, user: SignedInUser | null) {
  const map = new Map<unknown, unknown>([[requestContext, pageContext(services, lang, ORIGIN, user)]]);
  return historyLoader({ request: new Request(`${ORIGIN}/history/`), params: {}, context: { get: (key: unknown) => map.get(key) } } as never);
}

describe("the order history page", () => {
  it("sends a guest to log in and back", async () => {
    let thrown: unknown;
    try {
      await load("fi", null);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get("location")).toBe("/tili/kirjaudu/?next=%2Fostohistoria%2F");
  });

  it("lists the customer's web order and store receipts newest first, with rows, places and statuses", async () => {
    const page = await load("en", await userOf(DEMO_ACCOUNTS.customer.email));
    expect(page.entries.map((entry) => [entry.kind, entry.number, entry.status])).toEqual([
      ["store", "K3-20261104-0017", "partly-returned"],
      ["web", "D000001", "delivered"],
      ["store", "K1-20261001-0042", "paid"],
    ]);
    const [returned, web, paid] = page.entries;
    expect(returned).toMatchObject({ store: "Kuusikko Tampere", rows: [{ amount: 1, returnedAmount: 1 }] });
    expect(web).toMatchObject({ deliveryMethod: expect.any(String), rows: [{ amount: 1, returnedAmount: 0 }] });
    expect(paid).toMatchObject({ store: "Kuusikko Helsinki", note: "Sukset voidellaan noudettaessa." });
    expect(paid!.rows.map((row) => row.amount)).toEqual([1, 2]);
    if (paid!.kind !== "store") throw new Error("expected a receipt");
    expect(paid!.totalCents).toBe(paid!.rows.reduce((sum, row) => sum + row.totalCents, 0));
    expect(page.entries.every((entry) => /^\d{1,2}\.\d{1,2}\.\d{4}$/.test(entry.date))).toBe(true);
  });

  it("shows guest orders placed with the account's address, and nothing of another customer", async () => {
    const email = "history.other@example.fi";
    await database.db.execute(sql`insert into customers (email, first_name, activated_at) values (${email}, 'Eino', now())`);
    await database.db.execute(
      sql`insert into orders (number, status, idempotency_key, request_hash, lang, country_code, email, products_cents, total_cents, due_cents, reserved_until)
          values ('W990001', 'processing', 'history-guest-1', 'x', 'fi', 'fi', 'History.Other@Example.fi', 5000, 5000, 5000, now())`,
    );
    const page = await load("fi", await userOf(email));
    expect(page.entries.map((entry) => entry.number)).toEqual(["W990001"]);
    expect(page.entries[0]).toMatchObject({ kind: "web", status: "processing", rows: [] });
    // The demo customer's list does not take this guest order either.
    const demo = await load("fi", await userOf(DEMO_ACCOUNTS.customer.email));
    expect(demo.entries.map((entry) => entry.number)).not.toContain("W990001");
  });

  it("counts a web order's pieces taken back by an approved return", async () => {
    const user = await userOf(DEMO_ACCOUNTS.customer.email);
    await database.db.execute(sql`update orders set delivered_at = now() - interval '1 day' where number = 'D000001'`);
    const started = await services.returns.startReturn({
      orderNumber: "D000001",
      proof: { customerId: user.id, email: user.email },
      exchange: false,
      rows: [{ position: 0, amount: 1, reason: "too-large", exchangeVariantId: null }],
      refundTo: "gift-card",
      trackingCode: "",
      lang: "fi",
      clientAddress: "192.0.2.30",
    });
    if (!started.ok) throw new Error(JSON.stringify(started.problems));
    const web = async () => (await load("en", user)).entries.find((entry) => entry.number === "D000001")!;
    // Sent but not yet approved: not taken back yet.
    expect((await web()).rows[0]).toMatchObject({ amount: 1, returnedAmount: 0 });
    const [staff] = await rows<{ id: number }>(database.db, sql`select id from customers where email = ${DEMO_ACCOUNTS.staff.email}`);
    await services.returns.act({ number: started.number, action: "receive", staffId: Number(staff!.id), message: "" });
    await services.returns.approve({ number: started.number, staffId: Number(staff!.id), restock: true });
    expect((await web()).rows[0]).toMatchObject({ amount: 1, returnedAmount: 1 });
  });

  it("links a web order's products with their pictures, shows the special request and the payment, and opens its receipt as a page and a PDF", async () => {
    await database.db.execute(sql`update orders set special_request = 'Jätä ovelle.' where number = 'D000001'`);
    const page = await load("fi", await userOf(DEMO_ACCOUNTS.customer.email));
    const web = page.entries.find((entry) => entry.number === "D000001")!;
    if (web.kind !== "web") throw new Error("expected a web order");
    expect(web).toMatchObject({ specialRequest: "Jätä ovelle.", paymentMethod: expect.any(String), accessToken: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const [row] = web.rows;
    // The product's Finnish page, as the catalogue's cards link it, and a picture of the colour bought.
    const [listed] = await rows<{ path: string }>(
      database.db,
      sql`select l.path from catalog_listing l join variants v on v.model_id = l.model_id join order_rows r on r.product_id = v.id::text
          join orders o on o.id = r.order_id where o.number = 'D000001' and l.lang = 'fi'`,
    );
    expect(row).toMatchObject({ path: listed!.path, image: expect.stringMatching(/^\/images\/products\/\d+-320\.svg$/), variantId: expect.any(Number) });
    // Store receipts' rows are not linked.
    expect(page.entries.filter((entry) => entry.kind === "store").flatMap((entry) => entry.rows).every((line) => line.path === null)).toBe(true);

    const ctx = (lang: Lang) => {
      const map = new Map<unknown, unknown>([[requestContext, pageContext(services, lang, ORIGIN, null)]]);
      return { get: (key: unknown) => map.get(key) };
    };
    const shown = (await viewOrderLoader({ request: new Request(`${ORIGIN}/nayta-tilaus/?order=D000001&token=${web.accessToken}`), params: {}, context: ctx("fi") } as never)) as {
      linked: { number: string } | null;
    };
    expect(shown.linked?.number).toBe("D000001");
    const pdf = (await receiptLoader({ request: new Request(`${ORIGIN}/view-order/receipt/?order=d000001&token=${web.accessToken}`), params: {}, context: ctx("ru") } as never)) as Response;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="receipt-D000001.pdf"; filename*=UTF-8''${encodeURIComponent("Квитанция D000001.pdf")}`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The font that writes Cyrillic is embedded.
    expect(bytes.includes(Buffer.from("DejaVuSans"))).toBe(true);
    const wrong = (await receiptLoader({ request: new Request(`${ORIGIN}/view-order/receipt/?order=D000001&token=${"0".repeat(64)}`), params: {}, context: ctx("fi") } as never)) as Response;
    expect(wrong.status).toBe(404);
  });
});
