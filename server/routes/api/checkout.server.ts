import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutAnswer } from "#core/checkout/checkout-answer.ts";
import { CheckoutBody, checkoutRequestFrom } from "#core/checkout/cart-request.ts";
import type { Lang } from "#i18n/languages.ts";
import { pathFor } from "#i18n/routes.ts";
import type { ApiOptions } from "./api-options.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

const Cents = z.number().int();

const CheckoutResponse = z
  .object({
    products: z.array(
      z.object({
        productId: z.string(),
        amount: z.number().int(),
        frozen: z.boolean(),
        name: z.string(),
        extra_data: z.record(z.string(), z.unknown()).nullable(),
        max_amount: z.number().int().nullable(),
        variant_name: z.string(),
        image: z.string().nullable(),
        url: z.string().nullable(),
        unit_price: Cents.nullable(),
        regular_price: Cents.nullable(),
        total_price: Cents,
        discount: Cents,
        is_available: z.boolean(),
      }),
    ),
    bundles: z.array(z.unknown()),
    gift_card_products: z.array(
      z.object({ uid: z.string(), productId: z.string(), amount: z.number(), name: z.string(), extra_data: z.record(z.string(), z.unknown()).nullable(), is_valid: z.boolean() }),
    ),
    cart_discount: z.object({ code: z.string(), amount: Cents }).nullable(),
    payment_events: z.array(z.object({ payment_id: z.string(), processor_slug: z.literal("giftcard"), amount: Cents, balance_after: Cents })),
    products_price: Cents,
    total_price: Cents,
    amount_due: Cents,
    delivery_cost: Cents,
    delivery_method: z.string().nullable(),
    repack_cost: Cents,
    delivery_methods: z.array(z.object({ slug: z.string(), name: z.string(), kind: z.string(), price: Cents, free_from: Cents.nullable() })),
    payment_methods: z.array(z.object({ slug: z.string(), name: z.string(), admin_only: z.literal(true).optional() })),
    delivery_thresholds: z.object({ delivery_threshold: Cents.nullable(), repack_threshold: Cents.nullable() }),
    shipping_time_str: z.string().nullable(),
    pikanouto_stores: z.array(z.object({ id: z.number().int(), name: z.string() })).describe("Express pickup: the stores that hold the whole order; empty when not offered"),
    is_pikanouto_selected: z.boolean().describe("Express pickup chosen and possible: delivery_methods holds only its method"),
    pikanouto_ready: z.string().nullable().describe("When an express pickup placed now is ready, in the shopper's language"),
    part_delivery_available: z.boolean().describe("The cart mixes products that leave at once with ones that come later"),
    is_part_delivery_selected: z.boolean(),
    part_delivery_times: z.object({ first: z.string(), rest: z.string() }).nullable().describe("Shipping ranges of the two parts, in days"),
    part_delivery_cost: Cents.describe("What the second parcel adds to the delivery; 0 when the shop pays it"),
    part_delivery_charged: z.boolean().describe("The second parcel costs the delivery again (general setting part_delivery_mode)"),
    customs_acknowledgement_required: z.boolean(),
    show_klarna: z.boolean(),
    paypal_checkout: z.boolean(),
    reason: z.string().nullable(),
    kgco_id: z.string().nullable(),
    kco_iframe: z.string().nullable(),
    giftcampaign_data: z.object({ code: z.string(), campaign: z.string() }).nullable(),
    enterprise_order: z.boolean(),
    transfer_request_from: z.number().int().nullable(),
    post_delivery: z.boolean(),
    errors: z.array(z.string()),
    invalid_codes: z
      .array(z.object({ code: z.string(), message: z.string() }))
      .describe("Codes no change of the cart can make usable, with their message of `errors`: the browser shows it once and drops the code"),
  })
  .meta({ id: "CheckoutAnswer" });

/** The terms and conditions page (static page key `terms`) Klarna's checkout links to. */
async function termsPath(services: ApiOptions["services"], lang: Lang): Promise<string> {
  const terms = (await services.content.staticPageLinks(lang)).find((link) => link.key === "terms");
  return terms ? `/${terms.slug}/` : "/";
}

/** POST /api/checkout/ (document 1 §7): the server's answer to a cart, the only source of prices and limits. */
const checkoutRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.post(
    "/checkout/",
    {
      schema: {
        tags: ["checkout"],
        summary: "Validate a cart: prices, stock limits, codes, delivery and payment methods",
        description:
          "Takes the cart as the browser keeps it and answers it as the shop sells it now: each row's price and max_amount, " +
          "the one discount code, gift cards as payment (a gift card's code in `discount_codes` pays), the delivery methods " +
          "every row allows with their cost, RePack, thresholds, payment methods and every problem in `errors` in the " +
          "storefront's language. Money in cents of EUR. Prices in the request are ignored. At most 100 rows.",
        body: CheckoutBody,
        response: { 200: CheckoutResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const lang = request.lang;
      // A club member's rows are priced at the club price: who is a member is the session's to say, never the body's.
      // So are an admin's admin-only payment methods.
      const user = request.authToken() !== null ? await request.signedInUser() : null;
      const result = await services.checkout.validate({
        ...checkoutRequestFrom(body, { lang, countryCode: (await request.storefrontLocale()).countryCode, clientAddress: request.ip }),
        clubMember: user?.isClubMember === true,
        isAdmin: user?.isAdmin === true,
      });
      // The payment step's validation opens or updates Klarna's checkout with the cart as priced.
      const klarna =
        services.klarna && body.pageName === "checkout"
          ? await services.klarna.offer({
              result,
              wanted: body.payment_method ?? null,
              deliveryLocation: body.delivery_location ?? null,
              specialRequest: body.special_request ?? "",
              customerId: body.payment_method ? ((await services.auth.customerOfToken(request.authToken()))?.id ?? null) : null,
              klarnaOrderId: body.klarna_global_checkout_id ?? null,
              origin: request.originByLang()[lang],
              paths: { terms: await termsPath(services, lang), checkout: pathFor("checkout.payment", lang), confirmation: pathFor("checkout.klarna-confirm", lang) },
            })
          : null;
      // The answer depends on stock and the shopper's cart: never stored by a cache.
      reply.header("cache-control", "no-store");
      return checkoutAnswer(result, { giftCampaign: body.giftcampaign_data ?? null, postDelivery: body.post_delivery ?? false, klarna });
    },
  );

  app.get(
    "/pickup-points/",
    {
      schema: {
        tags: ["checkout"],
        summary: "Pick-up points near a postal code",
        description:
          "The payment step's pick-up point choice (document 3 §5: a postal code is needed before a pick-up point can be " +
          "chosen): the active parcel lockers and pick-up points of the delivery country nearest to the postal code, at most " +
          "10. `country_code` defaults to the storefront's delivery country. A malformed postal code answers 400 on " +
          "postal_code; none near answers an empty list, shown as 'No pickup points found for the postal code'.",
        querystring: z.object({
          postal_code: z.string().max(20),
          country_code: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/, "expected a two-letter country code").optional(),
        }),
        response: {
          200: z.object({
            pickup_points: z.array(z.object({ id: z.string(), name: z.string(), address: z.string(), postal_code: z.string(), city: z.string() })),
          }),
          400: ErrorResponse,
        },
      },
    },
    async (request) => ({
      pickup_points: await services.delivery.pickupPoints({
        lang: request.lang,
        countryCode: request.query.country_code ?? (await request.storefrontLocale()).countryCode,
        postalCode: request.query.postal_code,
      }),
    }),
  );
};

export default checkoutRoutes;
