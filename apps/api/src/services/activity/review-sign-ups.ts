import type { FastifyRequest } from 'fastify';
import { registrationFormValuesSchema } from '@roadshow/contracts/registration-form';
import type { SignUpState } from '@roadshow/contracts/sign-label';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { SignUpRow } from '../../repositories/sign-up-repository.ts';
import { requireUser } from '../identity/current-user.ts';
import { loadActivity } from './load-activity.ts';
import { promoteFromWaitingList } from './release-seat.ts';
import { maskedSignUpForm } from './sign-up-form-storage.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now'>;

/** The logged-in sponsor of the activity's company, or 401/403. */
async function requireSponsor(ctx: Ctx, request: FastifyRequest, activityId: number) {
  const user = await requireUser(ctx, request);
  const activity = await loadActivity(ctx, activityId);
  if (activity.companyId === null || !(await ctx.repos.activityDetail.isSponsor(activity.companyId, user.userId)))
    throw new AppError('FORBIDDEN');
  return { user, activity };
}

function toSponsorView(row: SignUpRow) {
  const form = row.form === null ? null : registrationFormValuesSchema.safeParse(maskedSignUpForm(row));
  return {
    signUpId: row.id,
    userId: row.userId,
    state: row.state as SignUpState,
    form: form?.success ? form.data : null,
    rejectReason: row.rejectReason,
    absenceReason: row.absenceReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSignUps(ctx: Ctx, request: FastifyRequest, activityId: number, state?: SignUpState) {
  await requireSponsor(ctx, request, activityId);
  return { signUpList: (await ctx.repos.signUps.list(activityId, state)).map(toSponsorView) };
}

/** A sign-up of an activity the caller sponsors; the activity comes from the row, never from the caller. */
async function sponsoredSignUp(ctx: Ctx, request: FastifyRequest, signUpId: number) {
  const row = await ctx.repos.signUps.byId(signUpId);
  if (!row) throw new AppError('NOT_FOUND');
  const { user, activity } = await requireSponsor(ctx, request, row.activityId);
  return { row, user, activity };
}

/** Approves a pending sign-up (it already holds its seat). */
export async function approveSignUp(ctx: Ctx, request: FastifyRequest, signUpId: number) {
  const { row, user } = await sponsoredSignUp(ctx, request, signUpId);
  const now = ctx.now();
  const updated = await ctx.repos.signUps.transition(row.id, ['pending'], {
    state: 'approved',
    reviewedBy: user.userId,
    updatedAt: now,
  });
  if (!updated) throw new AppError('SIGN_UP_STATE_CONFLICT');
  return toSponsorView(updated);
}

/** Rejects a pending, approved or waiting sign-up with a reason; a freed seat goes to the waiting list. */
export async function rejectSignUp(ctx: Ctx, request: FastifyRequest, signUpId: number, reason: string) {
  const { row, user, activity } = await sponsoredSignUp(ctx, request, signUpId);
  const now = ctx.now();
  return ctx.repos.signUps.inActivityLock(activity.id, async (ops) => {
    const updated = await ops.transition(row.id, ['pending', 'approved', 'waiting'], {
      state: 'rejected',
      rejectReason: reason,
      reviewedBy: user.userId,
      queuedAt: null,
      updatedAt: now,
    });
    if (!updated) throw new AppError('SIGN_UP_STATE_CONFLICT');
    await promoteFromWaitingList(ops, activity, now);
    return toSponsorView(updated);
  });
}
