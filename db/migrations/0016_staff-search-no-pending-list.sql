-- The index keeps no pending list: set in place, and the entries already pending merged, instead of building it again.
ALTER INDEX "model_search_text_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('model_search_text_trgm_idx');
