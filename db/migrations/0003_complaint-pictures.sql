ALTER TABLE "after_sales_pictures" ADD COLUMN "token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_pictures" ADD CONSTRAINT "after_sales_pictures_token_unique" UNIQUE("token");