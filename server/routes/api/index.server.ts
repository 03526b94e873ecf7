import type { FastifyInstance } from "fastify";
import { isForeignStateChange } from "#core/security/cross-site.ts";
import { errorBody } from "../../plugins/errors.server.ts";
import databaseRateLimit from "../../plugins/rate-limit.server.ts";
import { requestOriginOf } from "../../request-origin.server.ts";
import catalogRoutes from "./catalog.server.ts";
import checkoutRoutes from "./checkout.server.ts";
import clientErrorRoutes from "./client-errors.server.ts";
import contentRoutes from "./content.server.ts";
import customerRoutes from "./customer.server.ts";
import listingRoutes from "./listing.server.ts";
import localeRoutes from "./locale.server.ts";
import paymentRoutes from "./payments.server.ts";
import productRoutes from "./product.server.ts";
import reviewRoutes from "./reviews.server.ts";
import storefrontHandoffRoutes from "./storefront-handoff.server.ts";
import integrationRoutes from "./integration.server.ts";
import adminRoutes from "./admin.server.ts";
import type { ApiOptions } from "./api-options.server.ts";

/** Every /api/ route module, registered under the /api prefix. */
export default async function apiRoutes(app: FastifyInstance, { env, services }: ApiOptions) {
  // The storefront's pages refuse the same requests (server/plugins/react-router.server.ts): one rule for both.
  app.addHook("onRequest", async (request, reply) => {
    if (!isForeignStateChange(requestOriginOf(request))) return;
    return reply.code(403).send(errorBody(403, "Refused: a request that changes something must come from a page of this storefront"));
  });
  // Before the routes: it sees each route as it is added and attaches the route's own limit.
  await app.register(databaseRateLimit, { services });
  // Only env and services go on: the options this plugin got also carry its `prefix`, which would apply twice.
  const options: ApiOptions = { env, services };
  await app.register(localeRoutes, options);
  await app.register(catalogRoutes, options);
  await app.register(listingRoutes, options);
  await app.register(productRoutes, options);
  await app.register(reviewRoutes, options);
  await app.register(contentRoutes, options);
  await app.register(clientErrorRoutes, options);
  await app.register(customerRoutes, options);
  await app.register(storefrontHandoffRoutes, options);
  await app.register(checkoutRoutes, options);
  await app.register(paymentRoutes, options);
  await app.register(adminRoutes, options);
  await app.register(integrationRoutes, options);
  // Any other /api/ address is an unknown API call: the JSON 404 of the errors plugin, not the storefront's
  // 404 page (the storefront's handler takes every path that no route claimed).
  app.all("/*", { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
}
