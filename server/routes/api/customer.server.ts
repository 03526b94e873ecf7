import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signOutCookies } from "#core/accounts/auth-cookie.ts";
import { DomainError } from "#core/errors.ts";
import type { ApiOptions } from "./api-options.server.ts";
import { CartContentText, ErrorResponse } from "./schemas.server.ts";

const CustomerResponse = z
  .object({
    id: z.number().int(),
    is_staff: z.boolean(),
    is_admin: z.boolean(),
    username: z.string().nullable().describe("Staff only; null for everybody else"),
    postcode: z.string(),
    customer: z.object({
      wishlist_model_ids: z.array(z.number().int()),
      voted_reviews: z.array(z.object({ id: z.number().int(), vote: z.boolean() })),
    }),
    is_org_user: z.boolean(),
    is_club_member: z.boolean().describe("A customer-club member: pays club prices"),
    hashed_email: z.string().describe("SHA-256 of the lower-cased e-mail address, hex"),
    email: z.string(),
    cart_content: z.string().nullable().describe("JSON string with products"),
  })
  .meta({ id: "Customer" });

const WishlistBody = z.object({
  model_id: z.coerce
    .number({ error: "expected a product model id" })
    .int("expected a product model id")
    .positive("expected a product model id")
    .max(2_147_483_647, "expected a product model id")
    .describe("The product model's id"),
});

const CartContentBody = z.object({
  cart_content: CartContentText.describe(
    "JSON text of the cart's choices (products, gift cards, codes, updatedAt), as GET /api/customer/ returns it",
  ),
});

/** GET /api/customer/: the signed-in user; the wishlist toggle; the cart that follows the customer. */
const customerRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.get(
    "/customer/",
    {
      schema: {
        tags: ["customer"],
        summary: "The signed-in user with the customer data",
        description:
          "Signed in by the Authorization header (`Token <token>` or `Bearer <token>`) or, from the storefront, by the " +
          "HttpOnly sign-in cookie. 401 without a valid session; an unknown or expired cookie is cleared.",
        response: { 200: CustomerResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const customer = await services.auth.customerOfToken(request.authToken());
      if (customer) return customer;
      if (request.authFromCookie()) reply.header("set-cookie", signOutCookies({ secure: request.protocol === "https" }));
      throw new DomainError("UNAUTHORIZED", "Not signed in: log in again");
    },
  );

  app.put(
    "/customer/cart_content/",
    {
      schema: {
        tags: ["customer"],
        summary: "Keep the signed-in customer's cart for their other devices",
        description:
          "Stores the browser's cart as `cart_content`, returned by GET /api/customer/. The text holds the " +
          "shopper's choices only; a browser that takes it validates it with POST /api/checkout/ like any cart, so nothing in " +
          "it is believed. Signed in only (401 otherwise). 204.",
        body: CartContentBody,
        response: { 204: z.null(), 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const user = await request.signedInUser();
      await services.auth.saveCartContent({ customerId: user?.id ?? null, cartContent: request.body.cart_content });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/customer/wishlist_toggle/",
    {
      schema: {
        tags: ["customer"],
        summary: "Add a product model to the wishlist, or take it off",
        description:
          "Signed in only (Authorization header or the sign-in cookie); a guest gets 401 'Adding to wishlist requires login' in " +
          "the storefront's language. Adds the model when it is not on the list and removes it when it is; " +
          "`added` says which. A hidden or unknown model cannot be added (404), but one on the list can always " +
          "be taken off.",
        body: WishlistBody,
        response: { 200: z.object({ added: z.boolean() }), 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const user = await request.signedInUser();
      return services.wishlist.toggle({ lang: request.lang, customerId: user?.id ?? null, modelId: request.body.model_id });
    },
  );
};

export default customerRoutes;
