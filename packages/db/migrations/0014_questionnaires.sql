CREATE TABLE "questionnaire_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"questionnaire_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text,
	"title_tc" text,
	"intro_zh" text,
	"intro_en" text,
	"intro_tc" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"questions" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"announced_at" timestamp with time zone,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_window_ck" CHECK ("questionnaires"."end_at" > "questionnaires"."start_at")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_user_uq" ON "questionnaire_responses" USING btree ("questionnaire_id","user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_user_idx" ON "questionnaire_responses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_activity_uq" ON "questionnaires" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "questionnaires_open_idx" ON "questionnaires" USING btree ("published","start_at","end_at");