/**
 * GET /api/product/extra/?type=2: bundles, "also bought" from the shop's paid orders,
 * recommendations from the popularity of the page's group, and size tables, on the seeded test catalogue
 * with an order history of the test's own.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyFilters } from "#core/catalog/listing/query-params.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ACCOUNTS } from "#db/seed/accounts.ts";
import { createServices } from "#server/services.server.ts";
import { apiApp, host, openCatalogueDatabase, rows, type TestApp } from "./support/api-app.ts";

interface Card {
  id: number;
  name: string;
  path: string;
  price: { active: number };
}
interface Extras {
  bundles: Array<{ id: number; secondary_product_models: Array<{ id: number }> }>;
  recommendations: Card[];
  also_bought: Card[];
  sizetables: Array<{ model_id: number; id: number; name: string }>;
}
type Buyable = {
  id: number;
  slug: string;
  variant: number;
  groupIds: number[];
  mainGroupId: number;
};

let database: DatabaseHandle;
let test: TestApp;
let buyable: Buyable[];
let orderNumber = 0;

/** A web order of these cart rows (variant ids, or hyphen-joined bundle ids) with the given payment state. */
async function order(productIds: string[], state: "paid" | "cancelled" | "unpaid"): Promise<void> {
  orderNumber++;
  const [placed] = await rows<{ id: number }>(
    database.db,
    sql`insert into orders (number, status, idempotency_key, request_hash, lang, country_code, email, products_cents, total_cents, due_cents,
          reserved_until, paid_at)
        values (${`T${orderNumber}`}, ${state === "paid" ? "delivered" : state === "cancelled" ? "cancelled" : "awaiting_payment"},
          ${`extras-${orderNumber}`}, 'x', 'fi', 'fi', 'buyer@example.invalid', 1000, 1000, 1000, now(), ${state === "unpaid" ? null : new Date().toISOString()})
        returning id`,
  );
  for (const [position, productId] of productIds.entries()) {
    await database.db.execute(sql`
      insert into order_rows (order_id, position, kind, product_id, name, amount, unit_cents, total_cents)
      values (${placed!.id}, ${position}, ${productId.includes("-") ? "bundle" : "product"}, ${productId}, 'x', 1, 500, 500)`);
  }
}

function extras(query: string, headers: Record<string, string> = {}) {
  return test.app.inject({ method: "GET", url: `/api/product/extra/?type=2&${query}`, headers: { host: host("fi"), ...headers } });
}

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
  // The demo history is replaced by the test's own.
  await database.db.execute(sql`delete from orders`);
  buyable = await rows<Buyable>(
    database.db,
    sql`select l.model_id as id, l.slug, l.group_ids as "groupIds", l.main_group_id as "mainGroupId",
          (select min(v.id) from variants v where v.model_id = l.model_id and v.is_active) as variant
        from catalog_listing l
        where l.lang = 'fi' and l.is_public and not l.is_bundle and cardinality(l.in_stock_store_ids) > 0
          and l.main_group_id is not null
        order by l.model_id limit 8`,
  );
  const [a, b, c, d, e, f] = buyable.map((model) => String(model.variant));
  await order([a!, b!], "paid");
  await order([b!, a!, a!], "paid");
  await order([a!, c!], "paid");
  await order([a!, d!], "cancelled");
  await order([d!, a!], "cancelled");
  await order([a!, e!], "unpaid");
  await order([e!, a!], "unpaid");
  // F comes in a bundle with B: each part of a bundle row counts.
  await order([a!, `${f}-${b}`], "paid");
  await order([a!, `${b}-${f}`], "paid");
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

