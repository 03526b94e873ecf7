CREATE TABLE "payment_sessions" (
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_sessions_provider_reference_pk" PRIMARY KEY("provider","reference"),
	CONSTRAINT "payment_sessions_state_check" CHECK ("payment_sessions"."state" in ('started', 'paid', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" text PRIMARY KEY NOT NULL,
	"method_slug" text NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payments_status_check" CHECK ("test_payments"."status" in ('created', 'paid', 'cancelled', 'failed', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_method_slug_delivery_methods_slug_fk" FOREIGN KEY ("method_slug") REFERENCES "public"."delivery_methods"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pickup_points_area_idx" ON "pickup_points" USING btree ("country_code","postal_code");