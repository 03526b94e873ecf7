import { describe, expect, it } from "vitest";
import type { RequestContext } from "#app/context.ts";
import type { ListingPage, ListingRequest, GridCard } from "#core/catalog/listing/types.ts";
import { createListingQueries } from "#core/catalog/listing/listing-query.ts";
import { priceContextFor } from "#core/config/price-context.ts";
import type { InitConfig } from "#core/config/config-service.ts";
import type { Services } from "#core/services.ts";
import { packedText, sendGridPage } from "#app/transport/sent-grid.ts";
import type { GridData } from "./grid-types.ts";
import { apiQueryOf, baseQueryOf, gridPageAction, handleGridSizeForm, joinFormFields, loadListing } from "./listing.server.ts";

function card(id: number): GridCard {
  return { id } as GridCard;
}

/** A request context whose listing service answers `total` products and records what it was asked. */
function fakeContext(total: number, countryCode = "fi") {
  const asked: ListingRequest[] = [];
  const page = async (request: ListingRequest): Promise<ListingPage> => {
    asked.push(request);
    const count = Math.max(0, Math.min(request.limit, total - request.offset));
    return {
      total,
      sourceTotal: total,
      offset: request.offset,
      limit: request.limit,
      sort: request.sort ?? "default",
      items: Array.from({ length: count }, (_, index) => card(request.offset + index + 1)),
      facets: [
        { key: "price", param: "price", label: "catalog.filterPrice", kind: "range", values: [], range: { min: 10, max: 500, selectedMin: null, selectedMax: null, unit: null } },
      ],
      approximate: false,
      relatedSearches: [], correctedText: null,
    };
  };
  const config = {
    initConfig: async (): Promise<InitConfig> => ({
      currencyFormat: "{amount} kr",
      currencyRate: 11.5,
      deliveryCountryName: "",
      taxAreaId: 7,
      isEuMember: countryCode !== "us",
      referenceRule: countryCode === "us" ? "list-price" : "lowest-30-days",
    }),
  };
  const catalog = {
    resources: async () => ({ propertyFilters: [{ slug: "weight", filter: "range" as const }], productGroups: [], manufacturers: [] }),
  };
  // The grid URL's queries as the services compose them, over this fake listing.
  const listing = { page, ...createListingQueries({ prices: (locale) => priceContextFor(config, locale), resources: catalog.resources, page }) };
  const services = { config, catalog, listing } as unknown as Services;
  const ctx = { lang: "fi", locale: { countryCode, currencyCode: "sek" }, services } as unknown as RequestContext;
  return { ctx, asked };
}

/**
 * The cards as the route sends them to the browser (in the page's JSON element or the data answer), read back
 * as the browser reads them.
 */
function sentCards(grid: GridData, request: { dataRequest?: boolean } = {}): GridCard[] {
  const sent = sendGridPage({ grid }, request).grid;
  return JSON.parse(packedText(sent.page.cards).replaceAll("'", '"')) as GridCard[];
}

const request = (query: string, cookie?: string) =>
  new Request(`http://localhost/tuotteet/${query}`, { headers: cookie ? { cookie } : {} });

