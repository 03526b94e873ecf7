CREATE SEQUENCE "public"."club_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "club_number" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "club_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "interests" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "scout_group" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "scout_member_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "latu_member_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "latu_branch" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_club_number_unique" UNIQUE("club_number");