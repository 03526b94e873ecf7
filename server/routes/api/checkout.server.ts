import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CheckoutAnswer, CheckoutBody } from "#core/checkout/checkout-contract.ts";
import type { ApiOptions } from "./api-options.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

/** POST /api/checkout/: the server's answer to a cart, the only source of prices and limits. */
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
        response: { 200: CheckoutAnswer.meta({ id: "CheckoutAnswer" }), 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      // Who the shopper is (club prices, admin-only payment methods, the embedded checkout's customer) is the
      // session's to say, never the body's.
      const user = request.authToken() !== null ? await request.signedInUser() : null;
      const answer = await services.checkout.answer({
        body: request.body,
        lang,
        countryCode: (await request.storefrontLocale()).countryCode,
        clientAddress: request.ip,
        origin: request.originByLang()[lang],
        shopper: user ? { id: user.id, isClubMember: user.isClubMember === true, isAdmin: user.isAdmin === true } : null,
      });
      // The answer depends on stock and the shopper's cart: never stored by a cache.
      reply.header("cache-control", "no-store");
      return answer;
    },
  );

  app.get(
    "/pickup-points/",
    {
      schema: {
        tags: ["checkout"],
        summary: "Pick-up points near a postal code",
        description:
          "The payment step's pick-up point choice (a postal code is needed before a pick-up point can be " +
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
