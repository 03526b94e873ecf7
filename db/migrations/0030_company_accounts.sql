CREATE TABLE "company_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"vat_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "company_accounts_status_check" CHECK ("company_accounts"."status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "company_accounts" ADD CONSTRAINT "company_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_accounts" ADD CONSTRAINT "company_accounts_decided_by_customers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_accounts_pending_idx" ON "company_accounts" USING btree ("applied_at") WHERE "company_accounts"."status" = 'pending';