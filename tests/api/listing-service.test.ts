/**
 * The grid service (core/catalog/listing/listing-service.ts) on the seeded test catalogue: every source,
 * filter, count rule, sort and paging rule checked against independent SQL over the read model.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListingService } from "#core/catalog/listing/listing-service.ts";
import { emptyFilters } from "#core/catalog/listing/query-params.ts";
import type { FacetSection, ListingFilters, ListingPage, ListingRequest, ListingService, GridCard, SortValue } from "#core/catalog/listing/types.ts";
import type { SearchFn } from "#core/catalog/search/search-types.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { refreshCatalogListing } from "#db/read-model.ts";
import { createListingRepository, refreshPopularity } from "#db/repositories/listing.ts";
import { openCatalogueDatabase, rows } from "./support/api-app.ts";

let database: DatabaseHandle;
let listing: ListingService;
let searchCalls: string[] = [];

/** A stand-in search (the real one is tested on its own): names containing the text, highest id first. */
const testSearch: SearchFn = async (lang, text) => {
  searchCalls.push(text);
  const found = await rows<{ model_id: number }>(
    database.db,
    sql`select model_id from catalog_listing where lang = ${lang} and is_public and strpos(lower(name), lower(${text})) > 0 order by model_id desc`,
  );
  return { ids: found.map((row) => row.model_id), approximate: text.includes("~"), relatedSearches: ["related one"], correctedText: null };
};

beforeAll(async () => {
  database = await openCatalogueDatabase();
  listing = createListingService({ repository: createListingRepository(database.db), search: testSearch });
});

afterAll(async () => {
  await database?.close();
});

const LISTABLE = sql`lang = 'en' and is_public and not campaign_only`;

function request(overrides: Partial<ListingRequest> = {}, filters: Partial<ListingFilters> = {}): ListingRequest {
  return {
    lang: "en",
    source: { kind: "catalog" },
    filters: { ...emptyFilters(), ...filters },
    sort: null,
    taxAreaId: 1,
    currencyRate: 1,
    offset: 0,
    limit: 600,
    ...overrides,
  };
}

const section = (page: ListingPage, key: string): FacetSection | undefined => page.facets.find((facet) => facet.key === key);
const countsOf = (page: ListingPage, key: string) => new Map((section(page, key)?.values ?? []).map((value) => [value.value, value.count]));

