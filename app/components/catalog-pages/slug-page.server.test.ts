import { describe, expect, it } from "vitest";
import type { RequestContext } from "#app/context.ts";
import { describeError } from "#app/components/shell/error-data.ts";
import { createListingQueries } from "#core/catalog/listing/listing-query.ts";
import { priceContextFor } from "#core/config/price-context.ts";
import type { ListingPage, ListingRequest } from "#core/catalog/listing/types.ts";
import type { BrandDetail, ProductGroupDetail, ProductGroupNode } from "#core/catalog/types.ts";
import type { Services } from "#core/services.ts";
import type { SlugTarget } from "#core/content/types.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import { loadSlugPage } from "./slug-page.server.ts";

const ORIGIN = "https://shop.example";

const node = (id: number, path: string, children: ProductGroupNode[] = []): ProductGroupNode => ({
  id,
  name: path,
  shortName: path,
  path,
  slug: path.split("/").pop()!,
  showInMenu: true,
  children,
  links: [],
});

const SHELLS: ProductGroupDetail = {
  id: 3,
  name: "Kuoritakit",
  shortName: "Kuoritakit",
  path: "vaatteet/takit/kuoritakit",
  meta_title: null,
  meta_description: "",
  description_html: "<p>Kuoritakit suojaavat sateelta.</p><p>Lisää tekstiä.</p>",
  filterable_properties: [],
  group_sorting: "newest",
  children: [],
  showInMenu: true,
  ancestors: [
    { id: 1, name: "Vaatteet", path: "vaatteet" },
    { id: 2, name: "Takit", path: "vaatteet/takit" },
    { id: 3, name: "Kuoritakit", path: "vaatteet/takit/kuoritakit" },
  ],
};

const OUTLET: ProductGroupDetail = { ...SHELLS, id: 52, name: "Outlet", path: "outlet", ancestors: [], group_sorting: null };

const EMPTY_PAGE: ListingPage = {
  total: 1,
  sourceTotal: 1,
  offset: 0,
  limit: 120,
  sort: "default",
  items: [],
  facets: [],
  approximate: false,
  relatedSearches: [], correctedText: null,
};

interface Setup {
  targets?: Record<string, SlugTarget>;
  /** Paths of other storefronts' languages, with what they name here. */
  elsewhere?: Record<string, SlugTarget>;
  groups?: Record<string, ProductGroupDetail>;
  brands?: Record<string, BrandDetail>;
  lang?: Lang;
}

function setup({ targets = {}, elsewhere = {}, groups = {}, brands = {}, lang = "fi" }: Setup) {
  const listingRequests: ListingRequest[] = [];
  // Each storefront's tree names the group by its own path; de has no outlet.
  const trees = (treeLang: Lang): ProductGroupNode[] => [
    node(1, `${treeLang}-clothing`, [node(2, `${treeLang}-clothing/jackets`, [node(3, `${treeLang}-clothing/jackets/shells`)])]),
    ...(treeLang === "de" ? [] : [node(52, "outlet")]),
  ];
  const resources = async () => ({ colors: [], manufacturers: [], productGroups: [], propertyFilters: [], propertyTypes: [], stores: [], taxRates: [] });
  const initConfig = async () => ({ currencyFormat: "{amount} €", currencyRate: 1, deliveryCountryName: "Suomi", taxAreaId: 1, isEuMember: true, referenceRule: "lowest-30-days" as const });
  const page = async (request: ListingRequest) => {
    listingRequests.push(request);
    return EMPTY_PAGE;
  };
  const services = {
    content: {
      resolveSlugPath: async (_lang: Lang, segments: string[]) => targets[segments.join("/")] ?? null,
      // As the content service answers: the path as it stands, else in lower case here or in another language.
      locateSlugPath: async (_lang: Lang, segments: string[]) => {
        const path = segments.join("/");
        const here = targets[path];
        if (here) return { target: here, moved: false };
        const moved = targets[path.toLowerCase()] ?? elsewhere[path.toLowerCase()];
        return moved ? { target: moved, moved: true } : null;
      },
      routeSlugs: async () => ({ staticPageSlugs: [], staticPageWithTabsSlugs: [], navigationSlugs: ["vaatteet", "outlet"], manufacturerSlugs: [] }),
    },
    catalog: {
      productGroupByPath: async (_lang: Lang, path: string) => groups[path] ?? null,
      brandBySlug: async (_lang: Lang, slug: string) => brands[slug] ?? null,
      productGroups: async (treeLang: Lang) => trees(treeLang),
      resources,
    },
    config: { initConfig },
    // The grid URL's queries as the services compose them, over this fake listing.
    listing: { page, ...createListingQueries({ prices: (locale) => priceContextFor({ initConfig }, locale), resources, page }) },
  } as unknown as Services;
  const ctx: RequestContext = {
    lang,
    nonce: "n",
    origin: ORIGIN,
    originByLang: Object.fromEntries(LANGUAGES.map((l) => [l, `https://${l}.shop.example`])) as Record<Lang, string>,
    locale: { countryCode: "fi", currencyCode: "eur" },
    services,
    clientAddress: "127.0.0.1",
    authToken: null,
    user: async () => null,
    contactEmail: "apu@example.fi",
    buildVersion: "1",
  };
  const load = (path: string) => {
    const url = new URL(path, ORIGIN);
    // React Router matches a data request (`/x/_.data`) by the page's own path.
    const pagePath = url.pathname.replace(/_?\.data$/, "");
    return loadSlugPage(ctx, new Request(url), pagePath.split("/").filter(Boolean).map(decodeURIComponent));
  };
  return { load, listingRequests };
}

