import type { QuietPeriod, VisitMode } from '@roadshow/contracts/visit';
import type { QuietPeriodRow } from '../../repositories/visit-repository.ts';
import { addDays } from './china-day.ts';

/** A stored quiet period as the pages see it: with its first quiet day. */
export function toQuietPeriod(row: QuietPeriodRow): QuietPeriod {
  return {
    periodId: row.id,
    reportKind: row.reportKind as QuietPeriod['reportKind'],
    reportDay: row.reportDay,
    daysBefore: row.daysBefore,
    from: addDays(row.reportDay, -row.daysBefore),
    modes: row.modes as VisitMode[],
  };
}

/**
 * The quiet period that forbids booking `mode` on `day`, if any: the days from reportDay −
 * daysBefore up to and including the report's day (decision 052).
 */
export function quietPeriodOn(periods: readonly QuietPeriod[], day: string, mode: VisitMode): QuietPeriod | null {
  return periods.find((period) => period.modes.includes(mode) && period.from <= day && day <= period.reportDay) ?? null;
}
