import type { Lang } from './locale.ts';

const AGO: Record<Lang, { now: string; min: (n: number) => string; hour: (n: number) => string }> = {
  'zh-CN': { now: '刚刚', min: (n) => `${n}分钟前`, hour: (n) => `${n}小时前` },
  en: {
    now: 'just now',
    min: (n) => `${n} minute${n === 1 ? '' : 's'} ago`,
    hour: (n) => `${n} hour${n === 1 ? '' : 's'} ago`,
  },
  tc: { now: '剛剛', min: (n) => `${n}分鐘前`, hour: (n) => `${n}小時前` },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd in the given time zone offset (minutes east of UTC); China time by default. */
export function formatDate(date: Date, offsetMinutes = 480): string {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Spec §9 time-ago: under 30 s "just now", then minutes, then hours up to one day, then a date. */
export function timeAgo(date: Date, now: Date, lang: Lang): string {
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  const words = AGO[lang];
  if (seconds < 30) return words.now;
  if (seconds < 3600) return words.min(Math.max(1, Math.floor(seconds / 60)));
  if (seconds < 86_400) return words.hour(Math.floor(seconds / 3600));
  return formatDate(date);
}

/** Spec §9 time helper: mm:ss (minutes keep counting past 59). */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

const SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

/** Spec §9 large-number suffixes: 999 → "999", 1234 → "1.2k", 5_000_000 → "5M". */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  let n = Math.abs(value);
  let i = 0;
  while (n >= 1000 && i < SUFFIXES.length - 1) {
    n /= 1000;
    i += 1;
  }
  const rounded = i === 0 ? String(Math.round(n)) : (Math.floor(n * 10) / 10).toFixed(1).replace(/\.0$/, '');
  return `${sign}${rounded}${SUFFIXES[i]}`;
}

/**
 * yyyy-MM-dd HH:mm in China time. Events are announced in Beijing time, and a fixed zone makes
 * the server's and the browser's renderings identical.
 */
export function formatChinaDateTime(iso: string): string {
  const date = new Date(iso);
  const shifted = new Date(date.getTime() + 480 * 60_000);
  return `${formatDate(date)} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}
