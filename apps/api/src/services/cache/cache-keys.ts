import type { Lang } from '@roadshow/contracts/locale';

/** Every cached home answer starts with this prefix, so one content write can clear them all. */
export const HOME_CACHE_PREFIX = 'home:';

/** Every cached search answer (results and the industry list) starts with this prefix. */
export const SEARCH_CACHE_PREFIX = 'search:';

/** Every cached part of one activity's page (the activity row, detail, company, related list). */
export const ACTIVITY_DETAIL_CACHE_PREFIX = 'activity:';

/** The prefixes of all cached answers that show activities: a change to activities clears each. */
export const ACTIVITY_CACHE_PREFIXES = [HOME_CACHE_PREFIX, SEARCH_CACHE_PREFIX, ACTIVITY_DETAIL_CACHE_PREFIX] as const;

/** The key of one cached part of an activity's page; lang '-' for parts in no language. */
export function activityCacheKey(activityId: number, part: string, lang: Lang | '-'): string {
  return `${ACTIVITY_DETAIL_CACHE_PREFIX}${activityId}:${part}:${lang}`;
}

/** The key of one cached home answer: which list, in which language, for which tab. */
export function homeCacheKey(list: string, lang: Lang | '-', tab?: number): string {
  return `${HOME_CACHE_PREFIX}${list}:${lang}:${tab ?? ''}`;
}

/** The key of one cached search answer: which call, in which language, for which normalized input. */
export function searchCacheKey(call: string, lang: Lang | '-', input: unknown = null): string {
  return `${SEARCH_CACHE_PREFIX}${call}:${lang}:${JSON.stringify(input)}`;
}
