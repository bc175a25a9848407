ALTER TABLE "activity_guests" ADD COLUMN "member_user_id" text;--> statement-breakpoint
CREATE INDEX "activity_guests_member_idx" ON "activity_guests" USING btree ("member_user_id");