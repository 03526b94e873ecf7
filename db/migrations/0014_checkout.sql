CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"minimum_cents" integer DEFAULT 0 NOT NULL,
	"uses_left" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind_check" CHECK ("discount_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "discount_codes_value_check" CHECK ("discount_codes"."value" > 0 and ("discount_codes"."kind" = 'amount' or "discount_codes"."value" <= 10000)),
	CONSTRAINT "discount_codes_code_check" CHECK ("discount_codes"."code" = upper("discount_codes"."code") and "discount_codes"."code" !~ '[[:space:]]')
);
--> statement-breakpoint
CREATE TABLE "gift_card_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_accounts_balance_check" CHECK ("gift_card_accounts"."balance_cents" >= 0 and "gift_card_accounts"."balance_cents" <= "gift_card_accounts"."initial_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_method_translations" (
	"method_slug" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "payment_method_translations_method_slug_lang_pk" PRIMARY KEY("method_slug","lang"),
	CONSTRAINT "payment_method_translations_lang_check" CHECK ("payment_method_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"slug" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_cents" integer DEFAULT 1 NOT NULL,
	"max_cents" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_method_translations" ADD CONSTRAINT "payment_method_translations_method_slug_payment_methods_slug_fk" FOREIGN KEY ("method_slug") REFERENCES "public"."payment_methods"("slug") ON DELETE cascade ON UPDATE no action;