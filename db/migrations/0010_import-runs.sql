CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"content" text NOT NULL,
	"rows" integer NOT NULL,
	"problems" jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"status" text DEFAULT 'checked' NOT NULL,
	"models_done" integer DEFAULT 0 NOT NULL,
	"models_total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_created_idx" ON "import_runs" USING btree ("created_at");