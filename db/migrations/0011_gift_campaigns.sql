CREATE TABLE "gift_campaign_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "gift_campaign_codes_upper_check" CHECK ("gift_campaign_codes"."code" = upper("gift_campaign_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "gift_campaign_models" (
	"campaign_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_campaign_models_campaign_id_model_id_pk" PRIMARY KEY("campaign_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "gift_campaign_translations" (
	"campaign_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "gift_campaign_translations_campaign_id_lang_pk" PRIMARY KEY("campaign_id","lang"),
	CONSTRAINT "gift_campaign_translations_lang_check" CHECK ("gift_campaign_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "gift_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "gift_campaign_codes" ADD CONSTRAINT "gift_campaign_codes_campaign_id_gift_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."gift_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_campaign_models" ADD CONSTRAINT "gift_campaign_models_campaign_id_gift_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."gift_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_campaign_models" ADD CONSTRAINT "gift_campaign_models_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_campaign_translations" ADD CONSTRAINT "gift_campaign_translations_campaign_id_gift_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."gift_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_campaign_codes_campaign_idx" ON "gift_campaign_codes" USING btree ("campaign_id");