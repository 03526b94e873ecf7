import { sql, type SQL } from "drizzle-orm";
import type { ReviewRepository, ReviewSort, ReviewView } from "#core/reviews/reviews.ts";
import { voteDelta } from "#core/reviews/votes.ts";
import { preparedRows, queryRows, type Db } from "../client.server.ts";

/** Each order ends on the id, so equal keys keep one order and pages never overlap. */
const ORDER: Record<ReviewSort, SQL> = {
  date: sql`r.created_at desc, r.id desc`,
  votes: sql`r.votes_up - r.votes_down desc, r.created_at desc, r.id desc`,
  stars: sql`r.rating desc, r.created_at desc, r.id desc`,
};

export function createReviewRepository(db: Db): ReviewRepository {
  return {
    async publicModel(modelId) {
      const rows = await preparedRows<{ one: number }>(db, "review-model", sql`select 1 as one from product_models where id = ${modelId} and is_public`);
      return rows.length > 0;
    },

    async page({ modelId, sort, offset, limit }) {
      const rows = await preparedRows<{ review: ReviewView; total: number }>(
        db,
        `reviews-page-${sort}`,
        sql`select json_build_object(
              'id', r.id, 'created', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'rating', r.rating,
              'visible_name', r.visible_name, 'comment', r.comment, 'size', r.size,
              'images', coalesce((select json_agg(json_build_object('url', i.url) order by i.sort_order, i.id) from review_images i where i.review_id = r.id), '[]'::json),
              'votes_up', r.votes_up, 'votes_down', r.votes_down, 'votes_total', r.votes_up - r.votes_down, 'lang', r.lang) as review,
              count(*) over ()::int as total
            from reviews r
            where r.model_id = ${modelId} and r.is_visible
            order by ${ORDER[sort]}
            offset ${offset} limit ${limit}`,
      );
      if (rows.length > 0 || offset === 0) return { rows: rows.map((row) => row.review), total: rows[0]?.total ?? 0 };
      // Past the last page: the count still tells how many pages there are.
      const [count] = await preparedRows<{ total: number }>(db, "reviews-count", sql`select count(*)::int as total from reviews where model_id = ${modelId} and is_visible`);
      return { rows: [], total: count?.total ?? 0 };
    },

    async vote(reviewId, customerId, vote) {
      return db.transaction(async (tx) => {
        // The review's row is locked first: two votes of one customer (two tabs) count one after the other.
        const [review] = await queryRows<{ id: number; customerId: number | null }>(
          tx,
          sql`select id, customer_id as "customerId" from reviews where id = ${reviewId} and is_visible for update`,
        );
        if (!review) return null;
        if (review.customerId !== null && Number(review.customerId) === customerId) return "own" as const;
        const [before] = await queryRows<{ vote: boolean }>(
          tx,
          sql`select vote from review_votes where review_id = ${reviewId} and customer_id = ${customerId}`,
        );
        const delta = voteDelta(before?.vote ?? null, vote);
        if (vote === null) {
          await tx.execute(sql`delete from review_votes where review_id = ${reviewId} and customer_id = ${customerId}`);
        } else {
          await tx.execute(sql`
            insert into review_votes (review_id, customer_id, vote) values (${reviewId}, ${customerId}, ${vote})
            on conflict (review_id, customer_id) do update set vote = excluded.vote, created_at = now()`);
        }
        const [counts] = await queryRows<{ votes_up: number; votes_down: number }>(
          tx,
          sql`update reviews set votes_up = greatest(0, votes_up + ${delta.up}), votes_down = greatest(0, votes_down + ${delta.down})
              where id = ${reviewId} returning votes_up, votes_down`,
        );
        return counts ?? null;
      });
    },

    async votesOnModel(customerId, modelId) {
      return preparedRows<{ id: number; vote: boolean }>(
        db,
        "votes-on-model",
        sql`select v.review_id as id, v.vote from review_votes v join reviews r on r.id = v.review_id
            where v.customer_id = ${customerId} and r.model_id = ${modelId} order by v.review_id`,
      );
    },

    async ownReview(customerId, modelId) {
      const [row] = await preparedRows<{ id: number; shown: boolean }>(
        db,
        "own-review-of-model",
        sql`select id, is_visible as shown from reviews where customer_id = ${customerId} and model_id = ${modelId}`,
      );
      return row ? { id: Number(row.id), shown: row.shown } : null;
    },

    async images(modelId) {
      return preparedRows<{ url: string; review_id: number }>(
        db,
        "review-images-of-model",
        sql`select i.url, i.review_id from review_images i join reviews r on r.id = i.review_id
            where r.model_id = ${modelId} and r.is_visible
            order by r.created_at desc, r.id desc, i.sort_order, i.id`,
      );
    },
  };
}
