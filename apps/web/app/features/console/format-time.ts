/** The console shows and takes times in China time (UTC+8), the zone of the listed companies' events. */
export const CONSOLE_TIME_ZONE = 'Asia/Shanghai';
const OFFSET_MS = 8 * 3_600_000;

/** "2026-12-01 10:00", the instant in China time. */
export function chinaTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** "10:00:05", the instant's time of day in China time. */
export function chinaClock(iso: string): string {
  return new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(11, 19);
}

/** "2026-12-01 10:00" read as China time, as an ISO instant. */
export function fromChinaTime(wall: string): string {
  return new Date(`${wall.replace(' ', 'T')}:00+08:00`).toISOString();
}
