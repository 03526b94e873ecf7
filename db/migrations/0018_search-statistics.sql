CREATE TABLE "search_statistics" (
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_statistics_day_lang_text_pk" PRIMARY KEY("day","lang","text"),
	CONSTRAINT "search_statistics_lang_check" CHECK ("search_statistics"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE INDEX "search_statistics_lang_day_idx" ON "search_statistics" USING btree ("lang","day");