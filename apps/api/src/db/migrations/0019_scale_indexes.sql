-- Issue 28: the listing's text search (search_name like '%needle%') by trigrams. pg_trgm ships with PostgreSQL's
-- contrib; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "venues_search_name_trgm_idx" ON "venues" USING gin ("search_name" gin_trgm_ops);
