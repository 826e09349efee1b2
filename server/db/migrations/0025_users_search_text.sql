-- Users getAll at 100k members (issue 18, docs/decisions/0062-list-queries-at-scale.md): one
-- lower-cased search string per member with one trigram index, and live (column, id) btrees for
-- the Admin Center's other sort columns. pg_trgm was enabled by migration 0003.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(username) || chr(31) || lower(email) || chr(31) || lower(first_name) || chr(31) || lower(last_name)) STORED;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_live_idx" ON "users" USING btree ("first_name","user_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_email_live_idx" ON "users" USING btree ("email","user_id") WHERE "users"."deleted_at" is null;