CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"sign_up_id" bigint NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"recipient" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider" text,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activity_sign_ups" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "activity_sign_ups" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_kind_sign_up_channel_uq" ON "notification_outbox" USING btree ("kind","sign_up_id","channel");--> statement-breakpoint
CREATE INDEX "notification_outbox_created_idx" ON "notification_outbox" USING btree ("created_at");