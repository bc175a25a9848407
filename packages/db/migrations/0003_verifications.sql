CREATE TABLE "identity_file_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"reader_user_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"document_type" smallint,
	"document_number_enc" text,
	"document_number_tail" text,
	"image_key" text NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "identity_file_reads_key_idx" ON "identity_file_reads" USING btree ("file_key","created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "identity_verifications_status_idx" ON "identity_verifications" USING btree ("status","id");