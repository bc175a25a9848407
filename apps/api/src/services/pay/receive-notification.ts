import type { ApiContext } from '../../context.ts';
import { NotificationRejected, type ProviderAnswer, type RawNotification } from './payment-provider.ts';

type Ctx = Pick<ApiContext, 'repos' | 'now' | 'payments'>;
type Log = (facts: Record<string, unknown>, message: string) => void;

/**
 * A provider's notification, as received at /pay/notify/<provider>: believed only when its
 * signature verifies, applied once per provider transaction (repeats and late or out-of-order
 * reports are safe, see applyPayment), and written to the notification log whatever the verdict,
 * refusals included. Answers in the provider's own words: acknowledged, or refused so it retries.
 */
export async function receivePaymentNotification(
  ctx: Ctx,
  providerName: string,
  notification: RawNotification,
  log: Log,
): Promise<ProviderAnswer | null> {
  const provider = ctx.payments.byName(providerName);
  if (!provider) return null;
  const now = ctx.now();
  let verified;
  try {
    verified = provider.verifyNotification(notification);
  } catch (error) {
    const verdict = error instanceof NotificationRejected ? error.verdict : 'malformed';
    const reason = error instanceof Error ? error.message : String(error);
    log({ provider: provider.name, verdict, reason }, 'payment notification refused');
    await ctx.repos.payments.log({ provider: provider.name, verdict, detail: { reason }, receivedAt: now });
    return provider.answer(false);
  }
  const facts = { provider: provider.name, orderNo: verified.orderNo, providerTxnId: verified.providerTxnId };
  if (verified.outcome === 'failed') {
    // A failed or closed attempt changes nothing: the order stays open until it is paid or expires.
    await ctx.repos.payments.log({ ...facts, verdict: 'failed', receivedAt: now });
    return provider.answer(true);
  }
  const { verdict, order } = await ctx.repos.payments.applyPayment({
    ...facts,
    ...verified,
    provider: provider.name,
    now,
  });
  const detail =
    verdict === 'amount_mismatch'
      ? {
          amountCents: verified.amountCents,
          currency: verified.currency,
          expected: order?.amountCents,
          expectedCurrency: order?.currency,
        }
      : verdict === 'refund'
        ? { orderState: order?.state }
        : null;
  await ctx.repos.payments.log({ ...facts, verdict, detail, receivedAt: now });
  if (verdict === 'amount_mismatch' || verdict === 'unknown_order') {
    log({ ...facts, verdict, detail }, 'payment notification refused');
    return provider.answer(false);
  }
  if (verdict === 'refund')
    log({ ...facts, orderState: order?.state }, 'payment for a closed order: flagged for refund');
  return provider.answer(true);
}
