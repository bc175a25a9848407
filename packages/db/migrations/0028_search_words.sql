CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "activities_guest_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "latin_words" text[] GENERATED ALWAYS AS (array_remove(regexp_split_to_array(split_part("activities"."search_text", E'	', 1) || ' ' || split_part("activities"."search_text", E'	', 2), '[^a-z0-9]+'), '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_latin_words_idx" ON "activities" USING gin ("latin_words");--> statement-breakpoint
-- The words already indexed (decision 092); the search indexer adds new ones as it writes.
INSERT INTO "search_words" ("word") SELECT DISTINCT unnest("latin_words") FROM "activities" ON CONFLICT DO NOTHING;
