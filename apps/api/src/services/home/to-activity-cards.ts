import type { ActivityCard } from '@roadshow/contracts/home';
import type { Lang } from '@roadshow/contracts/locale';
import { toMeetStatusString, type MeetingStatus } from '@roadshow/contracts/meeting-status';
import type { ActivityRepository, ActivityRow } from '../../repositories/activity-repository.ts';
import { openToEveryone } from '../activity/decide-access.ts';
import { localize } from '../i18n/localize.ts';

/**
 * Turns activity rows into cards in one language, with guest names read with the rows
 * (cardJson) or else fetched in one query. Every public list, search and topic answer
 * goes through here, so this is where guests of list-gated activities (whitelist, invitees only:
 * decision 016) stay off the card.
 */
export async function toActivityCards(
  activities: ActivityRepository,
  rows: ActivityRow[],
  lang: Lang,
): Promise<ActivityCard[]> {
  const shown = rows.filter((row) => openToEveryone(row.accessMode, 'guests'));
  const unread = shown.filter((row) => row.guests === undefined).map((row) => row.id);
  const guests = [
    ...shown.flatMap((row) => (row.guests ?? []).map((guest) => ({ ...guest, activityId: row.id }))),
    ...(await activities.guestNames(unread)),
  ];
  const namesByActivity = new Map<number, string[]>();
  for (const guest of guests) {
    const names = namesByActivity.get(guest.activityId) ?? [];
    names.push(localize(lang, guest.nameZh, guest.nameEn, guest.nameTc));
    namesByActivity.set(guest.activityId, names);
  }
  return rows.map((row) => ({
    activityId: row.id,
    kind: row.kind as ActivityCard['kind'],
    squareType: row.squareType,
    title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
    meetStatus: toMeetStatusString(row.meetingStatus as MeetingStatus),
    startTime: row.startAt.toISOString(),
    endTime: row.endAt.toISOString(),
    cover: row.coverUrl,
    viewCount: row.viewCount,
    companyCode: row.companyCode,
    companyName:
      row.companyShortZh === null ? null : localize(lang, row.companyShortZh, row.companyShortEn, row.companyShortTc),
    companyLogo: row.companyLogo,
    location: row.locationZh === null ? null : localize(lang, row.locationZh, row.locationEn, row.locationTc),
    guestNames: namesByActivity.get(row.id) ?? [],
  }));
}
