import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { currentUser } from '../identity/current-user.ts';
import { loadActivity } from './load-activity.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'identity'>;

/**
 * matchOrganizationType: whether the caller (or, for the activity's sponsor only, another user by
 * userId) is on the sponsor's side of this activity or an investor.
 */
export async function matchOrganizationType(ctx: Ctx, request: FastifyRequest, activityId: number, userId?: string) {
  const activity = await loadActivity(ctx, activityId);
  const user = await currentUser(ctx, request);
  const isSponsor = (id: string) =>
    activity.companyId === null ? Promise.resolve(false) : ctx.repos.activityDetail.isSponsor(activity.companyId, id);
  if (userId !== undefined && userId !== user?.userId) {
    if (!user) throw new AppError('UNAUTHORIZED');
    if (!(await isSponsor(user.userId))) throw new AppError('FORBIDDEN');
    return { organizationType: (await isSponsor(userId)) ? ('sponsor' as const) : ('investor' as const) };
  }
  if (!user) return { organizationType: 'anonymous' as const };
  return { organizationType: (await isSponsor(user.userId)) ? ('sponsor' as const) : ('investor' as const) };
}
