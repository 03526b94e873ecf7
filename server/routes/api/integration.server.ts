import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DomainError } from "#core/errors.ts";
import type { TokenActor } from "#core/admin/roles.ts";
import { MAX_QUANTITY } from "#core/admin/model-form.ts";
import type { ApiOptions } from "./api-options.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

/** Lines in one stock update: a whole store's range goes in a few calls. */
export const MAX_STOCK_LINES = 5_000;

const StockLine = z.object({
  sku: z.string().trim().min(1).max(40).optional().describe("The variant's SKU"),
  ean: z.string().trim().regex(/^\d{8,14}$/).optional().describe("The variant's EAN, when no SKU is given"),
  store: z.number().int().positive().describe("Store id (20 is the web warehouse)"),
  quantity: z.number().int().min(0).max(MAX_QUANTITY).describe("Pieces on hand, absolute"),
  blocked: z.boolean().optional().describe("Blocked for online sale; unchanged when left out"),
}).refine((line) => line.sku !== undefined || line.ean !== undefined, { message: "Give a sku or an ean", path: ["sku"] });

const Cents = z.number().int().positive().max(100_000_000);

const PriceLine = z
  .object({
    sku: z.string().trim().min(1).max(40).optional().describe("The variant's SKU"),
    ean: z.string().trim().regex(/^\d{8,14}$/).optional().describe("The variant's EAN, when no SKU is given"),
    regular_cents: Cents.describe("Regular price in cents, VAT of the home tax area included"),
    sale_cents: Cents.nullable().optional().describe("Sale price in cents; left out or null for none"),
    sale_starts_at: z.iso.datetime({ offset: true }).nullable().optional().describe("When the sale starts; open when left out"),
    sale_ends_at: z.iso.datetime({ offset: true }).nullable().optional().describe("When the sale ends; open when left out"),
    club_cents: Cents.nullable().optional().describe("Club members' price in cents; left out or null for none"),
  })
  .refine((line) => line.sku !== undefined || line.ean !== undefined, { message: "Give a sku or an ean", path: ["sku"] });

const UpdateAnswer = z.object({
  updated: z.number().int().describe("Stock levels or variants' prices that changed"),
  unchanged: z.number().int().describe("Those that already were so"),
  unknown: z.array(z.string()).describe("Codes that name no variant of the shop; their lines were skipped"),
});

/**
 * The integration API for the retailer's ERP and tills, authenticated by a bearer token an admin created in
 * the back office. PUT /api/integration/stock/ sets absolute stock levels per variant and store, so sending
 * the same body again changes nothing (idempotent). Lines for codes the shop does not sell are skipped and
 * listed; an unknown store refuses the whole call.
 */
const integrationRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { env, services }) => {
  // Counted per token (its header), whichever process answers.
  const rateLimit = { max: env.INTEGRATION_CALLS_PER_MINUTE, timeWindow: 60_000, groupId: "integration", keyGenerator: (request: FastifyRequest) => request.headers.authorization ?? request.ip };
  async function tokenOf(request: FastifyRequest): Promise<TokenActor> {
    const header = request.headers.authorization ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match ? await services.backOffice.authenticate(match[1]!) : null;
    if (!token) throw new DomainError("UNAUTHORIZED", "A valid integration token is required (Authorization: Bearer …)");
    return token;
  }

  app.put(
    "/integration/stock/",
    {
      config: { rateLimit },
      bodyLimit: Math.max(env.BODY_LIMIT, 1024 * 1024),
      schema: {
        tags: ["integration"],
        summary: "Set stock levels per variant and store",
        description: `Token scope stock:write. At most ${MAX_STOCK_LINES} lines; at most ${env.INTEGRATION_CALLS_PER_MINUTE} calls a minute per token. The last line for a variant and store wins.`,
        security: [{ integrationToken: [] }],
        body: z.object({ items: z.array(StockLine).min(1).max(MAX_STOCK_LINES) }),
        response: { 200: UpdateAnswer, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const token = await tokenOf(request);
      const result = await services.backOffice.putStock(
        token,
        request.body.items.map((line) => ({ code: line.sku ?? line.ean!, storeId: line.store, quantity: line.quantity, ...(line.blocked === undefined ? {} : { blocked: line.blocked }) })),
      );
      reply.header("cache-control", "no-store");
      return result;
    },
  );

  app.put(
    "/integration/prices/",
    {
      config: { rateLimit },
      bodyLimit: Math.max(env.BODY_LIMIT, 1024 * 1024),
      schema: {
        tags: ["integration"],
        summary: "Set variants' prices",
        description: `Token scope prices:write. At most ${env.INTEGRATION_CALLS_PER_MINUTE} calls a minute per token. Each line sets the variant's regular price and its sale and club prices (left out means none); the outdoor price staff set is kept. The shop derives the other tax areas' prices and keeps the 30-day lowest price from its own price history. At most ${MAX_STOCK_LINES} lines; the last line for a variant wins.`,
        security: [{ integrationToken: [] }],
        body: z.object({ items: z.array(PriceLine).min(1).max(MAX_STOCK_LINES) }),
        response: { 200: UpdateAnswer, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const token = await tokenOf(request);
      const date = (value: string | null | undefined) => (value ? new Date(value) : null);
      const result = await services.backOffice.putPrices(
        token,
        request.body.items.map((line) => ({
          code: line.sku ?? line.ean!,
          regularCents: line.regular_cents,
          saleCents: line.sale_cents ?? null,
          saleStartsAt: date(line.sale_starts_at),
          saleEndsAt: date(line.sale_ends_at),
          clubCents: line.club_cents ?? null,
        })),
      );
      reply.header("cache-control", "no-store");
      return result;
    },
  );
};

export default integrationRoutes;

