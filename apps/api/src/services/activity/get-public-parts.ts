import type { ActivityDetail, AttendSetting } from '@roadshow/contracts/activity-detail';
import type { Lang } from '@roadshow/contracts/locale';
import { toMeetStatusString, type MeetingStatus } from '@roadshow/contracts/meeting-status';
import { eventPhase, type AccessMode } from '@roadshow/contracts/sign-label';
import type { ApiContext } from '../../context.ts';
import { toActivityCards } from '../home/to-activity-cards.ts';
import { localize } from '../i18n/localize.ts';
import { loadActivity, type ActivityRecord } from './load-activity.ts';

const RELATED_LIMIT = 6;

function companyBrief(activity: ActivityRecord, lang: Lang) {
  const company = activity.company;
  if (!company) return null;
  return {
    companyCode: company.code,
    companyName: localize(lang, company.shortNameZh, company.shortNameEn, company.shortNameTc),
    companyLogo: company.logoUrl,
  };
}

/** getActivityManageDetail: what anyone may see of a published activity. */
export async function getActivityDetail(ctx: Pick<ApiContext, 'repos' | 'cache'>, lang: Lang, activityId: number) {
  const a = await loadActivity(ctx, activityId);
  return {
    activityId: a.id,
    kind: a.kind as ActivityDetail['kind'],
    title: localize(lang, a.titleZh, a.titleEn, a.titleTc),
    summary: localize(lang, a.summaryZh, a.summaryEn, a.summaryTc),
    cover: a.coverUrl,
    location: a.locationZh === null ? null : localize(lang, a.locationZh, a.locationEn, a.locationTc),
    meetStatus: toMeetStatusString(a.meetingStatus as MeetingStatus),
    startTime: a.startAt.toISOString(),
    endTime: a.endAt.toISOString(),
    viewCount: a.viewCount,
    accessMode: a.accessMode as AccessMode,
    company: companyBrief(a, lang),
  } satisfies ActivityDetail;
}

/** getCompanyIntroduction */
export async function getCompanyIntroduction(ctx: Pick<ApiContext, 'repos' | 'cache'>, lang: Lang, activityId: number) {
  const a = await loadActivity(ctx, activityId);
  return {
    company: companyBrief(a, lang),
    introduction: a.company ? localize(lang, a.company.introZh, a.company.introEn, a.company.introTc) : '',
    irWebsite: a.company?.irWebsite ?? null,
  };
}

/** getRelatedActivityList: the same company's or topic's other activities. */
export async function getRelatedActivities(ctx: Pick<ApiContext, 'repos' | 'cache'>, lang: Lang, activityId: number) {
  const a = await loadActivity(ctx, activityId);
  const rows = await ctx.repos.activityDetail.related(a, RELATED_LIMIT);
  // toActivityCards leaves guests of list-gated activities off the card.
  return { activityManageList: await toActivityCards(ctx.repos.activities, rows, lang) };
}

/** getAttendSetting: how this activity takes sign-ups, with the seats left now (not cached). */
export async function getAttendSetting(
  ctx: Pick<ApiContext, 'repos' | 'cache'>,
  activityId: number,
): Promise<AttendSetting> {
  const a = await loadActivity(ctx, activityId);
  const taken = a.quota === null ? 0 : await ctx.repos.signUps.seatsTaken(a.id);
  return {
    accessMode: a.accessMode as AccessMode,
    quota: a.quota,
    seatsLeft: a.quota === null ? null : Math.max(0, a.quota - taken),
    signUpStartTime: a.signUpStartAt?.toISOString() ?? null,
    signUpEndTime: a.signUpEndAt?.toISOString() ?? null,
    needsApproval: a.needsApproval,
    priceCents: a.priceCents,
    registrationForm: a.registrationForm,
    commitmentLetter: a.commitmentLetter,
    waitingList: a.waitingList,
  };
}

/** getActivityStatus / getLiveStatus: the stored status and where the clock says the event is. */
export async function getActivityStatus(ctx: Pick<ApiContext, 'repos' | 'cache' | 'now'>, activityId: number) {
  const a = await loadActivity(ctx, activityId);
  return {
    meetStatus: toMeetStatusString(a.meetingStatus as MeetingStatus),
    phase: eventPhase({ meetingStatus: a.meetingStatus, startAt: a.startAt, endAt: a.endAt, now: ctx.now() }),
  };
}
