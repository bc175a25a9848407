import type { ApiContext } from '../../context.ts';
import { invalidateActivityCaches } from '../cache/invalidate-activity-caches.ts';
import { publishLiveEvent } from '../live/live-hub.ts';

/**
 * Moves activities along preview → live → replay as time passes, clears the lists that show them,
 * and tells the viewers in each moved activity's live room (the page switches to live or replay).
 */
export async function advanceMeetingStatuses(
  ctx: Pick<ApiContext, 'repos' | 'cache' | 'now' | 'bus'>,
): Promise<number> {
  const moved = await ctx.repos.activities.advanceMeetingStatuses(ctx.now());
  if (moved.length > 0) await invalidateActivityCaches(ctx.cache);
  for (const { id, meetingStatus } of moved) {
    await publishLiveEvent(ctx.bus, id, 'status', { meetStatus: String(meetingStatus) as '1' | '2' });
  }
  return moved.length;
}
