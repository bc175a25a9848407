import { AppError } from '@roadshow/http-kit/app-error';
import type { PublicSlot, VisitMode, VisitorHome } from '@roadshow/contracts/visit';
import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import type { VisitSlotRow } from '../../repositories/visit-repository.ts';
import { companyName } from './booking-view.ts';
import { chinaDay } from './china-day.ts';
import { quietPeriodOn, toQuietPeriod } from './quiet-periods.ts';

type Ctx = Pick<ApiContext, 'repos' | 'now'>;

export function toPublicSlot(slot: VisitSlotRow, booked: number, quiet: ReturnType<typeof quietPeriodOn>): PublicSlot {
  return {
    slotId: slot.id,
    mode: slot.mode as VisitMode,
    day: slot.day,
    startTime: slot.startTime,
    endTime: slot.endTime,
    capacity: slot.capacity,
    remaining: Math.max(0, slot.capacity - booked),
    host: slot.host,
    note: slot.note,
    quiet: quiet ? { reportKind: quiet.reportKind, reportDay: quiet.reportDay, from: quiet.from } : null,
  };
}

/** The company's booking home (spec §2 /tab/visitor): slots from today on, marked when quiet. */
export async function getVisitorHome(ctx: Ctx, companyCode: string, lang: Lang): Promise<VisitorHome> {
  const company = await ctx.repos.visits.companyByCode(companyCode);
  if (!company) throw new AppError('NOT_FOUND');
  const today = chinaDay(ctx.now());
  const [slots, periodRows] = await Promise.all([
    ctx.repos.visits.slotsFrom(company.id, today),
    ctx.repos.visits.quietPeriods(company.id),
  ]);
  const quietPeriods = periodRows.map(toQuietPeriod);
  return {
    company: { companyId: company.id, code: company.code, name: companyName(company, lang) },
    today,
    slots: slots.map(({ slot, booked }) =>
      toPublicSlot(slot, booked, quietPeriodOn(quietPeriods, slot.day, slot.mode as VisitMode)),
    ),
    quietPeriods: quietPeriods.filter((period) => period.reportDay >= today),
  };
}
