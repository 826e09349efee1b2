-- Trigram indexes on users without a pending list (docs/decisions/0062-list-queries-at-scale.md):
-- PGlite runs no autovacuum, so with fastupdate on, new rows' entries wait in a pending list of up
-- to 4 MB that every search scans first. Rebuilt rather than altered, which also merges any
-- pending entries already there.
DROP INDEX "users_username_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);