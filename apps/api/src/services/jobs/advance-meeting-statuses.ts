import type { ApiContext } from '../../context.ts';
import { invalidateActivityCaches } from '../cache/invalidate-activity-caches.ts';

/** Moves activities along preview → live → replay as time passes, and clears the lists that show them. */
export async function advanceMeetingStatuses(ctx: Pick<ApiContext, 'repos' | 'cache' | 'now'>): Promise<number> {
  const changed = await ctx.repos.activities.advanceMeetingStatuses(ctx.now());
  if (changed > 0) await invalidateActivityCaches(ctx.cache);
  return changed;
}
