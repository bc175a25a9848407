import type { FastifyRequest } from 'fastify';
import type { ConsolePayment, ConsolePaySettings, PayCurrency, RefundReason } from '@roadshow/contracts/pay';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { ACTIVITY_DETAIL_CACHE_PREFIX } from '../cache/cache-keys.ts';
import { activityPrice } from '../pay/activity-price.ts';
import type { PayPaymentRow } from '../../repositories/pay-repository.ts';
import { assertCurrencyTaken } from '../pay/currency.ts';
import { toPayOrder } from '../pay/order-view.ts';
import { recordAudit } from './record-audit.ts';
import { requireActivityRole } from './require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'cache' | 'now' | 'payments'>;

function toConsolePayment(row: PayPaymentRow): ConsolePayment {
  return {
    paymentId: row.id,
    providerTxnId: row.providerTxnId,
    amountCents: row.amountCents,
    currency: row.currency as PayCurrency,
    disposition: row.disposition as ConsolePayment['disposition'],
    paidAt: row.paidAt.toISOString(),
    refundReason: row.refundReason as RefundReason | null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

const owed = (payment: ConsolePayment) => payment.refundReason !== null && payment.refundedAt === null;

async function settings(ctx: Ctx, activityId: number): Promise<ConsolePaySettings> {
  const activity = await ctx.repos.activityDetail.byId(activityId);
  if (!activity) throw new AppError('NOT_FOUND');
  const [price, rows, paymentRows] = await Promise.all([
    activityPrice(ctx, activity),
    ctx.repos.payments.ordersOfActivity(activityId),
    ctx.repos.payments.paymentsOfActivity(activityId),
  ]);
  const byOrder = new Map<number, ConsolePayment[]>();
  for (const row of paymentRows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toConsolePayment(row)]);
  const orders = rows.map(({ order, mobile }) => {
    const payments = byOrder.get(order.id) ?? [];
    return {
      ...toPayOrder(order, payments.some(owed)),
      userId: order.userId,
      mobile,
      providerTxnId: order.providerTxnId,
      payments,
    };
  });
  return {
    activityId,
    title: { zh: activity.titleZh, en: activity.titleEn, tc: activity.titleTc },
    ...price,
    currencies: [...ctx.payments.provider.currencies],
    provider: ctx.payments.provider.name,
    orders,
    refundCount: orders.reduce((sum, order) => sum + order.payments.filter(owed).length, 0),
  };
}

/** The payment page: the price and every order with its state, refunds due counted. */
export async function getPaySettings(ctx: Ctx, request: FastifyRequest, activityId: number) {
  await requireActivityRole(ctx, request, activityId, 'payment.read');
  return settings(ctx, activityId);
}

/**
 * Sets the price of paid interaction (0: free). Orders already open keep the amount they were
 * opened with; the change and its audit entry commit together.
 */
export async function savePayPrice(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId: number; amountCents: number; currency: PayCurrency },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'payment.edit');
  const activity = await ctx.repos.activityDetail.byId(input.activityId);
  if (!activity) throw new AppError('NOT_FOUND');
  // Refused here, where the sponsor can act on it, not when a payer opens an order (decision 080).
  if (input.amountCents > 0)
    assertCurrencyTaken(ctx.payments.provider, input.currency, {
      path: 'body.currency',
      message: errorMessage('PAY_CURRENCY_UNSUPPORTED', request.lang, {
        currencies: ctx.payments.provider.currencies.join(', '),
      }),
    });
  const before = await activityPrice(ctx, activity);
  const now = ctx.now();
  await ctx.repos.payments.savePrice({ ...input, updatedBy: actor.user.userId, updatedAt: now }, (ops) =>
    recordAudit(
      ops,
      actor,
      {
        companyId: actor.companyId,
        activityId: input.activityId,
        action: 'payment.price',
        targetType: 'activity',
        targetId: input.activityId,
        detail: { from: before, to: { amountCents: input.amountCents, currency: input.currency } },
      },
      now,
    ),
  );
  // The activity's cached row carries price_cents (the label and the gate read it).
  await ctx.cache.invalidate(`${ACTIVITY_DETAIL_CACHE_PREFIX}${input.activityId}:`);
  return settings(ctx, input.activityId);
}

/**
 * Records that one payment went back to the payer at the provider (decision 078): a payment owed
 * back (late, duplicate, withdrawn seat, cancelled activity), or the payment that paid an order when
 * the sponsor chooses to refund it. Only that paying payment takes the order's access away; a
 * duplicate's refund leaves the paid order as it is.
 */
export async function markPaymentRefunded(
  ctx: Ctx,
  request: FastifyRequest,
  input: { activityId: number; paymentId: number },
) {
  const actor = await requireActivityRole(ctx, request, input.activityId, 'payment.refund');
  const now = ctx.now();
  const result = await ctx.repos.payments.refundPayment(
    { activityId: input.activityId, paymentId: input.paymentId, by: actor.user.userId, now },
    (ops, { payment, order }) =>
      recordAudit(
        ops,
        actor,
        {
          companyId: actor.companyId,
          activityId: input.activityId,
          action: 'payment.refund',
          targetType: 'order',
          targetId: order.orderNo,
          detail: {
            paymentId: payment.id,
            providerTxnId: payment.providerTxnId,
            reason: payment.refundReason,
            amountCents: payment.amountCents,
            currency: payment.currency,
            userId: order.userId,
            orderState: order.state,
          },
        },
        now,
      ),
  );
  if (result.outcome === 'not_found') throw new AppError('PAYMENT_NOT_FOUND');
  if (result.outcome === 'already_refunded') throw new AppError('PAYMENT_ALREADY_REFUNDED');
  return settings(ctx, input.activityId);
}
