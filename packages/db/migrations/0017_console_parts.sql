CREATE TABLE "activity_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"channel" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "waiting_list" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_guests" ADD COLUMN "answers_questions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "console_audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "activity_invitations" ADD CONSTRAINT "activity_invitations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_invitations_activity_recipient_uq" ON "activity_invitations" USING btree ("activity_id","recipient");--> statement-breakpoint
CREATE INDEX "activity_invitations_activity_idx" ON "activity_invitations" USING btree ("activity_id");