CREATE TABLE "commitment_letters" (
	"activity_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"signed_name" text NOT NULL,
	"signed_document" text NOT NULL,
	"form_digest" text NOT NULL,
	"mismatch" integer DEFAULT 0 NOT NULL,
	"signature_uuid" text,
	"signature_key" text NOT NULL,
	"image_key" text NOT NULL,
	"pdf_key" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commitment_letters_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "commitment_sign_attempts" (
	"uuid" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"invalidated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_info_drafts" (
	"user_id" text NOT NULL,
	"activity_id" integer NOT NULL,
	"source" text NOT NULL,
	"payload" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_info_drafts_user_id_activity_id_source_pk" PRIMARY KEY("user_id","activity_id","source")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "commitment_sign_attempts_token_idx" ON "commitment_sign_attempts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "commitment_sign_attempts_user_idx" ON "commitment_sign_attempts" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "sign_info_drafts_expires_idx" ON "sign_info_drafts" USING btree ("expires_at");