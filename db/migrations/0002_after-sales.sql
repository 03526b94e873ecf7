CREATE SEQUENCE "public"."case_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 200001 CACHE 1;--> statement-breakpoint
CREATE TABLE "test_payment_refunds" (
	"key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new-return' NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"lang" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"refund_to" text,
	"tracking_code" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"internal_note" text DEFAULT '' NOT NULL,
	"access_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_cases_number_unique" UNIQUE("number"),
	CONSTRAINT "after_sales_cases_lang_check" CHECK ("after_sales_cases"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru')),
	CONSTRAINT "after_sales_cases_kind_check" CHECK ("after_sales_cases"."kind" in ('return', 'exchange', 'complaint')),
	CONSTRAINT "after_sales_cases_status_check" CHECK (status in ('new-return', 'processing-return', 'processed-return', 'more_info-return', 'fixing-return', 'rejected-return')),
	CONSTRAINT "after_sales_cases_refund_to_check" CHECK ("after_sales_cases"."refund_to" is null or "after_sales_cases"."refund_to" in ('original', 'gift-card')),
	CONSTRAINT "after_sales_cases_order_check" CHECK ("after_sales_cases"."kind" = 'complaint' or "after_sales_cases"."order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "after_sales_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	CONSTRAINT "after_sales_events_actor_check" CHECK ("after_sales_events"."actor" in ('customer', 'staff', 'system')),
	CONSTRAINT "after_sales_events_status_check" CHECK (status in ('new-return', 'processing-return', 'processed-return', 'more_info-return', 'fixing-return', 'rejected-return'))
);
--> statement-breakpoint
CREATE TABLE "after_sales_holds" (
	"case_id" integer NOT NULL,
	"order_position" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "after_sales_holds_case_id_order_position_store_id_pk" PRIMARY KEY("case_id","order_position","store_id"),
	CONSTRAINT "after_sales_holds_amount_check" CHECK ("after_sales_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "after_sales_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"event_id" integer,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"payment_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"gift_card_code" text,
	"cents" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_refunds_target_check" CHECK (("after_sales_refunds"."payment_id" is null) <> ("after_sales_refunds"."gift_card_code" is null)),
	CONSTRAINT "after_sales_refunds_cents_check" CHECK ("after_sales_refunds"."cents" > 0),
	CONSTRAINT "after_sales_refunds_status_check" CHECK ("after_sales_refunds"."status" in ('pending', 'done'))
);
--> statement-breakpoint
CREATE TABLE "after_sales_rows" (
	"case_id" integer NOT NULL,
	"order_position" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"restocked_amount" integer DEFAULT 0 NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"exchange_variant_id" integer,
	CONSTRAINT "after_sales_rows_case_id_order_position_pk" PRIMARY KEY("case_id","order_position"),
	CONSTRAINT "after_sales_rows_amount_check" CHECK ("after_sales_rows"."amount" > 0 and "after_sales_rows"."restocked_amount" between 0 and "after_sales_rows"."amount")
);
--> statement-breakpoint
CREATE TABLE "complaint_details" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"sales_channel" text NOT NULL,
	"store_id" integer,
	"target_store_id" integer,
	"order_number" text DEFAULT '' NOT NULL,
	"receipt" text DEFAULT '' NOT NULL,
	"time_of_purchase" date,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"no_size" boolean DEFAULT false NOT NULL,
	"complaint" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"post_number" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"order_position" integer,
	CONSTRAINT "complaint_details_channel_check" CHECK ("complaint_details"."sales_channel" in ('S', 'K'))
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_refunds" ADD CONSTRAINT "test_payment_refunds_reference_test_payments_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."test_payments"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_cases" ADD CONSTRAINT "after_sales_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_cases" ADD CONSTRAINT "after_sales_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_events" ADD CONSTRAINT "after_sales_events_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_events" ADD CONSTRAINT "after_sales_events_staff_id_customers_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_holds" ADD CONSTRAINT "after_sales_holds_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_holds" ADD CONSTRAINT "after_sales_holds_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_holds" ADD CONSTRAINT "after_sales_holds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_pictures" ADD CONSTRAINT "after_sales_pictures_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_pictures" ADD CONSTRAINT "after_sales_pictures_event_id_after_sales_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."after_sales_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_refunds" ADD CONSTRAINT "after_sales_refunds_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_rows" ADD CONSTRAINT "after_sales_rows_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_rows" ADD CONSTRAINT "after_sales_rows_exchange_variant_id_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_details" ADD CONSTRAINT "complaint_details_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_details" ADD CONSTRAINT "complaint_details_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_details" ADD CONSTRAINT "complaint_details_target_store_id_stores_id_fk" FOREIGN KEY ("target_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_idx" ON "after_sales_cases" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sales_cases_customer_idx" ON "after_sales_cases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "after_sales_cases_queue_idx" ON "after_sales_cases" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_events_case_idx" ON "after_sales_events" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "after_sales_holds_due_idx" ON "after_sales_holds" USING btree ("held_until") WHERE "after_sales_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "after_sales_pictures_case_idx" ON "after_sales_pictures" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "after_sales_refunds_case_idx" ON "after_sales_refunds" USING btree ("case_id");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_refunded_check" CHECK ("order_payments"."refunded_cents" between 0 and "order_payments"."amount_cents");