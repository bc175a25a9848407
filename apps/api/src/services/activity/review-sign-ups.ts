import type { FastifyRequest } from 'fastify';
import type { ConsoleSignUp, ConsoleSignUpFilter } from '@roadshow/contracts/console';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { registrationFormValuesSchema } from '@roadshow/contracts/registration-form';
import type { SignUpState } from '@roadshow/contracts/sign-label';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { SignUpRow } from '../../repositories/sign-up-repository.ts';
import { letterFileUrl } from '../commitment-letter/letter-files.ts';
import { recordAudit } from '../console/record-audit.ts';
import { refuseIfCancelled } from '../console/refuse-cancelled.ts';
import { requireActivityRole, type ConsoleActor } from '../console/require-company-role.ts';
import { requireUser } from '../identity/current-user.ts';
import { revokeViewer } from '../live/live-hub.ts';
import { flagRefundOfReleasedSeat, promoteFromWaitingList } from './release-seat.ts';
import { maskedSignUpForm } from './sign-up-form-storage.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now' | 'bus'>;
type Actor = Pick<ConsoleActor, 'user' | 'role'> & { companyId: number | null };

function maskedForm(row: SignUpRow) {
  const form = row.form === null ? null : registrationFormValuesSchema.safeParse(maskedSignUpForm(row));
  return form?.success ? form.data : null;
}

