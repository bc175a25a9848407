ALTER TABLE "live_answer_drafts" DROP CONSTRAINT "live_answer_drafts_state_ck";--> statement-breakpoint
ALTER TABLE "live_answer_drafts" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "live_answer_drafts" ADD COLUMN "returned_by" text;--> statement-breakpoint
ALTER TABLE "live_answer_drafts" ADD CONSTRAINT "live_answer_drafts_state_ck" CHECK ("live_answer_drafts"."state" in ('draft', 'review', 'returned', 'published'));