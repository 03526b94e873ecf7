import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badInput, notFound } from "#core/errors.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import { PRODUCT_NOT_FOUND } from "#core/product/product-service.ts";
import type { ApiOptions } from "./index.server.ts";
import { ProductModelParams, ProductModelQuery, ProductModelResponse } from "./product-schemas.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

/** Back-in-stock requests per client address (a person asks for a few sizes, a script for thousands). */
export const NOTIFY_RATE_LIMIT = { max: 20, timeWindow: 60 * 60 * 1000, groupId: "stock-notify" } as const;

// The address is checked by the service, which answers in the shopper's language for the form.
const NotifyBody = z.object({
  email: z.string().max(1000, "too long").describe("Where the mail goes; required"),
  product_id: z.coerce
    .number({ error: "expected a variant id" })
    .int("expected a variant id")
    .positive("expected a variant id")
    .max(2_147_483_647, "expected a variant id")
    .describe("The variant's id"),
  lang_code: z.enum(LANGUAGES).optional().describe("Language of the mail; the storefront's when left out"),
});

/** Code guesses per client address: a person types a few, a script guessing codes is stopped. */
export const CAMPAIGN_CODE_RATE_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000, groupId: "campaign-code" } as const;

const ValidateCodeBody = z.object({
  // Empty and unknown codes are answered by the service in the shopper's language, on the field.
  code: z.string({ error: "expected text" }).max(1000, "too long").describe("The campaign code as typed (trimmed, any case)"),
  product_id: z.coerce
    .number({ error: "expected a variant id" })
    .int("expected a variant id")
    .positive("expected a variant id")
    .max(2_147_483_647, "expected a variant id")
    .describe("The chosen variant's id"),
  category_slug: z.string({ error: "expected text" }).min(1, "required").max(200, "too long").describe("The campaign's category slug"),
});

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

  app.post(
    "/product_availability_email_notify/",
    {
      config: { rateLimit: NOTIFY_RATE_LIMIT },
      schema: {
        tags: ["product"],
        summary: "Ask for an e-mail when a variant is back in stock",
        description:
          "Stores the request (once per variant and address while it waits); a job mails it when the variant can be ordered " +
          "online again. A bad address or unknown variant answers 400 with a message in `lang_code`'s language on the field.",
        body: NotifyBody,
        response: { 201: z.object({ ok: z.literal(true) }), 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { email, product_id: productId, lang_code: lang = request.lang } = request.body;
      await services.stockNotifications.request({ email, productId, lang });
      return reply.code(201).send({ ok: true as const });
    },
  );

  app.post(
    "/giftcampaigns/validate_code/",
    {
      config: { rateLimit: CAMPAIGN_CODE_RATE_LIMIT },
      schema: {
        tags: ["product"],
        summary: "Check a gift campaign code for a product",
        description:
          "Whether `code` can be redeemed for the variant `product_id` in the campaign `category_slug` (document 2 §4). The code is " +
          "not used up here: the order that pays with it redeems it. A code that is empty, unknown, used, of a closed campaign, or " +
          "for a product outside the campaign answers 400 with a message in the storefront's language on the field `code`.",
        body: ValidateCodeBody,
        response: {
          200: z.object({ code: z.string(), campaign: z.string(), product_id: z.number().int() }),
          400: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { code, product_id: productId, category_slug: categorySlug } = request.body;
      return services.giftCampaigns.validateCode({ code, productId, categorySlug, lang: request.lang });
    },
  );
};

export default productRoutes;