/** What a thrown 404 or redirect says. */
async function failure(promise: Promise<unknown>): Promise<{ status: number; message?: string; location?: string | null }> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number }; data?: unknown }).init;
    const status = init?.status ?? -1;
    const { UNSAFE_ErrorResponseImpl: ErrorResponse } = await import("react-router");
    const model = describeError(new ErrorResponse(status, "", (thrown as { data?: unknown }).data));
    return { status, message: model.variant === "message" ? model.message : model.variant };
  }
  throw new Error("expected the loader to fail");
}

describe("loadSlugPage: product groups", () => {
  it("renders a group with breadcrumbs, its sorting, hreflang paths per storefront and the grid", async () => {
    const { load, listingRequests } = setup({
      targets: { "vaatteet/takit/kuoritakit": { kind: "product-group", groupId: 3, path: "vaatteet/takit/kuoritakit" } },
      groups: { "vaatteet/takit/kuoritakit": SHELLS },
    });
    const page = await load("/vaatteet/takit/kuoritakit/");
    if (page.kind !== "group") throw new Error(`expected a group page, got ${page.kind}`);
    expect(page.breadcrumbs).toEqual([
      { label: "Vaatteet", href: "/vaatteet/" },
      { label: "Takit", href: "/vaatteet/takit/" },
      { label: "Kuoritakit" },
    ]);
    expect(page.head.title).toMatch(/^Kuoritakit - /);
    // An empty meta description falls back to the description's text.
    expect(page.head.description).toBe("Kuoritakit suojaavat sateelta. Lisää tekstiä.");
    expect(page.head.canonical).toBe(`${ORIGIN}/vaatteet/takit/kuoritakit/`);
    const alternates = Object.fromEntries(page.head.alternates.map((a) => [a.hrefLang, a.href]));
    expect(alternates.de).toBe("https://de.shop.example/de-clothing/jackets/shells/");
    expect(alternates.fi).toBe("https://fi.shop.example/vaatteet/takit/kuoritakit/");
    expect(page.excerpt.desktop).toEqual({ text: "Kuoritakit suojaavat sateelta.", trimmed: true });
    expect(page.grid.defaultSort).toBe("newest");
    expect(listingRequests.at(-1)).toMatchObject({ source: { kind: "group", groupId: 3 }, forceOutletRibbon: false });
  });

  it("puts the Outlet ribbon on every card under an outlet path and leaves out storefronts without the group", async () => {
    const { load, listingRequests } = setup({
      targets: { outlet: { kind: "product-group", groupId: 52, path: "outlet" } },
      groups: { outlet: OUTLET },
    });
    const page = await load("/outlet/");
    if (page.kind !== "group") throw new Error("expected a group page");
    expect(listingRequests.at(-1)).toMatchObject({ forceOutletRibbon: true });
    expect(page.head.alternates.map((a) => a.hrefLang)).not.toContain("de");
  });

  it("answers 404 'Product group not found.' below a top-level group, in the page's language", async () => {
    expect(await failure(setup({}).load("/vaatteet/ei-ole/"))).toEqual({ status: 404, message: "Tuoteryhmää ei löytynyt." });
    expect(await failure(setup({ lang: "de" }).load("/vaatteet/ei-ole/"))).toEqual({ status: 404, message: "Produktgruppe nicht gefunden." });
  });

  it("answers 404 'Product group not found.' when the path resolves but the group cannot be read", async () => {
    const { load } = setup({ targets: { "vaatteet/takit": { kind: "product-group", groupId: 2, path: "vaatteet/takit" } } });
    expect(await failure(load("/vaatteet/takit/"))).toEqual({ status: 404, message: "Tuoteryhmää ei löytynyt." });
  });

  it("answers 'Product not found.' for an /old path that names no product, even a group's", async () => {
    const targets = { "vaatteet/takit": { kind: "product-group", groupId: 2, path: "vaatteet/takit" } } as const;
    expect(await failure(setup({ targets }).load("/old/vaatteet/takit/"))).toEqual({ status: 404, message: "Tuotetta ei löytynyt." });
    expect(await failure(setup({}).load("/old/merkki/ei-ole/"))).toEqual({ status: 404, message: "Tuotetta ei löytynyt." });
  });

  it("answers 'Page not found' for any other unknown path", async () => {
    expect(await failure(setup({}).load("/ei-mitaan/"))).toEqual({ status: 404, message: "not-found" });
  });

  it("moves a group path found only in lower case there, keeping the query", async () => {
    const { load } = setup({
      targets: { "vaatteet/takit": { kind: "product-group", groupId: 2, path: "vaatteet/takit" } },
      groups: { "vaatteet/takit": SHELLS },
    });
    expect(await failure(load("/Vaatteet/TAKIT/?sort=newest"))).toEqual({ status: 301, location: "/vaatteet/takit/?sort=newest" });
  });

  it("moves another storefront's path of a group, a brand or a static page to this storefront's, keeping the query", async () => {
    const { load } = setup({
      lang: "en",
      elsewhere: {
        "vaatteet/takit": { kind: "product-group", groupId: 2, path: "clothing/jackets" },
        korimori: { kind: "brand", brandId: 5, slug: "korimori" },
        toimitusehdot: { kind: "static-page", slug: "delivery-terms" },
        "ohjeet/koot": { kind: "static-page-with-tabs", slug: "help", tabPath: ["sizes"] },
      },
    });
    expect(await failure(load("/vaatteet/takit/?sort=newest&page=2"))).toEqual({ status: 301, location: "/clothing/jackets/?sort=newest&page=2" });
    expect(await failure(load("/KORIMORI/"))).toEqual({ status: 301, location: "/korimori/" });
    expect(await failure(load("/toimitusehdot/"))).toEqual({ status: 301, location: "/delivery-terms/" });
    expect(await failure(load("/Ohjeet/koot/"))).toEqual({ status: 301, location: "/help/sizes/" });
    // A client navigation's data request moves to the page's address, without React Router's own parameter.
    expect(await failure(load("/vaatteet/takit/_.data?sort=newest&_routes=routes%2Fslug"))).toEqual({ status: 301, location: "/clothing/jackets/?sort=newest" });
  });
});

