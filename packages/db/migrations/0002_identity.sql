CREATE TABLE "identity_app_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"session_id" integer NOT NULL,
	"service" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_service_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"session_id" integer NOT NULL,
	"service" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"login_type" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"wrong_tries" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text,
	"nick_name" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"avatar_key" text,
	"gender" text DEFAULT '' NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"lang" text DEFAULT 'zh-CN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "identity_app_tokens_hash_idx" ON "identity_app_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "identity_app_tokens_session_idx" ON "identity_app_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "identity_login_attempts_phone_idx" ON "identity_login_attempts" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "identity_login_attempts_ip_idx" ON "identity_login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_service_tickets_hash_idx" ON "identity_service_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_sessions_token_idx" ON "identity_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "identity_sessions_user_idx" ON "identity_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_sms_codes_phone_idx" ON "identity_sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "identity_sms_codes_ip_idx" ON "identity_sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "identity_sms_outbox_phone_idx" ON "identity_sms_outbox" USING btree ("phone","id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_users_phone_idx" ON "identity_users" USING btree ("phone");