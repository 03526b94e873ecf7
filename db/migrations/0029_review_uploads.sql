ALTER TABLE "review_images" ALTER COLUMN "review_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_images" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "review_images" ADD COLUMN "content" "bytea";--> statement-breakpoint
ALTER TABLE "review_images" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "review_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "review_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "review_images" ADD COLUMN "uploaded_bytes" integer;--> statement-breakpoint
ALTER TABLE "review_images" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_images_url_idx" ON "review_images" USING btree ("url") WHERE "review_images"."content" is not null;--> statement-breakpoint
CREATE INDEX "review_images_kept_idx" ON "review_images" USING btree ("customer_id","created_at") WHERE "review_images"."review_id" is null;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_owner_check" CHECK ("review_images"."review_id" is not null or "review_images"."customer_id" is not null);