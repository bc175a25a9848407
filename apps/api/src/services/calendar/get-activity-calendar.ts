import { HTML_LANG, type Lang } from '@roadshow/contracts/locale';
import { sharePagePath } from '@roadshow/contracts/share';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';
import { buildIcs } from './build-ics.ts';

export const REMINDER_MINUTES_BEFORE = 30;

/**
 * GET /roadshow/activity/getActivityCalendar: a published activity as an .ics file in the
 * request's language, with a reminder 30 minutes before the start; 404 otherwise.
 */
export async function getActivityCalendar(
  ctx: Pick<ApiContext, 'repos' | 'now'>,
  options: { activityId: number; lang: Lang; siteOrigin: string },
): Promise<{ fileName: string; body: string }> {
  const { activityId, lang, siteOrigin } = options;
  const row = await ctx.repos.share.calendarActivity(activityId);
  if (!row) throw new AppError('NOT_FOUND');
  const url = new URL(sharePagePath('activity', String(row.id)), siteOrigin).href;
  const title = localize(lang, row.titleZh, row.titleEn, row.titleTc);
  const company = row.companyShortZh
    ? localize(lang, row.companyShortZh, row.companyShortEn, row.companyShortTc)
    : null;
  const summary = localize(lang, row.summaryZh, row.summaryEn, row.summaryTc);
  const location = row.locationZh ? localize(lang, row.locationZh, row.locationEn, row.locationTc) : null;
  const body = buildIcs({
    uid: `activity-${row.id}@roadshow`,
    stamp: ctx.now(),
    start: row.startAt,
    end: row.endAt,
    summary: company && !title.includes(company) ? `${company} · ${title}` : title,
    description: [summary, url].filter(Boolean).join('\n\n'),
    location: location ?? url,
    url,
    language: HTML_LANG[lang],
    alarmMinutesBefore: REMINDER_MINUTES_BEFORE,
  });
  return { fileName: `roadshow-activity-${row.id}.ics`, body };
}
