-- pg_trgm gives the trigram index on catalog_listing.name_trgm (typo-tolerant search).
-- On PGlite the extension must also be loaded when the database is opened (db/client.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
