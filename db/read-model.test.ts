import { getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server.ts";
import { LISTING_COLUMNS, refreshCatalogListing, tsConfig } from "./read-model.ts";
import * as s from "./schema/index.ts";
import { createTestDatabase } from "./testing.server.ts";

let handle: DatabaseHandle;

async function insertFixture(db: DatabaseHandle["db"]): Promise<void> {
  await db.insert(s.taxAreas).values([{ id: 1, name: "Finland" }, { id: 2, name: "Export" }]);
  await db.insert(s.stores).values([
    { id: 1, slug: "helsinki", name: "Helsinki", shortName: "HKI", stockDisplayOrder: 2 },
    { id: 20, slug: "verkkokauppa", name: "Verkkokauppa", shortName: "WEB", type: "web", isMain: true, stockDisplayOrder: 1 },
  ]);
  await db.insert(s.productGroups).values([
    { id: 1, slug: "jackets", path: "jackets", depth: 0 },
    { id: 2, parentId: 1, slug: "hardshell-jackets", path: "jackets/hardshell-jackets", depth: 1 },
  ]);
  await db.insert(s.productGroupTranslations).values([
    { groupId: 1, lang: "fi", name: "Takit", shortName: "Takit", slug: "takit", path: "takit" },
    { groupId: 2, lang: "fi", name: "Kuoritakit", shortName: "Kuoritakit", slug: "kuoritakit", path: "takit/kuoritakit" },
    { groupId: 1, lang: "en", name: "Jackets", shortName: "Jackets", slug: "jackets", path: "jackets" },
    { groupId: 2, lang: "en", name: "Hardshell jackets", shortName: "Hardshells", slug: "hardshell-jackets", path: "jackets/hardshell-jackets" },
  ]);
  await db.insert(s.brands).values({ id: 7, slug: "nordkap", name: "Nordkap" });
  await db.insert(s.colours).values([
    { slug: "black", hex: "#111111", family: "black" },
    { slug: "forest", hex: "#2f5d3a", family: "green" },
  ]);
  await db.insert(s.colourTranslations).values([
    { colourSlug: "black", lang: "fi", name: "Musta" },
    { colourSlug: "forest", lang: "fi", name: "Metsänvihreä" },
  ]);
  await db.insert(s.productModels).values({ id: 100, slug: "storm-jacket", brandId: 7, mainGroupId: 2, uuid: "u-100", salesRank: 3 });
  await db.insert(s.productModelTranslations).values([
    { modelId: 100, lang: "fi", name: "Myrskytakki", slug: "myrskytakki", shortDescription: "Vedenpitävä kuoritakki", longDescriptionHtml: "<p>Kestää <b>sadetta</b>.</p>", descriptionText: "Kestää sadetta." },
    { modelId: 100, lang: "en", name: "Storm Jacket", slug: "storm-jacket", shortDescription: "Waterproof shell", longDescriptionHtml: "<p>Keeps the rain out.</p>" },
  ]);
  await db.insert(s.productModelGroups).values({ modelId: 100, groupId: 2 });
  await db.insert(s.variants).values([
    { id: 1000, modelId: 100, colourSlug: "black", colorControl: "010", sizeName: "M", sizeSlug: "m", sizeSortOrder: 4, teksonumber: "T1000" },
    { id: 1001, modelId: 100, colourSlug: "black", colorControl: "010", sizeName: "S", sizeSlug: "s", sizeSortOrder: 3, teksonumber: "T1001" },
    { id: 1002, modelId: 100, colourSlug: "forest", colorControl: "300", sizeName: "M", sizeSlug: "m", sizeSortOrder: 4, teksonumber: "T1002" },
  ]);
  const price = (variantId: number, taxAreaId: number, active: number, regular: number) => ({
    variantId, taxAreaId, activeCents: active, regularCents: regular, discountFreeCents: regular,
    normalCents: regular, originalCents: regular, priceType: (active < regular ? "discount" : "normal") as s.PriceType,
  });
  await db.insert(s.variantPrices).values([
    price(1000, 1, 19990, 24990), price(1001, 1, 24990, 24990), price(1002, 1, 22990, 24990),
    price(1000, 2, 15900, 19900), price(1001, 2, 19900, 19900), price(1002, 2, 18300, 19900),
  ]);
  await db.insert(s.stock).values([
    { variantId: 1000, storeId: 20, quantity: 5 },
    { variantId: 1001, storeId: 20, quantity: 2, reserved: 2 },
    { variantId: 1002, storeId: 1, quantity: 1, blocked: true },
    { variantId: 1000, storeId: 1, quantity: 1 },
  ]);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertFixture(handle.db);
  await refreshCatalogListing(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("refreshCatalogListing", () => {
  it("writes one row per model and translated language", async () => {
    const rows = await handle.db.select().from(s.catalogListing).orderBy(s.catalogListing.lang);
    expect(rows.map((r) => r.lang)).toEqual(["en", "fi"]);
  });

  it("denormalizes card, facet and price data", async () => {
    const [fi] = await handle.db.select().from(s.catalogListing).where(sql`lang = 'fi'`);
    expect(fi).toBeDefined();
    expect(fi!.path).toBe("/nordkap/takit/kuoritakit/myrskytakki/");
    expect(fi!.sizes).toEqual(["S", "M"]);
    expect(fi!.groupIds).toEqual([1, 2]);
    expect(fi!.groupPaths).toEqual(["takit", "takit/kuoritakit"]);
    expect(fi!.inStockStoreIds).toEqual([1, 20]);
    expect(fi!.isOrderable).toBe(true);
    expect(fi!.priceMinCents).toBe(19990);
    expect(fi!.priceMaxCents).toBe(24990);
    expect(fi!.activeCents).toBe(19990);
    expect(fi!.referenceCents).toBe(24990);
    expect(fi!.priceType).toBe("discount");
    expect(fi!.discountBp).toBe(2000);
    expect(fi!.prices["2"]?.min).toBe(15900);
    // both colours have one variant in stock (reserved stock does not count), so the name decides
    expect(fi!.colours.map((c) => c.name)).toEqual(["Metsänvihreä", "Musta"]);
    expect(fi!.colours.map((c) => c.control)).toEqual(["300", "010"]);
    expect(fi!.colourFamilies).toEqual(["black", "green"]);
    expect(fi!.description).toBe("Kestää sadetta.");
    expect(fi!.nameTrgm).toBe("nordkap myrskytakki");
  });

  it("finds the model by stemmed full-text search in its language and by trigram similarity", async () => {
    const found = await handle.db.execute(
      sql`select model_id from catalog_listing where lang = 'fi' and search @@ websearch_to_tsquery(${tsConfig("fi")}, 'kuoritakkeja')`,
    );
    expect((found as { rows: unknown[] }).rows).toHaveLength(1);
    const typo = await handle.db.execute(
      sql`select model_id from catalog_listing where lang = 'en' and 'storm jakcet' <% name_trgm`,
    );
    expect((typo as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it("updates rows in place and removes rows of vanished translations", async () => {
    await handle.db.update(s.productModelTranslations).set({ name: "Myrskytakki Pro" }).where(sql`lang = 'fi'`);
    await handle.db.delete(s.productModelTranslations).where(sql`lang = 'en'`);
    await refreshCatalogListing(handle.db, [100]);
    const rows = await handle.db.select({ lang: s.catalogListing.lang, name: s.catalogListing.name }).from(s.catalogListing);
    expect(rows).toEqual([{ lang: "fi", name: "Myrskytakki Pro" }]);
  });

  it("rewrites every column of a listing row but its key and its refresh time", () => {
    // A column missing from the list would keep its first value through every refresh.
    const columns = Object.values(getTableColumns(s.catalogListing)).map((column) => column.name);
    expect([...LISTING_COLUMNS, "image_picture"].sort()).toEqual(columns.filter((name) => !["model_id", "lang", "refreshed_at"].includes(name)).sort());
  });

  it("writes neither a listing row nor the search text again when nothing of them changed", async () => {
    const versions = async () =>
      (
        (await handle.db.execute(
          sql`select 'listing ' || lang as row, xmin::text as version from catalog_listing where model_id = 100
              union all select 'search', xmin::text from model_search_text where model_id = 100 order by 1`,
        )) as { rows: Array<{ row: string; version: string }> }
      ).rows;
    await refreshCatalogListing(handle.db, [100]);
    const before = await versions();
    expect(before.map((entry) => entry.row)).toEqual(["listing fi", "search"]);
    await refreshCatalogListing(handle.db, [100]);
    expect(await versions()).toEqual(before);
    // A changed name rewrites both; the search text then finds the new word.
    await handle.db.update(s.productModelTranslations).set({ name: "Myrskytakki Ultra" }).where(sql`lang = 'fi'`);
    await refreshCatalogListing(handle.db, [100]);
    const after = await versions();
    expect(after.map((entry) => entry.version)).not.toContain(before[0]!.version);
    expect(after[1]!.version).not.toBe(before[1]!.version);
    const found = await handle.db.execute(sql`select model_id from model_search_text where text like '%ultra%'`);
    expect((found as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it("rejects a language outside the six", async () => {
    await expect(
      handle.db.insert(s.colourTranslations).values({ colourSlug: "black", lang: "xx", name: "?" }),
    ).rejects.toThrow();
  });
});