async function count(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from catalog_listing where ${LISTABLE} and ${where}`);
  return row!.n;
}

/** Ids of the listable models meeting a condition: what a page's cards are checked against. */
async function idsWhere(where: ReturnType<typeof sql>): Promise<Set<number>> {
  const found = await rows<{ model_id: number }>(database.db, sql`select model_id from catalog_listing where ${LISTABLE} and ${where}`);
  return new Set(found.map((row) => row.model_id));
}

async function biggestGroup(): Promise<{ id: number; total: number }> {
  const [row] = await rows<{ id: number; n: number }>(
    database.db,
    sql`select g as id, count(*)::int as n from catalog_listing, unnest(group_ids) g
        where ${LISTABLE} and exists (select 1 from product_groups c where c.parent_id = g)
        group by g order by n desc, g limit 1`,
  );
  return { id: row!.id, total: row!.n };
}

describe("sources", () => {
  it("catalog: every public, listable model of the language", async () => {
    const page = await listing.page(request());
    expect(page.total).toBe(await count(sql`true`));
    expect(page.total).toBeGreaterThan(20);
    expect(page.items.length).toBe(Math.min(page.total, 600));
    const hidden = await rows<{ model_id: number }>(database.db, sql`select model_id from catalog_listing where lang = 'en' and (not is_public or campaign_only)`);
    const shown = new Set(page.items.map((item) => item.id));
    for (const row of hidden) expect(shown.has(row.model_id)).toBe(false);
  });

  it("pages asked at the same moment in two languages and tax areas each get their own cards (their card reads are shared)", async () => {
    const fresh = createListingService({ repository: createListingRepository(database.db), search: testSearch });
    const [en, fi, enUs] = await Promise.all([
      fresh.page(request({ limit: 20 })),
      fresh.page(request({ lang: "fi", limit: 20 })),
      fresh.page(request({ limit: 20, taxAreaId: 3 })),
    ]);
    const names = await rows<{ model_id: number; lang: string; name: string }>(
      database.db,
      sql`select model_id, lang, name from catalog_listing where lang in ('en', 'fi') and model_id = any(${`{${[...en.items, ...fi.items].map((item) => item.id).join(",")}}`}::int[])`,
    );
    const nameOf = (lang: string, id: number) => names.find((row) => row.lang === lang && row.model_id === id)?.name;
    expect(en.items.length).toBe(20);
    for (const item of en.items) expect(item.name).toBe(nameOf("en", item.id));
    for (const item of fi.items) expect(item.name).toBe(nameOf("fi", item.id));
    // The same models in another tax area: the card's price is that area's.
    expect(enUs.items.map((item) => item.id)).toEqual(en.items.map((item) => item.id));
    expect(enUs.items.some((item, index) => JSON.stringify(item.price) !== JSON.stringify(en.items[index]!.price))).toBe(true);
  });

  it("group: the models in the group or below it, with its child groups as the group section", async () => {
    const group = await biggestGroup();
    const page = await listing.page(request({ source: { kind: "group", groupId: group.id } }));
    expect(page.total).toBe(group.total);
    expect(page.sourceTotal).toBe(group.total);
    const inGroup = await idsWhere(sql`group_ids @> array[${group.id}]::int[]`);
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(inGroup.has(item.id)).toBe(true);
    const children = await rows<{ id: number }>(database.db, sql`select id from product_groups where parent_id = ${group.id}`);
    const childIds = new Set(children.map((child) => String(child.id)));
    const groupSection = section(page, "group");
    for (const value of groupSection?.values ?? []) expect(childIds.has(value.value)).toBe(true);
    for (const [id, n] of countsOf(page, "group")) expect(n).toBe(await count(sql`group_ids @> array[${Number(id)}]::int[]`));
  });

  it("brand: the brand's models only", async () => {
    const [brand] = await rows<{ brand_id: number; brand_slug: string; n: number }>(
      database.db,
      sql`select brand_id, brand_slug, count(*)::int as n from catalog_listing where ${LISTABLE} group by brand_id, brand_slug order by n desc, brand_id limit 1`,
    );
    const page = await listing.page(request({ source: { kind: "brand", brandId: brand!.brand_id } }));
    expect(page.total).toBe(brand!.n);
    expect(page.total).toBeGreaterThan(1);
    for (const item of page.items) expect(item.manufacturerSlug).toBe(brand!.brand_slug);
  });

  it("newest: at least the 120 newest (here all of them), newest first by default", async () => {
    const page = await listing.page(request({ source: { kind: "newest" } }));
    expect(page.total).toBe(Math.min(await count(sql`true`), 120));
    expect(page.sort).toBe("newest");
    const created = await rows<{ model_id: number; ms: number }>(
      database.db,
      sql`select model_id, (extract(epoch from created_at) * 1000)::float8 as ms from catalog_listing where ${LISTABLE}`,
    );
    const createdAt = new Map(created.map((row) => [row.model_id, Number(row.ms)]));
    expect(page.items.length).toBeGreaterThan(1);
    for (let i = 1; i < page.items.length; i++) {
      expect(createdAt.get(page.items[i - 1]!.id)!).toBeGreaterThanOrEqual(createdAt.get(page.items[i]!.id)!);
    }
  });

  it("search: only the search's ids, in its rank order by default, passing on approximate and related searches", async () => {
    const [word] = await rows<{ w: string }>(
      database.db,
      sql`select lower(split_part(name, ' ', 1)) as w from catalog_listing where ${LISTABLE} group by 1 order by count(*) desc, 1 limit 1`,
    );
    searchCalls = [];
    const page = await listing.page(request({ source: { kind: "search", text: `  ${word!.w}  ` } }));
    expect(searchCalls).toEqual([word!.w]);
    const expected = (await testSearch("en", word!.w)).ids;
    const listable = new Set((await rows<{ model_id: number }>(database.db, sql`select model_id from catalog_listing where ${LISTABLE}`)).map((r) => r.model_id));
    expect(page.items.map((item) => item.id)).toEqual(expected.filter((id) => listable.has(id)));
    expect(page.total).toBeGreaterThan(1);
    expect(page.relatedSearches).toEqual(["related one"]);
    expect(page.approximate).toBe(false);
    const fuzzy = await listing.page(request({ source: { kind: "search", text: "~" } }));
    expect(fuzzy.approximate).toBe(true);
    const sorted = await listing.page(request({ source: { kind: "search", text: word!.w }, sort: "lowest" }));
    expect(new Set(sorted.items.map((item) => item.id))).toEqual(new Set(page.items.map((item) => item.id)));
    const empty = await listing.page(request({ source: { kind: "search", text: "   " } }));
    expect(empty.total).toBe(0);
  });
});

describe("filters", () => {
  it("each filter narrows the catalogue exactly as SQL over the read model does", async () => {
    const all = await listing.page(request());
    const pick = (key: string) => {
      const values = section(all, key)?.values ?? [];
      // A value most but not all products have, so the filter really narrows.
      return [...values].filter((value) => value.count < all.total).sort((a, b) => b.count - a.count)[0]!.value;
    };
    const brand = pick("manufacturer");
    const colour = pick("color");
    const store = pick("store");
    const size = pick("size");
    const group = Number(pick("group"));
    const cases: Array<[Partial<ListingFilters>, ReturnType<typeof sql>]> = [
      [{ manufacturer: [brand] }, sql`brand_slug = ${brand}`],
      [{ color: [colour] }, sql`colour_families @> array[${colour}]::text[]`],
      [{ store: [store] }, sql`in_stock_store_slugs @> array[${store}]::text[]`],
      [{ size: [size] }, sql`sizes @> array[${size}]::text[]`],
      [{ group: [group] }, sql`group_ids @> array[${group}]::int[]`],
      [{ price: { min: 0, max: 100 } }, sql`active_cents <= 10000`],
    ];
    for (const [filters, where] of cases) {
      const page = await listing.page(request({}, filters));
      const expected = await count(where);
      expect(page.total, JSON.stringify(filters)).toBe(expected);
      expect(page.total, JSON.stringify(filters)).toBeLessThan(all.total);
      // The source's own total stays: the filter button's [shown / total].
      expect(page.sourceTotal, JSON.stringify(filters)).toBe(all.total);
      expect(page.total, JSON.stringify(filters)).toBeGreaterThan(0);
    }
    const bySize = await listing.page(request({}, { size: [size] }));
    const withSize = await idsWhere(sql`${size} = any(sizes)`);
    expect(bySize.items.length).toBeGreaterThan(0);
    for (const item of bySize.items) expect(withSize.has(item.id)).toBe(true);
    const byStore = await listing.page(request({}, { store: [store] }));
    const inStore = await idsWhere(sql`${store} = any(in_stock_store_slugs)`);
    expect(byStore.items.length).toBeGreaterThan(0);
    for (const item of byStore.items) expect(inStore.has(item.id)).toBe(true);
  });

  it("values of one filter are alternatives (or), different filters all apply (and)", async () => {
    const all = await listing.page(request());
    const [a, b] = (section(all, "manufacturer")?.values ?? []).map((value) => value.value);
    const either = await listing.page(request({}, { manufacturer: [a!, b!] }));
    expect(either.total).toBe(await count(sql`brand_slug in (${a}, ${b})`));
    const colour = section(all, "color")!.values[0]!.value;
    const both = await listing.page(request({}, { manufacturer: [a!, b!], color: [colour] }));
    expect(both.total).toBe(await count(sql`brand_slug in (${a}, ${b}) and colour_families @> array[${colour}]::text[]`));
  });

  it("property filters: checkbox values (any of them) and numeric ranges", async () => {
    const [checkbox] = await rows<{ slug: string; value: string; n: number }>(
      database.db,
      sql`select e.key as slug, v as value, count(*)::int as n
          from catalog_listing, jsonb_each(property_values) e, jsonb_array_elements_text(e.value) v
          where ${LISTABLE} and jsonb_typeof(e.value -> 0) = 'string'
          group by 1, 2 order by n desc, 1, 2 limit 1`,
    );
    const byValue = await listing.page(request({}, { properties: { [checkbox!.slug]: { kind: "checkbox", values: [checkbox!.value, "no-such-value"] } } }));
    expect(byValue.total).toBe(checkbox!.n);
    expect(byValue.total).toBeGreaterThan(0);

    const [range] = await rows<{ slug: string; lo: number; hi: number }>(
      database.db,
      sql`select e.key as slug, min(v::float8) as lo, max(v::float8) as hi
          from catalog_listing, jsonb_each(property_values) e, jsonb_array_elements_text(e.value) v
          where ${LISTABLE} and jsonb_typeof(e.value -> 0) = 'number'
          group by 1 having min(v::float8) < max(v::float8) order by count(*) desc, 1 limit 1`,
    );
    const middle = (range!.lo + range!.hi) / 2;
    const lower = await listing.page(request({}, { properties: { [range!.slug]: { kind: "range", min: range!.lo, max: middle } } }));
    const [expected] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from catalog_listing where ${LISTABLE} and exists (
            select 1 from jsonb_array_elements_text(property_values -> ${range!.slug}) v where v::float8 between ${range!.lo} and ${middle})`,
    );
    expect(lower.total).toBe(expected!.n);
    expect(lower.total).toBeGreaterThan(0);
    const rangeSection = section(lower, `property:${range!.slug}`);
    expect(rangeSection?.range).toMatchObject({ min: range!.lo, max: range!.hi, selectedMin: range!.lo, selectedMax: middle });
  });

  it("text: case-insensitive over brand, name, short description and description, ignoring non-alphanumerics", async () => {
    const [row] = await rows<{ model_id: number; brand_name: string; name: string }>(
      database.db,
      sql`select model_id, brand_name, name from catalog_listing where ${LISTABLE} and name ~ ' ' order by model_id limit 1`,
    );
    const name = row!.name;
    // "Brand Name Part" typed as "bRAND-name.part": case and punctuation do not matter.
    const typed = `${row!.brand_name}${name}`.split(/\s+/).join("-").toUpperCase().replace(/-/, ".");
    const page = await listing.page(request({}, { text: typed }));
    expect(page.items.map((item) => item.id)).toContain(row!.model_id);
    expect(page.total).toBeLessThan((await listing.page(request())).total);
    for (const item of page.items) expect(`${item.manufacturer}${item.name}`.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")).toContain(typed.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ""));
    const text = section(page, "text");
    expect(text).toMatchObject({ kind: "text", text: typed });
    const nothing = await listing.page(request({}, { text: "<script>zzqqxx</script>" }));
    expect(nothing.total).toBe(0);
    const description = await rows<{ model_id: number; d: string }>(
      database.db,
      sql`select model_id, split_part(description, ' ', 6) || ' ' || split_part(description, ' ', 7) as d from catalog_listing where ${LISTABLE} and description <> '' order by model_id limit 1`,
    );
    const byDescription = await listing.page(request({}, { text: description[0]!.d }));
    expect(byDescription.items.map((item) => item.id)).toContain(description[0]!.model_id);
  });
});

