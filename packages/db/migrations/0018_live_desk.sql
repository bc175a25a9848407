CREATE TABLE "live_answer_drafts" (
	"question_id" bigint PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"text" text NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"drafted_by" text NOT NULL,
	"published_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_answer_drafts_state_ck" CHECK ("live_answer_drafts"."state" in ('draft', 'review', 'published'))
);
--> statement-breakpoint
CREATE TABLE "live_banned_askers" (
	"activity_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"banned_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_banned_askers_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "activity_live" ADD COLUMN "stream_url" text;--> statement-breakpoint
ALTER TABLE "live_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "live_files" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "live_questions" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_answer_drafts" ADD CONSTRAINT "live_answer_drafts_question_id_live_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_answer_drafts" ADD CONSTRAINT "live_answer_drafts_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_banned_askers" ADD CONSTRAINT "live_banned_askers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_answer_drafts_activity_idx" ON "live_answer_drafts" USING btree ("activity_id","state");