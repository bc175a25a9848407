CREATE TABLE "visit_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slot_id" integer,
	"user_id" text NOT NULL,
	"mobile" text NOT NULL,
	"booking_type" text NOT NULL,
	"investor_type" text NOT NULL,
	"organization" text,
	"email" text,
	"attendees" jsonb NOT NULL,
	"headcount" integer NOT NULL,
	"preferred_day" date,
	"topics" text,
	"state" text NOT NULL,
	"decline_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"check_in_code" text,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_bookings_state_ck" CHECK ("visit_bookings"."state" in ('submitted', 'confirmed', 'declined', 'cancelled', 'visited')),
	CONSTRAINT "visit_bookings_type_ck" CHECK ("visit_bookings"."booking_type" in ('01', '03', '04', '05', '06'))
);
--> statement-breakpoint
CREATE TABLE "visit_quiet_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"report_kind" text NOT NULL,
	"report_day" date NOT NULL,
	"days_before" integer NOT NULL,
	"modes" text[] NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_quiet_periods_days_ck" CHECK ("visit_quiet_periods"."days_before" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"mode" text NOT NULL,
	"day" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"host" text,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_slots_mode_ck" CHECK ("visit_slots"."mode" in ('onsite', 'online', 'phone', 'sellSide')),
	CONSTRAINT "visit_slots_capacity_ck" CHECK ("visit_slots"."capacity" between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_slot_id_visit_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."visit_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_quiet_periods" ADD CONSTRAINT "visit_quiet_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_bookings_user_idx" ON "visit_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_bookings_company_idx" ON "visit_bookings" USING btree ("company_id","state");--> statement-breakpoint
CREATE INDEX "visit_bookings_slot_idx" ON "visit_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_bookings_check_in_uq" ON "visit_bookings" USING btree ("check_in_code");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_bookings_live_uq" ON "visit_bookings" USING btree ("slot_id","user_id") WHERE "visit_bookings"."state" in ('submitted', 'confirmed');--> statement-breakpoint
CREATE INDEX "visit_quiet_periods_company_idx" ON "visit_quiet_periods" USING btree ("company_id","report_day");--> statement-breakpoint
CREATE INDEX "visit_slots_company_day_idx" ON "visit_slots" USING btree ("company_id","day");