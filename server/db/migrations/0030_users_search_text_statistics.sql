-- A larger statistics sample for users.search_text (docs/decisions/0087): getAll's search is one
-- `search_text LIKE '%term%'`, which PostgreSQL estimates from the column's sampled values. With the
-- default target (100) about one ANALYZE in twelve drew a sample holding one of the 11 members a
-- narrow search matches at 100k, estimated ~1,010 rows instead of ~10, and walked the username
-- index (118 ms) instead of the trigram index (3–14 ms). At 1000 a 100k table is read whole, and
-- on larger tables one sampled match is a 0.1 % estimate, below what tips the plan.
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;
