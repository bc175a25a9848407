import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities } from './content-schema.ts';

// Paid interaction (issue 11, decisions 049–051): the sponsor's price, the orders, the payments the
// providers reported and every notification received (accepted or refused).

/**
 * The price of an activity's paid interaction, set on the console's payment page. The authority for
 * new orders; `activities.price_cents` is kept equal in the same transaction because the detail, the
 * label and the gate read it (decision 049).
 */
export const activityPayPrices = pgTable(
  'activity_pay_prices',
  {
    activityId: integer('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** Minor units (fen / cents); 0 turns paid interaction off. */
    amountCents: integer('amount_cents').notNull(),
    /** ISO 4217: CNY | HKD | USD */
    currency: text('currency').notNull(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('activity_pay_prices_amount_ck', sql`${t.amountCents} >= 0`),
    check('activity_pay_prices_currency_ck', sql`${t.currency} in ('CNY', 'HKD', 'USD')`),
  ],
);

/**
 * One order: created → paying → paid | expired | cancelled | refunded, and paid → cancelled when the
 * paid sign-up is withdrawn or the activity cancelled. `refunded`: the payment that paid it was
 * given back. The amount and currency are fixed when it is created. At most one open (created or
 * paying) and one paid order per user and activity, enforced by the partial unique indexes below.
 * Refunds due are the payments' (pay_payments.refund_reason), not the order's (decision 078).
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The merchant order number sent to the provider (out_trade_no). */
    orderNo: text('order_no').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    signUpId: bigint('sign_up_id', { mode: 'number' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** sandbox | alipay | wechat */
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    /** What the payer scans: the provider's code URL (or the sandbox pay page's). */
    qrUrl: text('qr_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    providerTxnId: text('provider_txn_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_orders_order_no_uq').on(t.orderNo),
    uniqueIndex('pay_orders_one_open_uq')
      .on(t.activityId, t.userId)
      .where(sql`${t.state} in ('created', 'paying')`),
    uniqueIndex('pay_orders_one_paid_uq')
      .on(t.activityId, t.userId)
      .where(sql`${t.state} = 'paid'`),
    index('pay_orders_user_idx').on(t.userId, t.createdAt),
    index('pay_orders_activity_idx').on(t.activityId, t.createdAt),
    index('pay_orders_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} in ('created', 'paying')`),
    check('pay_orders_state_ck', sql`${t.state} in ('created', 'paying', 'paid', 'expired', 'cancelled', 'refunded')`),
    check('pay_orders_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/** A payment a provider reported for an order: one row per provider transaction id, however often it is reported. */
export const payPayments = pgTable(
  'pay_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => payOrders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerTxnId: text('provider_txn_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** applied (paid the order) | refund (arrived for an order that could not take it) */
    disposition: text('disposition').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Why this payment is owed back (null: it is not): `closed` (it arrived for an order that could
     * no longer take it), `duplicate` (the order was already paid by another transaction),
     * `withdrawn` (the paid sign-up was withdrawn or rejected), `activity_cancelled`, or `sponsor`
     * (the sponsor refunded a payment nobody asked back). Refunds are tracked per payment (decision 078).
     */
    refundReason: text('refund_reason'),
    /** When the sponsor recorded that the money went back at the provider, and who did. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: text('refunded_by'),
  },
  (t) => [
    uniqueIndex('pay_payments_provider_txn_uq').on(t.provider, t.providerTxnId),
    index('pay_payments_order_idx').on(t.orderId),
    check('pay_payments_disposition_ck', sql`${t.disposition} in ('applied', 'refund')`),
    check(
      'pay_payments_refund_reason_ck',
      sql`${t.refundReason} in ('closed', 'duplicate', 'withdrawn', 'activity_cancelled', 'sponsor')`,
    ),
    check('pay_payments_refunded_ck', sql`${t.refundedAt} is null or ${t.refundReason} is not null`),
  ],
);

/** Every notification a provider sent, with what was done with it (refusals included, for the record). */
export const payNotificationLog = pgTable(
  'pay_notification_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    /** accepted | duplicate | failed | bad_signature | amount_mismatch | unknown_order | malformed */
    verdict: text('verdict').notNull(),
    orderNo: text('order_no'),
    providerTxnId: text('provider_txn_id'),
    detail: jsonb('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pay_notification_log_order_idx').on(t.orderNo)],
);
