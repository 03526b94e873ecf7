ALTER TABLE "gift_campaigns" ADD COLUMN "company_vat_number" text;--> statement-breakpoint
ALTER TABLE "gift_campaigns" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "gift_campaigns" ADD CONSTRAINT "gift_campaigns_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_campaigns_company_idx" ON "gift_campaigns" USING btree ("company_vat_number","created_at") WHERE "gift_campaigns"."company_vat_number" is not null;