import type { SignUpOps } from '../../repositories/sign-up-repository.ts';
import type { ActivityRecord } from './load-activity.ts';

/**
 * After a seat was freed (withdrawal, rejection), inside the same locked transaction: the
 * longest-waiting user takes it, pending review when the activity needs approval. The promotion is
 * a decision too, logged in the same transaction as the system's (decision 030).
 */
export async function promoteFromWaitingList(
  ops: SignUpOps,
  activity: Pick<ActivityRecord, 'id' | 'companyId' | 'quota' | 'needsApproval'>,
  now: Date,
) {
  if (activity.quota === null) return null;
  if ((await ops.seatsTaken(activity.id)) >= activity.quota) return null;
  const next = await ops.firstWaiting(activity.id);
  if (!next) return null;
  const promoted = await ops.transition(next.id, ['waiting'], {
    state: activity.needsApproval ? 'pending' : 'approved',
    queuedAt: null,
    updatedAt: now,
  });
  if (promoted)
    await ops.audit.append({
      companyId: activity.companyId,
      activityId: activity.id,
      actorUserId: 'system',
      actorRole: 'system',
      action: 'signUp.promote',
      targetType: 'signUp',
      targetId: String(promoted.id),
      detail: { from: 'waiting', to: promoted.state, userId: promoted.userId },
      createdAt: now,
    });
  return promoted;
}

/**
 * A paid sign-up gave its seat up (withdrawn by the user, rejected by the sponsor), inside the same
 * locked transaction: its paid order is cancelled and the payment that paid it is flagged to be
 * refunded, so the sponsor sees it among the refunds due (decision 078); logged as the system's.
 */
export async function flagRefundOfReleasedSeat(
  ops: SignUpOps,
  activity: Pick<ActivityRecord, 'id' | 'companyId'>,
  userId: string,
  now: Date,
) {
  const order = await ops.payments.releasePaidOrder(activity.id, userId, 'withdrawn', now);
  if (!order) return null;
  await ops.audit.append({
    companyId: activity.companyId,
    activityId: activity.id,
    actorUserId: 'system',
    actorRole: 'system',
    action: 'payment.refundDue',
    targetType: 'order',
    targetId: order.orderNo,
    detail: { reason: 'withdrawn', userId, amountCents: order.amountCents, currency: order.currency },
    createdAt: now,
  });
  return order;
}
