import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '@roadshow/contracts/locale';
import type { OrderStatus, PayOrder } from '@roadshow/contracts/pay';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { PayOrderRow } from '../../repositories/pay-repository.ts';
import { loadActivity } from '../activity/load-activity.ts';
import { requireUser } from '../identity/current-user.ts';
import { localize } from '../i18n/localize.ts';
import { activityPrice } from './activity-price.ts';
import { settleIfDue } from './close-order.ts';
import { assertCurrencyTaken } from './currency.ts';
import { toPayOrder } from './order-view.ts';
import { payDeadlineOf, releaseUnpaidSeat } from './pay-deadline.ts';
import { checkPayToken, issuePayToken } from './pay-token.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now' | 'payments'>;

/** "RS" + Beijing date-time + 10 random digits: unique, and within every provider's 32 characters. */
function newOrderNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `RS${stamp}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

/**
 * The deadline to pay of the user's approved sign-up when it holds a seat without an order, or null;
 * once past, the seat is released on sight (as the sweep would, decision 079) and null answered.
 */
async function seatPayBy(ctx: Ctx, activityId: number, userId: string): Promise<Date | null> {
  const signUp = await ctx.repos.signUps.find(activityId, userId);
  if (signUp?.state !== 'approved') return null;
  const deadline = await payDeadlineOf(ctx, activityId, userId, signUp.approvedAt);
  if (!deadline || deadline > ctx.now()) return deadline;
  await releaseUnpaidSeat(ctx, { activityId, userId, approvedAt: signUp.approvedAt });
  return null;
}

/**
 * checkOrderStatus: the price, whether the caller paid, their latest order (an overdue one closed
 * first; refundRequired when one of its payments is owed back), and until when an approved sign-up
 * without an order keeps its seat.
 */
export async function checkOrderStatus(ctx: Ctx, request: FastifyRequest, activityId: number): Promise<OrderStatus> {
  const user = await requireUser(ctx, request);
  const activity = await loadActivity(ctx, activityId);
  const [price, latest, paid] = await Promise.all([
    activityPrice(ctx, activity),
    ctx.repos.payments.latestOrder(activityId, user.userId),
    ctx.repos.payments.paidOrder(activityId, user.userId),
  ]);
  const order = latest ? await settleIfDue(ctx, latest) : null;
  const open = order?.state === 'created' || order?.state === 'paying';
  const payBy = price.amountCents > 0 && !paid && !open ? await seatPayBy(ctx, activityId, user.userId) : null;
  return {
    ...price,
    paid: paid !== undefined,
    order: order ? toPayOrder(order, await ctx.repos.payments.refundDue(order.id)) : null,
    payBy: payBy?.toISOString() ?? null,
  };
}

export async function getPayAccessToken(ctx: Ctx, request: FastifyRequest, activityId: number) {
  const user = await requireUser(ctx, request);
  await loadActivity(ctx, activityId);
  const { token, expiresAt } = issuePayToken(ctx.payments.tokenKey, user.userId, activityId, ctx.now());
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Asks the provider for the code of an order that has none yet (created → paying). */
async function withCode(ctx: Ctx, order: PayOrderRow, subject: string): Promise<PayOrderRow> {
  if (order.state !== 'created') return order;
  let qrUrl: string;
  try {
    ({ qrUrl } = await ctx.payments.provider.createQr({
      orderNo: order.orderNo,
      amountCents: order.amountCents,
      currency: order.currency as PayOrder['currency'],
      subject,
      expiresAt: order.expiresAt,
    }));
  } catch (error) {
    // The order stays created: the next "continue paying" asks again.
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', { cause: error });
  }
  const paying = await ctx.repos.payments.transition(order.id, ['created'], {
    state: 'paying',
    qrUrl,
    updatedAt: ctx.now(),
  });
  return paying ?? (await ctx.repos.payments.byOrderNo(order.orderNo)) ?? order;
}

/**
 * addInteractOrderPay: the approved sign-up's order, opened at the price of the moment (fixed on the
 * order), or the open one again ("continue paying"). Parallel calls meet at the database's
 * one-open-order index and all answer the same order.
 */
export async function addInteractOrderPay(
  ctx: Ctx,
  request: FastifyRequest,
  lang: Lang,
  input: { activityId: number; token: string },
): Promise<PayOrder> {
  const user = await requireUser(ctx, request);
  const now = ctx.now();
  if (!checkPayToken(ctx.payments.tokenKey, input.token, user.userId, input.activityId, now))
    throw new AppError('PAY_TOKEN_INVALID');
  const activity = await loadActivity(ctx, input.activityId);
  const price = await activityPrice(ctx, activity);
  if (price.amountCents <= 0) throw new AppError('PAYMENT_NOT_REQUIRED');
  if (await ctx.repos.payments.paidOrder(activity.id, user.userId)) throw new AppError('ORDER_ALREADY_PAID');
  // A price set before the provider changed: refused clearly rather than by the provider.
  assertCurrencyTaken(ctx.payments.provider, price.currency);
  const subject = localize(lang, activity.titleZh, activity.titleEn, activity.titleTc);

  let open = await ctx.repos.payments.openOrder(activity.id, user.userId);
  if (open) open = await settleIfDue(ctx, open);
  if (open && (open.state === 'created' || open.state === 'paying'))
    return toPayOrder(await withCode(ctx, open, subject));

  const signUp = await ctx.repos.signUps.find(activity.id, user.userId);
  if (!signUp || (signUp.state !== 'approved' && signUp.state !== 'pending'))
    throw new AppError('SIGN_UP_NOT_REGISTERED');
  if (signUp.state === 'pending') throw new AppError('SIGN_UP_UNDER_REVIEW');
  const deadline = await payDeadlineOf(ctx, activity.id, user.userId, signUp.approvedAt);
  if (deadline && deadline <= now) {
    await releaseUnpaidSeat(ctx, { activityId: activity.id, userId: user.userId, approvedAt: signUp.approvedAt });
    throw new AppError('PAY_DEADLINE_PASSED');
  }

  const inserted = await ctx.repos.payments.insertOpenOrder({
    orderNo: newOrderNo(now),
    activityId: activity.id,
    userId: user.userId,
    signUpId: signUp.id,
    amountCents: price.amountCents,
    currency: price.currency,
    provider: ctx.payments.provider.name,
    state: 'created',
    expiresAt: new Date(now.getTime() + ctx.payments.orderMinutes * 60_000),
    createdAt: now,
    updatedAt: now,
  });
  const order = inserted ?? (await ctx.repos.payments.openOrder(activity.id, user.userId));
  if (!order) throw new AppError('SIGN_UP_STATE_CONFLICT');
  return toPayOrder(await withCode(ctx, order, subject));
}

/** getInteractQrCodeUrl: the open order's code for the QR image (token in the query, spec §7). */
export async function getInteractQrCodeUrl(
  ctx: Ctx,
  request: FastifyRequest,
  input: { orderNo: string; token: string },
) {
  const user = await requireUser(ctx, request);
  const found = await ctx.repos.payments.byOrderNo(input.orderNo);
  if (!found || found.userId !== user.userId) throw new AppError('ORDER_NOT_FOUND');
  if (!checkPayToken(ctx.payments.tokenKey, input.token, user.userId, found.activityId, ctx.now()))
    throw new AppError('PAY_TOKEN_INVALID');
  const order = await settleIfDue(ctx, found);
  if (order.state === 'paid') throw new AppError('ORDER_ALREADY_PAID');
  if (order.state !== 'paying' || !order.qrUrl) throw new AppError('QR_CODE_EXPIRED');
  return { qrCodeUrl: order.qrUrl, expiresAt: order.expiresAt.toISOString() };
}
