ALTER TABLE "slug_history" DROP CONSTRAINT "slug_history_kind_check";--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "slug_history" ADD CONSTRAINT "slug_history_kind_check" CHECK ("slug_history"."kind" in ('model', 'group', 'brand', 'page'));