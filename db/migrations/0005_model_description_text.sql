ALTER TABLE "product_model_translations" ADD COLUMN "description_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing rows: a rough plain text (new writes use htmlToPlainText in db/plain-text.ts).
UPDATE "product_model_translations" SET "description_text" = btrim(regexp_replace(regexp_replace("long_description_html", '<[^>]*>', ' ', 'g'), '[[:space:]]+', ' ', 'g')) WHERE "long_description_html" <> '';
