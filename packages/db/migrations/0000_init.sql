CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"square_type" smallint,
	"class_category" smallint,
	"title_zh" text NOT NULL,
	"title_en" text,
	"title_tc" text,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text,
	"summary_tc" text,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text,
	"content_tc" text,
	"location_zh" text,
	"location_en" text,
	"location_tc" text,
	"company_id" integer,
	"topic_id" integer,
	"meeting_status" smallint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"cover_url" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"access_mode" text DEFAULT 'public' NOT NULL,
	"quota" integer,
	"sign_up_start_at" timestamp with time zone,
	"sign_up_end_at" timestamp with time zone,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_agenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text,
	"title_tc" text,
	"speaker_zh" text,
	"speaker_en" text,
	"speaker_tc" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text,
	"name_tc" text,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text,
	"name_tc" text,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_en" text,
	"title_tc" text,
	"avatar_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text,
	"title_tc" text,
	"subtitle_zh" text DEFAULT '' NOT NULL,
	"subtitle_en" text,
	"subtitle_tc" text,
	"image_url" text NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "behavior_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"exchange" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text,
	"name_tc" text,
	"short_name_zh" text NOT NULL,
	"short_name_en" text,
	"short_name_tc" text,
	"industry_id" integer,
	"logo_url" text,
	"ir_website" text,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text,
	"intro_tc" text,
	"degree" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"report_kind" smallint NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text,
	"title_tc" text,
	"cover_url" text NOT NULL,
	"video_url" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text,
	"name_tc" text,
	CONSTRAINT "industries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "meta_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"title_zh" text NOT NULL,
	"title_en" text,
	"title_tc" text,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text,
	"summary_tc" text,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text,
	"body_tc" text,
	"source_zh" text DEFAULT '' NOT NULL,
	"source_en" text,
	"source_tc" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module_type" text NOT NULL,
	"module_id" text DEFAULT '' NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"enter_from" text DEFAULT '' NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text,
	"title_tc" text,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text,
	"summary_tc" text,
	"cover_url" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_agenda" ADD CONSTRAINT "activity_agenda_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_files" ADD CONSTRAINT "activity_files_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_guests" ADD CONSTRAINT "activity_guests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_videos" ADD CONSTRAINT "financial_videos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_kind_status_start_idx" ON "activities" USING btree ("kind","meeting_status","start_at");--> statement-breakpoint
CREATE INDEX "activities_company_idx" ON "activities" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "activities_topic_idx" ON "activities" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "activity_agenda_activity_idx" ON "activity_agenda" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_files_activity_idx" ON "activity_files" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_guests_activity_idx" ON "activity_guests" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_uq" ON "companies" USING btree ("code");--> statement-breakpoint
CREATE INDEX "financial_videos_published_idx" ON "financial_videos" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");