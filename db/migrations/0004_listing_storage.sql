-- Keep catalogue read-model rows inline and uncompressed up to a full page: compressing the jsonb and
-- tsvector columns cost about a fifth of each refresh on PGlite, and inline rows are faster to read.
ALTER TABLE "catalog_listing" SET (toast_tuple_target = 8160);
