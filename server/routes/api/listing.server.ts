import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { clampLimit, clampOffset } from "#core/catalog/listing/paging.ts";
import { BRAND_NOT_FOUND, GROUP_NOT_FOUND, type NamedListingSource } from "#core/catalog/listing/listing-query.ts";
import { badInput, notFound } from "#core/errors.ts";
import type { ProductModelListRequest } from "#core/catalog/listing/types.ts";
import type { Services } from "#core/services.ts";
import type { ApiOptions } from "./api-options.server.ts";
import {
  BrandDetail,
  BrandSlugQuery,
  ListingPageResponse,
  ListingQuery,
  ProductCardList,
  ProductGroupDetailResponse,
  ProductGroupPathQuery,
  ProductModelListBody,
  ProductModelListQuery,
  SuggestionsQuery,
  SuggestionsResponse,
} from "./listing-schemas.server.ts";
import { ErrorResponse, PUBLIC_CACHE, readOnlyBody } from "./schemas.server.ts";

/** One listing call answers at most this many cards: the grid's first batch is at most 120. */
export const LISTING_LIMIT_MAX = 120;

/** The query string exactly as sent, for the URL parser the storefront pages use too. */
function searchParamsOf(request: FastifyRequest): URLSearchParams {
  const mark = request.url.indexOf("?");
  return new URLSearchParams(mark === -1 ? "" : request.url.slice(mark + 1));
}

/** The source the query names; the listing checks that the group or brand exists. */
function namedSource(query: z.infer<typeof ListingQuery>): NamedListingSource {
  switch (query.source) {
    case "group":
      return { kind: "group", id: Number(query.id) };
    case "brand":
      return { kind: "brand", id: query.id === undefined ? undefined : Number(query.id), slug: query.slug };
    default:
      return { kind: query.source };
  }
}

/** taxAreaId must be the tax area of a country the shop delivers to. */
async function checkTaxArea(services: Services, input: ProductModelListRequest, field: string): Promise<void> {
  const countries = await services.config.countries(input.language);
  if (!countries.some((country) => country.taxAreaId === input.taxAreaId)) {
    throw badInput(field, `${field}: not the tax area of a delivery country`);
  }
}

/**
 * The catalogue calls (product group, brand, product-model list) and the faceted
 * listing call GET /api/listing/ that the grid's "load more" uses (docs/behaviour.md, "Faceted listing call").
 */
const listingRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.get(
    "/products/productgroup/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A product group by its localized path",
        description:
          "A list holding the one group at `path` in the storefront's language (clients use the first item). " +
          "An unknown path answers 404 'Product group not found.', as the other single-item reads answer a missing item.",
        querystring: ProductGroupPathQuery,
        response: { 200: ProductGroupDetailResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const group = await services.catalog.productGroupByPath(request.lang, request.query.path);
      if (!group) throw notFound(GROUP_NOT_FOUND);
      reply.header("cache-control", PUBLIC_CACHE);
      return [group];
    },
  );

  app.get(
    "/brand/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A public brand by its slug",
        description: "An unknown or hidden brand answers 404 'Manufacturer not found.'.",
        querystring: BrandSlugQuery,
        response: { 200: BrandDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const brand = await services.catalog.brandBySlug(request.lang, request.query.slug);
      if (!brand) throw notFound(BRAND_NOT_FOUND);
      reply.header("cache-control", PUBLIC_CACHE);
      return brand;
    },
  );

  const productModelListDescription =
    "Every public product card of a group or a brand, re-ordered by `sortIds` (ids not named follow in the default order). " +
    "An unknown group or brand answers an empty list (the group page then shows no products).";

  app.get(
    "/products/productmodellist/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Product cards of a group or brand (request compressed into the query)",
        description:
          `${productModelListDescription} The request is the POST body as JSON, compressed with lz-string ` +
          "compressToEncodedURIComponent, in `q`; clients use POST when the compressed text is 2,000 characters or more. " +
          "A 400 about a request field names it under q, e.g. `q.language`.",
        querystring: ProductModelListQuery,
        response: { 200: ProductCardList, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const input = request.query.q;
      await checkTaxArea(services, input, "q.taxAreaId");
      // The request names language and tax area itself: the answer is the same for everyone.
      reply.header("cache-control", PUBLIC_CACHE);
      return services.listing.productModelList(input);
    },
  );

  app.post(
    "/products/productmodellist/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Product cards of a group or brand",
        description: productModelListDescription,
        body: ProductModelListBody,
        response: { 200: ProductCardList, 400: ErrorResponse },
      },
    },
    async (request) => {
      await checkTaxArea(services, request.body, "taxAreaId");
      return services.listing.productModelList(request.body);
    },
  );

  app.get(
    "/search/suggestions/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Suggestions as the shopper types into the search",
        description:
          "The product groups and brands most of the search's matches are in, and the best matching products with their " +
          "pictures and prices (EUR cents of the delivery country's tax area, shown in `currency`). The last word counts as " +
          "a beginning from two letters; fewer than two letters suggest nothing. The language is the storefront's.",
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const locale = await request.storefrontLocale();
      const answer = await services.searchSuggestions({ locale: { ...locale, lang: request.lang }, text: request.query.text });
      reply.header("cache-control", PUBLIC_CACHE);
      // Prices follow the delivery country and currency cookies.
      reply.header("vary", "Cookie");
      return answer;
    },
  );

  app.get(
    "/listing/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One page of a catalogue grid with its total and every filter section's counts",
        description:
          "Takes the page URL's own query (text, price, manufacturer, color, store, size, group, one parameter per " +
          "property slug, sort) plus source, id/slug, offset and limit (clamped to 0-100000 and 1-120). Prices are in the " +
          "tax area of the delivery country and the price filter in units of the currency (cookies, or the " +
          "delivery_country and currency parameters, or the x-so-delivery-country-code and x-so-currency-code headers; a code the " +
          "shop does not offer is ignored). A filter value that makes no sense is left out and listed in " +
          "`warnings`; the page is still answered. An unknown group or brand answers 404.",
        querystring: ListingQuery,
        response: { 200: ListingPageResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { page, warnings } = await services.listing.pageFor({
        lang: request.lang,
        locale: await request.storefrontLocale(),
        source: { named: namedSource(query) },
        params: searchParamsOf(request),
        offset: clampOffset(query.offset),
        limit: clampLimit(query.limit, LISTING_LIMIT_MAX),
      });
      reply.header("cache-control", PUBLIC_CACHE);
      // Prices and the price filter follow the delivery country and currency cookies.
      reply.header("vary", "Cookie");
      return readOnlyBody<z.output<typeof ListingPageResponse>>({ ...page, warnings });
    },
  );
};

export default listingRoutes;
