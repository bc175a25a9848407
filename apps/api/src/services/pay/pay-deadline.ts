import type { ApiContext } from '../../context.ts';
import { loadActivity } from '../activity/load-activity.ts';
import { promoteFromWaitingList } from '../activity/release-seat.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'now' | 'payments'>;

/**
 * Until when an approved sign-up of a paid activity keeps its seat without paying (decision 079):
 * PAY_DEADLINE_MINUTES after the latest of its approval, the last price change (the activity became
 * paid later) and the last change of the user's last order (a refund gives the time to pay again).
 * An open order holds the seat for its own lifetime instead.
 */
export function payDeadline(approvedAt: Date | null, later: readonly (Date | null | undefined)[], minutes: number) {
  if (!approvedAt) return null;
  let start = approvedAt;
  for (const at of later) if (at && at > start) start = at;
  return new Date(start.getTime() + minutes * 60_000);
}

/** The deadline of this user's approved sign-up, read from the price and their latest order. */
export async function payDeadlineOf(
  ctx: Pick<Ctx, 'repos' | 'payments'>,
  activityId: number,
  userId: string,
  approvedAt: Date | null,
): Promise<Date | null> {
  const [priceRow, lastOrder] = await Promise.all([
    ctx.repos.payments.price(activityId),
    ctx.repos.payments.latestOrder(activityId, userId),
  ]);
  return payDeadline(approvedAt, [priceRow?.updatedAt, lastOrder?.updatedAt], ctx.payments.deadlineMinutes);
}

/**
 * Gives the seat of an approved sign-up whose time to pay ran out back, in the activity's seat
 * lock: only if it is still the same approval (approved_at unchanged), with no order open or paid;
 * the waiting list moves up and the release is logged as the system's. Safe when several processes
 * (and a status check seeing it on sight) try at once: one of them moves the row.
 */
export async function releaseUnpaidSeat(
  ctx: Ctx,
  candidate: { activityId: number; userId: string; approvedAt: Date | null },
): Promise<boolean> {
  if (!candidate.approvedAt) return false;
  const approvedAt = candidate.approvedAt.getTime();
  const activity = await loadActivity(ctx, candidate.activityId).catch(() => null);
  if (!activity) return false;
  const now = ctx.now();
  return ctx.repos.signUps.inActivityLock(activity.id, async (ops) => {
    const signUp = await ops.find(activity.id, candidate.userId);
    if (!signUp || signUp.state !== 'approved' || signUp.approvedAt?.getTime() !== approvedAt) return false;
    if (await ops.payments.hasLiveOrder(activity.id, candidate.userId)) return false;
    const released = await ops.transition(signUp.id, ['approved'], {
      state: 'withdrawn',
      queuedAt: null,
      updatedAt: now,
    });
    if (!released) return false;
    await ops.audit.append({
      companyId: activity.companyId,
      activityId: activity.id,
      actorUserId: 'system',
      actorRole: 'system',
      action: 'payment.deadline',
      targetType: 'signUp',
      targetId: String(signUp.id),
      detail: { userId: candidate.userId, approvedAt: candidate.approvedAt!.toISOString() },
      createdAt: now,
    });
    await promoteFromWaitingList(ops, activity, now);
    return true;
  });
}

/** The deadline sweep's part (decision 079): every overdue approved sign-up without an order, oldest first. */
export async function releaseOverdueSeats(ctx: Ctx, limit: number): Promise<number> {
  let released = 0;
  for (const candidate of await ctx.repos.payments.overduePayers(ctx.now(), ctx.payments.deadlineMinutes, limit))
    if (await releaseUnpaidSeat(ctx, candidate)) released += 1;
  return released;
}
