import { AppError } from '@roadshow/http-kit/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/**
 * Midnight at the start of a YYYY-MM-DD day in China time (UTC+8 all year: no daylight saving).
 * The contract checks the shape only, so 2026-02-30 arrives here and is refused with its field.
 */
function chinaMidnight(field: string, value: string): Date {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  if (year < 1970 || !isCalendarDate(year, month, day)) {
    throw new AppError('BAD_REQUEST', { fields: [{ path: `querystring.${field}`, message: 'not a calendar date' }] });
  }
  return new Date(Date.UTC(year, month - 1, day) - 8 * 60 * 60 * 1000);
}

export interface StartRange {
  startFrom?: Date;
  /** Exclusive: midnight after the last day. */
  startBefore?: Date;
}

/** The inclusive day range startFrom..startTo (China dates) as instants for start_at. */
export function chinaDayRange(startFrom: string | undefined, startTo: string | undefined): StartRange {
  return {
    startFrom: startFrom === undefined ? undefined : chinaMidnight('startFrom', startFrom),
    startBefore: startTo === undefined ? undefined : new Date(chinaMidnight('startTo', startTo).getTime() + DAY_MS),
  };
}
