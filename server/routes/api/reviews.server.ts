import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "#core/errors.ts";
import { PRODUCT_NOT_FOUND } from "#core/product/product-service.ts";
import { REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX, REVIEW_SORTS } from "#core/reviews/reviews.ts";
import { LANGUAGES } from "#i18n/languages.ts";
import type { ApiOptions } from "./api-options.server.ts";
import { ErrorResponse } from "./schemas.server.ts";

const wholeNumber = (max: number) =>
  z.coerce.number({ error: "expected a whole number" }).int("expected a whole number").min(1, "expected 1 or more").max(max, `expected at most ${max}`);

const ReviewsQuery = z.object({
  model_id: wholeNumber(2_147_483_647).describe("The product model's id"),
  size: wholeNumber(REVIEW_PAGE_SIZE_MAX).default(REVIEW_PAGE_SIZE).describe("Reviews per page (10 on the product page)"),
  page: wholeNumber(100_000).default(1).describe("1 for the first page"),
  sort: z.enum(REVIEW_SORTS, { error: "expected date, votes or stars" }).default("date").describe("date (newest first), votes (up minus down) or stars"),
});

const Review = z
  .object({
    id: z.number().int(),
    created: z.string(),
    rating: z.number().int(),
    visible_name: z.string(),
    comment: z.string(),
    size: z.number().int().nullable(),
    images: z.array(z.object({ url: z.string() }).strict()),
    votes_up: z.number().int(),
    votes_down: z.number().int(),
    votes_total: z.number().int(),
    lang: z.enum(LANGUAGES),
  })
  .strict();

const VoteBody = z.object({
  review_id: wholeNumber(2_147_483_647).describe("The review's id"),
  review_vote: z.enum(["up", "down"], { error: "expected up, down or null" }).nullable().describe("up, down, or null to clear the vote"),
  customer_id: wholeNumber(2_147_483_647).describe("The signed-in customer's id"),
});

/** The product page's reviews and votes on them. */
const reviewRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { services }) => {
  app.get(
    "/product_reviews/",
    {
      schema: {
        tags: ["product"],
        summary: "One page of a product model's reviews",
        description:
          "The model's reviews that the staff have not hidden, in every language (each says its `lang`), sorted by `sort`: " +
          "date (newest first, the default), votes (up minus down) or stars, each descending. `max_pages` counts " +
          "pages of `size`; a page past the last is empty. `images` lists every picture of the model's shown reviews. A missing " +
          "or non-public model answers 404 'Product not found.'.",
        querystring: ReviewsQuery,
        response: { 200: z.object({ results: z.array(Review), max_pages: z.number().int(), images: z.array(z.object({ url: z.string(), review_id: z.number().int() }).strict()) }), 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { model_id: modelId, size, page, sort } = request.query;
      const answer = await services.reviews.page({ modelId, sort, page, size });
      if (!answer) throw notFound(PRODUCT_NOT_FOUND);
      return answer;
    },
  );

  app.post(
    "/review_votes/",
    {
      schema: {
        tags: ["product"],
        summary: "Vote a review up or down, or clear the vote",
        description:
          "Signed in only (Authorization header or the sign-in cookie): a guest gets 401 'You need to be logged in to like' in " +
          "the storefront's language, and `customer_id` must be the signed-in customer's (403 otherwise). Nobody votes on their " +
          "own review: 403 on `review_id` with 'You cannot vote on your own review.' in that language. A customer has one " +
          "vote per review; `review_vote` null clears it. The answer carries the review's new counts. An " +
          "unknown or hidden review answers 404.",
        body: VoteBody,
        response: {
          200: z.object({ review_id: z.number().int(), review_vote: z.enum(["up", "down"]).nullable(), votes_up: z.number().int(), votes_down: z.number().int() }),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { review_id: reviewId, review_vote: choice, customer_id: customerId } = request.body;
      const viewer = await request.signedInUser();
      const result = await services.reviews.vote({ lang: request.lang, viewerId: viewer?.id ?? null, reviewId, customerId, choice });
      if (!result) throw notFound("Review not found");
      return result;
    },
  );
};

export default reviewRoutes;
