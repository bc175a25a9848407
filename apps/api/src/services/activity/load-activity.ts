import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { ActivityDetailRow } from '../../repositories/activity-detail-repository.ts';
import { activityCacheKey } from '../cache/cache-keys.ts';

export type ActivityRecord = ActivityDetailRow;

const DATE_FIELDS = ['startAt', 'endAt', 'signUpStartAt', 'signUpEndAt', 'createdAt', 'updatedAt'] as const;

/**
 * One published activity with its company, through the cache (the detail page is a hot read path):
 * every access decision starts here. An unknown id is a 404 and is not cached.
 */
export async function loadActivity(ctx: Pick<ApiContext, 'repos' | 'cache'>, activityId: number) {
  const json = await ctx.cache.getOrLoad(activityCacheKey(activityId, 'row', '-'), async () => {
    const row = await ctx.repos.activityDetail.byId(activityId);
    if (!row) throw new AppError('NOT_FOUND');
    return JSON.stringify(row);
  });
  const parsed = JSON.parse(json) as Record<string, unknown>;
  for (const field of DATE_FIELDS) {
    const value = parsed[field];
    parsed[field] = typeof value === 'string' ? new Date(value) : null;
  }
  return parsed as unknown as ActivityRecord;
}
