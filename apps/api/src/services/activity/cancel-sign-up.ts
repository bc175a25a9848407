import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';
import { loadActivity } from './load-activity.ts';
import { flagRefundOfReleasedSeat, promoteFromWaitingList } from './release-seat.ts';

/**
 * cancelAppointment: withdraws the user's sign-up (booking, seat or waiting place). A second,
 * parallel cancel finds nothing left to withdraw and answers the same, so a seat is freed once. A
 * paid seat given up flags its payment for refund in the same transaction (decision 078).
 */
export async function cancelSignUp(
  ctx: Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now'>,
  request: FastifyRequest,
  activityId: number,
) {
  const user = await requireUser(ctx, request);
  const activity = await loadActivity(ctx, activityId);
  const now = ctx.now();
  return ctx.repos.signUps.inActivityLock(activity.id, async (ops) => {
    const existing = await ops.find(activity.id, user.userId);
    if (!existing) throw new AppError('SIGN_UP_NOT_REGISTERED');
    if (existing.state === 'withdrawn') return { state: 'withdrawn' as const, promoted: false };
    if (existing.state === 'rejected') throw new AppError('SIGN_UP_NOT_APPROVED');
    const withdrawn = await ops.transition(existing.id, ['pending', 'approved', 'waiting'], {
      state: 'withdrawn',
      queuedAt: null,
      updatedAt: now,
    });
    if (withdrawn) await flagRefundOfReleasedSeat(ops, activity, user.userId, now);
    const promoted = await promoteFromWaitingList(ops, activity, now);
    return { state: 'withdrawn' as const, promoted: promoted !== null };
  });
}