describe("GET /api/product/extra/?type=2", () => {
  it("lists as also bought the models that two or more standing paid orders held with it, most often first", async () => {
    const [a, b, , , , f] = buyable;
    const response = await extras(`slug=${a!.slug}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<Extras>();
    // B: four orders; F: two (in bundles). C: one order only; D: cancelled orders; E: unpaid ones.
    expect(answer.also_bought.map((card) => card.id)).toEqual([b!.id, f!.id]);
    expect(answer.also_bought[0]).toMatchObject({ path: expect.stringMatching(/^\//), price: { active: expect.any(Number) } });
    // It works both ways.
    expect((await extras(`slug=${b!.slug}`)).json<Extras>().also_bought.map((card) => card.id)).toContain(a!.id);
  });

  it("recommends the most popular buyable models of the page's group first, never the model itself nor what is also bought", async () => {
    const [a, b, , , , f] = buyable;
    const services = createServices(database.db);
    const answer = (await extras(`slug=${a!.slug}`)).json<Extras>();
    const ids = answer.recommendations.map((card) => card.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(12);
    expect(ids).not.toContain(a!.id);
    expect(ids).not.toContain(b!.id);
    expect(ids).not.toContain(f!.id);
    // The first ones are the main group's own, in the grid's "Recommended" order.
    const group = await services.listing.page({
      lang: "fi",
      source: { kind: "group", groupId: a!.mainGroupId },
      filters: emptyFilters(),
      sort: "default",
      taxAreaId: 1,
      currencyRate: 1,
      offset: 0,
      limit: 100,
    });
    const inGroup = group.items.map((card) => card.id).filter((id) => ![a!.id, b!.id, f!.id].includes(id));
    const [sameGroup] = await rows<{ ids: number[] }>(
      database.db,
      sql`select coalesce(array_agg(model_id), '{}') as ids from catalog_listing
          where lang = 'fi' and ${a!.mainGroupId} = any(group_ids) and cardinality(in_stock_store_ids) > 0`,
    );
    const buyableInGroup = inGroup.filter((id) => sameGroup!.ids.includes(id));
    expect(ids.slice(0, Math.min(buyableInGroup.length, 12))).toEqual(buyableInGroup.slice(0, 12));
  });

  it("gives the bundles offered with the model and the size tables of the model and of the bundles' parts, model first", async () => {
    const [bundled] = await rows<{ id: number; slug: string }>(
      database.db,
      sql`select bu.main_model_id as id, t.slug from bundles bu
          join product_model_translations t on t.model_id = bu.main_model_id and t.lang = 'fi'
          where bu.is_active order by bu.id limit 1`,
    );
    expect(bundled, "the seed has a bundle").toBeDefined();
    // The bundle's model gets a size table of the test's own.
    await database.db.execute(sql`update product_models set size_table_id = (select min(id) from size_tables) where id = ${bundled!.id}`);
    const answer = (await extras(`slug=${bundled!.slug}`)).json<Extras>();
    expect(answer.bundles.length).toBeGreaterThan(0);
    const models = [bundled!.id, ...answer.bundles.flatMap((bundle) => bundle.secondary_product_models.map((part) => part.id))];
    const withTables = await rows<{ id: number }>(
      database.db,
      sql`select id from product_models where id = any(${`{${models.join(",")}}`}::int[]) and size_table_id is not null`,
    );
    expect(answer.sizetables[0]?.model_id).toBe(bundled!.id);
    expect(answer.sizetables.map((entry) => entry.model_id).sort()).toEqual([...new Set(withTables.map((row) => row.id))].sort());
  });

  it("answers 404 for an unknown or hidden model (staff see a hidden one) and 400 on the field for bad input", async () => {
    const [, , , , , , g] = buyable;
    expect((await extras("slug=ei-ole")).statusCode).toBe(404);
    await database.db.execute(sql`update product_models set is_public = false where id = ${g!.id}`);
    const hidden = await extras(`slug=${g!.slug}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<{ message: string }>().message).toBe("Product not found.");
    const { token } = await createServices(database.db).auth.login({
      email: DEMO_ACCOUNTS.staff.email,
      password: DEMO_ACCOUNTS.staff.password,
      clientAddress: "192.0.2.77",
      lang: "fi",
    });
    expect((await extras(`slug=${g!.slug}`, { authorization: `Token ${token}` })).statusCode).toBe(200);
    for (const [query, field] of [
      [`slug=${g!.slug}&delivery-country-code=xx`, "delivery-country-code"],
      [`slug=${g!.slug}&group=${"a".repeat(301)}`, "group"],
      ["slug=%3Cb%3E", "slug"],
    ] as const) {
      const response = await extras(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ field: string }>().field, query).toBe(field);
    }
  });
});
