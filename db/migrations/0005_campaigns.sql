CREATE TABLE "campaign_translations" (
	"campaign_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	CONSTRAINT "campaign_translations_campaign_id_lang_pk" PRIMARY KEY("campaign_id","lang"),
	CONSTRAINT "campaign_translations_lang_check" CHECK ("campaign_translations"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"model_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"filter" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "campaigns_dates_check" CHECK ("campaigns"."ends_on" is null or "campaigns"."ends_on" >= "campaigns"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "campaign_translations" ADD CONSTRAINT "campaign_translations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;