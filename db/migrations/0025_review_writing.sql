CREATE UNIQUE INDEX "reviews_customer_model_idx" ON "reviews" USING btree ("customer_id","model_id") WHERE "reviews"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("created_at") WHERE not "reviews"."is_visible" and "reviews"."moderated_at" is null;--> statement-breakpoint
-- Reviews hidden before moderation existed were hidden by the staff: moderated, not waiting in the new queue.
UPDATE "reviews" SET "moderated_at" = "created_at" WHERE NOT "is_visible" AND "moderated_at" IS NULL;
