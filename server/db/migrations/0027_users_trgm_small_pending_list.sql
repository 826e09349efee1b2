-- Users' trigram indexes with a 128 kB pending list (docs/decisions/0062): with none at all
-- (0026) every inserted member updated five GIN indexes at once and a 10,000-member import took
-- ~7× longer, holding the one embedded connection; the default 4 MB list is what searches scanned.
DROP INDEX "users_username_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=128);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=128);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=128);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=128);--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=128);