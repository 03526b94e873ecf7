/**
 * Reviews of product models, their pictures (imported or uploaded) and the customers' votes on them.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";
import { productModels } from "./catalog.ts";
import { bytea, createdAt, langCheck, langColumn } from "./columns.ts";

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => productModels.id, { onDelete: "cascade" }),
    lang: langColumn(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** 0-10; stars = rating / 2. */
    rating: smallint("rating").notNull(),
    visibleName: text("visible_name").notNull(),
    comment: text("comment").notNull().default(""),
    /** Reviewer's size feeling: 2, 4, 6, 8, 10 from small to large. */
    size: smallint("size"),
    votesUp: integer("votes_up").notNull().default(0),
    votesDown: integer("votes_down").notNull().default(0),
    isVisible: boolean("is_visible").notNull().default(true),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    index("reviews_model_idx").on(t.modelId, t.createdAt),
    // One review per customer and model (imported reviews have no customer).
    uniqueIndex("reviews_customer_model_idx").on(t.customerId, t.modelId).where(sql`${t.customerId} is not null`),
    // The staff's moderation queue: hidden and not yet moderated.
    index("reviews_pending_idx").on(t.createdAt).where(sql`not ${t.isVisible} and ${t.moderatedAt} is null`),
    langCheck("reviews", t.lang),
    check("reviews_rating_check", sql`${t.rating} between 0 and 10`),
    check("reviews_size_check", sql`${t.size} is null or ${t.size} in (2, 4, 6, 8, 10)`),
  ],
);

/**
 * Pictures of reviews. Imported ones have only a URL (drawn by the image route). A customer's upload
 * (docs/decisions/0026) carries its cleaned bytes and is served from `url`; while the review form
 * still has a problem to fix, the upload is kept without a review (`review_id` null) for its
 * `customer_id`, so that the writer need not choose the picture again.
 */
export const reviewImages = pgTable(
  "review_images",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** The uploader; a kept upload waits for them only. */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    content: bytea("content"),
    contentType: text("content_type"),
    width: integer("width"),
    height: integer("height"),
    /** The size of the file as the customer sent it: the upload limits (core/reviews/review-images.ts) count these. */
    uploadedBytes: integer("uploaded_bytes"),
    createdAt: createdAt(),
  },
  (t) => [
    index("review_images_review_idx").on(t.reviewId),
    uniqueIndex("review_images_url_idx").on(t.url).where(sql`${t.content} is not null`),
    index("review_images_kept_idx").on(t.customerId, t.createdAt).where(sql`${t.reviewId} is null`),
    check("review_images_owner_check", sql`${t.reviewId} is not null or ${t.customerId} is not null`),
  ],
);

export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** true = up, false = down; a cleared vote deletes the row. */
    vote: boolean("vote").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] })],
);
