import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { normalHex, pairClass, swatchClass } from "#core/catalog/palette.ts";
import { apiApp, host, openCatalogueDatabase, rows, type TestApp } from "./support/api-app.ts";

interface GroupJson {
  id: number;
  name: string;
  shortName: string;
  path: string;
  slug: string;
  showInMenu: boolean;
  children: GroupJson[];
  links: Array<{ slug: string; image: string | null; title: string }>;
}

let database: DatabaseHandle;
let test: TestApp;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

const flatten = (groups: GroupJson[]): GroupJson[] => groups.flatMap((group) => [group, ...flatten(group.children)]);

async function groupNames(lang: string): Promise<Map<number, { name: string; path: string; parentId: number | null }>> {
  const list = await rows<{ id: number; name: string; path: string; parent_id: number | null }>(
    database.db,
    sql`select g.id, t.name, t.path, g.parent_id from product_groups g join product_group_translations t on t.group_id = g.id and t.lang = ${lang}`,
  );
  return new Map(list.map((row) => [row.id, { name: row.name, path: row.path, parentId: row.parent_id }]));
}

describe("GET /api/product-groups/", () => {
  it("answers the whole tree with the contract's fields, cacheable", async () => {
    const response = await test.app.inject({ url: "/api/product-groups/", headers: { host: host("fi") } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    const { productGroups } = response.json() as { productGroups: GroupJson[] };
    const expected = await groupNames("fi");
    const all = flatten(productGroups);
    expect(all.length).toBe(expected.size);
    expect(all.length).toBeGreaterThan(0);
    for (const group of all) {
      expect(Object.keys(group).sort()).toEqual(["children", "id", "links", "name", "path", "shortName", "showInMenu", "slug"]);
      expect(group.name).toBe(expected.get(group.id)?.name);
      expect(group.path).toBe(expected.get(group.id)?.path);
    }
    // Children sit under their parent, roots have no parent.
    for (const root of productGroups) expect(expected.get(root.id)?.parentId).toBeNull();
    for (const group of all) for (const child of group.children) expect(expected.get(child.id)?.parentId).toBe(group.id);
    expect(productGroups.some((group) => group.children.length > 0)).toBe(true);
  });

  it("answers names and paths in the storefront's language", async () => {
    const fi = flatten(((await test.app.inject({ url: "/api/product-groups/", headers: { host: host("fi") } })).json() as { productGroups: GroupJson[] }).productGroups);
    const sv = flatten(((await test.app.inject({ url: "/api/product-groups/", headers: { host: host("sv") } })).json() as { productGroups: GroupJson[] }).productGroups);
    const svNames = await groupNames("sv");
    for (const group of sv) expect(group.name).toBe(svNames.get(group.id)?.name);
    const byId = new Map(fi.map((group) => [group.id, group]));
    expect(sv.filter((group) => byId.get(group.id)?.name !== group.name).length).toBeGreaterThan(0);
  });

  it("serves plain localhost as the Finnish storefront", async () => {
    const plain = (await test.app.inject({ url: "/api/product-groups/", headers: { host: "localhost:3000" } })).json();
    const fi = (await test.app.inject({ url: "/api/product-groups/", headers: { host: host("fi") } })).json();
    expect(plain).toEqual(fi);
  });
});

describe("GET /api/brands/", () => {
  it("lists the public brands by name", async () => {
    const response = await test.app.inject({ url: "/api/brands/" });
    expect(response.statusCode).toBe(200);
    const { brands } = response.json() as { brands: Array<{ id: number; name: string; slug: string; logo: string | null }> };
    const expected = await rows<{ id: number }>(database.db, sql`select id from brands where is_public`);
    expect(brands.map((brand) => brand.id).sort((a, b) => a - b)).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) expect(Object.keys(brand).sort()).toEqual(["id", "logo", "name", "slug"]);
    const names = brands.map((brand) => brand.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("leaves out a brand that is not public", async () => {
    const [hidden] = await rows<{ id: number }>(database.db, sql`select id from brands order by id limit 1`);
    await database.db.execute(sql`update brands set is_public = false where id = ${hidden?.id}`);
    try {
      const { brands } = (await test.app.inject({ url: "/api/brands/" })).json() as { brands: Array<{ id: number }> };
      expect(brands.map((brand) => brand.id)).not.toContain(hidden?.id);
    } finally {
      await database.db.execute(sql`update brands set is_public = true where id = ${hidden?.id}`);
    }
  });
});

describe("GET /api/resources/", () => {
  it("answers the seven resources", async () => {
    const response = await test.app.inject({ url: "/api/resources/", headers: { host: host("fi") } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    const body = response.json() as Record<string, unknown[]>;
    expect(Object.keys(body).sort()).toEqual(["colors", "manufacturers", "productGroups", "propertyFilters", "propertyTypes", "stores", "taxRates"]);
    for (const [key, value] of Object.entries(body)) expect(Array.isArray(value), key).toBe(true);
  });

  it("answers property types with slug, name, bgColor and textColor in the storefront's language", async () => {
    const fi = (await test.app.inject({ url: "/api/resources/", headers: { host: host("fi") } })).json() as {
      propertyTypes: Array<Record<string, string>>;
    };
    const de = (await test.app.inject({ url: "/api/resources/", headers: { host: host("de") } })).json() as {
      propertyTypes: Array<Record<string, string>>;
    };
    const expected = await rows<{ slug: string; name: string; bg_color: string; text_color: string }>(
      database.db,
      sql`select p.slug, t.name, p.bg_color, p.text_color from property_types p
            join property_type_translations t on t.property_type_id = p.id and t.lang = 'de'`,
    );
    expect(de.propertyTypes.length).toBe(expected.length);
    expect(de.propertyTypes.length).toBeGreaterThan(0);
    for (const type of de.propertyTypes) {
      expect(Object.keys(type).sort()).toEqual(["bgColor", "name", "slug", "textColor"]);
      const row = expected.find((candidate) => candidate.slug === type.slug);
      expect(type).toEqual({ slug: row?.slug, name: row?.name, bgColor: row?.bg_color, textColor: row?.text_color });
    }
    expect(fi.propertyTypes.map((type) => type.slug)).toEqual(de.propertyTypes.map((type) => type.slug));
  });

  it("answers stores with slug and name, and the other resources from the catalogue", async () => {
    const body = (await test.app.inject({ url: "/api/resources/", headers: { host: host("sv") } })).json() as {
      stores: Array<{ id: number; slug: string; name: string; isMain: boolean }>;
      colors: Array<{ slug: string; name: string }>;
      manufacturers: unknown[];
      productGroups: unknown[];
      taxRates: Array<{ taxAreaId: number; taxClass: string; rateBp: number }>;
      propertyFilters: Array<{ slug: string; filter: string; values: unknown[] }>;
    };
    const stores = await rows<{ id: number; slug: string }>(database.db, sql`select id, slug from stores`);
    expect(body.stores.map((store) => store.slug).sort()).toEqual(stores.map((store) => store.slug).sort());
    for (const store of body.stores) expect(store.name).toEqual(expect.any(String));
    const brands = (await test.app.inject({ url: "/api/brands/", headers: { host: host("sv") } })).json() as { brands: unknown[] };
    expect(body.manufacturers).toEqual(brands.brands);
    const groups = (await test.app.inject({ url: "/api/product-groups/", headers: { host: host("sv") } })).json() as { productGroups: unknown[] };
    expect(body.productGroups).toEqual(groups.productGroups);
    const [counts] = await rows<{ colours: number; rates: number; filters: number }>(
      database.db,
      sql`select (select count(*)::int from colours) as colours, (select count(*)::int from tax_rates) as rates,
                 (select count(*)::int from property_types where is_filterable) as filters`,
    );
    expect(body.colors.length).toBe(counts?.colours);
    expect(body.taxRates.length).toBe(counts?.rates);
    expect(body.propertyFilters.length).toBe(counts?.filters);
    for (const filter of body.propertyFilters) expect(["range", "checkbox"]).toContain(filter.filter);
  });
});

describe("the palette stylesheet", () => {
  it("has a class for every colour the shop's data shows: product colours, gift-card designs, tags and ribbons", async () => {
    const css = await test.app.services.catalog.palette();
    const swatches = await rows<{ hex: string }>(database.db, sql`select hex from colours union select hex from gift_card_templates`);
    const pairs = await rows<{ bg: string; fg: string }>(
      database.db,
      sql`select bg_color as bg, text_color as fg from tags union select split_part(value, ';', 1), split_part(value, ';', 2) from ribbons`,
    );
    expect(swatches.length).toBeGreaterThan(5);
    expect(pairs.length).toBeGreaterThan(2);
    for (const { hex } of swatches) expect(css).toContain(`.${swatchClass(hex)}{--swatch:${normalHex(hex)}}`);
    for (const { bg, fg } of pairs) expect(css).toContain(`.${pairClass(bg, fg)}{--label-bg:${normalHex(bg)};--label-fg:${normalHex(fg)}}`);
  });
});
