import { describe, expect, it } from "vitest";
import { buildListingIndex, type ListingIndexRow } from "./index-build.ts";
import { queryListingIndex, type IndexQuery } from "./index-filter.ts";
import { recommendedIds } from "./index-orders.ts";
import { cardInColours } from "./cards.ts";
import { sizeRank } from "./facet-sections.ts";
import type { CardRow, ListingLabels, ListingRepository } from "./listing-repository.ts";
import { createListingService, orderBySortIds } from "./listing-service.ts";
import { emptyFilters } from "./query-params.ts";
import type { ListingRequest } from "./types.ts";

const row = (modelId: number, over: Partial<ListingIndexRow> = {}): ListingIndexRow => ({
  modelId,
  brandId: 1,
  brandSlug: "a",
  groupIds: [10],
  colourFamilies: ["red"],
  sizes: ["M"],
  storeSlugs: [],
  propertyValues: {},
  activeCents: { "1": 1000 },
  createdAt: modelId,
  soldAmount: 0,
  rating: 0,
  ratingCount: 0,
  offerPrices: {},
  isOutlet: false,
  discountsAllowed: true,
  popularity: 0,
  sortName: `x ${modelId}`,
  ...over,
});

const EU_RULE = () => "lowest-30-days" as const;

// Brand a/b crossed with colour red/blue, sizes and prices varying.
const ROWS = [
  row(1, { brandSlug: "a", colourFamilies: ["red"], sizes: ["S", "M"], activeCents: { "1": 1000 }, popularity: 5 }),
  row(2, { brandSlug: "a", colourFamilies: ["blue"], sizes: ["M"], activeCents: { "1": 2000 }, popularity: 9 }),
  row(3, { brandId: 2, brandSlug: "b", colourFamilies: ["red"], sizes: ["L"], activeCents: { "1": 3000 }, popularity: 9 }),
  row(4, { brandId: 2, brandSlug: "b", colourFamilies: ["blue", "red"], sizes: ["XS"], activeCents: { "1": 4000 }, popularity: 1 }),
  row(5, { brandId: 2, brandSlug: "b", colourFamilies: ["green"], sizes: ["42"], activeCents: {}, popularity: 0 }),
];

function query(over: Partial<IndexQuery> = {}): IndexQuery {
  return {
    scope: null,
    rankOrder: null,
    manufacturer: [],
    color: [],
    store: [],
    size: [],
    group: [],
    textMatch: null,
    price: null,
    properties: {},
    taxAreaId: 1,
    currencyRate: 1,
    sort: "default",
    offset: 0,
    limit: 10,
    ...over,
  };
}

describe("queryListingIndex", () => {
  const index = buildListingIndex(ROWS, "en-US", EU_RULE);

  it("counts each section over the products matching the other filters", () => {
    const result = queryListingIndex(index, query({ manufacturer: ["a"], color: ["red"] }));
    expect(result.total).toBe(1);
    expect(result.ids).toEqual([1]);
    // Brand counts ignore the brand filter (red products: 1, 3, 4).
    expect(Object.fromEntries(result.counts.manufacturer)).toEqual({ a: 1, b: 2 });
    // Colour counts ignore the colour filter (brand a: 1 red, 2 blue).
    expect(Object.fromEntries(result.counts.color)).toEqual({ red: 1, blue: 1 });
    // Sizes count within both filters.
    expect(Object.fromEntries(result.counts.size)).toEqual({ S: 1, M: 1 });
  });

  it("orders by popularity with the model id breaking ties, and pages without overlap", () => {
    expect(queryListingIndex(index, query()).ids).toEqual([2, 3, 1, 4, 5]);
    expect(queryListingIndex(index, query({ offset: 1, limit: 2 })).ids).toEqual([3, 1]);
    expect(queryListingIndex(index, query({ sort: "lowest" })).ids).toEqual([1, 2, 3, 4, 5]);
    expect(queryListingIndex(index, query({ sort: "highest" })).ids).toEqual([4, 3, 2, 1, 5]);
  });

  it("drops a price range that covers the whole span of the other filters' products", () => {
    const full = queryListingIndex(index, query({ price: { min: 10, max: 40 } }));
    expect(full.total).toBe(5);
    expect(full.applied.price).toBeNull();
    expect(full.priceSpan).toEqual({ min: 10, max: 40 });
    const part = queryListingIndex(index, query({ price: { min: 10, max: 25 } }));
    expect(part.ids).toEqual([2, 1]);
    expect(part.applied.price).toEqual({ min: 10, max: 25 });
    // The same range is full for brand b alone (30-40): dropped there.
    const brandB = queryListingIndex(index, query({ manufacturer: ["b"], price: { min: 30, max: 40 } }));
    expect(brandB.applied.price).toBeNull();
    expect(brandB.total).toBe(3);
  });
});

