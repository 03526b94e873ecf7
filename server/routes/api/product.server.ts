import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badInput, notFound } from "#core/errors.ts";
import { PRODUCT_NOT_FOUND } from "#core/product/product-service.ts";
import type { ApiOptions } from "./index.server.ts";
import { ProductModelParams, ProductModelQuery, ProductModelResponse } from "./product-schemas.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

/** The product page's calls of document 2 §7. */
const productRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.get(
    "/products/productmodel/:slug/",
    {
      schema: {
        tags: ["product"],
        summary: "A product model with its variants, prices, stock and delivery times",
        description:
          "The model whose slug in the storefront's language is `slug` (document 2 §3). Prices are cents of EUR in the tax area " +
          "`taxAreaId` (the delivery country's when left out). A missing model, or a non-public one for anybody but staff, " +
          "answers 404 'Product not found.'. Stock per store is exact for staff and at most 6 ('more than 5') for others.",
        params: ProductModelParams,
        querystring: ProductModelQuery,
        response: { 200: ProductModelResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const { taxAreaId: askedArea, giftcampaign } = request.query;
      let taxAreaId: number;
      if (askedArea === undefined) {
        taxAreaId = (await services.config.initConfig({ ...request.storefrontLocale(), lang })).taxAreaId;
      } else {
        const countries = await services.config.countries(lang);
        if (!countries.some((country) => country.taxAreaId === askedArea)) {
          throw badInput("taxAreaId", "taxAreaId: not the tax area of a delivery country");
        }
        taxAreaId = askedArea;
      }
      const model = await services.product.productModel({
        lang,
        slug: request.params.slug,
        taxAreaId,
        // Staff sign-in comes with the accounts issue; until then every caller is a shopper.
        viewer: { staff: false },
        origin: request.originByLang()[lang],
        giftCampaign: Boolean(giftcampaign),
      });
      if (!model) throw notFound(PRODUCT_NOT_FOUND);
      // Stock changes with every sale: browsers and shared caches must ask again.
      reply.header("cache-control", "no-store");
      return model;
    },
  );
};

export default productRoutes;
