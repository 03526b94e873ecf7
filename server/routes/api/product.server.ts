import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { priceContextFor } from "#core/config/price-context.ts";
import { badInput, notFound } from "#core/errors.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import { PRODUCT_NOT_FOUND } from "#core/product/product-service.ts";
import type { ApiOptions } from "./api-options.server.ts";
import { GridCard } from "./listing-schemas.server.ts";
import { Bundle, ProductModelParams, ProductModelQuery, ProductModelResponse, SizeTable } from "./product-schemas.server.ts";
import { ErrorResponse, readOnlyBody } from "./schemas.server.ts";

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

const CountryCode = z
  .string({ error: "expected a country code" })
  .trim()
  .regex(/^[A-Za-z]{2}$/, "expected a two-letter country code")
  .transform((code) => code.toLowerCase());

const ExtraQuery = z.object({
  slug: ProductModelParams.shape.slug,
  "delivery-country-code": CountryCode.optional().describe("Delivery country (ISO 3166 alpha-2); the storefront's when left out"),
  type: z
    .enum(["1", "2"], { error: "expected 1 (delivery limits) or 2 (bundles, recommendations, also bought, size tables)" })
    .describe("1: the product's delivery limits in the country; 2: its bundles, recommendations, also bought and size tables"),
  group: z.string().max(300, "too long").optional().describe("The product group path the page was opened from"),
});

const DeliveryLimit = z.object({
  allowedDeliveryMethods: z.array(z.string()),
  isDeliveryCountryBlocked: z.boolean(),
  isDeliveryMethodLimitations: z.boolean(),
  perInternationalPackage: z.boolean(),
  blockInfoText: z.string(),
});

const FastShippingQuery = z.object({
  postal_code: z.string({ error: "required" }).max(100, "too long").describe("Five digits; checked by the service in the shopper's language"),
  price: z.coerce
    .number({ error: "expected a price in euros" })
    .min(0, "expected a price in euros")
    .max(10_000_000, "expected a price in euros")
    .describe("The order value in euros, for free-delivery thresholds"),
  variant_id: z.coerce
    .number({ error: "expected a variant id" })
    .int("expected a variant id")
    .positive("expected a variant id")
    .max(2_147_483_647, "expected a variant id")
    .describe("The chosen variant's id"),
});

