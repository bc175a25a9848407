// Slots are China calendar days: "today" is the day in Beijing (UTC+8, no daylight saving), so a
// visit at 09:00 on the 3rd is "today" for the reception in Beijing whatever the server's zone.
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China calendar day of an instant, 'YYYY-MM-DD'. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "2026-11-20 14:05" China time, for messages. */
export function chinaMinute(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
