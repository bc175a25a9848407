CREATE INDEX "activities_guest_text_trgm_idx" ON "activities" USING gin (split_part("search_text", E'	', 2) gin_trgm_ops);--> statement-breakpoint
-- The search texts change layout (decision 091): emptied here, rebuilt by the server's start-up index.
UPDATE "activities" SET "search_text" = '';--> statement-breakpoint
UPDATE "companies" SET "search_text" = '';