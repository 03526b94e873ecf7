CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_status_check" CHECK ("order_payments"."status" in ('captured', 'pending', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "order_reservations" (
	"order_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_reservations_order_id_variant_id_store_id_pk" PRIMARY KEY("order_id","variant_id","store_id"),
	CONSTRAINT "order_reservations_amount_check" CHECK ("order_reservations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_rows" (
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"variant_name" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"extra_data" jsonb,
	CONSTRAINT "order_rows_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_rows_kind_check" CHECK ("order_rows"."kind" in ('product', 'bundle', 'gift-card')),
	CONSTRAINT "order_rows_amount_check" CHECK ("order_rows"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"lang" text NOT NULL,
	"country_code" text NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"delivery_method" text,
	"delivery_location" text,
	"special_request" text DEFAULT '' NOT NULL,
	"payment_method" text,
	"discount_code" text,
	"repack" boolean DEFAULT false NOT NULL,
	"products_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"gift_card_products_cents" integer DEFAULT 0 NOT NULL,
	"delivery_cents" integer DEFAULT 0 NOT NULL,
	"repack_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"due_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_lang_check" CHECK ("orders"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru')),
	CONSTRAINT "orders_status_check" CHECK (status in ('awaiting_payment', 'cancelled', 'processing', 'ready_for_packing', 'ready_for_pick_up', 'transported_to_pickuplocation', 'skis_in_installation', 'transfer_to_packing', 'shipped', 'delivered', 'manual_cancellation')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."total_cents" >= 0 and "orders"."due_cents" >= 0 and "orders"."due_cents" <= "orders"."total_cents")
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rows" ADD CONSTRAINT "order_rows_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_reference_idx" ON "order_payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "orders_status_reserved_idx" ON "orders" USING btree ("status","reserved_until");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
ALTER TABLE "gift_card_accounts" ADD CONSTRAINT "gift_card_accounts_code_check" CHECK ("gift_card_accounts"."code" = upper("gift_card_accounts"."code") and "gift_card_accounts"."code" !~ '[[:space:]:]');