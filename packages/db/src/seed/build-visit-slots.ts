import { visitQuietPeriods, visitSlots } from '../visit-schema.ts';
import { atChinaTime, toBusinessDay } from './china-time.ts';

/** The China calendar day `dayOffset` days after `now`'s, 'YYYY-MM-DD'. */
function chinaDayAt(now: Date, dayOffset: number): string {
  return new Date(atChinaTime(now, dayOffset, 12).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Demo research-booking data (decision 052) for the first seeded company: two weeks of open slots
 * in every mode, and the quiet period before its next annual report, which covers the later
 * on-site slots so the booking pages show both what can and what cannot be booked.
 */
export function buildVisitRows(now: Date, companyId: number) {
  const base = { companyId, createdBy: 'seed', createdAt: now, updatedAt: now };
  const slots: (typeof visitSlots.$inferInsert)[] = [];
  const used = new Set<number>();
  for (let offset = 1; offset <= 24; offset += 1) {
    const dayOffset = toBusinessDay(now, offset);
    if (used.has(dayOffset)) continue;
    used.add(dayOffset);
    const day = chinaDayAt(now, dayOffset);
    slots.push({ ...base, mode: 'onsite', day, startTime: '09:30', endTime: '11:00', capacity: 8 });
    if (dayOffset % 2 === 0)
      slots.push({ ...base, mode: 'online', day, startTime: '15:00', endTime: '16:00', capacity: 30 });
    if (dayOffset % 3 === 0)
      slots.push({ ...base, mode: 'phone', day, startTime: '10:00', endTime: '10:30', capacity: 4 });
    if (dayOffset % 5 === 0)
      slots.push({
        ...base,
        mode: 'sellSide',
        day,
        startTime: '14:00',
        endTime: '17:00',
        capacity: 20,
        host: '中信证券研究部 CITIC Securities Research',
      });
  }
  const quiet: typeof visitQuietPeriods.$inferInsert = {
    companyId,
    reportKind: 'annual',
    reportDay: chinaDayAt(now, 45),
    daysBefore: 30,
    modes: ['onsite', 'sellSide'],
    createdBy: 'seed',
    createdAt: now,
  };
  return { slots, quiet };
}
