import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';
import { loadActivity } from './load-activity.ts';
import { promoteFromWaitingList } from './release-seat.ts';

/**
 * cancelAppointment: withdraws the user's sign-up (booking, seat or waiting place). A second,
 * parallel cancel finds nothing left to withdraw and answers the same, so a seat is freed once.
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
    await ops.transition(existing.id, ['pending', 'approved', 'waiting'], {
      state: 'withdrawn',
      queuedAt: null,
      updatedAt: now,
    });
    const promoted = await promoteFromWaitingList(ops, activity, now);
    return { state: 'withdrawn' as const, promoted: promoted !== null };
  });
}
