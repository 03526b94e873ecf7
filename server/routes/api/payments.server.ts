import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badInput, notFound } from "#core/errors.ts";
import type { ApiOptions } from "./index.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

/**
 * Payment providers' server-to-server notifications (issue 5 "Payment callbacks are verified and
 * idempotent"). The provider's adapter asks the provider to vouch for the notification; a verified one
 * completes the payment exactly as the shopper's return would, so it counts once however often it comes.
 */
const paymentRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.post(
    "/payments/:provider/notify/",
    {
      schema: {
        tags: ["payments"],
        summary: "A payment provider's webhook",
        description:
          "For PayPal (when configured): the event as PayPal posts it, with its PAYPAL-TRANSMISSION-* and PAYPAL-AUTH-ALGO " +
          "headers. The shop has PayPal verify the signature, then asks PayPal about the order and captures an approved one. " +
          "200 for a verified event (also one the shop does not act on), 400 for one PayPal does not vouch for, 404 for a " +
          "provider that is not set up here.",
        params: z.object({ provider: z.string().regex(/^[a-z]{1,20}$/, "expected a provider name") }),
        body: z.looseObject({ event_type: z.string().max(100), resource: z.record(z.string(), z.unknown()) }),
        response: { 200: z.object({ received: z.literal(true) }), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
      const result = await services.payments.notify({ provider: request.params.provider, notification: { headers, body: request.body } });
      if (result === "unknown") throw notFound(`No payment provider ${request.params.provider} here`);
      if (result === "unverified") throw badInput("paypal-transmission-sig", "The notification's signature was not verified by the provider");
      return { received: true as const };
    },
  );
};

export default paymentRoutes;
