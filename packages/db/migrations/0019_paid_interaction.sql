CREATE TABLE "activity_pay_prices" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_pay_prices_amount_ck" CHECK ("activity_pay_prices"."amount_cents" >= 0),
	CONSTRAINT "activity_pay_prices_currency_ck" CHECK ("activity_pay_prices"."currency" in ('CNY', 'HKD', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "pay_notification_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"verdict" text NOT NULL,
	"order_no" text,
	"provider_txn_id" text,
	"detail" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"sign_up_id" bigint,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"qr_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"provider_txn_id" text,
	"refund_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_orders_state_ck" CHECK ("pay_orders"."state" in ('created', 'paying', 'paid', 'expired', 'cancelled', 'refunded')),
	CONSTRAINT "pay_orders_amount_ck" CHECK ("pay_orders"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_txn_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"disposition" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_payments_disposition_ck" CHECK ("pay_payments"."disposition" in ('applied', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "activity_pay_prices" ADD CONSTRAINT "activity_pay_prices_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_payments" ADD CONSTRAINT "pay_payments_order_id_pay_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pay_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_notification_log_order_idx" ON "pay_notification_log" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_order_no_uq" ON "pay_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_one_open_uq" ON "pay_orders" USING btree ("activity_id","user_id") WHERE "pay_orders"."state" in ('created', 'paying');--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_one_paid_uq" ON "pay_orders" USING btree ("activity_id","user_id") WHERE "pay_orders"."state" = 'paid';--> statement-breakpoint
CREATE INDEX "pay_orders_user_idx" ON "pay_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_orders_activity_idx" ON "pay_orders" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_orders_open_expiry_idx" ON "pay_orders" USING btree ("expires_at") WHERE "pay_orders"."state" in ('created', 'paying');--> statement-breakpoint
CREATE UNIQUE INDEX "pay_payments_provider_txn_uq" ON "pay_payments" USING btree ("provider","provider_txn_id");--> statement-breakpoint
CREATE INDEX "pay_payments_order_idx" ON "pay_payments" USING btree ("order_id");