import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badInput, notFound } from "#core/errors.ts";
import { KLARNA_PROVIDER } from "#core/payments/klarna-provider.ts";
import type { ApiOptions } from "./api-options.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

/**
 * Payment providers' server-to-server notifications, verified and idempotent. The provider's adapter
 * asks the provider to vouch for the notification; a verified one completes the payment exactly as the
 * shopper's return would, so it counts once however often it comes.
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

  const KlarnaOrderId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "expected Klarna's order id");

  app.post(
    "/payments/klarna/validate/",
    {
      schema: {
        tags: ["payments"],
        summary: "Klarna's validation call before it completes a purchase",
        description:
          "Klarna posts the checkout order when the shopper buys. The shop reads the order from Klarna by its id (the posted " +
          "body is not believed), prices the cart it kept for the checkout again and places the order, reserving its stock. " +
          "200: Klarna completes the purchase. 303 with Location: Klarna sends the shopper back to the payment step, where " +
          "the reason is shown; nothing is charged. 404 where Klarna is not configured.",
        body: z.looseObject({ order_id: KlarnaOrderId }),
        response: { 200: z.object({ accepted: z.literal(true) }), 303: z.null(), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!services.klarna) throw notFound("Klarna is not configured here");
      const answer = await services.klarna.validate(request.body.order_id);
      if (!answer.accepted) return reply.code(303).header("location", answer.location).send(null);
      return { accepted: true as const };
    },
  );

  app.post(
    "/payments/klarna/push/",
    {
      schema: {
        tags: ["payments"],
        summary: "Klarna's push after a completed purchase",
        description:
          "Klarna calls this with `klarna_order_id` once the shopper has bought. The shop asks Klarna's Order Management API " +
          "about the order, acknowledges and captures an authorised one and marks the order paid, once however often the push " +
          "comes. 404 where Klarna is not configured, or for an order this shop did not start.",
        querystring: z.object({ klarna_order_id: KlarnaOrderId }),
        response: { 200: z.object({ received: z.literal(true) }), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      if (!services.klarna) throw notFound("Klarna is not configured here");
      const query = new URLSearchParams({ klarna_order_id: request.query.klarna_order_id });
      const completed = await services.payments.complete({ provider: KLARNA_PROVIDER, query });
      if (!completed) throw notFound("No Klarna checkout of this shop has that id");
      return { received: true as const };
    },
  );
};

export default paymentRoutes;
