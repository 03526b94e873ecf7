/**
 * The wishlist: POST /api/customer/wishlist_toggle/, the list in
 * GET /api/customer/, the product page's heart and the /wishlist/ page's loader, on the seeded test catalogue.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProductPage } from "#app/components/product/product-page.server.ts";
import { loader as wishlistLoader } from "#app/routes/wishlist.tsx";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { createServices } from "#server/services.server.ts";
import { requestContext } from "#app/context.ts";
import { apiApp, host, openCatalogueDatabase, pageContext, rows, type TestApp } from "./support/api-app.ts";

const ORIGIN = "http://localhost:3000";
let database: DatabaseHandle;
let test: TestApp;
let token: string;
let user: SignedInUser;
let models: Array<{ id: number; brand: string; slug: string; path: string }>;

const toggle = (modelId: unknown, headers: Record<string, string> = {}, lang = "fi") =>
  test.app.inject({ method: "POST", url: "/api/customer/wishlist_toggle/", payload: { model_id: modelId }, headers: { host: host(lang), ...headers } });
const signedIn = () => ({ authorization: `Token ${token}` });
const listed = async () =>
  (await test.app.inject({ method: "GET", url: "/api/customer/", headers: { host: host("fi"), ...signedIn() } })).json<{ customer: { wishlist_model_ids: number[] } }>()
    .customer.wishlist_model_ids;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
  const login = await createServices(database.db).auth.login({
    email: DEMO_ACCOUNTS.customer.email,
    password: DEMO_ACCOUNTS.customer.password,
    clientAddress: "192.0.2.70",
    lang: "fi",
  });
  token = login.token;
  user = login.user;
  models = await rows<{ id: number; brand: string; slug: string; path: string }>(
    database.db,
    sql`select m.id, b.slug as brand, t.slug, c.path from product_models m join brands b on b.id = m.brand_id
        join product_model_translations t on t.model_id = m.id and t.lang = 'fi'
        join catalog_listing c on c.model_id = m.id and c.lang = 'fi'
        where m.is_public and not m.is_bundle and not m.is_gift_card order by m.id limit 3`,
  );
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

describe("POST /api/customer/wishlist_toggle/", () => {
  it("adds a model that is not on the list and takes it off the second time, by header or cookie", async () => {
    const [first, second] = models;
    const added = await toggle(first!.id, signedIn());
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ added: true });
    expect((await toggle(second!.id, { cookie: `auth_token=${token}` })).json()).toEqual({ added: true });
    expect(await listed()).toEqual([first!.id, second!.id]);
    expect((await toggle(first!.id, signedIn())).json()).toEqual({ added: false });
    expect(await listed()).toEqual([second!.id]);
  });

  it("asks a guest to log in, in the storefront's language, and changes nothing", async () => {
    const guest = await toggle(models[0]!.id, {}, "sv");
    expect(guest.statusCode).toBe(401);
    expect(guest.json<{ message: string }>().message).toBe("Du måste logga in för att lägga till i önskelistan");
  });

  it("adds no hidden or unknown model but takes a hidden one off the list; 400 on the field for bad input", async () => {
    expect((await toggle(99_999_999, signedIn())).statusCode).toBe(404);
    const third = models[2]!;
    expect((await toggle(third.id, signedIn())).json()).toEqual({ added: true });
    await database.db.execute(sql`update product_models set is_public = false where id = ${third.id}`);
    try {
      expect((await toggle(third.id, signedIn())).json()).toEqual({ added: false });
      expect((await toggle(third.id, signedIn())).statusCode).toBe(404);
    } finally {
      await database.db.execute(sql`update product_models set is_public = true where id = ${third.id}`);
    }
    for (const value of ["abc", -1, null, 2 ** 40]) {
      const response = await toggle(value, signedIn());
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe("model_id");
    }
  });
});

describe("the wishlist in pages", () => {
  const services = () => createServices(database.db);
  const context = (viewer: SignedInUser | null) => {
    const map = new Map<unknown, unknown>([[requestContext, pageContext(services(), "fi", ORIGIN, viewer)]]);
    return { get: (key: unknown) => map.get(key) } as never;
  };

  it("shows the product page's heart to a signed-in customer, pressed when the model is listed, and none to a guest", async () => {
    const [first, second] = models;
    const load = (target: (typeof models)[number], viewer: SignedInUser | null) =>
      loadProductPage(pageContext(services(), "fi", ORIGIN, viewer), new Request(`${ORIGIN}${target.path}`), {
        modelId: target.id,
        brandSlug: target.brand,
        modelSlug: target.slug,
      });
    expect((await load(first!, null)).wishlist).toBeNull();
    // The toggles above left the second model on the list and the first off it.
    expect(await services().wishlist.modelIds(user.id)).toEqual([second!.id]);
    expect((await load(second!, user)).wishlist).toEqual({ added: true });
    expect((await load(first!, user)).wishlist).toEqual({ added: false });
  });

  it("lists the customer's cards on /wishlist/, the latest added first, and sends a guest to log in and back", async () => {
    const guest = await wishlistLoader({ request: new Request(`${ORIGIN}/toivelista/`), context: context(null), params: {} } as never).catch((thrown: unknown) => thrown);
    expect(guest).toBeInstanceOf(Response);
    expect((guest as Response).status).toBe(303);
    expect((guest as Response).headers.get("location")).toBe("/tili/kirjaudu/?next=%2Ftoivelista%2F");

    await database.db.execute(sql`delete from wishlist_items where customer_id = ${user.id}`);
    const [first, second] = models;
    await services().wishlist.toggle({ lang: "fi", customerId: user.id, modelId: first!.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await services().wishlist.toggle({ lang: "fi", customerId: user.id, modelId: second!.id });
    const page = await wishlistLoader({ request: new Request(`${ORIGIN}/toivelista/`), context: context(user), params: {} } as never);
    expect(page.cards.map((card) => card.id)).toEqual([second!.id, first!.id]);
    expect(page.cards[0]).toMatchObject({ path: second!.path, price: { active: expect.any(Number) } });
  });
});
