import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@roadshow/contracts/identity';
import type { AccessMode, SignLabelInput, SignUpState } from '@roadshow/contracts/sign-label';
import type { ApiContext } from '../../context.ts';
import type { SignUpRow } from '../../repositories/sign-up-repository.ts';
import { currentUser } from '../identity/current-user.ts';
import type { ActivityRecord } from './load-activity.ts';

/** Who is looking at an activity, and what they hold there. */
export interface Viewer {
  user: SessionUser | null;
  signUp: SignUpRow | null;
  /** On the whitelist or invitee list (by login mobile). */
  listed: boolean;
}

export const ANONYMOUS: Viewer = { user: null, signUp: null, listed: false };

const LISTED_MODES: readonly AccessMode[] = ['whitelist', 'invitees'];

export async function resolveViewer(
  ctx: Pick<ApiContext, 'identity' | 'repos'>,
  request: FastifyRequest,
  activity: ActivityRecord,
): Promise<Viewer> {
  const user = await currentUser(ctx, request);
  if (!user) return ANONYMOUS;
  const [signUp, listed] = await Promise.all([
    ctx.repos.signUps.find(activity.id, user.userId),
    LISTED_MODES.includes(activity.accessMode as AccessMode) && user.mobile
      ? ctx.repos.activityDetail.isListed(activity.id, user.mobile)
      : Promise.resolve(false),
  ]);
  return { user, signUp: signUp ?? null, listed };
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
      ? { state: signUp.state as SignUpState, absent: signUp.absenceReason !== null, paid: signUp.paidAt !== null }
      : null,
    listed: viewer.listed,
    now,
  };
}
