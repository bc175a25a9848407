import { describe, expect, it } from 'vitest';
import { addDays, chinaDay } from './china-day.ts';
import { quietPeriodOn, toQuietPeriod } from './quiet-periods.ts';

const period = toQuietPeriod({
  id: 1,
  companyId: 1,
  reportKind: 'halfYear',
  reportDay: '2027-03-01',
  daysBefore: 30,
  modes: ['onsite'],
  createdBy: 'x',
  createdAt: new Date(0),
});

describe('quiet periods', () => {
  it('run from reportDay − daysBefore to the report day, both included, across a month end', () => {
    expect(period.from).toBe('2027-01-30');
    expect(quietPeriodOn([period], '2027-01-29', 'onsite')).toBeNull();
    expect(quietPeriodOn([period], '2027-01-30', 'onsite')).toBe(period);
    expect(quietPeriodOn([period], '2027-03-01', 'onsite')).toBe(period);
    expect(quietPeriodOn([period], '2027-03-02', 'onsite')).toBeNull();
  });

  it('block only their modes', () => {
    expect(quietPeriodOn([period], '2027-02-15', 'online')).toBeNull();
    expect(quietPeriodOn([period], '2027-02-15', 'sellSide')).toBeNull();
  });
});

describe('China days', () => {
  it('turn at midnight in Beijing, not UTC', () => {
    expect(chinaDay(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(chinaDay(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});
