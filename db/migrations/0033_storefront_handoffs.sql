CREATE TABLE "storefront_handoffs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"customer_id" integer,
	"session_family" text,
	"session_expires_at" timestamp with time zone,
	"cart_content" text,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "storefront_handoffs_lang_check" CHECK ("storefront_handoffs"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family" text;--> statement-breakpoint
ALTER TABLE "storefront_handoffs" ADD CONSTRAINT "storefront_handoffs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_handoffs_expires_idx" ON "storefront_handoffs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family");