CREATE TABLE "listing_refresh_queue" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_data_version_idx" ON "audit_log" USING btree ("id") WHERE "audit_log"."entity" <> 'stock';