describe("queryListingIndex matches, few or many", () => {
  // 400 models: a brand filter keeps 4 of them (kept as positions) or 200 (kept as one byte per model).
  const many = Array.from({ length: 400 }, (_, i) =>
    row(i + 1, { brandId: i % 100 === 0 ? 3 : i % 2 ? 1 : 2, brandSlug: i % 100 === 0 ? "rare" : i % 2 ? "a" : "b", popularity: (i * 37) % 101, activeCents: { "1": 1000 + ((i * 53) % 700) } }),
  );
  const index = buildListingIndex(many, "en-US", EU_RULE);
  const expected = (brand: string, sort: "default" | "lowest", offset: number, limit: number) => {
    const rows = many.filter((r) => r.brandSlug === brand);
    const price = (r: ListingIndexRow) => r.activeCents["1"]!;
    rows.sort((x, y) => (sort === "lowest" ? price(x) - price(y) : y.popularity - x.popularity) || x.modelId - y.modelId);
    return rows.slice(offset, offset + limit).map((r) => r.modelId);
  };

  it("pages the same way whether the matches are kept as positions or as one byte per model, and leaves no mark behind", () => {
    for (const brand of ["rare", "a"]) {
      for (const sort of ["default", "lowest"] as const) {
        for (const [offset, limit] of [[0, 3], [2, 60], [0, 500]] as const) {
          expect(queryListingIndex(index, query({ manufacturer: [brand], sort, offset, limit })).ids, `${brand} ${sort} ${offset}`).toEqual(expected(brand, sort, offset, limit));
        }
      }
    }
    expect(queryListingIndex(index, query({ manufacturer: ["rare"] })).matched.positions?.length).toBe(4);
    expect(queryListingIndex(index, query({ manufacturer: ["a"] })).matched.bits?.length).toBe(400);
    // The marks of one kept-as-positions result are cleared after use: the next small result shows only its own.
    const cheap = many.filter((r) => r.activeCents["1"]! <= 1050).map((r) => r.modelId).sort((x, y) => x - y);
    const found = queryListingIndex(index, query({ price: { min: 10, max: 10.5 }, limit: 500 }));
    expect(found.matched.positions).toBeDefined();
    expect([...found.ids].sort((x, y) => x - y)).toEqual(cheap);
  });
});

describe("queryListingIndex with property filters", () => {
  const index = buildListingIndex(
    [
      row(1, { propertyValues: { gender: ["men"], weight: [300] } }),
      row(2, { propertyValues: { gender: ["women"], weight: [500] } }),
      row(3, { propertyValues: { gender: ["men", "women"], weight: [700] } }),
      row(4, { propertyValues: {} }),
    ],
    "en-US",
    EU_RULE,
  );

  it("checkbox values are alternatives; a range keeps values inside it; each section counts without its own filter", () => {
    const result = queryListingIndex(
      index,
      query({ properties: { gender: { kind: "checkbox", values: ["women", "kids"] }, weight: { kind: "range", min: 600, max: 800 } } }),
    );
    expect(result.ids).toEqual([3]);
    // Gender counts over the weight range only (product 3: men and women).
    expect(Object.fromEntries(result.counts.properties.get("gender")!)).toEqual({ men: 1, women: 1 });
    // The weight span over the products matching the gender filter (2 and 3).
    expect(result.rangeSpans.get("weight")).toEqual({ min: 500, max: 700 });
    expect(result.applied.properties.weight).toEqual({ kind: "range", min: 600, max: 800 });
    // 400-800 covers that whole span: dropped, and gender counts over every product.
    const covering = queryListingIndex(
      index,
      query({ properties: { gender: { kind: "checkbox", values: ["women"] }, weight: { kind: "range", min: 400, max: 800 } } }),
    );
    expect(covering.ids).toEqual([2, 3]);
    expect(covering.applied.properties.weight).toBeUndefined();
    expect(Object.fromEntries(covering.counts.properties.get("gender")!)).toEqual({ men: 2, women: 2 });
  });

  it("a range on a property no product has matches nothing and has no span", () => {
    const result = queryListingIndex(index, query({ properties: { volume: { kind: "range", min: 1, max: 2 } }, price: { min: 0, max: 5 } }));
    expect(result.total).toBe(0);
    expect(result.rangeSpans.has("volume")).toBe(false);
  });
});

