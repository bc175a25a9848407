-- Refunds per payment (decision 078), one source of truth for "paid" (the orders), and the time to
-- pay after approval (decision 079). Backfills run between adding the new columns and dropping the old.
ALTER TABLE "pay_payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "pay_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pay_payments" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "activity_sign_ups" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
UPDATE "pay_payments" p SET "refund_reason" = CASE WHEN EXISTS (SELECT 1 FROM "pay_payments" a WHERE a."order_id" = p."order_id" AND a."disposition" = 'applied') THEN 'duplicate' ELSE 'closed' END WHERE p."disposition" = 'refund';--> statement-breakpoint
UPDATE "pay_payments" p SET "refund_reason" = coalesce(p."refund_reason", 'sponsor'), "refunded_at" = o."updated_at" FROM "pay_orders" o WHERE o."id" = p."order_id" AND o."state" = 'refunded';--> statement-breakpoint
UPDATE "pay_orders" o SET "state" = 'cancelled' WHERE o."state" = 'refunded' AND NOT EXISTS (SELECT 1 FROM "pay_payments" a WHERE a."order_id" = o."id" AND a."disposition" = 'applied');--> statement-breakpoint
UPDATE "activity_sign_ups" SET "approved_at" = "updated_at" WHERE "state" = 'approved';--> statement-breakpoint
ALTER TABLE "activity_sign_ups" DROP COLUMN "paid_at";--> statement-breakpoint
ALTER TABLE "pay_orders" DROP COLUMN "refund_required";--> statement-breakpoint
ALTER TABLE "pay_payments" ADD CONSTRAINT "pay_payments_refund_reason_ck" CHECK ("pay_payments"."refund_reason" in ('closed', 'duplicate', 'withdrawn', 'activity_cancelled', 'sponsor'));--> statement-breakpoint
ALTER TABLE "pay_payments" ADD CONSTRAINT "pay_payments_refunded_ck" CHECK ("pay_payments"."refunded_at" is null or "pay_payments"."refund_reason" is not null);
