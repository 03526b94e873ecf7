import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "#db/client.server.ts";
import { apiApp, host, openCatalogueDatabase, rows } from "./support/api-app.ts";

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openCatalogueDatabase();
  ({ app } = await apiApp(handle.db));
});

afterAll(async () => {
  await app.close();
  await handle.close();
});

interface Answer {
  text: string;
  currency: { code: string; rate: number | string };
  approximate: boolean;
  groups: Array<{ name: string; path: string; count: number }>;
  brands: Array<{ name: string; path: string; count: number }>;
  products: Array<{ id: number; name: string; manufacturer: string; path: string; image: string | null; price: { active: number } }>;
}

async function suggest(lang: string, text: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: "GET", url: `/api/search/suggestions/?${new URLSearchParams({ text })}`, headers: { host: host(lang), ...headers } });
  return { status: response.statusCode, body: response.json() as Answer, headers: response.headers };
}

describe("GET /api/search/suggestions/", () => {
  it("suggests the groups, brands and products of what the shopper has typed, from two letters", async () => {
    const { status, body } = await suggest("en", "te");
    expect(status).toBe(200);
    expect(body.text).toBe("te");
    // Two letters are the beginning of a word ("Tent"), which names rank first.
    expect(body.products.length).toBeGreaterThan(0);
    expect(`${body.products[0]!.manufacturer} ${body.products[0]!.name}`.toLowerCase()).toMatch(/(^|[\s-])te/u);
    const found = await suggest("fi", "telt");
    expect(found.body.products.length).toBeGreaterThan(0);
    expect(found.body.products.length).toBeLessThanOrEqual(4);
    for (const product of found.body.products) expect(product.name.toLowerCase()).toContain("telt");
    // The tents' group (or one below it) is where the tents are.
    const [tents] = await rows<{ path: string }>(handle.db, sql`select t.path from product_group_translations t join product_groups g on g.id = t.group_id where g.slug = 'tents' and t.lang = 'fi'`);
    expect(found.body.groups.map((group) => group.path)).toContainEqual(expect.stringMatching(new RegExp(`^/${tents!.path}/`)));
    expect(found.body.groups.length).toBeLessThanOrEqual(4);
    expect(found.body.brands.length).toBeGreaterThan(0);
    for (const brand of found.body.brands) expect(brand.path).toMatch(/^\/[a-z0-9-]+\/$/);
    expect(found.body.currency.code.toUpperCase()).toBe("EUR");
  });

  it("suggests in the storefront's language", async () => {
    const { body } = await suggest("de", "zelt");
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) expect(product.name.toLowerCase()).toContain("zelt");
  });

  it("suggests nothing for fewer than two letters", async () => {
    for (const text of ["", "t", " - "]) {
      const { status, body } = await suggest("fi", text);
      expect(status).toBe(200);
      expect(body).toMatchObject({ groups: [], brands: [], products: [] });
    }
  });

  it("prices the products in the delivery country's tax area and currency", async () => {
    const euro = await suggest("fi", "teltta");
    const sweden = await suggest("sv", "tält", { cookie: "delivery_country=se; currency=SEK" });
    expect(euro.body.products[0]!.price.active).toBeGreaterThan(0);
    expect(sweden.body.currency.code.toUpperCase()).toBe("SEK");
    expect(Number(sweden.body.currency.rate)).toBeGreaterThan(1);
  });

  it("refuses a missing or overlong text with the field named", async () => {
    const missing = await app.inject({ method: "GET", url: "/api/search/suggestions/", headers: { host: host("fi") } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("text");
    const long = await app.inject({ method: "GET", url: `/api/search/suggestions/?text=${"a".repeat(1001)}`, headers: { host: host("fi") } });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("text");
  });
});
