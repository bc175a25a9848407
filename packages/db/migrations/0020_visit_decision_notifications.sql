ALTER TABLE "notification_outbox" ALTER COLUMN "activity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD COLUMN "meeting_url" text;