describe("filter counts", () => {
  it("a section's counts leave out its own filter; the other sections count within it", async () => {
    const all = await listing.page(request());
    // A brand whose products come in several colour families, so both sections have a choice to make.
    const [chosen] = await rows<{ brand_slug: string }>(
      database.db,
      sql`select brand_slug from catalog_listing, unnest(colour_families) c where ${LISTABLE}
          group by brand_slug order by count(distinct c) desc, count(*) desc, brand_slug limit 1`,
    );
    const brand = chosen!.brand_slug;
    const page = await listing.page(request({}, { manufacturer: [brand] }));
    // The brand section still lists the other brands with their unfiltered counts.
    expect(countsOf(page, "manufacturer")).toEqual(countsOf(all, "manufacturer"));
    expect(section(page, "manufacturer")!.values.filter((value) => value.selected).map((value) => value.value)).toEqual([brand]);
    // Other sections count within the brand.
    const sizes = await rows<{ s: string; n: number }>(
      database.db,
      sql`select s, count(*)::int as n from catalog_listing, unnest(sizes) s where ${LISTABLE} and brand_slug = ${brand} group by s`,
    );
    expect(countsOf(page, "size")).toEqual(new Map(sizes.map((row) => [row.s, row.n])));

    // Two filters: each section counts over the products matching the other one.
    const colour = section(page, "color")!.values[0]!.value;
    const both = await listing.page(request({}, { manufacturer: [brand], color: [colour] }));
    const brandCounts = await rows<{ b: string; n: number }>(
      database.db,
      sql`select brand_slug as b, count(*)::int as n from catalog_listing where ${LISTABLE} and colour_families @> array[${colour}]::text[] group by 1`,
    );
    expect(countsOf(both, "manufacturer")).toEqual(new Map(brandCounts.map((row) => [row.b, row.n])));
    const colourCounts = await rows<{ c: string; n: number }>(
      database.db,
      sql`select c, count(*)::int as n from catalog_listing, unnest(colour_families) c where ${LISTABLE} and brand_slug = ${brand} group by c`,
    );
    expect(countsOf(both, "color")).toEqual(new Map(colourCounts.map((row) => [row.c, row.n])));
    expect(both.total).toBe(await count(sql`brand_slug = ${brand} and colour_families @> array[${colour}]::text[]`));
  });

  it("sections: fixed ones first in a fixed order with message keys, properties by frequency, only with a choice to make", async () => {
    const group = await biggestGroup();
    const page = await listing.page(request({ source: { kind: "group", groupId: group.id } }));
    const keys = page.facets.map((facet) => facet.key);
    const fixed: string[] = keys.filter((key) => !key.startsWith("property:"));
    const order = ["size", "price", "manufacturer", "store", "text", "color", "group"];
    expect(fixed).toEqual(order.filter((key) => fixed.includes(key)));
    expect(keys).toContain("store");
    expect(keys).toContain("text");
    expect(section(page, "size")?.label).toBe("catalog.filterSize");
    expect(section(page, "manufacturer")?.label).toBe("catalog.filterBrand");
    for (const facet of page.facets) {
      if (facet.key === "store" || facet.key === "text") continue;
      if (facet.kind === "range") expect(facet.range!.min).toBeLessThan(facet.range!.max);
      else expect(facet.values.length).toBeGreaterThan(1);
    }
    const [groupRow] = await rows<{ props: string[] }>(database.db, sql`select filterable_properties as props from product_groups where id = ${group.id}`);
    const properties = page.facets.filter((facet) => facet.key.startsWith("property:"));
    for (const facet of properties) expect(groupRow!.props).toContain(facet.param);
    // Properties by frequency: how many of the group's products carry them, most first.
    const frequency = await rows<{ slug: string; n: number }>(
      database.db,
      sql`select e.key as slug, count(*)::int as n from catalog_listing, jsonb_each(property_values) e
          where ${LISTABLE} and group_ids @> array[${group.id}]::int[] group by 1`,
    );
    const freq = new Map(frequency.map((row) => [row.slug, row.n]));
    for (let i = 1; i < properties.length; i++) expect(freq.get(properties[i - 1]!.param)!).toBeGreaterThanOrEqual(freq.get(properties[i]!.param)!);
    // Property labels are the property types' translated names.
    const [name] = await rows<{ name: string }>(
      database.db,
      sql`select t.name from property_types p join property_type_translations t on t.property_type_id = p.id and t.lang = 'en' where p.slug = ${properties[0]!.param}`,
    );
    expect(properties[0]!.label).toBe(name!.name);
    // Colours carry their swatch; sizes come in size order.
    for (const value of section(page, "color")?.values ?? []) expect(value.hex).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("sizes in size order: XXXS..XXXXXL, then numbers", async () => {
    const page = await listing.page(request());
    const sizes = section(page, "size")!.values.map((value) => value.value);
    const letters = ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "XXXXL", "XXXXXL"];
    // Combined sizes (S/M) sit between their two sizes.
    const rank = (size: string) =>
      letters.includes(size)
        ? letters.indexOf(size)
        : size.includes("/")
          ? letters.indexOf(size.split("/")[0]!) + 0.5
          : 100 + Number.parseFloat(size.replace(",", "."));
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes.some((size) => size.includes("/"))).toBe(true);
    expect(sizes.some((size) => /^\d/.test(size))).toBe(true);
    for (let i = 1; i < sizes.length; i++) expect(rank(sizes[i - 1]!)).toBeLessThanOrEqual(rank(sizes[i]!));
  });

  it("price: the span of the products matching the other filters; a full-span choice is dropped", async () => {
    const all = await listing.page(request());
    const span = section(all, "price")!.range!;
    const [bounds] = await rows<{ lo: number; hi: number }>(database.db, sql`select min(active_cents)::int as lo, max(active_cents)::int as hi from catalog_listing where ${LISTABLE}`);
    expect(span).toMatchObject({ min: Math.floor(bounds!.lo / 100), max: Math.ceil(bounds!.hi / 100), selectedMin: null, selectedMax: null });

    const full = await listing.page(request({}, { price: { min: span.min, max: span.max } }));
    expect(full.total).toBe(all.total);
    expect(section(full, "price")!.range).toMatchObject({ selectedMin: null, selectedMax: null });

    const middle = Math.round((span.min + span.max) / 2);
    const part = await listing.page(request({}, { price: { min: span.min, max: middle } }));
    expect(part.total).toBe(await count(sql`active_cents <= ${middle * 100}`));
    expect(part.total).toBeLessThan(all.total);
    expect(section(part, "price")!.range).toMatchObject({ min: span.min, max: span.max, selectedMin: span.min, selectedMax: middle });

    // Display units: in a currency worth 10 per euro, the same products cost ten times as many units.
    const tenfold = await listing.page(request({ currencyRate: 10 }, { price: { min: span.min * 10, max: middle * 10 } }));
    expect(tenfold.total).toBe(part.total);
    expect(section(tenfold, "price")!.range).toMatchObject({ min: Math.floor(bounds!.lo / 10), max: Math.ceil(bounds!.hi / 10) });
  });
});

