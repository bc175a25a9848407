import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import { canCancelBooking, type Booking, type BookingState } from '@roadshow/contracts/visit';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';
import { bookingDay, toBooking } from './booking-view.ts';
import { chinaDay } from './china-day.ts';
import { limitBookingCalls } from './limit-booking-calls.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now'>;

/**
 * The bookings of the logged-in user, newest first: the visitor result page (one company, by
 * code). The personal center's "my bookings" reads the same repository call, a page at a time.
 */
export async function listMyBookings(
  ctx: Ctx,
  request: FastifyRequest,
  companyCode?: string,
): Promise<{ bookings: Booking[] }> {
  const user = await requireUser(ctx, request);
  let companyId: number | undefined;
  if (companyCode) {
    const company = await ctx.repos.visits.companyByCode(companyCode);
    if (!company) return { bookings: [] };
    companyId = company.id;
  }
  const views = await ctx.repos.visits.bookingsOfUser(user.userId, companyId);
  const today = chinaDay(ctx.now());
  return { bookings: views.map((view) => toBooking(view, request.lang, { owner: true, today })) };
}

/**
 * The booker cancels a submitted or confirmed booking before its day (decision 052; on the day the
 * company has planned the reception, so the booker calls them). Frees its places at once.
 */
export async function cancelBooking(
  ctx: Ctx & Pick<ApiContext, 'rateLimiter'>,
  request: FastifyRequest,
  bookingId: number,
): Promise<Booking> {
  const user = await requireUser(ctx, request);
  await limitBookingCalls(ctx, request);
  const view = await ctx.repos.visits.bookingView(bookingId);
  // Another user's booking answers like a missing one: ids are not secrets, but bookings are.
  if (!view || view.booking.userId !== user.userId) throw new AppError('NOT_FOUND');
  const today = chinaDay(ctx.now());
  const day = bookingDay(view);
  const state = view.booking.state as BookingState;
  if ((state === 'submitted' || state === 'confirmed') && !canCancelBooking(state, day, today))
    throw new AppError('VISIT_CANCEL_TOO_LATE', { params: { day: day ?? '' } });
  const moved = await ctx.repos.visits.transition(bookingId, ['submitted', 'confirmed'], {
    state: 'cancelled',
    updatedAt: ctx.now(),
  });
  if (!moved) throw new AppError('VISIT_STATE_CONFLICT');
  return toBooking({ ...view, booking: moved }, request.lang, { owner: true, today });
}
