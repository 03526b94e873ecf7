CREATE TABLE "model_search_text" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_search_text" ADD CONSTRAINT "model_search_text_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_search_text_trgm_idx" ON "model_search_text" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
-- A database made before this table has its listing rows already: their names fill it at once.
INSERT INTO "model_search_text" ("model_id", "text", "updated_at")
SELECT c."model_id", string_agg(DISTINCT c."name_trgm", ' '), m."updated_at"
FROM "catalog_listing" c JOIN "product_models" m ON m."id" = c."model_id"
GROUP BY c."model_id", m."updated_at";
