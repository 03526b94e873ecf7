import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { VISIBILITIES } from "#core/admin/model-form.ts";
import { z } from "zod";
import { MODEL_SORTS } from "#core/admin/model-query.ts";
import { staffActor } from "#core/admin/roles.ts";
import type { ApiOptions } from "./api-options.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

const ModelHit = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  group: z.string(),
  variants: z.number().int(),
  is_public: z.boolean().describe("Sold to shoppers: public or hidden"),
  visibility: z.enum(VISIBILITIES).describe("public: listed and sold; hidden: sold at its address, listed nowhere; staff: staff only"),
  updated_at: z.string().describe("ISO 8601"),
});

/**
 * The back office's calls from the browser, for staff only (a guest gets 401, anybody else 403).
 * GET /api/admin/products/ finds models by name (any language, brand included), SKU, EAN or id: the back
 * office's quick search.
 */
const adminRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.get(
    "/admin/products/",
    {
      schema: {
        tags: ["admin"],
        summary: "Find product models (staff)",
        querystring: z.object({
          q: z.string().max(200).default("").describe("Name words, a SKU, an EAN or a model id"),
          brand: z.coerce.number().int().positive().optional(),
          group: z.coerce.number().int().positive().optional(),
          visibility: z.enum(VISIBILITIES).optional(),
          sort: z.enum(MODEL_SORTS).default("-updated").describe("Recently edited first unless told"),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({ total: z.number().int(), page_size: z.number().int(), results: z.array(ModelHit) }),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = staffActor(await request.signedInUser());
      const query = request.query;
      const found = await services.backOffice.findModels(actor, {
        text: query.q,
        brandId: query.brand ?? null,
        groupId: query.group ?? null,
        visibility: query.visibility ?? null,
        sort: query.sort,
        page: query.page,
        // Names in the storefront's language of the host asked.
        lang: request.lang,
      });
      reply.header("cache-control", "private, no-store");
      return {
        total: found.total,
        page_size: found.pageSize,
        results: found.rows.map((row) => ({ id: row.id, name: row.name, brand: row.brand, group: row.group, variants: row.variants, is_public: row.visibility !== "staff", visibility: row.visibility, updated_at: row.updatedAt.toISOString() })),
      };
    },
  );
};

export default adminRoutes;