describe("the Offers order", () => {
  const offer = (active: number, regular: number, lowest30d: number | null) => ({
    activeCents: { "1": active, "5": active },
    offerPrices: { "1": { regular, club: null, lowest30d, discountFree: regular }, "5": { regular, club: null, lowest30d, discountFree: regular } },
  });
  const index = buildListingIndex(
    [
      // 20 % below the regular price, but the 30-day lowest price is today's: no reduction under the EU rule.
      row(1, offer(8000, 10000, 8000)),
      row(2, offer(9000, 10000, 10000)),
      row(3, offer(5000, 10000, 6000)),
      row(4, offer(10000, 10000, 10000)),
      row(5, offer(9000, 10000, 10000)),
      row(6, { activeCents: {}, offerPrices: {} }),
    ],
    "en-US",
    (taxAreaId) => (taxAreaId === 5 ? "list-price" : "lowest-30-days"),
  );
  const order = (taxAreaId: number) => [...queryListingIndex(index, query({ sort: "offers", taxAreaId })).ids];

  it("puts the deepest reduction of the tax area's rule first, equal ones by model id", () => {
    expect(order(1)).toEqual([3, 2, 5, 1, 4, 6]);
    expect(order(5)).toEqual([3, 1, 2, 5, 4, 6]);
  });
});

describe("recommendedIds", () => {
  const index = buildListingIndex(
    [
      // Group 11 (inside 10): 1 and 2; the rest of group 10: 3, 4, 5, 6.
      row(1, { groupIds: [10, 11], storeSlugs: ["web"], popularity: 1 }),
      row(2, { groupIds: [10, 11], storeSlugs: ["web"], popularity: 5 }),
      row(3, { groupIds: [10], storeSlugs: ["web"], popularity: 9 }),
      row(4, { groupIds: [10], storeSlugs: [], popularity: 50 }),
      row(5, { groupIds: [10], storeSlugs: ["web"], activeCents: { "2": 900 }, popularity: 40 }),
      row(6, { groupIds: [10], storeSlugs: ["helsinki"], popularity: 3 }),
    ],
    "en-US",
    EU_RULE,
  );
  const scopes = [index.groupScopes.get(11)!, index.groupScopes.get(10)!];

  it("takes the most popular of the page's group first, then of the wider group, leaving out what cannot be bought", () => {
    // 4 has no stock and 5 no price in tax area 1; the page's own model 1 is excluded.
    expect(recommendedIds(index, scopes, { taxAreaId: 1, exclude: new Set([1]), limit: 10 })).toEqual([2, 3, 6]);
    expect(recommendedIds(index, scopes, { taxAreaId: 1, exclude: new Set(), limit: 2 })).toEqual([2, 1]);
    expect(recommendedIds(index, scopes, { taxAreaId: 2, exclude: new Set(), limit: 10 })).toEqual([5]);
  });
});

describe("cardInColours", () => {
  const colour = (slug: string, image: string | null) => ({ slug, control: `0-${slug}`, name: slug, hex: "#000000", image });
  const card = {
    id: 1,
    name: "n",
    manufacturer: "m",
    manufacturerSlug: "m",
    path: "/m/n/",
    image: "/images/products/100-320.svg",
    colors: [colour("black", "/images/products/100-320.svg"), colour("navy", null), colour("turquoise", "/images/products/102-320.svg")],
    price: { active: 1, reference: 1, club: null, type: "normal" as const, discountPercent: null },
    shortDescription: "",
    tags: [],
    ribbons: [],
    rating: 0,
    ratingCount: 0,
    fromPrefix: false,
  };
  const families = ["black", "blue", "blue"];

  it("shows the first pictured colour of the filter's families and links to it by control name", () => {
    expect(cardInColours(card, families, new Set(["blue"]))).toMatchObject({ image: "/images/products/102-320.svg", path: "/m/n/?select-color=0-turquoise" });
  });

  it("is the card itself when its picture already shows such a colour, or no such colour has a picture", () => {
    expect(cardInColours(card, families, new Set(["black", "blue"]))).toBe(card);
    expect(cardInColours(card, families, new Set(["red"]))).toBe(card);
    expect(cardInColours(card, ["black", "blue", "green"], new Set(["blue"]))).toBe(card);
  });
});

