import type { FastifyRequest } from 'fastify';
import { eventPhase } from '@roadshow/contracts/sign-label';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';
import { loadActivity } from './load-activity.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now'>;

/** The user's approved sign-up for an activity that has not ended, or the matching error. */
async function approvedSignUp(ctx: Ctx, request: FastifyRequest, activityId: number) {
  const user = await requireUser(ctx, request);
  const activity = await loadActivity(ctx, activityId);
  if (eventPhase({ ...activity, now: ctx.now() }) === 'ended') throw new AppError('ACTIVITY_ENDED');
  const signUp = await ctx.repos.signUps.find(activity.id, user.userId);
  if (!signUp || signUp.state === 'withdrawn') throw new AppError('SIGN_UP_NOT_REGISTERED');
  if (signUp.state === 'pending' || signUp.state === 'waiting') throw new AppError('SIGN_UP_UNDER_REVIEW');
  if (signUp.state === 'rejected') throw new AppError('SIGN_UP_NOT_APPROVED');
  return signUp;
}

/** submitAbsenceReason: a registered user says they will not attend, and why (they keep the seat). */
export async function submitAbsenceReason(ctx: Ctx, request: FastifyRequest, activityId: number, reason: string) {
  const signUp = await approvedSignUp(ctx, request, activityId);
  const row = await ctx.repos.signUps.setAbsence(signUp.id, reason, ctx.now());
  if (!row) throw new AppError('SIGN_UP_STATE_CONFLICT');
  return { absenceReason: row.absenceReason };
}

/** cancelAbsenceReason: takes the absence back. */
export async function cancelAbsenceReason(ctx: Ctx, request: FastifyRequest, activityId: number) {
  const signUp = await approvedSignUp(ctx, request, activityId);
  const row = await ctx.repos.signUps.setAbsence(signUp.id, null, ctx.now());
  if (!row) throw new AppError('SIGN_UP_STATE_CONFLICT');
  return { absenceReason: null };
}
