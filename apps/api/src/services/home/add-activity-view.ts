import type { ApiContext } from '../../context.ts';
import { AppError } from '@roadshow/http-kit/app-error';

/**
 * Counts a view. Lists keep showing the cached count until their TTL runs out: invalidating every
 * list on every view would defeat the cache on exactly the pages that are busiest.
 */
export async function addActivityView(ctx: Pick<ApiContext, 'repos'>, input: { activityId: number }) {
  const viewCount = await ctx.repos.activities.incrementViewCount(input.activityId);
  if (viewCount === null) throw new AppError('NOT_FOUND');
  return { viewCount };
}