describe("loadSlugPage: brands", () => {
  const BRAND: BrandDetail = {
    id: 5,
    name: "Korimori",
    slug: "korimori",
    logo: "/images/brands/korimori.svg",
    title: null,
    description: "<p>Japanilainen retkeilymerkki.</p>",
    metaDescription: null,
    promoImages: ["/images/brands/korimori-promo-1.svg", "/images/brands/korimori-promo-2.svg"],
  };

  it("renders the brand with the Brands breadcrumb, its pictures and its grid", async () => {
    const { load, listingRequests } = setup({
      targets: { korimori: { kind: "brand", brandId: 5, slug: "korimori" } },
      brands: { korimori: BRAND },
    });
    const page = await load("/korimori/");
    if (page.kind !== "brand") throw new Error("expected a brand page");
    expect(page.breadcrumbs).toEqual([{ label: "Merkit", href: "/valmistajat/" }, { label: "Korimori" }]);
    expect(page.brand.promoImages).toHaveLength(2);
    expect(page.head.alternates.find((a) => a.hrefLang === "sv")?.href).toBe("https://sv.shop.example/korimori/");
    expect(listingRequests.at(-1)).toMatchObject({ source: { kind: "brand", brandId: 5 } });
  });

  it("answers 404 'Manufacturer not found.' when the brand cannot be read", async () => {
    const { load } = setup({ targets: { korimori: { kind: "brand", brandId: 5, slug: "korimori" } } });
    expect(await failure(load("/korimori/"))).toEqual({ status: 404, message: "Valmistajaa ei löytynyt." });
  });

  it("answers 404 'Manufacturer not found.' for a brand the shop does not have under the brands list, in the page's language", async () => {
    expect(await failure(setup({}).load("/valmistajat/ei-ole/"))).toEqual({ status: 404, message: "Valmistajaa ei löytynyt." });
    expect(await failure(setup({}).load("/valmistaja/ei-ole/"))).toEqual({ status: 404, message: "Valmistajaa ei löytynyt." });
    expect(await failure(setup({ lang: "en" }).load("/manufacturers/no-such-brand/"))).toEqual({ status: 404, message: "Manufacturer not found." });
    // Another storefront's brands path is no brand address here.
    expect(await failure(setup({}).load("/manufacturers/no-such-brand/"))).toEqual({ status: 404, message: "not-found" });
  });

  it("moves a brand asked for under the brands list to the brand's page, keeping the query", async () => {
    const { load } = setup({ targets: { korimori: { kind: "brand", brandId: 5, slug: "korimori" } }, brands: { korimori: BRAND } });
    expect(await failure(load("/valmistajat/Korimori/?sort=newest"))).toEqual({ status: 301, location: "/korimori/?sort=newest" });
    // A static page of that slug is no brand.
    const page = setup({ targets: { ohjeet: { kind: "static-page", slug: "ohjeet" } } });
    expect(await failure(page.load("/valmistajat/ohjeet/"))).toEqual({ status: 404, message: "Valmistajaa ei löytynyt." });
  });
});