describe("helpers", () => {
  it("orderBySortIds puts the named ids first in that order, the others after in their order", () => {
    expect(orderBySortIds([1, 2, 3, 4], [4, 99, 2])).toEqual([4, 2, 1, 3]);
    expect(orderBySortIds([1, 2], [])).toEqual([1, 2]);
  });

  it("sizeRank: letters XXXS..XXXXXL, combined sizes between, then numbers", () => {
    const sizes = ["42", "XL", "S/M", "XXXS", "24,5", "M", "XXXXXL"];
    expect([...sizes].sort((a, b) => sizeRank(a) - sizeRank(b))).toEqual(["XXXS", "S/M", "M", "XL", "XXXXXL", "24,5", "42"]);
  });
});

describe("createListingService", () => {
  const labels: ListingLabels = { brands: [], stores: [], colourFamilies: [], groups: [], propertyTypes: [], outletRibbon: null, deliveryCountries: [] };
  const card = (id: number): CardRow => ({
    modelId: id,
    name: `n${id}`,
    brandName: "A",
    brandSlug: "a",
    path: `/a/n${id}/`,
    imageId: null,
    imagePicture: null,
    colours: [],
    price: null,
    shortDescription: "",
    description: "",
    tags: [],
    ribbons: [],
    soldAmount: 0,
    rating: 0,
    ratingCount: 0,
    createdAt: new Date(0).toISOString(),
    storeSlugs: [],
    sizes: [],
    groupIds: [],
    properties: [],
    isOutlet: false,
    discountsAllowed: true,
    showDiscountPercentage: true,
  });

  function fakeRepository() {
    const state = { version: "1", rows: ROWS, builds: 0 };
    const repository: ListingRepository = {
      version: async () => state.version,
      indexRows: async () => {
        state.builds++;
        return state.rows;
      },
      textRows: async () => [],
      labels: async () => labels,
      cards: async (_lang, ids) => ids.map(card),
      gridCards: async (_lang, ids) => ids.map(card),
      recordViews: async () => {},
      refreshPopularity: async () => {},
    };
    return { state, repository };
  }
  const request: ListingRequest = {
    lang: "en",
    source: { kind: "catalog" },
    filters: emptyFilters(),
    sort: null,
    taxAreaId: 1,
    currencyRate: 1,
    offset: 0,
    limit: 10,
  };
  const noSearch = async () => ({ ids: [], approximate: false, relatedSearches: [], correctedText: null });

  it("related: keeps the buyable also-bought models in their order and fills the recommendations from the page's group, then its parents", async () => {
    const groups: ListingLabels["groups"] = [
      { id: 10, parentId: null, name: "Outdoor", path: "ulkoilu", slug: "ulkoilu", neutralPath: "outdoor", groupSorting: null, filterableProperties: [] },
      { id: 11, parentId: 10, name: "Tents", path: "ulkoilu/teltat", slug: "teltat", neutralPath: "outdoor/tents", groupSorting: null, filterableProperties: [] },
      { id: 12, parentId: 10, name: "Mats", path: "ulkoilu/alustat", slug: "alustat", neutralPath: "outdoor/mats", groupSorting: null, filterableProperties: [] },
    ];
    const rows = [
      row(1, { groupIds: [10, 11, 12], storeSlugs: ["web"], popularity: 1 }),
      row(2, { groupIds: [10, 11], storeSlugs: ["web"], popularity: 5 }),
      row(3, { groupIds: [10, 12], storeSlugs: ["web"], popularity: 8 }),
      row(4, { groupIds: [10], storeSlugs: ["web"], popularity: 9 }),
      // Sold out: neither also bought nor recommended.
      row(5, { groupIds: [10, 11], storeSlugs: [], popularity: 50 }),
      row(6, { groupIds: [10, 11], storeSlugs: ["web"], popularity: 2 }),
    ];
    const { repository } = fakeRepository();
    const service = createListingService({ repository: { ...repository, indexRows: async () => rows, labels: async () => ({ ...labels, groups }) }, search: noSearch });
    const ids = (cards: Array<{ id: number }>) => cards.map((c) => c.id);
    const base = { lang: "en" as const, taxAreaId: 1, modelId: 1, limit: 10 };

    // Came from the tents: 2 and 6 there, then the rest of outdoor; 3 is also bought, 1 is the page itself.
    const fromTents = await service.related({ ...base, groupPath: "ulkoilu/teltat", groupId: 12, alsoBought: [5, 3, 99, 1] });
    expect(ids(fromTents.alsoBought)).toEqual([3]);
    expect(ids(fromTents.recommendations)).toEqual([2, 6, 4]);
    // A path the model is not in (or none) falls back to its main group, here the mats.
    const fallback = await service.related({ ...base, groupPath: "outdoor/nothing", groupId: 12, alsoBought: [] });
    expect(ids(fallback.recommendations)).toEqual([3, 4, 2, 6]);
    expect(ids((await service.related({ ...base, groupPath: null, groupId: 12, alsoBought: [], limit: 1 })).recommendations)).toEqual([3]);
  });

  it("freezes the cards and filter sections it shares between requests: changing one throws", async () => {
    const { repository } = fakeRepository();
    const colours = [
      { slug: "red", control: "0-red", name: "Red", hex: "#ff0000", image: 7, family: "red" },
      { slug: "navy", control: "0-navy", name: "Navy", hex: "#000080", image: 8, family: "blue" },
    ];
    const gridCards: ListingRepository["gridCards"] = async (_lang, ids) => ids.map((id) => ({ ...card(id), imageId: 7, colours }));
    const service = createListingService({ repository: { ...repository, gridCards }, search: noSearch });
    const page = await service.page(request);
    const shared = page.items[0]!;
    expect(() => {
      (shared as { name: string }).name = "changed";
    }).toThrow(TypeError);
    expect(() => {
      (shared.price as { active: number }).active = 0;
    }).toThrow(TypeError);
    expect(() => (shared.colors as unknown[]).pop()).toThrow(TypeError);
    expect(() => {
      (shared.colors[0] as { image: string | null }).image = null;
    }).toThrow(TypeError);
    // The next request gets the same card, as it was.
    expect((await service.page(request)).items[0]).toBe(shared);
    expect(shared.name).toBe(`n${shared.id}`);

    // A colour filter's card (its own picture and link) is kept and shared as well.
    const blue = await service.page({ ...request, filters: { ...emptyFilters(), color: ["blue"] } });
    const inBlue = blue.items[0]!;
    expect(inBlue.image).toBe("/images/products/8-320.svg");
    expect(() => {
      (inBlue as { path: string }).path = "/";
    }).toThrow(TypeError);

    expect(page.facets.length).toBeGreaterThan(0);
    expect(() => (page.facets as unknown[]).push({})).toThrow(TypeError);
    expect(() => (page.facets[0]!.values as unknown[]).pop()).toThrow(TypeError);
    expect(() => {
      (page.facets[0] as { label: string }).label = "changed";
    }).toThrow(TypeError);
  });

  it("leaves them unfrozen when told to (production, where freezing costs time)", async () => {
    const { repository } = fakeRepository();
    const service = createListingService({ repository, search: noSearch, freezeShared: false });
    const page = await service.page(request);
    expect(Object.isFrozen(page.items[0])).toBe(false);
    expect(Object.isFrozen(page.facets)).toBe(false);
  });

  it("rebuilds the index when the read model's version changes", async () => {
    const { state, repository } = fakeRepository();
    const service = createListingService({ repository, search: noSearch });
    expect((await service.page(request)).total).toBe(5);
    expect((await service.page(request)).total).toBe(5);
    expect(state.builds).toBe(1);
    state.rows = ROWS.slice(0, 2);
    state.version = "2";
    expect((await service.page(request)).total).toBe(2);
    expect(state.builds).toBe(2);
  });

  it("with maxStaleMs, answers from the old index for that long, then rebuilds in the background", async () => {
    const { state, repository } = fakeRepository();
    let clock = 0;
    const service = createListingService({ repository, search: noSearch, maxStaleMs: 1000, now: () => clock });
    await service.page(request);
    state.rows = ROWS.slice(0, 2);
    state.version = "2";
    clock = 500;
    expect((await service.page(request)).total).toBe(5);
    expect(state.builds).toBe(1);
    clock = 1500;
    // Still the old answer while the new index builds...
    expect((await service.page(request)).total).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // ...then the new one.
    expect((await service.page(request)).total).toBe(2);
    expect(state.builds).toBe(2);
  });

  it("builds a grid's filter sections once: another sort or batch of the same filters gets the same sections", async () => {
    const { repository } = fakeRepository();
    const service = createListingService({ repository, search: noSearch });
    const first = await service.page(request);
    expect(first.facets.length).toBeGreaterThan(0);
    expect((await service.page({ ...request, sort: "lowest", offset: 2 })).facets).toBe(first.facets);
    // Other filters: sections of their own, with their own counts.
    const brandA = await service.page({ ...request, filters: { ...emptyFilters(), manufacturer: ["a"] } });
    expect(brandA.facets).not.toBe(first.facets);
    expect(brandA.total).toBe(2);
  });

  it("asks the search once per text and version: another sort, filter or batch of one search reuses it", async () => {
    const { state, repository } = fakeRepository();
    const asked: string[] = [];
    const search = async (_lang: string, text: string) => {
      asked.push(text);
      return { ids: text === "tent" ? [4, 2, 99] : [], approximate: false, relatedSearches: ["Teltat"], correctedText: null };
    };
    const service = createListingService({ repository, search });
    const tent = { ...request, source: { kind: "search" as const, text: "tent" } };
    const first = await service.page(tent);
    // In the search's rank order by default; an id the index does not know is left out.
    expect(first.items.map((item) => item.id)).toEqual([4, 2]);
    expect(first).toMatchObject({ total: 2, sourceTotal: 2, relatedSearches: ["Teltat"] });
    expect((await service.page({ ...tent, sort: "lowest" })).items.map((item) => item.id)).toEqual([2, 4]);
    expect((await service.page({ ...tent, offset: 1 })).items.map((item) => item.id)).toEqual([2]);
    expect((await service.page({ ...tent, filters: { ...emptyFilters(), manufacturer: ["a"] } })).total).toBe(1);
    expect(asked).toEqual(["tent"]);
    await service.page({ ...request, source: { kind: "search", text: "boot" } });
    expect(asked).toEqual(["tent", "boot"]);
    state.version = "2";
    await service.page(tent);
    expect(asked).toEqual(["tent", "boot", "tent"]);
  });

  it("asks the search again after a back-office change, which may have changed its words, and keeps the index", async () => {
    const { state, repository } = fakeRepository();
    let meaning = [4];
    const search = async () => ({ ids: meaning, approximate: false, relatedSearches: [], correctedText: null });
    const service = createListingService({ repository, search });
    const puffer = { ...request, source: { kind: "search" as const, text: "puffer" } };
    expect((await service.page(puffer)).items.map((item) => item.id)).toEqual([4]);
    meaning = [2, 4];
    expect((await service.page(puffer)).items.map((item) => item.id)).toEqual([4]);
    service.expireIndexes();
    expect((await service.page(puffer)).items.map((item) => item.id)).toEqual([2, 4]);
    expect(state.builds).toBe(1);
  });

  it("does not keep a search's answer, nor its grid, when a back-office change came while it was asked", async () => {
    const { repository } = fakeRepository();
    let asked = 0;
    let meaning = [4];
    let service: ReturnType<typeof createListingService> | null = null;
    const search = async () => {
      asked++;
      // Staff change the search words while the first answer is on its way.
      if (asked === 1) service?.expireIndexes();
      return { ids: meaning, approximate: false, relatedSearches: [], correctedText: null };
    };
    service = createListingService({ repository, search });
    const puffer = { ...request, source: { kind: "search" as const, text: "puffer" } };
    expect((await service.page(puffer)).items.map((item) => item.id)).toEqual([4]);
    meaning = [2, 4];
    expect((await service.page(puffer)).items.map((item) => item.id)).toEqual([2, 4]);
    expect(asked).toBe(2);
    // Asked in a settled generation, the answer and its grid are kept.
    expect((await service.page(puffer)).items.map((item) => item.id)).toEqual([2, 4]);
    expect(asked).toBe(2);
  });
});