describe("sorting and paging", () => {
  const all = (sort: SortValue) => listing.page(request({ sort }));
  const ids = (items: GridCard[]) => items.map((item) => item.id);

  async function columnOf(column: "popularity" | "sold_amount" | "created_ms"): Promise<Map<number, number>> {
    const value = column === "sold_amount" ? sql`sold_amount` : sql`(extract(epoch from created_at) * 1000)::float8`;
    const list =
      column !== "popularity"
        ? await rows<{ id: number; v: number }>(database.db, sql`select model_id as id, ${value} as v from catalog_listing where ${LISTABLE}`)
        : await rows<{ id: number; v: number }>(
            database.db,
            sql`select c.model_id as id, coalesce(p.score, 10 * c.sold_amount) as v from catalog_listing c left join model_popularity p on p.model_id = c.model_id where c.lang = 'en'`,
          );
    return new Map(list.map((row) => [row.id, Number(row.v)]));
  }

  function expectSorted(items: GridCard[], compare: (a: GridCard, b: GridCard) => number) {
    for (let i = 1; i < items.length; i++) {
      const order = compare(items[i - 1]!, items[i]!);
      expect(order <= 0, `${items[i - 1]!.id} before ${items[i]!.id}`).toBe(true);
      if (order === 0) expect(items[i - 1]!.id).toBeLessThan(items[i]!.id);
    }
  }

  it("each sort order is really sorted, ties by model id", async () => {
    const popularity = await columnOf("popularity");
    const sold = await columnOf("sold_amount");
    const created = await columnOf("created_ms");
    expect(new Set(popularity.values()).size).toBeGreaterThan(10);
    const byDefault = await all("default");
    expect(byDefault.sort).toBe("default");
    expectSorted(byDefault.items, (a, b) => popularity.get(b.id)! - popularity.get(a.id)!);
    expectSorted((await all("popular")).items, (a, b) => sold.get(b.id)! - sold.get(a.id)!);
    expectSorted((await all("newest")).items, (a, b) => created.get(b.id)! - created.get(a.id)!);
    expectSorted((await all("stars")).items, (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount);
    // Offers: by the reduction the card shows (struck reference against the active price), deepest first.
    const depth = (card: GridCard) =>
      card.price.reference > card.price.active ? Math.floor(((card.price.reference - card.price.active) * 10_000) / card.price.reference) : 0;
    const offers = (await all("offers")).items;
    expectSorted(offers, (a, b) => Math.sign(depth(b) - depth(a)));
    expect(depth(offers[0]!)).toBeGreaterThan(0);
    expectSorted((await all("lowest")).items, (a, b) => a.price.active - b.price.active);
    expectSorted((await all("highest")).items, (a, b) => b.price.active - a.price.active);
    const collator = new Intl.Collator("en-US", { sensitivity: "base", numeric: true });
    expectSorted((await all("alphabetical")).items, (a, b) => collator.compare(`${a.manufacturer} ${a.name}`, `${b.manufacturer} ${b.name}`));
    // The orders differ: the sort really applies.
    expect(ids((await all("lowest")).items)).not.toEqual(ids((await all("highest")).items));
    expect(ids(byDefault.items)).not.toEqual(ids((await all("newest")).items));
  });

  it("a group's default sorting applies when no sort is asked for", async () => {
    const [group] = await rows<{ id: number; group_sorting: string }>(
      database.db,
      sql`select id, group_sorting from product_groups where group_sorting is not null order by id limit 1`,
    );
    const page = await listing.page(request({ source: { kind: "group", groupId: group!.id } }));
    expect(page.sort).not.toBe("default");
    expect(await listing.page(request({ source: { kind: "group", groupId: group!.id }, sort: "default" }))).toMatchObject({ sort: "default" });
  });

  it("pages concatenate to the whole list without duplicates", async () => {
    for (const sort of ["default", "lowest", "alphabetical"] as const) {
      const whole = await listing.page(request({ sort }, { price: { min: 0, max: 100_000 } }));
      const seen: number[] = [];
      for (let offset = 0; offset < whole.total + 7; offset += 7) {
        const page = await listing.page(request({ sort, offset, limit: 7 }, { price: { min: 0, max: 100_000 } }));
        expect(page.total).toBe(whole.total);
        expect(page.offset).toBe(offset);
        seen.push(...ids(page.items));
      }
      expect(seen).toEqual(ids(whole.items));
      expect(new Set(seen).size).toBe(whole.total);
    }
  });

  it("bad values give a normal page", async () => {
    const normal = await listing.page(request({ limit: 60 }));
    const negative = await listing.page(request({ offset: -50, limit: 60 }));
    expect(negative.offset).toBe(0);
    expect(ids(negative.items)).toEqual(ids(normal.items));
    const huge = await listing.page(request({ limit: 1_000_000_000 }));
    expect(huge.limit).toBe(600);
    const far = await listing.page(request({ offset: 1e12 }));
    expect(far.items).toEqual([]);
    expect(far.total).toBe(normal.total);
    const odd = await listing.page(
      request(
        { currencyRate: Number.NaN, taxAreaId: 999, limit: Number.NaN },
        {
          properties: { "no-such-property": { kind: "checkbox", values: ["x"] } },
          price: { min: 500, max: 10 },
          text: "   ",
        },
      ),
    );
    expect(odd.total).toBe(normal.total);
    expect(odd.items.length).toBe(60);
    expect(odd.items[0]!.price.active).toBeGreaterThan(0);
  });
});

describe("cards", () => {
  it("carry the tax area's price with its mode, swatches with their first image, and the outlet ribbon when forced", async () => {
    const page = await listing.page(request({ taxAreaId: 2, sort: "offers" }));
    const [priced] = await rows<{ model_id: number; price: { active: number; min: number; max: number } }>(
      database.db,
      sql`select model_id, prices -> '2' as price from catalog_listing where ${LISTABLE} and model_id = ${page.items[0]!.id}`,
    );
    expect(page.items[0]!.price.active).toBe(priced!.price.active);
    expect(page.items[0]!.fromPrefix).toBe(priced!.price.min !== priced!.price.max);
    for (const item of page.items) {
      expect(item.image ?? "").toMatch(/^\/images\/products\/\d+-320\.svg$/);
      for (const colour of item.colors) if (colour.image) expect(colour.image).toMatch(/-320\.svg$/);
      expect(item.shortDescription.length).toBeLessThanOrEqual(80);
      if (item.price.discountPercent !== null) expect(item.price.reference).toBeGreaterThan(item.price.active);
    }
    expect(page.items.some((item) => item.price.discountPercent !== null && item.price.discountPercent >= 5)).toBe(true);
    expect(page.items.some((item) => item.colors.some((colour) => colour.image !== null))).toBe(true);
    const [outletCount] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from catalog_listing where ${LISTABLE} and is_outlet`);
    expect(page.items.filter((item) => item.price.type === "outlet").length).toBe(outletCount!.n);

    const plain = await listing.page(request());
    expect(plain.items.some((item) => !item.ribbons.some((ribbon) => ribbon.slug === "outlet"))).toBe(true);
    const forced = await listing.page(request({ forceOutletRibbon: true }));
    for (const item of forced.items) {
      expect(item.ribbons.filter((ribbon) => ribbon.slug === "outlet")).toHaveLength(1);
      expect(item.ribbons.find((ribbon) => ribbon.slug === "outlet")).toMatchObject({ name: "Outlet", bgColor: "#ffd400", textColor: "#1a1a1a" });
    }
  });
});

describe("cards of a grid filtered by colour", () => {
  it("show the picture of a colour of the filter and open the product in it, one kept object per card and filter", async () => {
    type Colour = { slug: string; control: string; family: string; image: number | null };
    const models = await rows<{ model_id: number; colours: Colour[]; image_id: number | null }>(
      database.db,
      sql`select model_id, colours, image_id from catalog_listing where ${LISTABLE} and jsonb_array_length(colours) > 1`,
    );
    // A family that some model has only in colours its usual picture does not show.
    const otherFamilies = models.flatMap((model) =>
      model.colours.filter((colour) => colour.image !== null && colour.image !== model.image_id).map((colour) => colour.family),
    );
    const family = otherFamilies.find((candidate) => models.some((model) => !model.colours.some((colour) => colour.family === candidate && colour.image === model.image_id)))!;
    expect(family).toBeDefined();
    const colourOf = new Map(models.map((model) => [model.model_id, model]));

    const filtered = await listing.page(request({ limit: 600 }, { color: [family] }));
    const plain = new Map((await listing.page(request({ limit: 600 }))).items.map((item) => [item.id, item]));
    let moved = 0;
    for (const item of filtered.items) {
      const model = colourOf.get(item.id);
      const pictured = model?.colours.filter((colour) => colour.family === family && colour.image !== null) ?? [];
      if (pictured.length === 0) continue;
      const image = (colour: Colour) => `/images/products/${colour.image}-320.svg`;
      const shown = pictured.find((colour) => image(colour) === item.image);
      expect(shown, `model ${item.id}`).toBeDefined();
      if (item.image !== plain.get(item.id)!.image) {
        moved++;
        expect(item.path).toBe(`${plain.get(item.id)!.path}?select-color=${encodeURIComponent(shown!.control)}`);
      } else {
        expect(item.path).toBe(plain.get(item.id)!.path);
      }
    }
    expect(moved).toBeGreaterThan(0);
    // The same filter gives the same card objects: their kept HTML serves again.
    const again = await listing.page(request({ limit: 600 }, { color: [family] }));
    expect(again.items.every((item, index) => item === filtered.items[index])).toBe(true);
  });
});

describe("productModelList", () => {
  it("every public card of a group or a brand, re-ordered by sortIds with the others after", async () => {
    const group = await biggestGroup();
    const byId = await listing.productModelList({ source: "ProductGroup", id: group.id, language: "en", taxAreaId: 1 });
    expect(byId.length).toBe(group.total);
    const [path] = await rows<{ path: string }>(database.db, sql`select path from product_group_translations where group_id = ${group.id} and lang = 'en'`);
    const bySlug = await listing.productModelList({ source: "ProductGroup", slug: `/${path!.path}/`, language: "en", taxAreaId: 1 });
    expect(bySlug.map((card) => card.id)).toEqual(byId.map((card) => card.id));

    const defaultOrder = byId.map((card) => card.id);
    const last = defaultOrder.at(-1)!;
    const third = defaultOrder[2]!;
    const sorted = await listing.productModelList({ source: "ProductGroup", id: group.id, language: "en", taxAreaId: 1, sortIds: [last, 999_999_999, third] });
    expect(sorted.map((card) => card.id)).toEqual([last, third, ...defaultOrder.filter((id) => id !== last && id !== third)]);

    const [brand] = await rows<{ brand_id: number; brand_slug: string; n: number }>(
      database.db,
      sql`select brand_id, brand_slug, count(*)::int as n from catalog_listing where ${LISTABLE} group by 1, 2 order by n desc, 1 limit 1`,
    );
    const byBrand = await listing.productModelList({ source: "Manufacturer", slug: brand!.brand_slug, language: "en", taxAreaId: 1 });
    expect(byBrand.length).toBe(brand!.n);
    expect(await listing.productModelList({ source: "Manufacturer", id: brand!.brand_id, language: "en", taxAreaId: 1 })).toEqual(byBrand);
    expect(await listing.productModelList({ source: "Manufacturer", slug: "no-such-brand", language: "en", taxAreaId: 1 })).toEqual([]);
  });
});

describe("the index follows the read model", () => {
  it("a catalogue write and new popularity scores show on the next page", async () => {
    const before = await listing.page(request({ limit: 600 }));
    const hidden = before.items[0]!.id;
    await database.db.execute(sql`update product_models set is_public = false where id = ${hidden}`);
    await refreshCatalogListing(database.db, [hidden]);
    const after = await listing.page(request({ limit: 600 }));
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(hidden);
    await database.db.execute(sql`update product_models set is_public = true where id = ${hidden}`);
    await refreshCatalogListing(database.db, [hidden]);

    // Views lift a product in the default order once the scores are recomputed.
    const repository = createListingRepository(database.db);
    const lastId = (await listing.page(request({ sort: "default" }))).items.at(-1)!.id;
    const [top] = await rows<{ score: number }>(database.db, sql`select max(score)::int as score from model_popularity`);
    const today = new Date();
    await database.db.execute(sql`insert into product_views (model_id, day, views) values (${lastId}, ${today.toISOString().slice(0, 10)}::date, ${top!.score})`);
    await repository.recordViews(new Map([[lastId, 1]]));
    const [views] = await rows<{ views: number }>(database.db, sql`select views from product_views where model_id = ${lastId} and day = current_date`);
    expect(views!.views).toBe(top!.score + 1);
    await refreshPopularity(database.db, { today });
    expect((await listing.page(request({ sort: "default" }))).items[0]!.id).toBe(lastId);
  });
});

describe("shared cards (the services as the shop composes them)", () => {
  it("are frozen outside production: a request that changes a card or a filter section throws", async () => {
    const { createServices } = await import("#server/services.server.ts");
    const services = createServices(database.db);
    const { page } = await services.listing.pageFor({
      lang: "en",
      locale: { countryCode: "fi", currencyCode: "eur" },
      source: { kind: "catalog" },
      params: new URLSearchParams(),
      offset: 0,
      limit: 5,
    });
    const card = page.items[0]!;
    expect(() => {
      (card as { name: string }).name = "changed";
    }).toThrow(TypeError);
    expect(() => {
      (card.price as { active: number }).active = 0;
    }).toThrow(TypeError);
    expect(() => (page.facets as unknown[]).pop()).toThrow(TypeError);
    expect((await services.listing.page(request({ limit: 5 }))).items[0]).toBe(card);
  });
});

describe("group and brand details (Services.catalog)", () => {
  it("productGroupByPath: the group with its children and the groups down to it, description sanitized", async () => {
    const { createServices } = await import("#server/services.server.ts");
    const catalog = createServices(database.db).catalog;
    const [deep] = await rows<{ id: number; path: string; parent_id: number }>(
      database.db,
      sql`select g.id, t.path, g.parent_id from product_groups g join product_group_translations t on t.group_id = g.id and t.lang = 'fi'
          where g.depth = 2 order by g.id limit 1`,
    );
    await database.db.execute(sql`
      update product_group_translations set description_html = '<p onclick="x()">Hyvä<script>alert(1)</script></p>'
      where group_id = ${deep!.id} and lang = 'fi'`);
    const detail = await catalog.productGroupByPath("fi", `/${deep!.path.toUpperCase()}/`);
    expect(detail).not.toBeNull();
    expect(detail!.id).toBe(deep!.id);
    expect(detail!.path).toBe(deep!.path);
    expect(detail!.description_html).toBe("<p>Hyvä</p>");
    const chain = detail!.ancestors.map((group) => group.id);
    expect(chain).toHaveLength(3);
    expect(chain[2]).toBe(deep!.id);
    expect(chain[1]).toBe(deep!.parent_id);
    const [top] = await rows<{ parent_id: number | null }>(database.db, sql`select parent_id from product_groups where id = ${chain[0]!}`);
    expect(top!.parent_id).toBeNull();
    for (const crumb of detail!.ancestors) expect(deep!.path.startsWith(crumb.path)).toBe(true);

    const parent = await catalog.productGroupByPath("fi", detail!.ancestors[1]!.path);
    expect(parent!.children.map((child) => child.id)).toContain(deep!.id);
    expect(await catalog.productGroupByPath("fi", "no/such/group")).toBeNull();
    expect(await catalog.productGroupByPath("en", deep!.path)).toBeNull();
  });

  it("brandBySlug: public brands with their texts and promo images", async () => {
    const { createServices } = await import("#server/services.server.ts");
    const catalog = createServices(database.db).catalog;
    const [brand] = await rows<{ slug: string; promo_images: string[] }>(
      database.db,
      sql`select slug, promo_images from brands where is_public and jsonb_array_length(promo_images) > 0 order by id limit 1`,
    );
    const detail = await catalog.brandBySlug("sv", brand!.slug.toUpperCase());
    expect(detail).toMatchObject({ slug: brand!.slug, promoImages: brand!.promo_images });
    expect(detail!.promoImages[0]).toMatch(/^\/images\/brands\/[a-z0-9-]+-promo-\d+\.svg$/);
    expect(detail!.description.length).toBeGreaterThan(0);
    expect(detail!.title).toBeTruthy();
    await database.db.execute(sql`update brands set is_public = false where slug = ${brand!.slug}`);
    expect(await catalog.brandBySlug("sv", brand!.slug)).toBeNull();
    await database.db.execute(sql`update brands set is_public = true where slug = ${brand!.slug}`);
    expect(await catalog.brandBySlug("sv", "no-such-brand")).toBeNull();
    expect(await catalog.brandBySlug("sv", "../etc")).toBeNull();
  });
});
