import type { FastifyRequest } from 'fastify';
import type { SignBody, SignResult } from '@roadshow/contracts/activity-detail';
import { registrationFormSchema } from '@roadshow/contracts/registration-form';
import { deriveSignLabel, registrationWindow, type SignUpState } from '@roadshow/contracts/sign-label';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';
import { assertOwnImages } from '../sign-info/check-image-keys.ts';
import { assertRegistrant } from '../sign-info/check-registrant.ts';
import { loadActivity, type ActivityRecord } from './load-activity.ts';
import { sealSignUpForm } from './sign-up-form-storage.ts';
import type { SignUpRow } from '../../repositories/sign-up-repository.ts';
import { labelInput, paidOrderOf, type Viewer } from './viewer.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now' | 'config'>;
const ACTIVE: readonly SignUpState[] = ['pending', 'approved', 'waiting'];

/**
 * The form, when the activity asks for one: valid (the shared schema), then filled with the login
 * phone and the verified real name (assertRegistrant, the one place for those rules; spec §5).
 */
async function checkForm(ctx: Ctx, request: FastifyRequest, activity: ActivityRecord, body: SignBody) {
  if (!activity.registrationForm) return null;
  if (!body.form)
    throw new AppError('REQUIRED_MISSING', { fields: [{ path: 'body.form', message: 'REQUIRED_MISSING' }] });
  const form = registrationFormSchema.parse(body.form);
  await assertRegistrant(ctx, request, form);
  await assertOwnImages(ctx, request, form);
  return form;
}

/** Rules that need no seat count: mode, list, time. */
function checkEligible(activity: ActivityRecord, viewer: Viewer, now: Date) {
  if (activity.accessMode === 'direct' || activity.accessMode === 'invitees') throw new AppError('SIGN_UP_NOT_NEEDED');
  if (activity.accessMode === 'whitelist') {
    if (!viewer.user?.mobile) throw new AppError('MOBILE_EMAIL_EMPTY');
    if (!viewer.listed) throw new AppError('NO_ATTEND_PERMISSION');
  }
  const window = registrationWindow(labelInput(activity, viewer, 0, now));
  if (window === 'notStarted') throw new AppError('SIGN_UP_NOT_STARTED');
  if (window === 'ended')
    throw new AppError(activity.accessMode === 'public' ? 'ACTIVITY_ENDED' : 'SIGN_UP_DEADLINE_PASSED');
}

/**
 * signOrAppointment: one transaction under the activity's lock counts the held seats and takes one,
 * so the quota is never passed; the unique (activity, user) row makes a double click one sign-up.
 * Public activities take a booking (no quota, no review); a full one refuses or, when asked, queues.
 */
export async function signUpForActivity(ctx: Ctx, request: FastifyRequest, body: SignBody): Promise<SignResult> {
  const user = await requireUser(ctx, request);
  if (!user.mobile) throw new AppError('MOBILE_EMAIL_EMPTY');
  const activity = await loadActivity(ctx, body.activityId);
  const listed =
    activity.accessMode === 'whitelist' && (await ctx.repos.activityDetail.isListed(activity.id, user.mobile));
  const viewer: Viewer = { user, signUp: null, listed, paidOrder: await paidOrderOf(ctx, activity, user.userId) };
  const now = ctx.now();
  checkEligible(activity, viewer, now);
  const form = await checkForm(ctx, request, activity, body);
  const isBooking = activity.accessMode === 'public';
  const counted = !isBooking && activity.quota !== null;
  const result = (row: SignUpRow, seatsTaken: number): SignResult => ({
    state: row.state as SignUpState,
    label: deriveSignLabel(labelInput(activity, { ...viewer, signUp: row }, seatsTaken, now)),
  });

  // A burst mostly meets a full activity: answer those without queueing for the lock. "Full" read
  // outside the lock is true at that instant; only a seat that looks free needs the lock to take it.
  // The sponsor's waiting-list switch (decision 040): off, a full activity takes no one more.
  const mayWait = body.waitlist === true && activity.waitingList !== false;
  if (counted && !mayWait) {
    const taken = await ctx.repos.signUps.seatsTaken(activity.id);
    if (taken >= activity.quota!) {
      const existing = await ctx.repos.signUps.find(activity.id, user.userId);
      if (existing && ACTIVE.includes(existing.state as SignUpState)) return result(existing, taken);
      throw new AppError(existing?.state === 'rejected' ? 'SIGN_UP_NOT_APPROVED' : 'QUOTA_FULL');
    }
  }

  // Read before the lock, so the locked part is only count and write; the writes are guarded
  // (insert only if new, re-sign only if still withdrawn), and a lost race reads the winner's row.
  const existing = await ctx.repos.signUps.find(activity.id, user.userId);
  if (existing?.state === 'rejected') throw new AppError('SIGN_UP_NOT_APPROVED');
  if (existing && ACTIVE.includes(existing.state as SignUpState)) {
    return result(existing, counted ? await ctx.repos.signUps.seatsTaken(activity.id) : 0);
  }
  const outcome = await ctx.repos.signUps.inActivityLock(activity.id, async (ops) => {
    const taken = counted ? await ops.seatsTaken(activity.id) : 0;
    const full = counted && taken >= activity.quota!;
    if (full && !mayWait) throw new AppError('QUOTA_FULL');
    const state: SignUpState = full ? 'waiting' : activity.needsApproval && !isBooking ? 'pending' : 'approved';
    // The login mobile and the page's language, for the reminder before the start (decision 020).
    const values = {
      state,
      source: body.source,
      form: form ? sealSignUpForm(ctx, { activityId: activity.id, userId: user.userId }, form) : null,
      queuedAt: full ? now : null,
      updatedAt: now,
      mobile: user.mobile,
      lang: request.lang,
    };
    const row = existing
      ? await ops.transition(existing.id, ['withdrawn'], {
          ...values,
          rejectReason: null,
          absenceReason: null,
          absenceAt: null,
        })
      : await ops.insertIfNew({ ...values, activityId: activity.id, userId: user.userId, createdAt: now });
    return row ? { row, seatsTaken: taken + (state !== 'waiting' && counted ? 1 : 0) } : null;
  });
  if (outcome) return result(outcome.row, outcome.seatsTaken);
  // Another request of the same user (a double click) won; answer with its sign-up.
  const winner = await ctx.repos.signUps.find(activity.id, user.userId);
  if (!winner) throw new AppError('SIGN_UP_STATE_CONFLICT');
  if (winner.state === 'rejected') throw new AppError('SIGN_UP_NOT_APPROVED');
  const seatsTaken = counted ? await ctx.repos.signUps.seatsTaken(activity.id) : 0;
  return result(winner, seatsTaken);
}
