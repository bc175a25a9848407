import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context.ts';
import { assertMeetingEntry } from '../activity/get-gated-parts.ts';
import { loadActivity } from '../activity/load-activity.ts';
import { resolveViewer } from '../activity/viewer.ts';

export type RoomCtx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now' | 'signInfo' | 'config'>;

/**
 * DESIGN §5: every call of the live room (and its event stream) passes the meeting's gate first,
 * the same one checkAccessMeetingAuth answers. Returns what the call needs next: the activity, the
 * viewer and the room's settings (null: the activity has no live room, "no webcast currently").
 */
export async function enterRoom(ctx: RoomCtx, request: FastifyRequest, activityId: number) {
  const activity = await loadActivity(ctx, activityId);
  const viewer = await resolveViewer(ctx, request, activity);
  await assertMeetingEntry(ctx, activity, viewer);
  const settings = await ctx.repos.live.settings(activityId);
  return { activity, viewer, settings };
}
