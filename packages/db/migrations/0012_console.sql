CREATE TABLE "company_members" (
	"company_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"mobile" text,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_members_role_ck" CHECK ("company_members"."role" in ('admin', 'secretary', 'approver', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "console_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"activity_id" integer,
	"actor_user_id" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Decision 030: the sponsors of decision 016 become admins of their companies.
INSERT INTO "company_members" ("company_id", "user_id", "role") SELECT "company_id", "user_id", 'admin' FROM "company_sponsors" ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "company_sponsors" CASCADE;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_audit_log" ADD CONSTRAINT "console_audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_audit_log" ADD CONSTRAINT "console_audit_log_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "console_audit_log_company_idx" ON "console_audit_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "console_audit_log_target_idx" ON "console_audit_log" USING btree ("target_type","target_id");