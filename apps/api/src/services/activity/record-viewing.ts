import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';
import { loadActivity } from './load-activity.ts';

/** One stretch is at most this long: a record never closed (a crashed tab) cannot inflate the total. */
const MAX_STRETCH_SECONDS = 4 * 60 * 60;

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now'>;

/**
 * attendActivityStart: the page opens a stretch when it becomes visible; it closes it with
 * recordActivityEnd when hidden or left, so time in a background tab is not counted.
 */
export async function startViewing(ctx: Ctx, request: FastifyRequest, activityId: number) {
  const user = await requireUser(ctx, request);
  await loadActivity(ctx, activityId);
  return { viewId: await ctx.repos.signUps.startView(activityId, user.userId, ctx.now()) };
}

/** recordActivityEnd: closes the stretch once; a repeated end (beacon and unload) changes nothing. */
export async function endViewing(ctx: Ctx, request: FastifyRequest, activityId: number, viewId: number) {
  const user = await requireUser(ctx, request);
  const seconds = await ctx.repos.signUps.endView(viewId, activityId, user.userId, ctx.now(), MAX_STRETCH_SECONDS);
  if (seconds === null) throw new AppError('SIGN_UP_STATE_CONFLICT');
  return { seconds };
}
