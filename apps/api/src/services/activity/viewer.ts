import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@roadshow/contracts/identity';
import type { AccessMode, SignLabelInput, SignUpState } from '@roadshow/contracts/sign-label';
import type { ApiContext } from '../../context.ts';
import type { SignUpRow } from '../../repositories/sign-up-repository.ts';
import { currentUser } from '../identity/current-user.ts';
import type { ActivityRecord } from './load-activity.ts';

/** What the viewer paid for a paid activity: their paid order (decision 078). */
export interface ViewerPayment {
  amountCents: number;
  currency: string;
  paidAt: Date | null;
}

/** Who is looking at an activity, and what they hold there. */
export interface Viewer {
  user: SessionUser | null;
  signUp: SignUpRow | null;
  /** On the whitelist or invitee list (by login mobile). */
  listed: boolean;
  /**
   * Their paid order, on a paid activity: the one source of "paid" that both the label and the
   * meeting's gate read (decision 078); a refunded or cancelled order is none.
   */
  paidOrder: ViewerPayment | null;
}

export const ANONYMOUS: Viewer = { user: null, signUp: null, listed: false, paidOrder: null };

const LISTED_MODES: readonly AccessMode[] = ['whitelist', 'invitees'];

export async function resolveViewer(
  ctx: Pick<ApiContext, 'identity' | 'repos'>,
  request: FastifyRequest,
  activity: ActivityRecord,
): Promise<Viewer> {
  const user = await currentUser(ctx, request);
  if (!user) return ANONYMOUS;
  const [signUp, listed, paidOrder] = await Promise.all([
    ctx.repos.signUps.find(activity.id, user.userId),
    LISTED_MODES.includes(activity.accessMode as AccessMode) && user.mobile
      ? ctx.repos.activityDetail.isListed(activity.id, user.mobile)
      : Promise.resolve(false),
    paidOrderOf(ctx, activity, user.userId),
  ]);
  return { user, signUp: signUp ?? null, listed, paidOrder };
}

/** The user's paid order on a paid activity (no query on a free one). */
export async function paidOrderOf(
  ctx: Pick<ApiContext, 'repos'>,
  activity: Pick<ActivityRecord, 'id' | 'priceCents'>,
  userId: string,
): Promise<ViewerPayment | null> {
  if (activity.priceCents <= 0) return null;
  const order = await ctx.repos.payments.paidOrder(activity.id, userId);
  return order ? { amountCents: order.amountCents, currency: order.currency, paidAt: order.paidAt } : null;
}

/** The inputs of the label and agenda functions for this activity, viewer and moment. */
export function labelInput(activity: ActivityRecord, viewer: Viewer, seatsTaken: number, now: Date): SignLabelInput {
  const signUp = viewer.signUp;
  return {
    accessMode: activity.accessMode as AccessMode,
    meetingStatus: activity.meetingStatus,
    startAt: activity.startAt,
    endAt: activity.endAt,
    signUpStartAt: activity.signUpStartAt,
    signUpEndAt: activity.signUpEndAt,
    quota: activity.quota,
    seatsTaken,
    priceCents: activity.priceCents,
    signUp: signUp
      ? { state: signUp.state as SignUpState, absent: signUp.absenceReason !== null, paid: viewer.paidOrder !== null }
      : null,
    listed: viewer.listed,
    now,
  };
}