/** Decision 016's sponsor answer (the legacy /activity/sponsor calls). */
function toSponsorView(row: SignUpRow) {
  return {
    signUpId: row.id,
    userId: row.userId,
    state: row.state as SignUpState,
    form: maskedForm(row),
    rejectReason: row.rejectReason,
    absenceReason: row.absenceReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toConsoleSignUp(row: SignUpRow): ConsoleSignUp {
  return {
    ...toSponsorView(row),
    mobile: row.mobile,
    reviewedBy: row.reviewedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSignUps(ctx: Ctx, request: FastifyRequest, activityId: number, state?: SignUpState) {
  await requireActivityRole(ctx, request, activityId, 'signUp.read');
  return { signUpList: (await ctx.repos.signUps.list(activityId, state)).map(toSponsorView) };
}

/**
 * The console's sign-up table: one page of the filtered sign-ups (filters and paging on the server),
 * the document number masked. Each row links the user's signed commitment letter (PDF) through a
 * signed link of a few minutes, like the letter's owner gets (decision 040).
 */
export async function listConsoleSignUps(
  ctx: Ctx & Pick<ApiContext, 'fileUrlKey' | 'config'>,
  request: FastifyRequest,
  input: ConsoleSignUpFilter & { page: number; pageSize: number },
) {
  const { page, pageSize, ...filter } = input;
  await requireActivityRole(ctx, request, filter.activityId, 'signUp.read');
  const [{ rows, total }, seatsTaken, rules, letters] = await Promise.all([
    ctx.repos.signUps.filteredPage(
      {
        ...filter,
        from: filter.from ? new Date(filter.from) : undefined,
        to: filter.to ? new Date(filter.to) : undefined,
      },
      page,
      pageSize,
    ),
    ctx.repos.signUps.seatsTaken(filter.activityId),
    ctx.repos.activityDetail.seatRules(filter.activityId),
    ctx.repos.letters.lettersOf(filter.activityId),
  ]);
  const letterOf = new Map(letters.map((letter) => [letter.userId, letter]));
  return {
    signUpList: rows.map((row) => {
      const letter = letterOf.get(row.userId);
      return {
        ...toConsoleSignUp(row),
        letterUrl: letter ? letterFileUrl(ctx, letter.pdfKey) : null,
        letterMismatch: letter ? letter.mismatch !== 0 : false,
      };
    }),
    total,
    seatsTaken,
    quota: rules?.quota ?? null,
  };
}

export type Decision = 'approve' | 'reject';
type FromState = 'pending' | 'approved' | 'waiting';

/** Which states a decision may start from: the state the reviewer saw, or the defaults. */
function allowedFrom(decision: Decision, fromState?: FromState): SignUpState[] {
  const defaults: SignUpState[] = ['pending', 'waiting'];
  if (!fromState) return defaults;
  if (decision === 'approve' && fromState === 'approved') return [];
  return [fromState];
}

/**
 * One decision on one sign-up, in one transaction under the activity's seat lock: the row moves
 * only if it is still in a state the reviewer saw (else 409 SIGN_UP_STATE_CONFLICT, hardening 10),
 * approving a waiting user needs a free seat (else 409 QUOTA_FULL), a freed seat goes to the
 * waiting list, and the decision is logged in the same transaction.
 */
async function decideOne(
  ctx: Ctx,
  actor: Actor,
  activityId: number,
  signUpId: number,
  decision: Decision,
  options: { reason?: string; fromState?: FromState },
): Promise<SignUpRow> {
  const rules = await ctx.repos.activityDetail.seatRules(activityId);
  if (!rules) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  let revoked: string | null = null;
  const decided = await ctx.repos.signUps.inActivityLock(activityId, async (ops) => {
    // Cancelling takes the same lock (decision 075): no decision lands after it.
    if (await ops.cancelledAt(activityId)) throw new AppError('ACTIVITY_CANCELLED');
    const row = await ops.byId(signUpId);
    if (!row || row.activityId !== activityId) throw new AppError('NOT_FOUND');
    const from = allowedFrom(decision, options.fromState);
    if (!from.includes(row.state as SignUpState)) throw new AppError('SIGN_UP_STATE_CONFLICT');
    if (decision === 'approve' && row.state === 'waiting' && rules.quota !== null) {
      if ((await ops.seatsTaken(activityId)) >= rules.quota) throw new AppError('QUOTA_FULL');
    }
    const updated = await ops.transition(row.id, [row.state as SignUpState], {
      state: decision === 'approve' ? 'approved' : 'rejected',
      ...(decision === 'reject' ? { rejectReason: options.reason ?? '' } : {}),
      reviewedBy: actor.user.userId,
      queuedAt: null,
      updatedAt: now,
    });
    if (!updated) throw new AppError('SIGN_UP_STATE_CONFLICT');
    await recordAudit(
      ops.audit,
      actor,
      {
        companyId: rules.companyId,
        activityId,
        action: decision === 'approve' ? 'signUp.approve' : 'signUp.reject',
        targetType: 'signUp',
        targetId: row.id,
        detail: {
          from: row.state,
          to: updated.state,
          userId: row.userId,
          ...(decision === 'reject' ? { reason: options.reason } : {}),
        },
      },
      now,
    );
    if (decision === 'reject' && row.state !== 'waiting') {
      await flagRefundOfReleasedSeat(ops, rules, row.userId, now);
      await promoteFromWaitingList(ops, rules, now);
    }
    if (decision === 'reject' && row.state === 'approved') revoked = row.userId;
    return updated;
  });
  // An approved seat taken back: the user's open live streams end and reconnect through the gate.
  if (revoked) await revokeViewer(ctx.bus, activityId, revoked);
  return decided;
}

/**
 * Bulk approve or reject (the console's table): every row is decided on its own, so one lost race
 * does not undo the others; each outcome says what happened, in the request's language.
 */
export async function decideSignUps(
  ctx: Ctx,
  request: FastifyRequest,
  body: { activityId: number; signUpIds: number[]; decision: Decision; reason?: string; fromState?: FromState },
) {
  const actor = await requireActivityRole(ctx, request, body.activityId, 'signUp.decide');
  await refuseIfCancelled(ctx, body.activityId);
  const outcomes = [];
  for (const signUpId of [...new Set(body.signUpIds)]) {
    try {
      const row = await decideOne(ctx, actor, body.activityId, signUpId, body.decision, body);
      outcomes.push({ signUpId, ok: true, signUp: toConsoleSignUp(row) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ signUpId, ok: false, errorCode: error.code, errorMsg: errorMessage(error.code, request.lang) });
    }
  }
  return { outcomes };
}

/**
 * A sign-up's activity, for the legacy calls that name only the sign-up, then the guard on it. Login
 * comes first and an unknown id answers like a foreign one (403; the operator gets 404), so nobody
 * learns which sign-up ids exist by probing (decision 030's rule for activities).
 */
async function guardSignUp(ctx: Ctx, request: FastifyRequest, signUpId: number) {
  const user = await requireUser(ctx, request);
  const row = await ctx.repos.signUps.byId(signUpId);
  if (!row) throw new AppError(user.role === 'operator' ? 'NOT_FOUND' : 'FORBIDDEN');
  const actor = await requireActivityRole(ctx, request, row.activityId, 'signUp.decide');
  await refuseIfCancelled(ctx, row.activityId);
  return { actor, activityId: row.activityId };
}

/** Approves a pending (or, with a free seat, waiting) sign-up; a lost race answers 409. */
export async function approveSignUp(ctx: Ctx, request: FastifyRequest, signUpId: number) {
  const { actor, activityId } = await guardSignUp(ctx, request, signUpId);
  return toSponsorView(await decideOne(ctx, actor, activityId, signUpId, 'approve', {}));
}

/** Rejects a pending or waiting sign-up (an approved one with fromState 'approved') with a reason. */
export async function rejectSignUp(
  ctx: Ctx,
  request: FastifyRequest,
  signUpId: number,
  reason: string,
  fromState?: FromState,
) {
  const { actor, activityId } = await guardSignUp(ctx, request, signUpId);
  return toSponsorView(await decideOne(ctx, actor, activityId, signUpId, 'reject', { reason, fromState }));
}
