import type { FastifyRequest } from 'fastify';
import { deriveAgendaVisibility, AgendaVisibility } from '@roadshow/contracts/agenda-visibility';
import type { AgendaList } from '@roadshow/contracts/activity-detail';
import type { Lang } from '@roadshow/contracts/locale';
import type { AccessMode, SignUpState } from '@roadshow/contracts/sign-label';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { factsOf } from '../commitment-letter/letter-facts.ts';
import { isLetterSigned } from '../commitment-letter/letter-status.ts';
import { localize } from '../i18n/localize.ts';
import { activityFileUrl } from './activity-file-links.ts';
import { accessDenial, type GatedResource } from './decide-access.ts';
import { loadActivity, type ActivityRecord } from './load-activity.ts';
import { openSignUpForm } from './sign-up-form-storage.ts';
import { labelInput, resolveViewer, type Viewer } from './viewer.ts';

type Ctx = Pick<ApiContext, 'repos' | 'cache' | 'identity' | 'now'>;
const HOLDS_SEAT: readonly SignUpState[] = ['pending', 'approved'];

/** Throws the spec's message when the viewer may not see this resource of the activity. */
export function assertAccess(activity: ActivityRecord, viewer: Viewer, resource: GatedResource): void {
  const state = viewer.signUp?.state as SignUpState | undefined;
  const denial = accessDenial(activity.accessMode as AccessMode, resource, {
    loggedIn: viewer.user !== null,
    mobile: viewer.user?.mobile ?? '',
    listed: viewer.listed,
    state: state === 'withdrawn' ? null : (state ?? null),
  });
  if (denial) throw new AppError(denial);
}

async function gate(ctx: Ctx, request: FastifyRequest, activityId: number, resource: GatedResource) {
  const activity = await loadActivity(ctx, activityId);
  const viewer = await resolveViewer(ctx, request, activity);
  assertAccess(activity, viewer, resource);
  return activity;
}

export async function getActivityContent(ctx: Ctx, request: FastifyRequest, lang: Lang, activityId: number) {
  const a = await gate(ctx, request, activityId, 'content');
  return { content: localize(lang, a.contentZh, a.contentEn, a.contentTc) };
}

export async function getGuestList(ctx: Ctx, request: FastifyRequest, lang: Lang, activityId: number) {
  await gate(ctx, request, activityId, 'guests');
  const rows = await ctx.repos.activityDetail.guests(activityId);
  return {
    guestList: rows.map((g) => ({
      name: localize(lang, g.nameZh, g.nameEn, g.nameTc),
      title: localize(lang, g.titleZh, g.titleEn, g.titleTc),
      avatar: g.avatarUrl,
    })),
  };
}

/** The activity's files, each with a download link of a few minutes, for viewers the mode lets see them. */
export async function getFileList(
  ctx: Ctx & Pick<ApiContext, 'fileUrlKey' | 'config'>,
  request: FastifyRequest,
  lang: Lang,
  activityId: number,
) {
  await gate(ctx, request, activityId, 'files');
  const rows = await ctx.repos.activityDetail.files(activityId);
  return {
    fileList: rows.map((f) => ({
      fileId: f.id,
      name: localize(lang, f.nameZh, f.nameEn, f.nameTc),
      mimeType: f.mimeType,
      sizeBytes: f.sizeBytes,
      url: activityFileUrl(ctx, f.storageKey),
    })),
  };
}

/**
 * checkAccessMeetingAuth: whether the viewer may enter the meeting (live room, replay). On an
 * activity with a commitment letter, a viewer holding a sign-up enters only with the letter signed
 * and matching the form they signed up with (decision 018): the sign-up keeps its seat meanwhile.
 */
export async function checkMeetingAuth(
  ctx: Ctx & Pick<ApiContext, 'signInfo' | 'config'>,
  request: FastifyRequest,
  activityId: number,
) {
  const activity = await loadActivity(ctx, activityId);
  const viewer = await resolveViewer(ctx, request, activity);
  await assertMeetingEntry(ctx, activity, viewer);
  return { allowed: true as const };
}

/**
 * The meeting's gate in one place, for checkAccessMeetingAuth, the live room's calls and its event
 * stream: the access mode, then the commitment letter when the activity asks for one, then payment
 * on a paid activity (an approved sign-up that has not paid waits at "payment not completed").
 */
export async function assertMeetingEntry(
  ctx: Ctx & Pick<ApiContext, 'signInfo' | 'config'>,
  activity: ActivityRecord,
  viewer: Viewer,
): Promise<void> {
  assertAccess(activity, viewer, 'meeting');
  const signUp = viewer.signUp;
  const holdsSeat = signUp !== null && HOLDS_SEAT.includes(signUp.state as SignUpState);
  if (activity.commitmentLetter && viewer.user && signUp && holdsSeat) {
    const form = factsOf(openSignUpForm(ctx, signUp)) ?? undefined;
    if (!(await isLetterSigned(ctx, { activityId: activity.id, userId: viewer.user.userId, form })))
      throw new AppError('LETTER_NOT_SIGNED');
  }
  if (activity.priceCents > 0) {
    if (!viewer.user) throw new AppError('UNAUTHORIZED');
    if (!signUp || !holdsSeat) throw new AppError('SIGN_UP_NOT_REGISTERED');
    // A paid order opens the meeting; the label reads the same viewer.paidOrder (decision 078).
    if (!viewer.paidOrder) throw new AppError('PAYMENT_NOT_COMPLETED');
  }
}

/**
 * getMeetingAgendaList: never an error for a denied viewer: the visibility index of spec §4 says
 * why the list is empty, and the page shows the matching hint.
 */
export async function getAgendaList(ctx: Ctx, request: FastifyRequest, lang: Lang, activityId: number) {
  const activity = await loadActivity(ctx, activityId);
  const [viewer, rows] = await Promise.all([
    resolveViewer(ctx, request, activity),
    ctx.repos.activityDetail.agenda(activityId),
  ]);
  const seatsTaken = activity.quota === null ? 0 : await ctx.repos.signUps.seatsTaken(activity.id);
  const visibility = deriveAgendaVisibility({
    ...labelInput(activity, viewer, seatsTaken, ctx.now()),
    hasAgenda: rows.length > 0,
    loggedIn: viewer.user !== null,
  });
  if (visibility !== AgendaVisibility.Viewable) return { visibility, agendaList: [] } satisfies AgendaList;
  return {
    visibility,
    agendaList: rows.map((item) => ({
      startTime: item.startAt.toISOString(),
      endTime: item.endAt.toISOString(),
      title: localize(lang, item.titleZh, item.titleEn, item.titleTc),
      speaker: item.speakerZh === null ? null : localize(lang, item.speakerZh, item.speakerEn, item.speakerTc),
    })),
  } satisfies AgendaList;
}
