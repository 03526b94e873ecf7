CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"phrase" text NOT NULL,
	"group_id" integer,
	"property_value_id" integer,
	CONSTRAINT "search_synonyms_lang_check" CHECK ("search_synonyms"."lang" in ('en', 'fi', 'sv', 'de', 'fr', 'ru')),
	CONSTRAINT "search_synonyms_target_check" CHECK (num_nonnulls("search_synonyms"."group_id", "search_synonyms"."property_value_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_property_value_id_property_values_id_fk" FOREIGN KEY ("property_value_id") REFERENCES "public"."property_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_synonyms_lang_idx" ON "search_synonyms" USING btree ("lang");