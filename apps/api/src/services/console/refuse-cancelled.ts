import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';

/**
 * Decision 075: a cancelled activity is final. Its texts, times, meeting status, guests, agenda and
 * files no longer change, its sign-ups are no longer decided and no invitation goes out for it: 409
 * ACTIVITY_CANCELLED (copying it is how the sponsor runs it again). Called after the guard, so a
 * stranger still gets 403 and learns nothing.
 */
export async function refuseIfCancelled(ctx: Pick<ApiContext, 'repos'>, activityId: number) {
  const row = await ctx.repos.consoleActivities.byId(activityId);
  if (row?.cancelledAt) throw new AppError('ACTIVITY_CANCELLED');
  return row;
}
