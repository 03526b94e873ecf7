CREATE TABLE "search_statistics_advanced" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_statistics_totals" (
	"lang" text NOT NULL,
	"days" smallint NOT NULL,
	"text" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_statistics_totals_lang_days_text_pk" PRIMARY KEY("lang","days","text"),
	CONSTRAINT "search_statistics_totals_lang_check" CHECK ("search_statistics_totals"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE INDEX "search_statistics_totals_top_idx" ON "search_statistics_totals" USING btree ("lang","days","searches" DESC NULLS LAST,"text");--> statement-breakpoint
CREATE INDEX "search_statistics_totals_zero_idx" ON "search_statistics_totals" USING btree ("lang","days","zero_results" DESC NULLS LAST,"text") WHERE "search_statistics_totals"."zero_results" > 0;--> statement-breakpoint
INSERT INTO "search_statistics_totals" ("lang", "days", "text", "searches", "zero_results")
SELECT s."lang", p."days", s."text", sum(s."searches"), sum(s."zero_results")
FROM "search_statistics" s JOIN (VALUES (7), (30), (90)) AS p("days") ON s."day" > (now() AT TIME ZONE 'UTC')::date - p."days"
GROUP BY s."lang", p."days", s."text";--> statement-breakpoint
INSERT INTO "search_statistics_advanced" ("id", "day") VALUES (1, (now() AT TIME ZONE 'UTC')::date);