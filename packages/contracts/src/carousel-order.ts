import { MeetingStatus, isUpcomingOrLive } from './meeting-status.ts';

export const DEFAULT_ORDER_LIMIT = 10;
export const CAROUSEL_STEP = 5;

interface Orderable {
  status: MeetingStatus;
  /** Start time in ms since epoch; decides which replays are "the latest". */
  startAt: number;
}

/**
 * Spec §4 list ordering: ended (3) first, then up to `limit` replays (2) — the latest ones,
 * as many as are needed to fill the limit — then previews (0), then live (1).
 * Within each group the input order is kept, so callers pass items already sorted by time.
 */
export function orderForCarousel<T extends Orderable>(items: readonly T[], limit = DEFAULT_ORDER_LIMIT): T[] {
  const ofStatus = (status: MeetingStatus) => items.filter((item) => item.status === status);
  const ended = ofStatus(MeetingStatus.Ended);
  const previews = ofStatus(MeetingStatus.Preview);
  const live = ofStatus(MeetingStatus.Live);
  const room = Math.max(0, limit - ended.length - previews.length - live.length);
  const replays = ofStatus(MeetingStatus.Replay);
  const latestReplays = [...replays].sort((a, b) => b.startAt - a.startAt).slice(0, Math.min(room, limit));
  const kept = new Set(latestReplays);
  return [...ended, ...replays.filter((item) => kept.has(item)), ...previews, ...live];
}

/**
 * Spec §4 carousel start index: 0 when nothing is upcoming or live; 5 when fewer than 5 are
 * (so the first page shows what just happened and the next one what is coming); otherwise
 * the page, in steps of 5, that holds the first upcoming or live item.
 */
export function carouselStartIndex(statuses: readonly MeetingStatus[], step = CAROUSEL_STEP): number {
  const upcoming = statuses.filter(isUpcomingOrLive).length;
  if (upcoming === 0) return 0;
  const lastPageStart = Math.max(0, Math.floor((statuses.length - 1) / step) * step);
  if (upcoming < step) return Math.min(step, lastPageStart);
  const first = statuses.findIndex(isUpcomingOrLive);
  return Math.floor(first / step) * step;
}
