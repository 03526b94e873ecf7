import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HANDOFF_CART_COOKIE, HANDOFF_PARAM, handoffCartCookie } from "#core/accounts/handoff-cookie.ts";
import { AUTH_COOKIE } from "#core/accounts/auth-cookie.ts";
import { badInput, DomainError } from "#core/errors.ts";
import { LANGUAGES, type Lang } from "#i18n/languages.ts";
import type { ApiOptions } from "./api-options.server.ts";
import { CartContentText, ErrorResponse } from "./schemas.server.ts";

/** A language switch is a click: a person makes a few a minute, a script that mints tokens many more. */
export const HANDOFF_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

const HandoffBody = z.object({
  to: z
    .string({ error: "expected the address of the page in the other storefront" })
    .max(2000, "too long")
    .describe("The absolute address of the page in the other language's storefront (the language link's href)"),
  cart_content: CartContentText.nullable()
    .optional()
    .describe("JSON text of this storefront's cart (as PUT /api/customer/cart_content/ takes it); an empty one is not carried"),
});

const HandoffResponse = z
  .object({ url: z.string().describe("Where to go: `to` with the single-use `handoff` token, or `to` itself when nothing is carried") })
  .meta({ id: "StorefrontHandoff" });

const CarriedCartResponse = z
  .object({ cart_content: z.string().nullable().describe("The carried cart's JSON text, once; null when none waits") })
  .meta({ id: "CarriedCart" });

/**
 * Only the storefront's own pages may ask: the answer carries the visitor's sign-in to another host, so a
 * request without `Origin`, from another origin, or that the browser calls cross-site is refused.
 */
function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const own = `${request.protocol}://${request.host}`;
  if (request.headers["sec-fetch-site"] === "cross-site" || origin !== own) {
    throw new DomainError("FORBIDDEN", "Only this storefront's own pages may hand a shopper over");
  }
}

/** The language of the other storefront `to` is on, or null when it is none of this shop's others. */
function targetLang(request: FastifyRequest, to: URL): Lang | null {
  const origins = request.originByLang();
  return LANGUAGES.find((lang) => lang !== request.lang && origins[lang] === to.origin) ?? null;
}

/**
 * The cart and sign-in carried to another language's storefront (core/accounts/storefront-handoff.ts): the
 * language link asks for a token, and the storefront it leads to redeems it on arrival
 * (server/plugins/storefront-handoff.server.ts) and hands the cart to the arriving page here.
 */
const storefrontHandoffRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.post(
    "/storefront-handoff/",
    {
      config: { rateLimit: HANDOFF_RATE_LIMIT },
      schema: {
        tags: ["customer"],
        summary: "Carry the cart and sign-in to another language's storefront",
        description:
          "Called by the storefront's language links. Stores this storefront's cart and, by the sign-in cookie, its session under a " +
          "single-use token (kept hashed, two minutes, redeemable only on the storefront of `to`) and answers `to` with `?handoff=`. " +
          "A guest with an empty cart carries nothing and gets `to` as it is. Same origin only (403 otherwise); 400 names the field.",
        body: HandoffBody,
        response: { 200: HandoffResponse, 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      assertSameOrigin(request);
      let to: URL;
      try {
        to = new URL(request.body.to);
      } catch {
        throw badInput("to", "to: expected an absolute address");
      }
      const lang = targetLang(request, to);
      if (!lang) throw badInput("to", "to: not an address of another storefront of this shop");
      to.hash = "";
      to.searchParams.delete(HANDOFF_PARAM);
      const token = await services.storefrontHandoff.create({
        lang,
        // The cookie only: a handoff is the browser's, and another client has no other storefront to go to.
        sessionToken: request.cookies[AUTH_COOKIE] ?? null,
        cartContent: request.body.cart_content ?? null,
      });
      if (token) to.searchParams.set(HANDOFF_PARAM, token);
      return { url: to.toString() };
    },
  );

  app.post(
    "/storefront-handoff/cart/",
    {
      config: { rateLimit: HANDOFF_RATE_LIMIT },
      schema: {
        tags: ["customer"],
        summary: "Take the cart carried from another language's storefront",
        description:
          `The page that arrived with a handoff finds the \`${HANDOFF_CART_COOKIE}\` cookie and takes its cart here, once: the answer ` +
          "replaces the cart in local storage. The cookie is cleared. Same origin only (403 otherwise).",
        response: { 200: CarriedCartResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      assertSameOrigin(request);
      const pickupToken = request.cookies[HANDOFF_CART_COOKIE];
      reply.header("set-cookie", handoffCartCookie(null, { secure: request.protocol === "https" }));
      const cartContent = pickupToken ? await services.storefrontHandoff.takeCart({ pickupToken, lang: request.lang }) : null;
      return { cart_content: cartContent };
    },
  );
};

export default storefrontHandoffRoutes;
