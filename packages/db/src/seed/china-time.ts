/**
 * Seed times are written as "N days from now at HH:mm in Beijing", because roadshows run in
 * China business hours whatever the server's time zone. China has no daylight saving, so a
 * fixed +08:00 offset is exact.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

/** Midnight in Beijing of the Beijing calendar day that contains `now`, `dayOffset` days later. */
function chinaMidnight(now: Date, dayOffset: number): number {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return Math.floor(local / DAY_MS) * DAY_MS - CHINA_OFFSET_MS + dayOffset * DAY_MS;
}

export function atChinaTime(now: Date, dayOffset: number, hour: number, minute = 0): Date {
  return new Date(chinaMidnight(now, dayOffset) + hour * HOUR_MS + minute * MINUTE_MS);
}

/** 0 = Sunday ... 6 = Saturday, for the Beijing calendar day. */
export function chinaWeekday(date: Date): number {
  return new Date(date.getTime() + CHINA_OFFSET_MS).getUTCDay();
}

/**
 * Moves a day offset off the weekend, away from today, so a future day stays in the future and
 * a past day stays in the past (statuses are decided before the day is adjusted).
 */
export function toBusinessDay(now: Date, dayOffset: number): number {
  const weekday = chinaWeekday(atChinaTime(now, dayOffset, 12));
  if (weekday === 6) return dayOffset > 0 ? dayOffset + 2 : dayOffset - 1;
  if (weekday === 0) return dayOffset > 0 ? dayOffset + 1 : dayOffset - 2;
  return dayOffset;
}

export interface ChinaDateParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

export function chinaParts(date: Date): ChinaDateParts {
  const local = new Date(date.getTime() + CHINA_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

const WEEKDAYS_ZH = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (n: number): string => String(n).padStart(2, '0');

/** "11月24日（星期二）14:00-15:30", as an announcement would print it. */
export function formatChinaRangeZh(start: Date, end: Date): string {
  const s = chinaParts(start);
  const e = chinaParts(end);
  return `${s.year}年${s.month}月${s.day}日（${WEEKDAYS_ZH[s.weekday] ?? ''}）${pad(s.hour)}:${pad(s.minute)}-${pad(e.hour)}:${pad(e.minute)}`;
}

/** "Tuesday, 24 November 2026, 14:00-15:30 (Beijing time)". */
export function formatChinaRangeEn(start: Date, end: Date): string {
  const s = chinaParts(start);
  const e = chinaParts(end);
  return `${WEEKDAYS_EN[s.weekday] ?? ''}, ${s.day} ${MONTHS_EN[s.month - 1] ?? ''} ${s.year}, ${pad(s.hour)}:${pad(s.minute)}-${pad(e.hour)}:${pad(e.minute)} (Beijing time)`;
}
