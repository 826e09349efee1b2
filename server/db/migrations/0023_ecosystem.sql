-- Ecosystem maps (issue 15, docs/decisions/0048-ecosystem-maps.md): the per-state counts group
-- organisations and member profiles by lower(btrim(state)); these expression indexes serve the
-- GROUP BY (index-only) and one state's lists. Hand-written (drizzle cannot declare an index on
-- another area's table from outside its pgTable), so the snapshot is 0022's unchanged.
CREATE INDEX IF NOT EXISTS "organizations_state_category_idx" ON "organizations" USING btree (lower(btrim("state")), "category") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "member_profiles_state_idx" ON "member_profiles" USING btree (lower(btrim("state")), "community_type") WHERE "deleted_at" IS NULL;
