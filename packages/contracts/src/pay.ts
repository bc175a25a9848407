import { z } from 'zod';
import { activityIdSchema } from './activity-detail.ts';

// Paid interaction (spec §4 "QR pay, continue paying, or re-register", §7 payment calls; decisions 049–051).

export const PAY_CURRENCIES = ['CNY', 'HKD', 'USD'] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];

/** The order's state machine: created → paying → paid | expired | cancelled | refunded. */
export const ORDER_STATES = ['created', 'paying', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** An open order can still be paid; a user has at most one per activity. */
export const OPEN_ORDER_STATES: readonly OrderState[] = ['created', 'paying'];

export const PAY_PROVIDERS = ['sandbox', 'alipay', 'wechat'] as const;
export type PayProviderName = (typeof PAY_PROVIDERS)[number];

/**
 * Why a payment is owed back (decision 078): it arrived for an order that could no longer take it,
 * it paid an order already paid, the paid sign-up was withdrawn or rejected, the activity was
 * cancelled, or the sponsor chose to refund it.
 */
export const REFUND_REASONS = ['closed', 'duplicate', 'withdrawn', 'activity_cancelled', 'sponsor'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Amounts are minor units (fen, cents): whole numbers, never floats. At most 1,000,000.00. */
export const amountCentsSchema = z.number().int().min(0).max(100_000_000);

const orderNoSchema = z.string().regex(/^[A-Z0-9]{8,32}$/);
const payTokenSchema = z.string().min(10).max(300);

export const payOrderSchema = z.object({
  orderNo: z.string(),
  activityId: z.number().int(),
  state: z.enum(ORDER_STATES),
  amountCents: z.number().int(),
  currency: z.enum(PAY_CURRENCIES),
  provider: z.enum(PAY_PROVIDERS),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** A payment of this order is owed back and has not been refunded yet. */
  refundRequired: z.boolean(),
  createdAt: z.string(),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

/**
 * checkOrderStatus: the price, whether the user has paid, their latest order (null: none yet), and
 * for an approved sign-up that has not paid, until when it keeps its seat without an order (decision 079).
 */
export const orderStatusSchema = z.object({
  amountCents: z.number().int(),
  currency: z.enum(PAY_CURRENCIES),
  paid: z.boolean(),
  order: payOrderSchema.nullable(),
  payBy: z.string().nullable(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const payActivityBodySchema = z.object({ activityId: activityIdSchema });
export const payAccessTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export const addOrderBodySchema = z.object({ activityId: activityIdSchema, token: payTokenSchema });
/** getInteractQrCodeUrl: the token travels in the query string (spec §7). */
export const qrCodeQuerySchema = z.object({ orderNo: orderNoSchema, token: payTokenSchema });
export const qrCodeUrlSchema = z.object({ qrCodeUrl: z.string(), expiresAt: z.string() });

/** The sandbox provider's pay page (what the QR code opens): the order behind the signed link. */
export const sandboxOrderQuerySchema = z.object({ orderNo: orderNoSchema, sig: z.string().min(10).max(100) });
export const sandboxOrderSchema = z.object({
  orderNo: z.string(),
  amountCents: z.number().int(),
  currency: z.enum(PAY_CURRENCIES),
  state: z.enum(ORDER_STATES),
  expiresAt: z.string(),
  activityTitle: z.string(),
});
export const SANDBOX_OUTCOMES = ['pay', 'fail', 'expire'] as const;
export const sandboxPayBodySchema = sandboxOrderQuerySchema.extend({ outcome: z.enum(SANDBOX_OUTCOMES) });
export const sandboxPayResultSchema = z.object({ state: z.enum(ORDER_STATES), outcome: z.enum(SANDBOX_OUTCOMES) });

// The console's payment page.
export const payPriceBodySchema = z.object({
  activityId: activityIdSchema,
  amountCents: amountCentsSchema,
  currency: z.enum(PAY_CURRENCIES),
});
/** One payment a provider reported for an order, with its refund, if any (decision 078). */
export const consolePaymentSchema = z.object({
  paymentId: z.number().int(),
  providerTxnId: z.string(),
  amountCents: z.number().int(),
  currency: z.enum(PAY_CURRENCIES),
  /** applied: it paid the order; refund: it arrived for an order that could not take it. */
  disposition: z.enum(['applied', 'refund']),
  paidAt: z.string(),
  /** Why it is owed back; null: it is not. */
  refundReason: z.enum(REFUND_REASONS).nullable(),
  refundedAt: z.string().nullable(),
});
export type ConsolePayment = z.infer<typeof consolePaymentSchema>;
export const consolePayOrderSchema = payOrderSchema.extend({
  userId: z.string(),
  mobile: z.string().nullable(),
  providerTxnId: z.string().nullable(),
  payments: z.array(consolePaymentSchema),
});
export type ConsolePayOrder = z.infer<typeof consolePayOrderSchema>;
export const consolePaySettingsSchema = z.object({
  activityId: z.number().int(),
  title: z.object({ zh: z.string(), en: z.string().nullable(), tc: z.string().nullable() }),
  amountCents: z.number().int(),
  currency: z.enum(PAY_CURRENCIES),
  /** The currencies the configured provider takes (Alipay and WeChat Pay Native: CNY only). */
  currencies: z.array(z.enum(PAY_CURRENCIES)),
  provider: z.enum(PAY_PROVIDERS),
  orders: z.array(consolePayOrderSchema),
  /** Payments owed back and not refunded yet. */
  refundCount: z.number().int(),
});
export type ConsolePaySettings = z.infer<typeof consolePaySettingsSchema>;
/** Records that one payment went back to the payer at the provider. */
export const markRefundedBodySchema = z.object({
  activityId: activityIdSchema,
  paymentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** "99.00" from 9900: the amount for people and for Alipay's total_amount, without floats. */
export function formatAmount(amountCents: number): string {
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}
