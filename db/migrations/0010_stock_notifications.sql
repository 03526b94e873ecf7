CREATE TABLE "stock_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_notifications_lang_check" CHECK ("stock_notifications"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_pending_idx" ON "stock_notifications" USING btree ("variant_id","email") WHERE "stock_notifications"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_notifications_email_idx" ON "stock_notifications" USING btree ("email");