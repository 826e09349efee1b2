-- Users getAll sorted by Enabled (docs/decisions/0062): a live (enabled, user_id) btree like the other
-- sortable columns of the Admin Center list, so a broad search walks the sort order and stops after
-- the page instead of sorting every match.
CREATE INDEX "users_enabled_live_idx" ON "users" USING btree ("enabled","user_id") WHERE "users"."deleted_at" is null;