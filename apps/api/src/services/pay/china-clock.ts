const EIGHT_HOURS = 8 * 3_600_000;

/** "2026-11-20 14:00:00": Beijing wall time, the format Alipay's timestamps use. */
export function chinaDateTime(date: Date): string {
  return new Date(date.getTime() + EIGHT_HOURS).toISOString().replace('T', ' ').slice(0, 19);
}

/** "2026-11-20T14:00:00+08:00": RFC 3339 in Beijing time, as WeChat Pay's time_expire wants it. */
export function chinaRfc3339(date: Date): string {
  return `${new Date(date.getTime() + EIGHT_HOURS).toISOString().slice(0, 19)}+08:00`;
}

/** Alipay's "yyyy-MM-dd HH:mm:ss" (Beijing time) back to an instant; Invalid Date when unreadable. */
export function fromChinaDateTime(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}+08:00`);
}
