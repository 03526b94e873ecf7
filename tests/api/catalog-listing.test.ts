/**
 * The catalogue calls (GET /api/products/productgroup/, GET /api/brand/, GET and POST
 * /api/products/productmodellist/) and the faceted listing call GET /api/listing/, over HTTP on the
 * seeded test catalogue. Expected answers come from independent SQL over the tables and the read model.
 */
import { sql } from "drizzle-orm";
import LZString from "lz-string";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { refreshCatalogListing } from "#db/read-model.ts";
import { apiApp, host, openCatalogueDatabase, rows, type TestApp } from "./support/api-app.ts";

interface Card {
  id: number;
  name: string;
  manufacturerSlug: string;
  price: { active: number };
  productGroupIds: number[];
}

interface Page {
  total: number;
  sourceTotal: number;
  offset: number;
  limit: number;
  sort: string;
  items: Card[];
  facets: Array<{ key: string; param: string; text?: string; values: Array<{ value: string; count: number }> }>;
  approximate: boolean;
  relatedSearches: string[];
  warnings: Array<{ param: string; message: string }>;
}

interface ErrorJson {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
}

let database: DatabaseHandle;
let test: TestApp;

/** The largest group that has children, so its scope spans several groups. */
let bigGroup: { id: number; total: number };
/** The brand with the most listable models. */
let bigBrand: { id: number; slug: string; total: number };

const LISTABLE = sql`is_public and not campaign_only`;

