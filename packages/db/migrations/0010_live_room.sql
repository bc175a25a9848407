CREATE TABLE "activity_live" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text,
	"interact_open" boolean DEFAULT true NOT NULL,
	"questions_open" boolean DEFAULT true NOT NULL,
	"stream_name" text NOT NULL,
	"captions_url" text,
	"recording_started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question_id" bigint NOT NULL,
	"text" text NOT NULL,
	"answered_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text,
	"name_tc" text,
	"url" text NOT NULL,
	"mime_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_files_kind_ck" CHECK ("live_files"."kind" in ('file', 'poster', 'scene'))
);
--> statement-breakpoint
CREATE TABLE "live_question_upvotes" (
	"question_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_question_upvotes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"asker_name" text NOT NULL,
	"guest_id" integer NOT NULL,
	"text" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "live_questions_state_ck" CHECK ("live_questions"."state" in ('open', 'answered', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "activity_live" ADD CONSTRAINT "activity_live_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_answers" ADD CONSTRAINT "live_answers_question_id_live_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_files" ADD CONSTRAINT "live_files_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_question_upvotes" ADD CONSTRAINT "live_question_upvotes_question_id_live_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_guest_id_activity_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."activity_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_answers_question_uq" ON "live_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "live_files_activity_kind_idx" ON "live_files" USING btree ("activity_id","kind");--> statement-breakpoint
CREATE INDEX "live_questions_activity_state_idx" ON "live_questions" USING btree ("activity_id","state");--> statement-breakpoint
CREATE INDEX "live_questions_activity_user_idx" ON "live_questions" USING btree ("activity_id","user_id");