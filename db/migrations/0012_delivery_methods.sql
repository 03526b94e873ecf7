CREATE TABLE "delivery_limits" (
	"model_id" integer NOT NULL,
	"variant_id" integer DEFAULT 0 NOT NULL,
	"allowed_methods" text[],
	"blocked_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"per_international_package" boolean DEFAULT false NOT NULL,
	"block_info_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "delivery_limits_model_id_variant_id_pk" PRIMARY KEY("model_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_method_translations" (
	"method_slug" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "delivery_method_translations_method_slug_lang_pk" PRIMARY KEY("method_slug","lang"),
	CONSTRAINT "delivery_method_translations_lang_check" CHECK ("delivery_method_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"postal_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"free_from_cents" integer,
	"transit_days_min" smallint DEFAULT 0 NOT NULL,
	"transit_days_max" smallint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_methods_kind_check" CHECK ("delivery_methods"."kind" in ('store-express', 'store-pickup', 'pickup-point', 'home', 'express-home')),
	CONSTRAINT "delivery_methods_transit_check" CHECK ("delivery_methods"."transit_days_min" >= 0 and "delivery_methods"."transit_days_max" >= "delivery_methods"."transit_days_min")
);
--> statement-breakpoint
ALTER TABLE "delivery_limits" ADD CONSTRAINT "delivery_limits_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_method_translations" ADD CONSTRAINT "delivery_method_translations_method_slug_delivery_methods_slug_fk" FOREIGN KEY ("method_slug") REFERENCES "public"."delivery_methods"("slug") ON DELETE cascade ON UPDATE no action;