describe("loadListing", () => {
  it("renders 60 of a large grid and everything of a small one", async () => {
    const large = fakeContext(2000);
    const grid = await loadListing(large.ctx, request(""), { kind: "catalog" });
    expect(sentCards(grid)).toHaveLength(60);
    expect(grid.page.total).toBe(2000);
    expect(large.asked[0]).toMatchObject({ offset: 0, limit: 120, taxAreaId: 7, currencyRate: 11.5, lang: "fi" });

    const small = fakeContext(119);
    expect(sentCards(await loadListing(small.ctx, request(""), { kind: "catalog" }))).toHaveLength(119);
  });

  it("puts the cards into the page's own JSON element for a page, and into the loader data for a data request", async () => {
    const { ctx } = fakeContext(10);
    const grid = await loadListing(ctx, request(""), { kind: "catalog" });
    expect(sendGridPage({ grid }, ctx).grid.page.cards).toEqual({ inline: "grid-cards" });
    const answer = sendGridPage({ grid: await loadListing({ ...ctx, dataRequest: true }, request(""), { kind: "catalog" }) }, { dataRequest: true }).grid;
    expect("text" in answer.page.cards ? JSON.parse(answer.page.cards.text.replaceAll("'", '"')).map((card: GridCard) => card.id) : null).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it("asks for `count` cards for the no-JavaScript load-more link, at most 600", async () => {
    const { ctx, asked } = fakeContext(5000);
    expect(sentCards(await loadListing(ctx, request("?count=180"), { kind: "catalog" }))).toHaveLength(180);
    await loadListing(ctx, request("?count=99999"), { kind: "catalog" });
    expect(asked.at(-1)?.limit).toBe(600);
  });

  it("passes the URL's filters and sort, the group's default and the outlet flag", async () => {
    const { ctx, asked } = fakeContext(300);
    const grid = await loadListing(ctx, request("?manufacturer=halti&weight=100-900&sort=lowest"), { kind: "group", groupId: 12 }, {
      groupSorting: "newest",
      forceOutletRibbon: true,
    });
    expect(asked[0]?.filters.manufacturer).toEqual(["halti"]);
    expect(asked[0]?.filters.properties).toEqual({ weight: { kind: "range", min: 100, max: 900 } });
    expect(asked[0]?.sort).toBe("lowest");
    expect(asked[0]?.forceOutletRibbon).toBe(true);
    expect(grid).toMatchObject({ sort: "lowest", defaultSort: "newest", outletRibbon: true, apiQuery: "source=group&id=12", baseQuery: "" });
  });

  it("carries currency, grid size cookie and the reference price label", async () => {
    const { ctx } = fakeContext(10, "se");
    const grid = await loadListing(ctx, request("", "grid_size=extended"), { kind: "newest" });
    expect(grid.currency).toEqual({ code: "sek", rate: 11.5, format: "{amount} kr" });
    expect(grid.gridSize).toBe("extended");
    // The EU rule's reference is the 30-day lowest price, so it is labelled so in Sweden as in Finland.
    expect(grid.lowestPriceLabel).toBe(true);
    expect((await loadListing(fakeContext(10, "us").ctx, request(""), { kind: "newest" })).lowestPriceLabel).toBe(false);
  });

  it("opens the no-JavaScript filter form only when the address asks for it", async () => {
    expect((await loadListing(fakeContext(10).ctx, request(""), { kind: "newest" })).filterFormOpen).toBe(false);
    expect((await loadListing(fakeContext(10).ctx, request("?filters=open"), { kind: "newest" })).filterFormOpen).toBe(true);
  });

  it("keeps the search text apart from the filters on the search page", async () => {
    const { ctx, asked } = fakeContext(10);
    const grid = await loadListing(ctx, request("?text=teltta"), { kind: "search", text: "teltta" });
    expect(asked[0]?.filters.text).toBeNull();
    expect(grid.baseQuery).toBe("text=teltta");
    expect(grid.apiQuery).toBe("source=search");
  });

  it("answers a no-JavaScript form with a redirect to the canonical URL", async () => {
    const { ctx } = fakeContext(300);
    const query = "?text=&manufacturer=halti&manufacturer=sasta&size=42%2C5&price.min=&price.max=120&sort=default&apply=1";
    const thrown = await loadListing(ctx, request(query), { kind: "group", groupId: 3 }, { groupSorting: "newest" }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    // Lists joined, the open price end from the span, Recommended kept because the group's default is another.
    expect(response.headers.get("location")).toBe("/tuotteet/?price=10-120&manufacturer=halti%2Csasta&size=42_5&sort=default");
  });

  it("drops a form range that covers the whole span and the sort that applies anyway", async () => {
    const { ctx } = fakeContext(300);
    const thrown = (await loadListing(ctx, request("?price.min=0&price.max=9999&sort=default&apply=1"), { kind: "catalog" }).catch(
      (error: unknown) => error,
    )) as Response;
    expect(thrown.headers.get("location")).toBe("/tuotteet/");
  });
});

describe("joinFormFields", () => {
  it("joins repeated fields, skips empty ones and reads range ends apart", () => {
    const { params, ranges } = joinFormFields(new URLSearchParams("color=red&color=blue&text=&weight.min=5&weight.max=x"));
    expect(params.toString()).toBe("color=red%2Cblue");
    expect(ranges.get("weight")).toEqual({ min: 5, max: null });
  });
});

describe("source parameters", () => {
  it("names the source for GET /api/listing/", () => {
    expect(apiQueryOf({ kind: "brand", brandId: 4 })).toBe("source=brand&id=4");
    expect(apiQueryOf({ kind: "newest" })).toBe("source=newest");
    expect(baseQueryOf({ kind: "search", text: "kengät & sukat" })).toBe("text=keng%C3%A4t+%26+sukat");
    expect(baseQueryOf({ kind: "catalog" })).toBe("");
  });
});

describe("handleGridSizeForm", () => {
  const post = (body: string) =>
    new Request("http://localhost/tuotteet/?sort=lowest", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  it("sets the one-year cookie and goes back to the page", async () => {
    const answer = await handleGridSizeForm(post("intent=grid-size&gridSize=extended"));
    expect(answer?.status).toBe(303);
    expect(answer?.headers.get("location")).toBe("/tuotteet/?sort=lowest");
    expect(answer?.headers.get("set-cookie")).toBe("grid_size=extended; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("leaves other forms to the route and sets nothing for an unknown size", async () => {
    expect(await handleGridSizeForm(post("intent=other"))).toBeNull();
    const answer = await handleGridSizeForm(post("intent=grid-size&gridSize=huge"));
    expect(answer?.headers.get("set-cookie")).toBeNull();
  });

  it("as a catalogue page's action, answers any other form with 405", async () => {
    expect((await gridPageAction({ request: post("intent=grid-size&gridSize=default") })).status).toBe(303);
    const refused = await gridPageAction({ request: post("intent=other") }).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(405);
  });
});
