import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import { isPhysicalType, type BookingType } from '@roadshow/contracts/visit';
import type { ApiContext } from '../../context.ts';
import { recordAudit } from '../console/record-audit.ts';
import { requireCompanyRole } from '../console/require-company-role.ts';
import { bookingDay, toBooking } from './booking-view.ts';
import { chinaDay } from './china-day.ts';
import { notifyVisitDecision } from './notify-visit-decision.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now' | 'notifications'>;

// No 0/O or 1/I: the reception may have to type the code from a phone held up at the desk.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newCheckInCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * Confirms or declines (with a reason) a submitted booking. Conditional on the state the sponsor
 * saw, so of two racing decisions the later gets 409. A booking whose day has passed can only be
 * declined (decision 081): confirming it would send a visit notice for yesterday. A confirmed visit in person gets its
 * check-in code. The change and its audit entry commit together, under the slot's lock; then the
 * booker is told by SMS (and e-mail) — only by the desk whose move won, after it committed.
 */
export async function decideVisitBooking(
  ctx: Ctx,
  request: FastifyRequest,
  input: { companyId: number; bookingId: number; decision: 'confirm' | 'decline'; reason?: string },
) {
  const actor = await requireCompanyRole(ctx, request, input.companyId, 'visit.decide');
  const seen = await ctx.repos.visits.bookingView(input.bookingId);
  if (!seen || seen.booking.companyId !== input.companyId) throw new AppError('NOT_FOUND');
  const booking = seen.booking;
  const now = ctx.now();
  const today = chinaDay(now);
  const confirm = input.decision === 'confirm';
  const day = bookingDay(seen);
  if (confirm && day !== null && day < today) throw new AppError('VISIT_DAY_PASSED', { params: { day } });
  const codeNeeded = confirm && booking.slotId !== null && isPhysicalType(booking.bookingType as BookingType);
  await ctx.repos.visits.inSlotLock(booking.slotId ?? 0, async (ops) => {
    const moved = await ops.transition(input.bookingId, ['submitted'], {
      state: confirm ? 'confirmed' : 'declined',
      declineReason: confirm ? null : (input.reason ?? null),
      decidedBy: actor.user.userId,
      decidedAt: now,
      checkInCode: codeNeeded ? newCheckInCode() : null,
      updatedAt: now,
    });
    if (!moved) throw new AppError('VISIT_STATE_CONFLICT');
    await recordAudit(
      ops.audit,
      actor,
      {
        companyId: input.companyId,
        action: confirm ? 'visit.confirm' : 'visit.decline',
        targetType: 'visitBooking',
        targetId: input.bookingId,
        detail: confirm ? { state: 'confirmed' } : { reason: input.reason ?? '' },
      },
      now,
    );
  });
  const view = await ctx.repos.visits.bookingView(input.bookingId);
  await notifyVisitDecision(ctx, view!);
  return toBooking(view!, request.lang, { owner: false, today });
}
