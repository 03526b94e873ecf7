import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiOptions } from "./api-options.server.ts";
import { BrandsResponse, ProductGroupsResponse, PUBLIC_CACHE, ResourcesResponse } from "./schemas.server.ts";

/** GET /api/product-groups/, /api/brands/ and /api/resources/, in the storefront's language. */
const catalogRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.get(
    "/product-groups/",
    { schema: { tags: ["catalogue"], summary: "The product group tree", response: { 200: ProductGroupsResponse } } },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return { productGroups: await services.catalog.productGroups(request.lang) };
    },
  );

  app.get(
    "/brands/",
    { schema: { tags: ["catalogue"], summary: "Public brands by name", response: { 200: BrandsResponse } } },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return { brands: await services.catalog.brands(request.lang) };
    },
  );

  app.get(
    "/resources/",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Shared resources: colours, manufacturers, product groups, property filters and types, stores, tax rates",
        response: { 200: ResourcesResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return services.catalog.resources(request.lang);
    },
  );
};

export default catalogRoutes;
