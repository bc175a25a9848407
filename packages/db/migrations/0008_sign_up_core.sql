CREATE TABLE "activity_access_list" (
	"activity_id" integer NOT NULL,
	"mobile" text NOT NULL,
	CONSTRAINT "activity_access_list_activity_id_mobile_pk" PRIMARY KEY("activity_id","mobile")
);
--> statement-breakpoint
CREATE TABLE "activity_sign_ups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"source" text DEFAULT '01' NOT NULL,
	"form" jsonb,
	"reject_reason" text,
	"absence_reason" text,
	"absence_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_sign_ups_state_ck" CHECK ("activity_sign_ups"."state" in ('pending', 'approved', 'rejected', 'withdrawn', 'waiting'))
);
--> statement-breakpoint
CREATE TABLE "activity_view_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"seconds" integer,
	"counted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sponsors" (
	"company_id" integer NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "company_sponsors_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "activity_access_list" ADD CONSTRAINT "activity_access_list_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sign_ups" ADD CONSTRAINT "activity_sign_ups_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_view_records" ADD CONSTRAINT "activity_view_records_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sponsors" ADD CONSTRAINT "company_sponsors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sign_ups_activity_user_uq" ON "activity_sign_ups" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_sign_ups_activity_state_idx" ON "activity_sign_ups" USING btree ("activity_id","state");--> statement-breakpoint
CREATE INDEX "activity_view_records_activity_user_idx" ON "activity_view_records" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "company_sponsors_user_idx" ON "company_sponsors" USING btree ("user_id");