-- Catalogue search slice (db/schema.ts catalogSearch): one partition per storefront language, so a
-- language's rows sit together and each partition has its own GIN index of only that language's words.
CREATE TABLE "catalog_search" (
	"lang" text NOT NULL,
	"model_id" integer NOT NULL,
	"search" "tsvector" NOT NULL,
	"name_key" text NOT NULL,
	"full_key" text NOT NULL,
	"brand_key" text NOT NULL,
	"sales_rank" integer NOT NULL,
	CONSTRAINT "catalog_search_lang_model_id_pk" PRIMARY KEY("lang","model_id")
) PARTITION BY LIST ("lang");
--> statement-breakpoint
CREATE TABLE "catalog_search_en" PARTITION OF "catalog_search" FOR VALUES IN ('en');
--> statement-breakpoint
CREATE TABLE "catalog_search_fi" PARTITION OF "catalog_search" FOR VALUES IN ('fi');
--> statement-breakpoint
CREATE TABLE "catalog_search_sv" PARTITION OF "catalog_search" FOR VALUES IN ('sv');
--> statement-breakpoint
CREATE TABLE "catalog_search_de" PARTITION OF "catalog_search" FOR VALUES IN ('de');
--> statement-breakpoint
CREATE TABLE "catalog_search_fr" PARTITION OF "catalog_search" FOR VALUES IN ('fr');
--> statement-breakpoint
CREATE TABLE "catalog_search_ru" PARTITION OF "catalog_search" FOR VALUES IN ('ru');
--> statement-breakpoint
CREATE INDEX "catalog_search_search_idx" ON "catalog_search" USING gin ("search");
--> statement-breakpoint
-- A name as the search compares it: lower case, NFKC, every run of other characters than letters and
-- digits one space; the same rule as searchKey in core/catalog/search/search-service.ts.
CREATE FUNCTION "catalog_search_key"(value text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
  RETURN btrim(regexp_replace(lower(normalize(value, NFKC)), '[^[:alnum:]]+', ' ', 'g'));
--> statement-breakpoint
-- Row triggers keep the slice in step with every write of catalog_listing, in the same transaction:
-- searchable rows (public, not campaign-only) are upserted, others removed.
CREATE FUNCTION "catalog_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "catalog_search" WHERE "lang" = OLD."lang" AND "model_id" = OLD."model_id";
  ELSIF NEW."is_public" AND NOT NEW."campaign_only" THEN
    INSERT INTO "catalog_search" ("lang", "model_id", "search", "name_key", "full_key", "brand_key", "sales_rank")
    VALUES (NEW."lang", NEW."model_id", NEW."search", "catalog_search_key"(NEW."name"),
      "catalog_search_key"(NEW."brand_name" || ' ' || NEW."name"), "catalog_search_key"(NEW."brand_name"), NEW."sales_rank")
    ON CONFLICT ("lang", "model_id") DO UPDATE SET
      "search" = excluded."search", "name_key" = excluded."name_key", "full_key" = excluded."full_key",
      "brand_key" = excluded."brand_key", "sales_rank" = excluded."sales_rank";
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "catalog_search" WHERE "lang" = NEW."lang" AND "model_id" = NEW."model_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE naming both tables (resetDatabase) still holds the slice open here,
-- and then has emptied it already.
CREATE FUNCTION "catalog_search_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "catalog_search";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_search_insert" AFTER INSERT ON "catalog_listing"
  FOR EACH ROW EXECUTE FUNCTION "catalog_search_sync"();
--> statement-breakpoint
-- The read-model refresh rewrites every column of a row; only a change of what the search reads costs a write.
CREATE TRIGGER "catalog_search_update" AFTER UPDATE OF "name", "brand_name", "search", "sales_rank", "is_public", "campaign_only"
  ON "catalog_listing" FOR EACH ROW
  WHEN ((OLD."name", OLD."brand_name", OLD."search", OLD."sales_rank", OLD."is_public", OLD."campaign_only")
    IS DISTINCT FROM (NEW."name", NEW."brand_name", NEW."search", NEW."sales_rank", NEW."is_public", NEW."campaign_only"))
  EXECUTE FUNCTION "catalog_search_sync"();
--> statement-breakpoint
CREATE TRIGGER "catalog_search_delete" AFTER DELETE ON "catalog_listing"
  FOR EACH ROW EXECUTE FUNCTION "catalog_search_sync"();
--> statement-breakpoint
CREATE TRIGGER "catalog_search_truncate" AFTER TRUNCATE ON "catalog_listing"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_search_clear"();
--> statement-breakpoint
-- The seed writes with session_replication_role = replica (no foreign-key triggers): these must fire anyway.
ALTER TABLE "catalog_listing" ENABLE ALWAYS TRIGGER "catalog_search_insert";
--> statement-breakpoint
ALTER TABLE "catalog_listing" ENABLE ALWAYS TRIGGER "catalog_search_update";
--> statement-breakpoint
ALTER TABLE "catalog_listing" ENABLE ALWAYS TRIGGER "catalog_search_delete";
--> statement-breakpoint
ALTER TABLE "catalog_listing" ENABLE ALWAYS TRIGGER "catalog_search_truncate";
--> statement-breakpoint
-- A database that already holds a catalogue: fill the slice from it, a language at a time in model order.
INSERT INTO "catalog_search" ("lang", "model_id", "search", "name_key", "full_key", "brand_key", "sales_rank")
SELECT "lang", "model_id", "search", "catalog_search_key"("name"), "catalog_search_key"("brand_name" || ' ' || "name"),
  "catalog_search_key"("brand_name"), "sales_rank"
FROM "catalog_listing" WHERE "is_public" AND NOT "campaign_only"
ORDER BY "lang", "model_id";