/** The product page's calls. */
const productRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.get(
    "/products/productmodel/:slug/",
    {
      schema: {
        tags: ["product"],
        summary: "A product model with its variants, prices, stock and delivery times",
        description:
          "The model whose slug in the storefront's language is `slug`. Prices are cents of EUR in the tax area " +
          "`taxAreaId` (the delivery country's when left out). A missing model, or a non-public one for anybody but staff, " +
          "answers 404 'Product not found.'. Stock per store is exact for staff and at most 6 ('more than 5') for others.",
        params: ProductModelParams,
        querystring: ProductModelQuery,
        response: { 200: ProductModelResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const { taxAreaId: askedArea, preview } = request.query;
      let taxAreaId: number;
      if (askedArea === undefined) {
        taxAreaId = (await priceContextFor(services.config, { ...(await request.storefrontLocale()), lang })).taxAreaId;
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
        // Preview: staff see the product as customers will.
        viewer: { staff: !preview && ((await request.signedInUser())?.isStaff ?? false) },
        origin: request.originByLang()[lang],
      });
      if (!model) throw notFound(PRODUCT_NOT_FOUND);
      // Stock changes with every sale: browsers and shared caches must ask again.
      reply.header("cache-control", "no-store");
      return model;
    },
  );

  app.get(
    "/product/extra/",
    {
      schema: {
        tags: ["product"],
        summary: "A product's delivery limits, or its bundles, recommendations, also bought and size tables",
        description:
          "type=1: the delivery methods the model may use in the country, whether the " +
          "country is blocked for it (with the reason in the storefront's language), whether it travels as its own package " +
          "abroad, and `extra_data_overrides` for variants whose limits differ.\n\n" +
          "type=2: `bundles` offered with the model; `also_bought`, models that at least two of the shop's " +
          "paid orders held together with it, most often first; `recommendations`, the most popular models (sales and views) " +
          "of the group `group` the page was opened from (the model's main group when it is not in it), widened to the parent " +
          "groups, none of `also_bought`; both up to 12 grid cards of models in stock and priced in the delivery country's tax " +
          "area. `sizetables`: the size tables of the model and of its bundles' parts, each with `model_id`.\n\n" +
          "An unknown slug, or a non-public model for anybody but staff, answers 404 'Product not found.'.",
        querystring: ExtraQuery,
        response: {
          200: z.union([
            z.object({ delivery_method_limit: DeliveryLimit.extend({ extra_data_overrides: z.record(z.string(), DeliveryLimit) }) }),
            z.object({
              bundles: z.array(Bundle),
              recommendations: z.array(GridCard),
              also_bought: z.array(GridCard),
              sizetables: z.array(SizeTable.extend({ model_id: z.number().int() })),
            }),
          ]),
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const lang = request.lang;
      const countryCode = request.query["delivery-country-code"] ?? (await request.storefrontLocale()).countryCode;
      if (!(await services.delivery.country(lang, countryCode))) {
        throw badInput("delivery-country-code", "delivery-country-code: not a delivery country");
      }
      if (request.query.type === "2") {
        // Cards are priced in the delivery country's tax area, as the grid's are.
        const taxAreaId = (await services.config.countries(lang)).find((country) => country.code === countryCode)?.taxAreaId ?? 1;
        const extras = await services.productExtras.extras({
          lang,
          slug: request.query.slug,
          taxAreaId,
          groupPath: request.query.group ?? null,
          staff: (await request.signedInUser())?.isStaff ?? false,
        });
        if (!extras) throw notFound(PRODUCT_NOT_FOUND);
        return {
          bundles: extras.bundles,
          recommendations: readOnlyBody<Array<z.output<typeof GridCard>>>(extras.related.recommendations),
          also_bought: readOnlyBody<Array<z.output<typeof GridCard>>>(extras.related.alsoBought),
          sizetables: extras.sizeTables.map(({ modelId, table }) => ({ ...table, model_id: modelId })),
        };
      }
      const limits = await services.delivery.limitsBySlug({ lang, slug: request.query.slug, countryCode });
      if (!limits) throw notFound(PRODUCT_NOT_FOUND);
      return { delivery_method_limit: limits };
    },
  );

  app.get(
    "/get_fast_shipping/",
    {
      schema: {
        tags: ["product"],
        summary: "Delivery options for a postal code",
        description:
          "How the variant reaches the postal code in the storefront's delivery country: express pickup from " +
          "the nearest stores that hold it, store pickup, pickup point, home delivery and next-day courier where they serve the " +
          "code and the product's delivery limits allow them, each with the time in the shopper's language and the price in " +
          "euros for an order of `price` euros (free above the method's threshold). A code that is not 5 digits or an unknown " +
          "variant answers 400 on its field; a product that cannot be delivered there answers an empty list.",
        querystring: FastShippingQuery,
        response: {
          200: z.array(z.object({ name: z.string(), timeEstimate: z.string(), price: z.number(), storeSlug: z.string().nullable() })),
          400: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { postal_code: postalCode, price, variant_id: variantId } = request.query;
      const options = await services.delivery.fastShipping({
        lang: request.lang,
        postalCode: postalCode.trim(),
        priceCents: Math.round(price * 100),
        variantId,
        countryCode: (await request.storefrontLocale()).countryCode,
      });
      // Stock decides the store options: never from a cache.
      reply.header("cache-control", "no-store");
      return options;
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
          "online again. A bad address, an unknown variant or one that can be bought online now (in stock, on order, or blocked " +
          "stock with a later delivery) answers 400 with a message in `lang_code`'s language on the field. Stock that only a " +
          "store holds with online purchase blocked does not count: such a variant can be asked for.",
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
          "Whether `code` can be redeemed for the variant `product_id` in the campaign `category_slug`. The code is " +
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
