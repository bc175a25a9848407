import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import { assertBookingTextPasses } from './assert-booking-text-passes.ts';
import { fieldError } from './field-error.ts';
import { limitBookingCalls } from './limit-booking-calls.ts';
import {
  MODE_OF_TYPE,
  VISIT_OPEN_PRE_REGISTRATIONS_MAX,
  type Attendee,
  type BookingBody,
  type bookingBodySchema,
  type VisitMode,
} from '@roadshow/contracts/visit';
import { normalizeDocumentNumber } from '@roadshow/contracts/document-number';
import type { DocumentType } from '@roadshow/contracts/verification';
import type { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../identity/current-user.ts';
import { sealSignInfo } from '../sign-info/sign-info-crypto.ts';
import type { StoredAttendee } from './booking-view.ts';
import { toBooking } from './booking-view.ts';
import { chinaDay, chinaMinute } from './china-day.ts';
import { quietPeriodOn, toQuietPeriod } from './quiet-periods.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now' | 'config' | 'moderation' | 'rateLimiter'>;
type Body = z.output<typeof bookingBodySchema>;

/** Attendees as stored: each document number sealed (DESIGN §6), bound to the booker. */
function sealAttendees(ctx: Ctx, userId: string, attendees: Attendee[]): StoredAttendee[] {
  return attendees.map((attendee) => {
    const number =
      attendee.documentType !== undefined && attendee.certificateNumber
        ? (normalizeDocumentNumber(attendee.documentType as DocumentType, attendee.certificateNumber) ??
          attendee.certificateNumber)
        : null;
    return {
      name: attendee.name.replace(/\s+/g, ' '),
      position: attendee.position,
      phone: attendee.phone,
      documentType: number ? (attendee.documentType ?? null) : null,
      certificateNumber: number ? sealSignInfo(number, ctx.config.tokenSecret, `visit-attendee:${userId}`) : null,
      certificateNumberLast4: number ? number.slice(-4) : null,
    };
  });
}

/**
 * A visitor books a slot, or pre-registers (type 06). Logged in; the first attendee is the booker
 * with the login phone (spec §5). The slot must be this company's, of the type's mode, not over,
 * not in a quiet period; its places are counted and taken under the slot's lock (decision 052).
 * A user holds at most VISIT_OPEN_PRE_REGISTRATIONS_MAX open pre-registrations per company,
 * counted under their own lock (decision 081).
 */
export async function submitBooking(ctx: Ctx, request: FastifyRequest, body: Body) {
  const user = await requireUser(ctx, request);
  await limitBookingCalls(ctx, request);
  const company = await ctx.repos.visits.companyByCode(body.companyCode);
  if (!company) throw new AppError('NOT_FOUND');
  if (body.attendees[0]!.phone !== user.mobile) throw fieldError('PHONE_NOT_LOGIN_PHONE', 'attendees.0.phone', request);
  // Checked before any place is taken: a refused text never holds the slot's lock.
  await assertBookingTextPasses(ctx, request, body);

  const now = ctx.now();
  const today = chinaDay(now);
  const periods = (await ctx.repos.visits.quietPeriods(company.id)).map(toQuietPeriod);
  const refuseQuiet = (day: string, mode: VisitMode) => {
    const quiet = quietPeriodOn(periods, day, mode);
    if (quiet) throw new AppError('VISIT_QUIET_PERIOD', { params: { from: quiet.from, to: quiet.reportDay } });
  };
  const values = {
    companyId: company.id,
    userId: user.userId,
    mobile: user.mobile,
    bookingType: body.bookingType,
    investorType: body.investorType,
    organization: body.organization || null,
    email: body.email || null,
    attendees: sealAttendees(ctx, user.userId, body.attendees),
    headcount: body.attendees.length,
    topics: body.topics || null,
    lang: request.lang,
    state: 'submitted' as const,
    createdAt: now,
    updatedAt: now,
  };

  let bookingId: number;
  if (body.bookingType === '06') {
    // A pre-registration names a day the company has not opened yet; it takes no places.
    const day = body.preferredDay!;
    if (day <= today) throw fieldError('VISIT_PREFERRED_DAY_TOO_SOON', 'preferredDay', request);
    refuseQuiet(day, 'onsite');
    bookingId = await ctx.repos.visits.inPreRegistrationLock(company.id, user.userId, async (ops) => {
      const open = await ops.openPreRegistrations(company.id, user.userId, today);
      if (open >= VISIT_OPEN_PRE_REGISTRATIONS_MAX)
        throw new AppError('VISIT_PRE_REGISTRATION_CAP', { params: { max: String(VISIT_OPEN_PRE_REGISTRATIONS_MAX) } });
      const row = await ops.insertIfNew({ ...values, slotId: null, preferredDay: day });
      return row!.id;
    });
  } else {
    const slotId = body.slotId!;
    const mode = MODE_OF_TYPE[body.bookingType];
    bookingId = await ctx.repos.visits.inSlotLock(slotId, async (ops) => {
      const slot = await ops.slotById(slotId);
      if (!slot || slot.companyId !== company.id || slot.mode !== mode) throw new AppError('VISIT_SLOT_CLOSED');
      // Open until the slot ends (China time), so a same-day visit can still be booked that morning.
      if (`${slot.day} ${slot.endTime}` <= chinaMinute(now)) throw new AppError('VISIT_SLOT_CLOSED');
      refuseQuiet(slot.day, mode);
      const taken = await ops.placesTaken(slotId);
      if (taken + values.headcount > slot.capacity)
        throw new AppError('VISIT_SLOT_FULL', { params: { remaining: String(Math.max(0, slot.capacity - taken)) } });
      const row = await ops.insertIfNew({ ...values, slotId, preferredDay: null });
      if (!row) throw new AppError('VISIT_ALREADY_BOOKED');
      return row.id;
    });
  }
  const view = await ctx.repos.visits.bookingView(bookingId);
  return toBooking(view!, request.lang, { owner: true, today });
}

export type { BookingBody };
