import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { requireActivityRole } from '../console/require-company-role.ts';
import { enterRoom, type RoomCtx } from './enter-room.ts';
import type { LiveHub, StreamLease } from './live-hub.ts';

/** One of the caller's stream places on the hub, or 429 in the caller's language (decision 073). */
function leaseOf(hub: LiveHub, owner: { userId: string | null; ip: string }): StreamLease {
  const lease = hub.reserve(owner);
  if (!lease) throw new AppError('LIVE_STREAMS_LIMIT');
  return lease;
}

/**
 * Who may hold a room's event stream (decision 034): the meeting's gate, as for every call of the
 * room; not a viewer the desk barred (decision 073: their stream was ended and stays shut); and
 * within the caller's stream places. The lease is taken last, with nothing awaited after it.
 */
export async function admitRoomStream(
  ctx: RoomCtx & Pick<ApiContext, 'liveHub'>,
  request: FastifyRequest,
  activityId: number,
): Promise<StreamLease> {
  const { viewer } = await enterRoom(ctx, request, activityId);
  const userId = viewer.user?.userId ?? null;
  if (userId && (await ctx.repos.liveDesk.isBanned(activityId, userId))) throw new AppError('ASKER_BANNED');
  return leaseOf(ctx.liveHub, { userId, ip: request.ip });
}

/** Who may hold a desk's event stream (decision 063): whoever may read the desk, within their places. */
export async function admitDeskStream(
  ctx: Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now' | 'deskHub'>,
  request: FastifyRequest,
  activityId: number,
): Promise<StreamLease> {
  const actor = await requireActivityRole(ctx, request, activityId, 'qa.read');
  return leaseOf(ctx.deskHub, { userId: actor.user.userId, ip: request.ip });
}
