import type { FastifyRequest } from 'fastify';
import type { ConsoleSignUp, ConsoleSignUpFilter } from '@roadshow/contracts/console';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { registrationFormValuesSchema } from '@roadshow/contracts/registration-form';
import type { SignUpState } from '@roadshow/contracts/sign-label';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import type { SignUpRow } from '../../repositories/sign-up-repository.ts';
import { recordAudit } from '../console/record-audit.ts';
import { requireActivityRole, type ConsoleActor } from '../console/require-company-role.ts';
import { promoteFromWaitingList } from './release-seat.ts';
import { maskedSignUpForm } from './sign-up-form-storage.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now'>;
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

/** The console's table of an activity's sign-ups, filtered; the document number masked. */
export async function listConsoleSignUps(ctx: Ctx, request: FastifyRequest, filter: ConsoleSignUpFilter) {
  await requireActivityRole(ctx, request, filter.activityId, 'signUp.read');
  const [rows, seatsTaken, rules] = await Promise.all([
    ctx.repos.signUps.filtered({
      ...filter,
      from: filter.from ? new Date(filter.from) : undefined,
      to: filter.to ? new Date(filter.to) : undefined,
    }),
    ctx.repos.signUps.seatsTaken(filter.activityId),
    ctx.repos.activityDetail.seatRules(filter.activityId),
  ]);
  return { signUpList: rows.map(toConsoleSignUp), seatsTaken, quota: rules?.quota ?? null };
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
  return ctx.repos.signUps.inActivityLock(activityId, async (ops) => {
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
    if (decision === 'reject' && row.state !== 'waiting') await promoteFromWaitingList(ops, rules, now);
    return updated;
  });
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

/** A sign-up's activity, for the legacy calls that name only the sign-up. */
async function activityOfSignUp(ctx: Ctx, signUpId: number) {
  const row = await ctx.repos.signUps.byId(signUpId);
  if (!row) throw new AppError('NOT_FOUND');
  return row.activityId;
}

/** Approves a pending (or, with a free seat, waiting) sign-up; a lost race answers 409. */
export async function approveSignUp(ctx: Ctx, request: FastifyRequest, signUpId: number) {
  const activityId = await activityOfSignUp(ctx, signUpId);
  const actor = await requireActivityRole(ctx, request, activityId, 'signUp.decide');
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
  const activityId = await activityOfSignUp(ctx, signUpId);
  const actor = await requireActivityRole(ctx, request, activityId, 'signUp.decide');
  return toSponsorView(await decideOne(ctx, actor, activityId, signUpId, 'reject', { reason, fromState }));
}
