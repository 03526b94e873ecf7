CREATE TABLE "store_receipt_rows" (
	"receipt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer,
	"name" text NOT NULL,
	"variant_name" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"returned_amount" integer DEFAULT 0 NOT NULL,
	"unit_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "store_receipt_rows_receipt_id_position_pk" PRIMARY KEY("receipt_id","position"),
	CONSTRAINT "store_receipt_rows_amount_check" CHECK ("store_receipt_rows"."amount" > 0 and "store_receipt_rows"."returned_amount" between 0 and "store_receipt_rows"."amount")
);
--> statement-breakpoint
CREATE TABLE "store_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer,
	"purchased_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"total_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "store_receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "store_receipts_status_check" CHECK (status in ('paid', 'partly-returned', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "store_receipt_rows" ADD CONSTRAINT "store_receipt_rows_receipt_id_store_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."store_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_receipt_rows" ADD CONSTRAINT "store_receipt_rows_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_receipts" ADD CONSTRAINT "store_receipts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_receipts" ADD CONSTRAINT "store_receipts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_receipts_customer_idx" ON "store_receipts" USING btree ("customer_id","purchased_at");