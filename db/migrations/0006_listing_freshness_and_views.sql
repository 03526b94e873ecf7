CREATE TABLE "catalog_listing_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_popularity" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"model_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_views_model_id_day_pk" PRIMARY KEY("model_id","day")
);
--> statement-breakpoint
ALTER TABLE "model_popularity" ADD CONSTRAINT "model_popularity_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every transaction that writes the read model (or the popularity scores) leaves its own transaction id
-- here: ids are never reused, so a process that built its filter index at one value can tell by one
-- primary-key read whether anything changed since, even across a reset and reseed. The row lock also
-- orders concurrent writers, so the value a reader sees always belongs to committed data. BEFORE the
-- statement: a writer takes this lock before any row lock of the read model, so two writers can never
-- each hold what the other waits for.
CREATE FUNCTION "catalog_listing_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_listing_version" ("id", "version") VALUES (1, pg_current_xact_id()::text::bigint)
  ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_listing_touch" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_listing"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_listing_touch"();
--> statement-breakpoint
CREATE TRIGGER "model_popularity_touch" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "model_popularity"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_listing_touch"();
--> statement-breakpoint
-- The seed writes with session_replication_role = replica (no foreign-key triggers): these must fire anyway.
ALTER TABLE "catalog_listing" ENABLE ALWAYS TRIGGER "catalog_listing_touch";
--> statement-breakpoint
ALTER TABLE "model_popularity" ENABLE ALWAYS TRIGGER "model_popularity_touch";
--> statement-breakpoint
INSERT INTO "catalog_listing_version" ("id", "version") VALUES (1, pg_current_xact_id()::text::bigint)
  ON CONFLICT ("id") DO NOTHING;
