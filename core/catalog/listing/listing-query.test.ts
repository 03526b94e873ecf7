import { describe, expect, it } from "vitest";
import { isDomainError } from "#core/errors.ts";
import { BRAND_NOT_FOUND, createListingQueries, GROUP_NOT_FOUND, type ListingQuery } from "./listing-query.ts";
import type { ListingPage, ListingRequest } from "./types.ts";

function queries() {
  const asked: ListingRequest[] = [];
  const pricesAsked: unknown[] = [];
  const listing = createListingQueries({
    prices: async (input) => {
      pricesAsked.push(input);
      return { taxAreaId: input.countryCode === "se" ? 3 : 1, currency: { rate: input.currencyCode === "sek" ? 11.5 : 1, format: "x" } };
    },
    resources: async () => ({
      propertyFilters: [{ slug: "weight", filter: "range" }],
      productGroups: [{ id: 1, children: [{ id: 12, children: [] }] }],
      manufacturers: [{ id: 4, slug: "halti" }],
    }),
    page: async (request): Promise<ListingPage> => {
      asked.push(request);
      return { total: 0, sourceTotal: 0, offset: request.offset, limit: request.limit, sort: "default", items: [], facets: [], approximate: false, relatedSearches: [], correctedText: null };
    },
  });
  return { listing, asked, pricesAsked };
}

const query = (source: ListingQuery["source"], params = ""): ListingQuery => ({
  lang: "fi",
  locale: { countryCode: "se", currencyCode: "sek" },
  source,
  params: new URLSearchParams(params),
  offset: 0,
  limit: 60,
});

describe("a grid URL's listing", () => {
  it("reads the URL's filters and sort, priced in the delivery country and currency", async () => {
    const { listing, asked, pricesAsked } = queries();
    const answer = await listing.pageFor({ ...query({ kind: "group", groupId: 99 }, "manufacturer=halti&weight=100-900&sort=lowest&price=x"), forceOutletRibbon: true });
    expect(pricesAsked).toEqual([{ countryCode: "se", currencyCode: "sek", lang: "fi" }]);
    expect(asked).toEqual([answer.request]);
    expect(answer.request).toMatchObject({
      lang: "fi",
      // A source the page resolved itself is taken as it is.
      source: { kind: "group", groupId: 99 },
      sort: "lowest",
      taxAreaId: 3,
      currencyRate: 11.5,
      offset: 0,
      limit: 60,
      forceOutletRibbon: true,
    });
    expect(answer.request.filters.manufacturer).toEqual(["halti"]);
    expect(answer.request.filters.properties).toEqual({ weight: { kind: "range", min: 100, max: 900 } });
    expect(answer.warnings.map((warning) => warning.param)).toEqual(["price"]);
    expect(answer.prices).toMatchObject({ taxAreaId: 3, currency: { format: "x" } });
  });

  it("builds the request without running it", async () => {
    const { listing, asked } = queries();
    const answer = await listing.requestFor(query({ kind: "catalog" }, "sort=newest"));
    expect(answer.request.sort).toBe("newest");
    expect(asked).toEqual([]);
  });

  it("checks a group or brand a client names, and answers not found for one the shop does not have", async () => {
    const { listing } = queries();
    expect((await listing.requestFor(query({ named: { kind: "group", id: 12 } }))).request.source).toEqual({ kind: "group", groupId: 12 });
    expect((await listing.requestFor(query({ named: { kind: "brand", slug: "halti" } }))).request.source).toEqual({ kind: "brand", brandId: 4 });
    expect((await listing.requestFor(query({ named: { kind: "brand", id: 4, slug: "other" } }))).request.source).toEqual({ kind: "brand", brandId: 4 });
    const group = await listing.pageFor(query({ named: { kind: "group", id: 13 } })).catch((error: unknown) => error);
    expect(isDomainError(group) && group.code === "NOT_FOUND" && group.message).toBe(GROUP_NOT_FOUND);
    const brand = await listing.pageFor(query({ named: { kind: "brand", slug: "sasta" } })).catch((error: unknown) => error);
    expect(isDomainError(brand) && brand.code === "NOT_FOUND" && brand.message).toBe(BRAND_NOT_FOUND);
  });

  it("takes a search's text from the URL, where it is no filter", async () => {
    const { listing } = queries();
    const answer = await listing.requestFor(query({ named: { kind: "search" } }, "text=%20teltta%20%20kevyt"));
    expect(answer.request.source).toEqual({ kind: "search", text: "teltta kevyt" });
    expect(answer.request.filters.text).toBeNull();
    const filtered = await listing.requestFor(query({ named: { kind: "newest" } }, "text=teltta"));
    expect(filtered.request.source).toEqual({ kind: "newest" });
    expect(filtered.request.filters.text).toBe("teltta");
  });
});
