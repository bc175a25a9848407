import type { Lang } from '@roadshow/contracts/locale';
import type { PayCurrency, OrderState } from '@roadshow/contracts/pay';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';
import { settleIfDue } from './close-order.ts';
import { receivePaymentNotification } from './receive-notification.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'now' | 'payments'>;
type Log = (facts: Record<string, unknown>, message: string) => void;

/** The sandbox order behind a signed pay-page link; 404 when the sandbox is not the provider. */
async function sandboxOrder(ctx: Ctx, orderNo: string, sig: string) {
  const sandbox = ctx.payments.sandbox;
  if (!sandbox || !sandbox.checkLink(orderNo, sig)) throw new AppError('ORDER_NOT_FOUND');
  const order = await ctx.repos.payments.byOrderNo(orderNo);
  if (!order || order.provider !== 'sandbox') throw new AppError('ORDER_NOT_FOUND');
  return { sandbox, order: await settleIfDue(ctx, order) };
}

/** The sandbox pay page's data: what is being paid for, how much, and until when. */
export async function getSandboxOrder(ctx: Ctx, lang: Lang, input: { orderNo: string; sig: string }) {
  const { order } = await sandboxOrder(ctx, input.orderNo, input.sig);
  const activity = await ctx.repos.activityDetail.byId(order.activityId);
  return {
    orderNo: order.orderNo,
    amountCents: order.amountCents,
    currency: order.currency as PayCurrency,
    state: order.state as OrderState,
    expiresAt: order.expiresAt.toISOString(),
    activityTitle: activity ? localize(lang, activity.titleZh, activity.titleEn, activity.titleTc) : '',
  };
}

/**
 * The sandbox pay page's buttons, acting as the provider: "pay" and "fail" make the sandbox sign a
 * notification and deliver it through the same verification as any provider's; "expire" moves the
 * order's deadline to now (what waiting would do) and closes it as the sweep would.
 */
export async function sandboxPay(
  ctx: Ctx,
  input: { orderNo: string; sig: string; outcome: 'pay' | 'fail' | 'expire' },
  log: Log,
) {
  const { sandbox, order } = await sandboxOrder(ctx, input.orderNo, input.sig);
  if (input.outcome === 'expire') {
    await ctx.repos.payments.transition(order.id, ['created', 'paying'], {
      state: order.state as 'created' | 'paying',
      expiresAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    const settled = await settleIfDue(ctx, (await ctx.repos.payments.byOrderNo(order.orderNo)) ?? order);
    return { state: settled.state as OrderState, outcome: input.outcome };
  }
  const notification = sandbox.notification({
    orderNo: order.orderNo,
    // One payment per order at the provider, as with the real ones: a second "pay" is a repeat.
    txnId: `SBX${order.orderNo}`,
    outcome: input.outcome === 'pay' ? 'paid' : 'failed',
    amountCents: order.amountCents,
    currency: order.currency as PayCurrency,
    paidAt: ctx.now().toISOString(),
  });
  await receivePaymentNotification(ctx, 'sandbox', notification, log);
  const after = await ctx.repos.payments.byOrderNo(order.orderNo);
  return { state: (after?.state ?? order.state) as OrderState, outcome: input.outcome };
}
