import type { FastifyRequest } from 'fastify';
import type { SignStatus } from '@roadshow/contracts/activity-detail';
import { errorMessage } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import { deriveSignLabel, type SignUpState } from '@roadshow/contracts/sign-label';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { assertAccess } from './get-gated-parts.ts';
import { loadActivity } from './load-activity.ts';
import { labelInput, resolveViewer } from './viewer.ts';

/** getSignStatus: the viewer's label (spec §4), their sign-up, and why they may not attend, if so. */
export async function getSignStatus(
  ctx: Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now'>,
  request: FastifyRequest,
  lang: Lang,
  activityId: number,
): Promise<SignStatus> {
  const activity = await loadActivity(ctx, activityId);
  const [viewer, seatsTaken] = await Promise.all([
    resolveViewer(ctx, request, activity),
    activity.quota === null ? 0 : ctx.repos.signUps.seatsTaken(activity.id),
  ]);
  let denied: SignStatus['denied'] = null;
  try {
    assertAccess(activity, viewer, 'meeting');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    denied = { errorCode: error.code, errorMsg: errorMessage(error.code, lang) };
  }
  const signUp = viewer.signUp;
  return {
    label: deriveSignLabel(labelInput(activity, viewer, seatsTaken, ctx.now())),
    state: (signUp?.state as SignUpState | undefined) ?? null,
    loggedIn: viewer.user !== null,
    absenceReason: signUp?.absenceReason ?? null,
    rejectReason: signUp?.state === 'rejected' ? (signUp.rejectReason ?? null) : null,
    denied,
    seatsLeft: activity.quota === null ? null : Math.max(0, activity.quota - seatsTaken),
    payment: viewer.paidOrder
      ? {
          amountCents: viewer.paidOrder.amountCents,
          currency: viewer.paidOrder.currency,
          paidAt: viewer.paidOrder.paidAt?.toISOString() ?? null,
        }
      : null,
  };
}
