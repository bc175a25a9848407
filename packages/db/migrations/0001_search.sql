-- The trigram opclass below lives in pg_trgm; PGlite loads it as a bundled extension, and on
-- PostgreSQL (13+) it is a trusted extension the database owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_search_text_trgm_idx" ON "activities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_search_text_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);