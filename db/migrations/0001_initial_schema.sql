CREATE TABLE "banner_translations" (
	"banner_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"button_text" text DEFAULT '' NOT NULL,
	"sub_text" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	CONSTRAINT "banner_translations_banner_id_lang_pk" PRIMARY KEY("banner_id","lang"),
	CONSTRAINT "banner_translations_lang_check" CHECK ("banner_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image" text,
	"crop_point" text DEFAULT '50% 50%' NOT NULL,
	"bg_color" text DEFAULT '#1f3b2d' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "banners_kind_check" CHECK ("banners"."kind" in ('image', 'dynamic', 'text'))
);
--> statement-breakpoint
CREATE TABLE "brand_translations" (
	"brand_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "brand_translations_brand_id_lang_pk" PRIMARY KEY("brand_id","lang"),
	CONSTRAINT "brand_translations_lang_check" CHECK ("brand_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"promo_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bundle_models" (
	"bundle_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_models_bundle_id_model_id_pk" PRIMARY KEY("bundle_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "bundle_prices" (
	"bundle_id" integer NOT NULL,
	"tax_area_id" integer NOT NULL,
	"active_cents" integer NOT NULL,
	"regular_cents" integer NOT NULL,
	CONSTRAINT "bundle_prices_bundle_id_tax_area_id_pk" PRIMARY KEY("bundle_id","tax_area_id")
);
--> statement-breakpoint
CREATE TABLE "bundle_translations" (
	"bundle_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "bundle_translations_bundle_id_lang_pk" PRIMARY KEY("bundle_id","lang"),
	CONSTRAINT "bundle_translations_lang_check" CHECK ("bundle_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" integer PRIMARY KEY NOT NULL,
	"main_model_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_listing" (
	"model_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"brand_id" integer NOT NULL,
	"brand_name" text NOT NULL,
	"brand_slug" text NOT NULL,
	"path" text NOT NULL,
	"main_group_id" integer,
	"image_id" integer,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"colour_families" text[] DEFAULT '{}'::text[] NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"size_sort" integer DEFAULT 0 NOT NULL,
	"group_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"group_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_stock_store_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"in_stock_store_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_orderable" boolean DEFAULT false NOT NULL,
	"variant_count" integer DEFAULT 0 NOT NULL,
	"price_min_cents" integer DEFAULT 0 NOT NULL,
	"price_max_cents" integer DEFAULT 0 NOT NULL,
	"active_cents" integer DEFAULT 0 NOT NULL,
	"reference_cents" integer DEFAULT 0 NOT NULL,
	"club_cents" integer,
	"lowest_30d_cents" integer,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"price_type" text DEFAULT 'normal' NOT NULL,
	"prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rating" numeric(4, 2) DEFAULT '0' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"sold_amount" integer DEFAULT 0 NOT NULL,
	"sales_rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_public" boolean NOT NULL,
	"is_outlet" boolean DEFAULT false NOT NULL,
	"is_bundle" boolean DEFAULT false NOT NULL,
	"is_gift_card" boolean DEFAULT false NOT NULL,
	"campaign_only" boolean DEFAULT false NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ribbons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"property_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"search" "tsvector" NOT NULL,
	"name_trgm" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_listing_model_id_lang_pk" PRIMARY KEY("model_id","lang"),
	CONSTRAINT "catalog_listing_lang_check" CHECK ("catalog_listing"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "client_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text NOT NULL,
	"url" text,
	"user_agent" text,
	"ip_hash" text
);
--> statement-breakpoint
CREATE TABLE "colour_translations" (
	"colour_slug" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "colour_translations_colour_slug_lang_pk" PRIMARY KEY("colour_slug","lang"),
	CONSTRAINT "colour_translations_lang_check" CHECK ("colour_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "colours" (
	"slug" text PRIMARY KEY NOT NULL,
	"hex" text NOT NULL,
	"family" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"tax_area_id" integer NOT NULL,
	"is_eu_member" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"delivery_days" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_check" CHECK ("countries"."code" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "country_translations" (
	"country_code" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "country_translations_country_code_lang_pk" PRIMARY KEY("country_code","lang"),
	CONSTRAINT "country_translations_lang_check" CHECK ("country_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	"symbol" text NOT NULL,
	"format" text NOT NULL,
	"round_whole" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"username" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'fi' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_org_user" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"cart_content" text,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "general_setting_translations" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "general_setting_translations_key_lang_pk" PRIMARY KEY("key","lang"),
	CONSTRAINT "general_setting_translations_lang_check" CHECK ("general_setting_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "general_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_template_translations" (
	"template_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "gift_card_template_translations_template_id_lang_pk" PRIMARY KEY("template_id","lang"),
	CONSTRAINT "gift_card_template_translations_lang_check" CHECK ("gift_card_template_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "gift_card_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"hex" text DEFAULT '#2f6b3a' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_translations" (
	"image_id" integer NOT NULL,
	"lang" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	CONSTRAINT "image_translations_image_id_lang_pk" PRIMARY KEY("image_id","lang"),
	CONSTRAINT "image_translations_lang_check" CHECK ("image_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"colour_slug" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"shape" text DEFAULT 'generic' NOT NULL,
	"hex" text NOT NULL,
	"accent_hex" text NOT NULL,
	"view" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_popup_translations" (
	"popup_id" integer NOT NULL,
	"lang" text NOT NULL,
	"keyword" text NOT NULL,
	"text" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	CONSTRAINT "keyword_popup_translations_popup_id_lang_pk" PRIMARY KEY("popup_id","lang"),
	CONSTRAINT "keyword_popup_translations_lang_check" CHECK ("keyword_popup_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "keyword_popups" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "model_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"property_type_id" integer NOT NULL,
	"property_value_id" integer,
	"value_num" numeric(14, 3),
	"is_for_one_item" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "model_properties_value_check" CHECK (("model_properties"."property_value_id" is not null) <> ("model_properties"."value_num" is not null))
);
--> statement-breakpoint
CREATE TABLE "model_ribbons" (
	"model_id" integer NOT NULL,
	"ribbon_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "model_ribbons_model_id_ribbon_id_pk" PRIMARY KEY("model_id","ribbon_id")
);
--> statement-breakpoint
CREATE TABLE "model_tags" (
	"model_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "model_tags_model_id_tag_id_pk" PRIMARY KEY("model_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_group_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"lang" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	CONSTRAINT "product_group_links_lang_check" CHECK ("product_group_links"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "product_group_translations" (
	"group_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_group_translations_group_id_lang_pk" PRIMARY KEY("group_id","lang"),
	CONSTRAINT "product_group_translations_lang_check" CHECK ("product_group_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"depth" smallint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"group_sorting" text,
	"filterable_properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"is_outlet" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_groups_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "product_model_groups" (
	"model_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "product_model_groups_model_id_group_id_pk" PRIMARY KEY("model_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "product_model_translations" (
	"model_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"long_description_html" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"model_notice" text DEFAULT '' NOT NULL,
	"quote_text" text DEFAULT '' NOT NULL,
	"machine_translated" boolean DEFAULT false NOT NULL,
	"original_lang" text,
	CONSTRAINT "product_model_translations_model_id_lang_pk" PRIMARY KEY("model_id","lang"),
	CONSTRAINT "product_model_translations_lang_check" CHECK ("product_model_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "product_models" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"brand_id" integer NOT NULL,
	"main_group_id" integer,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_bundle" boolean DEFAULT false NOT NULL,
	"is_gift_card" boolean DEFAULT false NOT NULL,
	"campaign_only" boolean DEFAULT false NOT NULL,
	"is_extended_range" boolean DEFAULT false NOT NULL,
	"belongs_to_outlet" boolean DEFAULT false NOT NULL,
	"is_multi_color" boolean DEFAULT false NOT NULL,
	"show_discount_percentage" boolean DEFAULT true NOT NULL,
	"discounts_allowed" boolean DEFAULT true NOT NULL,
	"promoted_colour" text,
	"tax_class" text DEFAULT 'standard' NOT NULL,
	"modelnumber" text DEFAULT '' NOT NULL,
	"uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"size_table_id" integer,
	"price_ending" timestamp with time zone,
	"sales_rank" integer DEFAULT 0 NOT NULL,
	"sold_amount" integer DEFAULT 0 NOT NULL,
	"rating_avg" numeric(4, 2) DEFAULT '0' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"ski_wizard" jsonb,
	"on_order" boolean DEFAULT false NOT NULL,
	"second_hand_parent_id" integer,
	"quote" jsonb,
	CONSTRAINT "product_models_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_type_translations" (
	"product_type_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "product_type_translations_product_type_id_lang_pk" PRIMARY KEY("product_type_id","lang"),
	CONSTRAINT "product_type_translations_lang_check" CHECK ("product_type_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "property_type_translations" (
	"property_type_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "property_type_translations_property_type_id_lang_pk" PRIMARY KEY("property_type_id","lang"),
	CONSTRAINT "property_type_translations_lang_check" CHECK ("property_type_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"bg_color" text DEFAULT '#eeeeee' NOT NULL,
	"text_color" text DEFAULT '#222222' NOT NULL,
	"filter_kind" text NOT NULL,
	"unit" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_filterable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "property_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "property_types_filter_kind_check" CHECK ("property_types"."filter_kind" in ('range', 'checkbox'))
);
--> statement-breakpoint
CREATE TABLE "property_value_translations" (
	"property_value_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "property_value_translations_property_value_id_lang_pk" PRIMARY KEY("property_value_id","lang"),
	CONSTRAINT "property_value_translations_lang_check" CHECK ("property_value_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "property_values" (
	"id" integer PRIMARY KEY NOT NULL,
	"property_type_id" integer NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"vote" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_customer_id_pk" PRIMARY KEY("review_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"lang" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating" smallint NOT NULL,
	"visible_name" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"size" smallint,
	"votes_up" integer DEFAULT 0 NOT NULL,
	"votes_down" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_lang_check" CHECK ("reviews"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 0 and 10),
	CONSTRAINT "reviews_size_check" CHECK ("reviews"."size" is null or "reviews"."size" in (2, 4, 6, 8, 10))
);
--> statement-breakpoint
CREATE TABLE "ribbon_translations" (
	"ribbon_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ribbon_translations_ribbon_id_lang_pk" PRIMARY KEY("ribbon_id","lang"),
	CONSTRAINT "ribbon_translations_lang_check" CHECK ("ribbon_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "ribbons" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "ribbons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "size_table_translations" (
	"size_table_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"info_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "size_table_translations_size_table_id_lang_pk" PRIMARY KEY("size_table_id","lang"),
	CONSTRAINT "size_table_translations_lang_check" CHECK ("size_table_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "size_tables" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parsed" jsonb NOT NULL,
	"image" text,
	"hide_image" boolean DEFAULT false NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_page_tab_translations" (
	"tab_id" integer NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	CONSTRAINT "static_page_tab_translations_tab_id_lang_pk" PRIMARY KEY("tab_id","lang"),
	CONSTRAINT "static_page_tab_translations_lang_check" CHECK ("static_page_tab_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "static_page_tabs" (
	"id" integer PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"parent_tab_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_page_translations" (
	"page_id" integer NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "static_page_translations_page_id_lang_pk" PRIMARY KEY("page_id","lang"),
	CONSTRAINT "static_page_translations_lang_check" CHECK ("static_page_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "static_pages_key_unique" UNIQUE("key"),
	CONSTRAINT "static_pages_kind_check" CHECK ("static_pages"."kind" in ('page', 'tabs'))
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"variant_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"shelf_code" text,
	CONSTRAINT "stock_variant_id_store_id_pk" PRIMARY KEY("variant_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "store_translations" (
	"store_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	CONSTRAINT "store_translations_store_id_lang_pk" PRIMARY KEY("store_id","lang"),
	CONSTRAINT "store_translations_lang_check" CHECK ("store_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"type" text DEFAULT 'retail' NOT NULL,
	"pikanouto" boolean DEFAULT false NOT NULL,
	"nouto" boolean DEFAULT false NOT NULL,
	"stock_display_order" integer DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"opening_hours" jsonb,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"is_main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tag_translations" (
	"tag_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tag_translations_tag_id_lang_pk" PRIMARY KEY("tag_id","lang"),
	CONSTRAINT "tag_translations_lang_check" CHECK ("tag_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"bg_color" text NOT NULL,
	"text_color" text NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tax_areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"tax_area_id" integer NOT NULL,
	"tax_class" text NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "tax_rates_tax_area_id_tax_class_pk" PRIMARY KEY("tax_area_id","tax_class")
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" integer NOT NULL,
	"tax_area_id" integer NOT NULL,
	"active_cents" integer NOT NULL,
	"regular_cents" integer NOT NULL,
	"club_cents" integer,
	"discount_free_cents" integer NOT NULL,
	"normal_cents" integer NOT NULL,
	"original_cents" integer NOT NULL,
	"discount_value_cents" integer DEFAULT 0 NOT NULL,
	"lowest_30d_cents" integer,
	"price_type" text DEFAULT 'normal' NOT NULL,
	CONSTRAINT "variant_prices_variant_id_tax_area_id_pk" PRIMARY KEY("variant_id","tax_area_id"),
	CONSTRAINT "variant_prices_price_type_check" CHECK ("variant_prices"."price_type" in ('outdoor', 'outlet', 'discount', 'club', 'normal')),
	CONSTRAINT "variant_prices_non_negative_check" CHECK ("variant_prices"."active_cents" >= 0 and "variant_prices"."regular_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"colour_slug" text,
	"color_control" text DEFAULT '' NOT NULL,
	"size_name" text DEFAULT '' NOT NULL,
	"size_slug" text DEFAULT '' NOT NULL,
	"size_sort_order" integer DEFAULT 0 NOT NULL,
	"product_type_id" integer,
	"teksonumber" text NOT NULL,
	"ean" text,
	"shipping_time" integer DEFAULT 2 NOT NULL,
	"incoming_at" date,
	"incoming_quantity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"customer_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_customer_id_model_id_pk" PRIMARY KEY("customer_id","model_id")
);
--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_translations" ADD CONSTRAINT "brand_translations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_models" ADD CONSTRAINT "bundle_models_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_models" ADD CONSTRAINT "bundle_models_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_prices" ADD CONSTRAINT "bundle_prices_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_prices" ADD CONSTRAINT "bundle_prices_tax_area_id_tax_areas_id_fk" FOREIGN KEY ("tax_area_id") REFERENCES "public"."tax_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_translations" ADD CONSTRAINT "bundle_translations_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_main_model_id_product_models_id_fk" FOREIGN KEY ("main_model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_listing" ADD CONSTRAINT "catalog_listing_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_translations" ADD CONSTRAINT "colour_translations_colour_slug_colours_slug_fk" FOREIGN KEY ("colour_slug") REFERENCES "public"."colours"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_tax_area_id_tax_areas_id_fk" FOREIGN KEY ("tax_area_id") REFERENCES "public"."tax_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_translations" ADD CONSTRAINT "country_translations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_setting_translations" ADD CONSTRAINT "general_setting_translations_key_general_settings_key_fk" FOREIGN KEY ("key") REFERENCES "public"."general_settings"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_template_translations" ADD CONSTRAINT "gift_card_template_translations_template_id_gift_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_card_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_templates" ADD CONSTRAINT "gift_card_templates_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_translations" ADD CONSTRAINT "image_translations_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_colour_slug_colours_slug_fk" FOREIGN KEY ("colour_slug") REFERENCES "public"."colours"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_popup_translations" ADD CONSTRAINT "keyword_popup_translations_popup_id_keyword_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."keyword_popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_properties" ADD CONSTRAINT "model_properties_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_properties" ADD CONSTRAINT "model_properties_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_properties" ADD CONSTRAINT "model_properties_property_value_id_property_values_id_fk" FOREIGN KEY ("property_value_id") REFERENCES "public"."property_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_ribbons" ADD CONSTRAINT "model_ribbons_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_ribbons" ADD CONSTRAINT "model_ribbons_ribbon_id_ribbons_id_fk" FOREIGN KEY ("ribbon_id") REFERENCES "public"."ribbons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_tags" ADD CONSTRAINT "model_tags_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_tags" ADD CONSTRAINT "model_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_links" ADD CONSTRAINT "product_group_links_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_translations" ADD CONSTRAINT "product_group_translations_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_parent_id_product_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_model_groups" ADD CONSTRAINT "product_model_groups_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_model_groups" ADD CONSTRAINT "product_model_groups_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_model_translations" ADD CONSTRAINT "product_model_translations_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_main_group_id_product_groups_id_fk" FOREIGN KEY ("main_group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_promoted_colour_colours_slug_fk" FOREIGN KEY ("promoted_colour") REFERENCES "public"."colours"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_size_table_id_size_tables_id_fk" FOREIGN KEY ("size_table_id") REFERENCES "public"."size_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_second_hand_parent_id_product_models_id_fk" FOREIGN KEY ("second_hand_parent_id") REFERENCES "public"."product_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_translations" ADD CONSTRAINT "product_type_translations_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_type_translations" ADD CONSTRAINT "property_type_translations_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_value_translations" ADD CONSTRAINT "property_value_translations_property_value_id_property_values_id_fk" FOREIGN KEY ("property_value_id") REFERENCES "public"."property_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_values" ADD CONSTRAINT "property_values_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ribbon_translations" ADD CONSTRAINT "ribbon_translations_ribbon_id_ribbons_id_fk" FOREIGN KEY ("ribbon_id") REFERENCES "public"."ribbons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_table_translations" ADD CONSTRAINT "size_table_translations_size_table_id_size_tables_id_fk" FOREIGN KEY ("size_table_id") REFERENCES "public"."size_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_page_tab_translations" ADD CONSTRAINT "static_page_tab_translations_tab_id_static_page_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."static_page_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_page_tabs" ADD CONSTRAINT "static_page_tabs_page_id_static_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."static_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_page_tabs" ADD CONSTRAINT "static_page_tabs_parent_tab_id_static_page_tabs_id_fk" FOREIGN KEY ("parent_tab_id") REFERENCES "public"."static_page_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_page_translations" ADD CONSTRAINT "static_page_translations_page_id_static_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."static_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_translations" ADD CONSTRAINT "store_translations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_translations" ADD CONSTRAINT "tag_translations_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_tax_area_id_tax_areas_id_fk" FOREIGN KEY ("tax_area_id") REFERENCES "public"."tax_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_tax_area_id_tax_areas_id_fk" FOREIGN KEY ("tax_area_id") REFERENCES "public"."tax_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_colour_slug_colours_slug_fk" FOREIGN KEY ("colour_slug") REFERENCES "public"."colours"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundles_main_model_idx" ON "bundles" USING btree ("main_model_id");--> statement-breakpoint
CREATE INDEX "catalog_listing_search_idx" ON "catalog_listing" USING gin ("search");--> statement-breakpoint
CREATE INDEX "catalog_listing_name_trgm_idx" ON "catalog_listing" USING gin ("name_trgm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_listing_group_ids_idx" ON "catalog_listing" USING gin ("group_ids");--> statement-breakpoint
CREATE INDEX "catalog_listing_sizes_idx" ON "catalog_listing" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "catalog_listing_stores_idx" ON "catalog_listing" USING gin ("in_stock_store_ids");--> statement-breakpoint
CREATE INDEX "catalog_listing_property_values_idx" ON "catalog_listing" USING gin ("property_values" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "catalog_listing_rank_idx" ON "catalog_listing" USING btree ("lang","is_public","sales_rank");--> statement-breakpoint
CREATE INDEX "catalog_listing_brand_idx" ON "catalog_listing" USING btree ("lang","brand_id");--> statement-breakpoint
CREATE INDEX "catalog_listing_lang_path_idx" ON "catalog_listing" USING btree ("lang","path");--> statement-breakpoint
CREATE INDEX "client_error_reports_created_idx" ON "client_error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gift_card_templates_model_idx" ON "gift_card_templates" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "images_model_idx" ON "images" USING btree ("model_id","sort_order");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "model_properties_model_idx" ON "model_properties" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "model_properties_type_idx" ON "model_properties" USING btree ("property_type_id");--> statement-breakpoint
CREATE INDEX "model_tags_tag_idx" ON "model_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "product_group_links_group_idx" ON "product_group_links" USING btree ("group_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "product_group_translations_lang_path_idx" ON "product_group_translations" USING btree ("lang","path");--> statement-breakpoint
CREATE INDEX "product_groups_parent_idx" ON "product_groups" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_model_groups_group_idx" ON "product_model_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "product_model_translations_lang_slug_idx" ON "product_model_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "product_models_brand_idx" ON "product_models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_models_main_group_idx" ON "product_models" USING btree ("main_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_values_type_slug_idx" ON "property_values" USING btree ("property_type_id","slug");--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_model_idx" ON "reviews" USING btree ("model_id","created_at");--> statement-breakpoint
CREATE INDEX "static_page_tabs_page_idx" ON "static_page_tabs" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "static_page_translations_lang_slug_idx" ON "static_page_translations" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "stock_store_idx" ON "stock" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "variants_model_idx" ON "variants" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_teksonumber_idx" ON "variants" USING btree ("teksonumber");