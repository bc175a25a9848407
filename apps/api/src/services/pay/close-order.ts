import type { ApiContext } from '../../context.ts';
import type { PayOrderRow } from '../../repositories/pay-repository.ts';
import { promoteFromWaitingList } from '../activity/release-seat.ts';
import { loadActivity } from '../activity/load-activity.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'now'>;

/**
 * Ends an open order that was not paid: past its time it expires, and its sign-up gives the seat
 * back (a paid sign-up holds its seat for the order's lifetime only, decision 049; the user
 * re-registers); an order whose sign-up is already gone is cancelled. The conditional transition
 * makes a second caller (another process's sweep, a status check) a no-op, and a payment racing it
 * finds the order closed and is flagged for refund.
 */
export async function closeOrder(ctx: Ctx, order: PayOrderRow, to: 'expired' | 'cancelled'): Promise<boolean> {
  const now = ctx.now();
  const closed = await ctx.repos.payments.transition(order.id, ['created', 'paying'], { state: to, updatedAt: now });
  if (!closed || to === 'cancelled') return closed !== undefined;
  const activity = await loadActivity(ctx, order.activityId).catch(() => null);
  if (!activity) return true;
  await ctx.repos.signUps.inActivityLock(order.activityId, async (ops) => {
    const signUp = await ops.find(order.activityId, order.userId);
    // A user who paid through another order keeps the seat.
    if (!signUp || (await ops.payments.paidOrder(order.activityId, order.userId))) return;
    const released = await ops.transition(signUp.id, ['pending', 'approved'], {
      state: 'withdrawn',
      queuedAt: null,
      updatedAt: now,
    });
    if (!released) return;
    await ops.audit.append({
      companyId: activity.companyId,
      activityId: activity.id,
      actorUserId: 'system',
      actorRole: 'system',
      action: 'payment.expire',
      targetType: 'order',
      targetId: order.orderNo,
      detail: { signUpId: signUp.id, userId: order.userId },
      createdAt: now,
    });
    await promoteFromWaitingList(ops, activity, now);
  });
  return true;
}

/** An open order past its time is closed on sight (the same transition as the sweep's). */
export async function settleIfDue(ctx: Ctx, order: PayOrderRow): Promise<PayOrderRow> {
  if ((order.state !== 'created' && order.state !== 'paying') || order.expiresAt > ctx.now()) return order;
  await closeOrder(ctx, order, 'expired');
  return (await ctx.repos.payments.byOrderNo(order.orderNo)) ?? order;
}