beforeAll(async () => {
  database = await openCatalogueDatabase();
  test = await apiApp(database.db);
  const [group] = await rows<{ id: number; n: number }>(
    database.db,
    sql`select g as id, count(*)::int as n from catalog_listing, unnest(group_ids) g
        where lang = 'fi' and ${LISTABLE} and exists (select 1 from product_groups c where c.parent_id = g)
        group by g order by n desc, g limit 1`,
  );
  bigGroup = { id: group!.id, total: group!.n };
  const [brand] = await rows<{ id: number; slug: string; n: number }>(
    database.db,
    sql`select brand_id as id, brand_slug as slug, count(*)::int as n from catalog_listing
        where lang = 'fi' and ${LISTABLE} group by 1, 2 order by n desc, 1 limit 1`,
  );
  bigBrand = { id: brand!.id, slug: brand!.slug, total: brand!.n };
  // A hidden brand: the seed has none.
  await database.db.execute(sql`insert into brands (id, slug, name, is_public) values (990001, 'piilotettu-merkki', 'Piilotettu', false)`);
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

function get(url: string, lang = "fi", headers: Record<string, string> = {}) {
  return test.app.inject({ url, headers: { host: host(lang), ...headers } });
}

function post(url: string, payload: unknown, lang = "fi") {
  return test.app.inject({ method: "POST", url, payload: payload as object, headers: { host: host(lang) } });
}

async function groupPath(id: number, lang: string): Promise<string> {
  const [row] = await rows<{ path: string }>(database.db, sql`select path from product_group_translations where group_id = ${id} and lang = ${lang}`);
  return row!.path;
}

/** Listable model ids of a language matching `where`, for comparing sets. */
async function modelIds(lang: string, where: ReturnType<typeof sql>): Promise<number[]> {
  const found = await rows<{ id: number }>(database.db, sql`select model_id as id from catalog_listing where lang = ${lang} and ${LISTABLE} and ${where}`);
  return found.map((row) => row.id).sort((a, b) => a - b);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const idsOf = (cards: Card[]) => cards.map((card) => card.id);

function expect400(response: { statusCode: number; json(): unknown }, field: string | undefined, label: string) {
  expect(response.statusCode, label).toBe(400);
  const body = response.json() as ErrorJson;
  expect(body.statusCode, label).toBe(400);
  if (field !== undefined) expect(body.field, label).toBe(field);
}

// ---------------------------------------------------------------------------------------------

describe("GET /api/products/productgroup/", () => {
  it("answers a list holding the group at the path, in the storefront's language", async () => {
    for (const lang of ["fi", "sv", "en"]) {
      const path = await groupPath(bigGroup.id, lang);
      const response = await get(`/api/products/productgroup/?path=${encodeURIComponent(path)}`, lang);
      expect(response.statusCode, lang).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=60");
      const list = response.json() as Array<Record<string, unknown>>;
      expect(list).toHaveLength(1);
      const [names] = await rows<{ name: string }>(
        database.db,
        sql`select name from product_group_translations where group_id = ${bigGroup.id} and lang = ${lang}`,
      );
      expect(list[0]).toMatchObject({ id: bigGroup.id, path, name: names!.name });
      expect(Object.keys(list[0]!).sort()).toEqual(
        [
          "ancestors",
          "children",
          "description_html",
          "filterable_properties",
          "group_sorting",
          "id",
          "meta_description",
          "meta_title",
          "name",
          "path",
          "shortName",
          "showInMenu",
        ].sort(),
      );
      const children = await rows<{ id: number }>(database.db, sql`select id from product_groups where parent_id = ${bigGroup.id}`);
      expect(sorted((list[0]!.children as Array<{ id: number }>).map((child) => child.id))).toEqual(sorted(children.map((child) => child.id)));
    }
  });

  it("ignores case and slashes at the ends", async () => {
    const path = await groupPath(bigGroup.id, "fi");
    const response = await get(`/api/products/productgroup/?path=${encodeURIComponent(`/${path.toUpperCase()}/`)}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as Array<{ id: number }>)[0]!.id).toBe(bigGroup.id);
  });

  it("answers 404 'Product group not found.' for an unknown or other-language path", async () => {
    const svOnly = await groupPath(bigGroup.id, "sv");
    expect(svOnly).not.toBe(await groupPath(bigGroup.id, "fi"));
    for (const path of ["ei-ole-olemassa", svOnly, "vaatteet/<script>alert(1)</script>", "x'; drop table product_groups; --"]) {
      const response = await get(`/api/products/productgroup/?path=${encodeURIComponent(path)}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({ statusCode: 404, error: "Not Found", message: "Product group not found." });
    }
  });

  it("answers 400 naming path when it is missing, empty, only slashes, too long or has control characters", async () => {
    for (const query of ["", "?path=", "?path=%20", "?path=%2F%2F", `?path=${"a".repeat(501)}`, "?path=a%00b", "?path=a&path=b"]) {
      expect400(await get(`/api/products/productgroup/${query}`), "path", query);
    }
  });
});

describe("GET /api/brand/", () => {
  it("answers the brand's fields in the storefront's language", async () => {
    const answers = new Map<string, Record<string, unknown>>();
    for (const lang of ["fi", "en"]) {
      const response = await get(`/api/brand/?slug=${bigBrand.slug}`, lang);
      expect(response.statusCode, lang).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=60");
      const body = response.json() as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(["description", "id", "logo", "metaDescription", "name", "promoImages", "slug", "title"]);
      const [row] = await rows<{ title: string }>(
        database.db,
        sql`select title from brand_translations where brand_id = ${bigBrand.id} and lang = ${lang}`,
      );
      expect(body).toMatchObject({ id: bigBrand.id, slug: bigBrand.slug, title: row!.title });
      answers.set(lang, body);
    }
    expect(answers.get("fi")!.title).not.toBe(answers.get("en")!.title);
  });

  it("reads the slug case-insensitively", async () => {
    const response = await get(`/api/brand/?slug=${bigBrand.slug.toUpperCase()}`);
    expect((response.json() as { id: number }).id).toBe(bigBrand.id);
  });

  it("answers 404 'Manufacturer not found.' for an unknown or hidden brand", async () => {
    for (const slug of ["ei-ole", "piilotettu-merkki"]) {
      const response = await get(`/api/brand/?slug=${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Manufacturer not found." });
    }
  });

  it("answers 400 naming slug when it is missing or no slug", async () => {
    for (const query of ["", "?slug=", "?slug=a%20b", "?slug=%3Cb%3Ex%3C%2Fb%3E", "?slug=-abc", `?slug=${"a".repeat(101)}`, "?slug=x'--"]) {
      expect400(await get(`/api/brand/${query}`), "slug", query);
    }
  });
});

// ---------------------------------------------------------------------------------------------

const LIST = "/api/products/productmodellist/";
const compressed = (request: unknown) => LZString.compressToEncodedURIComponent(JSON.stringify(request));
const listGet = (request: unknown, lang = "fi") => get(`${LIST}?q=${compressed(request)}`, lang);

describe("GET and POST /api/products/productmodellist/", () => {
  it("answers every listable card of a group, named in the request's language", async () => {
    for (const language of ["fi", "de"]) {
      const response = await post(LIST, { source: "ProductGroup", id: bigGroup.id, language, taxAreaId: 1 });
      expect(response.statusCode, language).toBe(200);
      const cards = response.json() as Card[];
      expect(sorted(idsOf(cards))).toEqual(await modelIds(language, sql`group_ids @> array[${bigGroup.id}]::int[]`));
      const names = await rows<{ id: number; name: string }>(database.db, sql`select model_id as id, name from catalog_listing where lang = ${language}`);
      const nameById = new Map(names.map((row) => [row.id, row.name]));
      for (const card of cards) expect(card.name).toBe(nameById.get(card.id));
    }
  });

  it("answers a group by its localized path and a brand by slug or id", async () => {
    const byId = (await post(LIST, { source: "ProductGroup", id: bigGroup.id, language: "sv", taxAreaId: 1 })).json() as Card[];
    const byPath = (await post(LIST, { source: "ProductGroup", slug: await groupPath(bigGroup.id, "sv"), language: "sv", taxAreaId: 1 })).json();
    expect(byPath).toEqual(byId);
    const brandBySlug = (await post(LIST, { source: "Manufacturer", slug: bigBrand.slug, language: "fi", taxAreaId: 1 })).json() as Card[];
    const brandById = (await post(LIST, { source: "Manufacturer", id: bigBrand.id, language: "fi", taxAreaId: 1 })).json();
    expect(brandById).toEqual(brandBySlug);
    expect(sorted(idsOf(brandBySlug))).toEqual(await modelIds("fi", sql`brand_id = ${bigBrand.id}`));
    expect(brandBySlug.every((card) => card.manufacturerSlug === bigBrand.slug)).toBe(true);
  });

  it("GET with the request compressed into q answers exactly what POST answers", async () => {
    const requests = [
      { source: "ProductGroup", id: bigGroup.id, language: "fi", taxAreaId: 1 },
      { source: "Manufacturer", slug: bigBrand.slug, language: "en", taxAreaId: 2, sortIds: [5, 4, 3] },
    ];
    for (const request of requests) {
      const viaGet = await listGet(request);
      const viaPost = await post(LIST, request);
      expect(viaGet.statusCode).toBe(200);
      expect(viaGet.headers["cache-control"]).toBe("public, max-age=60");
      expect((viaGet.json() as Card[]).length).toBeGreaterThan(0);
      expect(viaGet.json()).toEqual(viaPost.json());
    }
  });

  it("reads q whether its '+' arrives as is (a space to the query parser) or percent-encoded", async () => {
    let request: unknown = null;
    for (let n = 1; n < 500 && request === null; n++) {
      const candidate = { source: "ProductGroup", id: bigGroup.id, language: "fi", taxAreaId: 1, sortIds: [n, n * 7] };
      if (compressed(candidate).includes("+")) request = candidate;
    }
    expect(request).not.toBeNull();
    const expected = (await post(LIST, request)).json();
    const raw = await get(`${LIST}?q=${compressed(request)}`);
    const encoded = await get(`${LIST}?q=${encodeURIComponent(compressed(request))}`);
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toEqual(expected);
    expect(encoded.json()).toEqual(expected);
  });

  it("prices the cards in the request's tax area", async () => {
    const prices = await rows<{ id: number; active: number }>(
      database.db,
      sql`select model_id as id, (prices -> '2' ->> 'active')::int as active from catalog_listing where lang = 'fi' and prices ? '2'`,
    );
    const expected = new Map(prices.map((row) => [row.id, row.active]));
    const cards = (await post(LIST, { source: "ProductGroup", id: bigGroup.id, language: "fi", taxAreaId: 2 })).json() as Card[];
    const priced = cards.filter((card) => expected.has(card.id));
    expect(priced.length).toBeGreaterThan(0);
    for (const card of priced) expect(card.price.active, String(card.id)).toBe(expected.get(card.id));
  });

  it("re-orders by sortIds: the named cards first in that order, the rest after, unknown ids ignored", async () => {
    const plain = idsOf((await post(LIST, { source: "ProductGroup", id: bigGroup.id, language: "fi", taxAreaId: 1 })).json() as Card[]);
    expect(plain.length).toBeGreaterThan(3);
    const wanted = [plain[plain.length - 1]!, 987_654_321, plain[1]!, plain[plain.length - 2]!];
    const response = await listGet({ source: "ProductGroup", id: bigGroup.id, language: "fi", taxAreaId: 1, sortIds: wanted });
    const ordered = idsOf(response.json() as Card[]);
    expect(ordered.slice(0, 3)).toEqual(wanted.filter((id) => id !== 987_654_321));
    expect(ordered).not.toContain(987_654_321);
    expect(sorted(ordered)).toEqual(sorted(plain));
    // The ids not named keep their own order behind the named ones.
    expect(ordered.slice(3)).toEqual(plain.filter((id) => !wanted.includes(id)));
  });

  it("answers an empty list for an unknown group or brand", async () => {
    for (const request of [
      { source: "ProductGroup", id: 99_999_999, language: "fi", taxAreaId: 1 },
      { source: "ProductGroup", slug: "ei/ole/olemassa", language: "fi", taxAreaId: 1 },
      { source: "Manufacturer", slug: "piilotettu-merkki", language: "fi", taxAreaId: 1 },
    ]) {
      const response = await post(LIST, request);
      expect(response.statusCode, JSON.stringify(request)).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  const good = { source: "ProductGroup", id: 1, language: "fi", taxAreaId: 1 };
  const badBodies: Array<[string, unknown]> = [
    ["source", { ...good, source: "Brand" }],
    ["source", { ...good, source: undefined }],
    ["id", { ...good, id: "1" }],
    ["id", { ...good, id: -4 }],
    ["id", { ...good, id: 1.5 }],
    ["id", { source: "ProductGroup", language: "fi", taxAreaId: 1 }],
    ["slug", { source: "Manufacturer", slug: "", language: "fi", taxAreaId: 1 }],
    ["slug", { source: "Manufacturer", slug: 12, language: "fi", taxAreaId: 1 }],
    ["language", { ...good, language: "xx" }],
    ["language", { ...good, language: "FI" }],
    ["language", { ...good, language: undefined }],
    ["taxAreaId", { ...good, taxAreaId: -1 }],
    ["taxAreaId", { ...good, taxAreaId: 0 }],
    ["taxAreaId", { ...good, taxAreaId: "1" }],
    ["taxAreaId", { ...good, taxAreaId: 99_999_999_999 }],
    ["taxAreaId", { ...good, taxAreaId: 999 }],
    ["sortIds", { ...good, sortIds: "1,2" }],
    ["sortIds", { ...good, sortIds: Array.from({ length: 5001 }, (_, i) => i + 1) }],
    ["sortIds.1", { ...good, sortIds: [1, "2"] }],
    ["sortIds.0", { ...good, sortIds: [-1] }],
  ];

  it("POST answers 400 naming the field for every bad body", async () => {
    for (const [field, body] of badBodies) {
      expect400(await post(LIST, body), field, `${field} ${JSON.stringify(body).slice(0, 80)}`);
    }
  });

  it("GET answers 400 naming the field under q for the same bad requests", async () => {
    for (const [field, body] of badBodies) {
      const q = compressed(body);
      // 5,001 sort ids do not fit a GET; that request is covered by the POST test above.
      if (q.length > 2000) continue;
      expect400(await get(`${LIST}?q=${q}`), `q.${field}`, `${field} ${JSON.stringify(body).slice(0, 80)}`);
    }
  });

  it("GET answers 400 naming q when it is missing, not lz-string, not JSON, not an object or too long", async () => {
    const notJson = LZString.compressToEncodedURIComponent("{source: ProductGroup");
    const tooLong = "A".repeat(2001);
    for (const query of ["", "?q=", "?q=garbage!!", "?q=%3Cscript%3E", `?q=${notJson}`, `?q=${compressed(42)}`, `?q=${compressed(null)}`, `?q=${tooLong}`, `?q=${compressed(good)}&q=x`]) {
      const response = await get(`${LIST}${query}`);
      expect400(response, "q", query.slice(0, 60));
      expect(response.body).not.toContain("<script");
    }
  });

  it("POST answers 400 for a body that is no JSON object", async () => {
    for (const payload of ["{not json", "[]", "42"]) {
      const response = await test.app.inject({ method: "POST", url: LIST, payload, headers: { host: host("fi"), "content-type": "application/json" } });
      expect400(response, undefined, payload);
    }
  });
});

// ---------------------------------------------------------------------------------------------

const LISTING = "/api/listing/";
const listing = async (query: string, lang = "fi", headers: Record<string, string> = {}) => {
  const response = await get(`${LISTING}?${query}`, lang, headers);
  expect(response.statusCode, `${query}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json() as Page;
};

describe("GET /api/listing/", () => {
  it("answers one page of the whole catalogue with total, facets and headers, in two languages", async () => {
    for (const lang of ["fi", "sv"]) {
      const response = await get(`${LISTING}?source=catalog`, lang);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=60");
      expect(String(response.headers.vary)).toMatch(/cookie/i);
      const page = response.json() as Page;
      const all = await modelIds(lang, sql`true`);
      expect(page.total).toBe(all.length);
      expect(page).toMatchObject({ offset: 0, limit: 60, sort: "default", approximate: false, warnings: [] });
      expect(page.items.length).toBe(Math.min(60, all.length));
      expect(page.items.every((card) => all.includes(card.id))).toBe(true);
      expect(page.facets.length).toBeGreaterThan(0);
      const names = await rows<{ id: number; name: string }>(database.db, sql`select model_id as id, name from catalog_listing where lang = ${lang}`);
      const nameById = new Map(names.map((row) => [row.id, row.name]));
      for (const card of page.items) expect(card.name).toBe(nameById.get(card.id));
    }
  });

  it("gives each colour of a card its own first picture for the swatch preview", async () => {
    const page = (await get(`${LISTING}?source=catalog&limit=120`, "fi")).json() as { items: Array<{ id: number; colors: Array<{ slug: string; image: string | null }> }> };
    const firsts = await rows<{ model_id: number; colour_slug: string; id: number }>(
      database.db,
      sql`select distinct on (model_id, colour_slug) model_id, colour_slug, id from images
          where colour_slug is not null order by model_id, colour_slug, sort_order, id`,
    );
    const first = new Map(firsts.map((row) => [`${row.model_id}:${row.colour_slug}`, row.id]));
    const colours = page.items.flatMap((card) => card.colors.map((colour) => ({ card, colour })));
    expect(colours.filter(({ colour }) => colour.image !== null).length).toBeGreaterThan(10);
    for (const { card, colour } of colours) {
      const id = first.get(`${card.id}:${colour.slug}`);
      expect(colour.image).toBe(id === undefined ? null : `/images/products/${id}-320.svg`);
    }
  });

  it("source=group: the group's products and counts", async () => {
    const page = await listing(`source=group&id=${bigGroup.id}&limit=120`, "en");
    const inGroup = new Set(await modelIds("en", sql`group_ids @> array[${bigGroup.id}]::int[]`));
    expect(page.total).toBe(inGroup.size);
    expect(page.sourceTotal).toBe(inGroup.size);
    expect(page.items.length).toBe(Math.min(120, page.total));
    expect(page.items.every((card) => inGroup.has(card.id))).toBe(true);
    // Grid cards carry what the card draws, not the full card's filter data.
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      ["colors", "fromPrefix", "id", "image", "manufacturer", "manufacturerSlug", "name", "path", "price", "ratingCount", "rating", "ribbons", "shortDescription", "tags"].sort(),
    );
  });

  it("source=brand by slug or id: the brand's products", async () => {
    const bySlug = await listing(`source=brand&slug=${bigBrand.slug}`);
    const byId = await listing(`source=brand&id=${bigBrand.id}`);
    expect(byId).toEqual(bySlug);
    expect(bySlug.total).toBe(bigBrand.total);
    expect(bySlug.items.every((card) => card.manufacturerSlug === bigBrand.slug)).toBe(true);
  });

  it("source=newest and source=search answer normal pages", async () => {
    const newest = await listing("source=newest");
    expect(newest.sort).toBe("newest");
    expect(newest.total).toBeLessThanOrEqual((await modelIds("fi", sql`true`)).length);
    const search = await listing("source=search&text=takki");
    expect(search.items.length).toBeLessThanOrEqual(search.total);
    expect(Array.isArray(search.relatedSearches)).toBe(true);
  });

  it("filters like the page URL: a brand filter counts exactly that brand's products", async () => {
    const page = await listing(`source=catalog&manufacturer=${bigBrand.slug}`);
    expect(page.total).toBe(bigBrand.total);
    expect(page.items.every((card) => card.manufacturerSlug === bigBrand.slug)).toBe(true);
    expect(page.warnings).toEqual([]);
  });

  it("sorts by the sort parameter", async () => {
    const page = await listing("source=catalog&sort=lowest&limit=120");
    expect(page.sort).toBe("lowest");
    const prices = page.items.map((card) => card.price.active);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("pages: offset and limit cut the same order", async () => {
    const whole = await listing("source=catalog&sort=alphabetical&limit=15");
    const part = await listing("source=catalog&sort=alphabetical&offset=10&limit=5");
    expect(part).toMatchObject({ offset: 10, limit: 5 });
    expect(idsOf(part.items)).toEqual(idsOf(whole.items).slice(10, 15));
  });

  it("clamps absurd offsets and limits into a normal page", async () => {
    const total = (await modelIds("fi", sql`true`)).length;
    const cases: Array<[string, { offset: number; limit: number; items: number }]> = [
      ["limit=100000", { offset: 0, limit: 120, items: Math.min(120, total) }],
      ["limit=0", { offset: 0, limit: 1, items: 1 }],
      ["limit=-5", { offset: 0, limit: 1, items: 1 }],
      ["offset=-3&limit=2", { offset: 0, limit: 2, items: 2 }],
      ["offset=99999999999999999999", { offset: 100_000, limit: 60, items: 0 }],
      [`offset=${total}`, { offset: total, limit: 60, items: 0 }],
    ];
    for (const [query, expected] of cases) {
      const page = await listing(`source=catalog&${query}`);
      expect({ offset: page.offset, limit: page.limit, items: page.items.length }, query).toEqual(expected);
      expect(page.total, query).toBe(total);
    }
  });

  it("leaves out filter values that make no sense and lists them in warnings", async () => {
    const plain = await listing("source=catalog");
    const cases: Array<[string, string]> = [
      ["price=200-10", "price"],
      ["price=-5-100", "price"],
      ["price=abc", "price"],
      ["price=1-99999999999", "price"],
      ["sort=bogus", "sort"],
      ["color=%3Cb%3E", "color"],
      ["group=-1", "group"],
      ["manufacturer=x'%20or%201=1", "manufacturer"],
    ];
    for (const [query, param] of cases) {
      const page = await listing(`source=catalog&${query}`);
      expect(page.total, query).toBe(plain.total);
      expect(page.sort, query).toBe("default");
      expect(page.warnings.map((warning) => warning.param), query).toEqual([param]);
      // The warning names the parameter; the value sent is never echoed back.
      const value = decodeURIComponent(query.slice(query.indexOf("=") + 1));
      expect(JSON.stringify(page.warnings), query).not.toContain(value);
    }
  });

  it("reads a dynamic property parameter and ignores unknown parameters", async () => {
    const [property] = await rows<{ slug: string; value: string }>(
      database.db,
      sql`select t.slug, v.slug as value from property_types t join property_values v on v.property_type_id = t.id
          where t.is_filterable and t.filter_kind = 'checkbox' order by t.sort_order, t.id, v.sort_order, v.id limit 1`,
    );
    const plain = await listing("source=catalog");
    const filtered = await listing(`source=catalog&${property!.slug}=${property!.value}`);
    expect(filtered.warnings).toEqual([]);
    expect(filtered.total).toBeLessThan(plain.total);
    const junk = await listing(`source=catalog&${property!.slug}=%3Cscript%3E`);
    expect(junk.warnings.map((warning) => warning.param)).toEqual([property!.slug]);
    expect(junk.total).toBe(plain.total);
    expect((await listing("source=catalog&no-such-property=1&utm_source=x")).total).toBe(plain.total);
  });

  it("answers SQL, HTML and 10,000 characters of text with a normal JSON page that reflects no markup", async () => {
    const before = (await modelIds("fi", sql`true`)).length;
    for (const text of ["<script>alert(1)</script>", "'; drop table catalog_listing; --", "x".repeat(10_000), "\u0000<img src=x onerror=alert(1)>"]) {
      for (const source of ["catalog", "search"]) {
        const response = await get(`${LISTING}?source=${source}&text=${encodeURIComponent(text)}`);
        expect(response.statusCode, `${source} ${text.slice(0, 30)}`).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        const page = response.json() as Page;
        // The text filter's own section carries the text back as data; nothing else may echo it.
        const withoutText = { ...page, facets: page.facets.map((facet) => ({ ...facet, text: undefined })) };
        expect(JSON.stringify(withoutText)).not.toMatch(/<script|<img|drop table/i);
        const textSection = page.facets.find((facet) => facet.key === "text");
        if (textSection?.text) expect(textSection.text.length).toBeLessThanOrEqual(200);
      }
    }
    expect((await modelIds("fi", sql`true`)).length).toBe(before);
  });

  it("prices in the tax area of the delivery country cookie or parameter; a stale cookie falls back", async () => {
    const prices = await rows<{ id: number; active: number }>(
      database.db,
      sql`select model_id as id, (prices -> '2' ->> 'active')::int as active from catalog_listing where lang = 'sv' and prices ? '2'`,
    );
    const swedish = new Map(prices.map((row) => [row.id, row.active]));
    const viaCookie = await listing("source=catalog&limit=120", "sv", { cookie: "delivery_country=se; currency=sek" });
    const viaQuery = await listing("source=catalog&limit=120&delivery_country=se&currency=sek", "sv");
    expect(viaQuery.items).toEqual(viaCookie.items);
    const checked = viaCookie.items.filter((card) => swedish.has(card.id));
    expect(checked.length).toBeGreaterThan(0);
    for (const card of checked) expect(card.price.active).toBe(swedish.get(card.id));

    // The x-so-* request headers name the locale too, over the cookies (here on the fi storefront).
    const swedishOnFi = await listing("source=catalog&limit=120", "fi", { cookie: "delivery_country=se; currency=sek" });
    const viaHeaders = await listing("source=catalog&limit=120", "fi", {
      cookie: "delivery_country=de; currency=eur",
      "x-so-delivery-country-code": "SE",
      "x-so-currency-code": "Sek",
    });
    expect(viaHeaders.items).toEqual(swedishOnFi.items);

    const stale = await listing("source=catalog", "fi", { cookie: "delivery_country=zz; currency=xyz" });
    expect(stale.total).toBe((await modelIds("fi", sql`true`)).length);
    // Codes the shop does not offer are ignored wherever they come from: the fi storefront's own prices.
    const plain = await listing("source=catalog&limit=120", "fi");
    expect(plain.items).not.toEqual(swedishOnFi.items);
    for (const query of ["delivery_country=zz&currency=xyz", "delivery_country=&currency=", `currency=${"q".repeat(5000)}`]) {
      expect((await listing(`source=catalog&limit=120&${query}`, "fi")).items, query).toEqual(plain.items);
    }
    expect((await listing("source=catalog&limit=120", "fi", { "x-so-delivery-country-code": "zz", "x-so-currency-code": "qqq" })).items).toEqual(plain.items);
  });

  it("answers 400 naming the field for a bad source, id, slug, offset or limit", async () => {
    const cases: Array<[string, string]> = [
      ["", "source"],
      ["source=everything", "source"],
      ["source=group", "id"],
      ["source=group&id=abc", "id"],
      ["source=group&id=0", "id"],
      ["source=group&id=-3", "id"],
      ["source=group&id=1&id=2", "id"],
      ["source=brand", "slug"],
      ["source=brand&slug=%3Cb%3E", "slug"],
      ["source=catalog&offset=abc", "offset"],
      ["source=catalog&offset=1e3", "offset"],
      ["source=catalog&limit=ten", "limit"],
    ];
    for (const [query, field] of cases) {
      const response = await get(`${LISTING}?${query}`);
      expect400(response, field, query);
      expect(response.body).not.toContain("<b>");
    }
  });

  it("answers 404 for an unknown group or brand, with the shop's messages", async () => {
    const group = await get(`${LISTING}?source=group&id=99999999`);
    expect(group.statusCode).toBe(404);
    expect((group.json() as ErrorJson).message).toBe("Product group not found.");
    for (const query of ["source=brand&slug=ei-ole", "source=brand&slug=piilotettu-merkki", "source=brand&id=99999999"]) {
      const brand = await get(`${LISTING}?${query}`);
      expect(brand.statusCode, query).toBe(404);
      expect((brand.json() as ErrorJson).message).toBe("Manufacturer not found.");
    }
  });
});

describe("OpenAPI document", () => {
  it("lists the catalogue calls with their named schemas", async () => {
    const doc = (await test.app.inject({ url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { tags: string[]; summary: string; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const calls: Array<[string, string, string]> = [
      ["/api/products/productgroup/", "get", "ProductGroupDetail"],
      ["/api/brand/", "get", "BrandDetail"],
      ["/api/products/productmodellist/", "get", "ProductCard"],
      ["/api/products/productmodellist/", "post", "ProductCard"],
      ["/api/listing/", "get", "ListingPage"],
    ];
    for (const [path, method, schema] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual(["catalogue"]);
      expect(operation!.summary.length).toBeGreaterThan(0);
      expect(JSON.stringify(operation!.responses["200"])).toContain(`#/components/schemas/${schema}`);
      expect(doc.components.schemas[schema]).toBeDefined();
    }
    expect(doc.components.schemas.ProductModelListRequestInput ?? doc.components.schemas.ProductModelListRequest).toBeDefined();
  });
});

describe("card paths of products under /old", () => {
  it("links packages and gift cards to their /old address and other products to their own", async () => {
    await database.db.execute(sql`update product_models set is_bundle = true where id = (select min(id) from product_models where is_public)`);
    await refreshCatalogListing(database.db);
    try {
      const cards = await rows<{ path: string; old: boolean }>(
        database.db,
        sql`select c.path, (m.is_bundle or m.is_gift_card or m.id in (2427, 1412)) as old
            from catalog_listing c join product_models m on m.id = c.model_id where c.lang = 'fi'`,
      );
      const packages = cards.filter((card) => card.old);
      expect(packages.length).toBeGreaterThan(0);
      for (const card of packages) expect(card.path).toMatch(/^\/old\/[^/]+\//);
      for (const card of cards.filter((entry) => !entry.old)) expect(card.path.startsWith("/old/")).toBe(false);
    } finally {
      await database.db.execute(sql`update product_models set is_bundle = false where id = (select min(id) from product_models where is_public)`);
      await refreshCatalogListing(database.db);
    }
  });
});
