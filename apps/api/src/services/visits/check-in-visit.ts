import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { recordAudit } from '../console/record-audit.ts';
import { requireCompanyRole } from '../console/require-company-role.ts';
import { toBooking } from './booking-view.ts';
import { chinaDay, chinaMinute } from './china-day.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now'>;

/**
 * The reception scans a visitor's code (decision 052): a confirmed visit of this company, on its
 * day (China time), once. The move confirmed → visited is conditional, so two desks scanning the
 * same code at once let exactly one in; the other is told when it was used.
 */
export async function checkInVisit(ctx: Ctx, request: FastifyRequest, input: { companyId: number; code: string }) {
  const actor = await requireCompanyRole(ctx, request, input.companyId, 'visit.checkIn');
  const booking = await ctx.repos.visits.bookingByCode(input.code);
  if (!booking || booking.companyId !== input.companyId) throw new AppError('VISIT_CHECK_IN_UNKNOWN');
  const used = (at: Date | null) =>
    new AppError('VISIT_CHECK_IN_USED', { params: { at: at ? `${chinaMinute(at)} (UTC+8)` : '' } });
  if (booking.state === 'visited') throw used(booking.checkedInAt);
  if (booking.state !== 'confirmed') throw new AppError('VISIT_CHECK_IN_UNKNOWN');
  const view = await ctx.repos.visits.bookingView(booking.id);
  const day = view?.slot?.day ?? '';
  const now = ctx.now();
  if (day !== chinaDay(now)) throw new AppError('VISIT_CHECK_IN_WRONG_DAY', { params: { day } });
  const moved = await ctx.repos.visits.transition(booking.id, ['confirmed'], {
    state: 'visited',
    checkedInAt: now,
    checkedInBy: actor.user.userId,
    updatedAt: now,
  });
  if (!moved) throw used((await ctx.repos.visits.bookingById(booking.id))?.checkedInAt ?? null);
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: input.companyId,
      action: 'visit.checkIn',
      targetType: 'visitBooking',
      targetId: booking.id,
      detail: { state: 'visited' },
    },
    now,
  );
  return toBooking({ ...view!, booking: moved }, request.lang, { owner: false, today: chinaDay(now) });
}
