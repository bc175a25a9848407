import type { FastifyRequest } from 'fastify';
import { AppError } from '@roadshow/http-kit/app-error';
import { fieldError } from './field-error.ts';
import type { BookingState, saveQuietPeriodBodySchema, saveSlotBodySchema, VisitMode } from '@roadshow/contracts/visit';
import type { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { recordAudit } from '../console/record-audit.ts';
import { requireCompanyRole } from '../console/require-company-role.ts';
import { toBooking } from './booking-view.ts';
import { chinaDay } from './china-day.ts';
import type { VisitSlotRow } from '../../repositories/visit-repository.ts';
import { quietPeriodOn, toQuietPeriod } from './quiet-periods.ts';
import { toPublicSlot } from './visitor-home.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now'>;

/** The console's page: slots from today on with their places booked, and every quiet period. */
export async function getVisitOverview(ctx: Ctx, request: FastifyRequest, companyId: number) {
  await requireCompanyRole(ctx, request, companyId, 'visit.read');
  const today = chinaDay(ctx.now());
  const [slots, periodRows] = await Promise.all([
    ctx.repos.visits.slotsFrom(companyId, today),
    ctx.repos.visits.quietPeriods(companyId),
  ]);
  const quietPeriods = periodRows.map(toQuietPeriod);
  return {
    today,
    slots: slots.map(({ slot, booked, bookings }) => ({
      ...toPublicSlot(slot, booked, quietPeriodOn(quietPeriods, slot.day, slot.mode as VisitMode)),
      booked,
      bookings,
      meetingUrl: slot.meetingUrl,
    })),
    quietPeriods,
  };
}

/** A slot as the console's table shows it, with the quiet period that covers it now. */
async function consoleSlot(ctx: Ctx, slot: VisitSlotRow, held: { booked: number; bookings: number }) {
  const periods = (await ctx.repos.visits.quietPeriods(slot.companyId)).map(toQuietPeriod);
  return {
    ...toPublicSlot(slot, held.booked, quietPeriodOn(periods, slot.day, slot.mode as VisitMode)),
    ...held,
    meetingUrl: slot.meetingUrl,
  };
}

/**
 * Opens a slot, or changes one under its lock: capacity never below the places already booked,
 * a slot with bookings keeps its mode, day and times (people planned their trip on them), and no
 * slot is opened on, or moved to, a day already past (decision 081). Answers the slot as the
 * console's table shows it: places and bookings held, quiet period.
 */
export async function saveVisitSlot(ctx: Ctx, request: FastifyRequest, body: z.output<typeof saveSlotBodySchema>) {
  const actor = await requireCompanyRole(ctx, request, body.companyId, 'visit.edit');
  const now = ctx.now();
  const today = chinaDay(now);
  const fields = {
    mode: body.mode,
    day: body.day,
    startTime: body.startTime,
    endTime: body.endTime,
    capacity: body.capacity,
    host: body.mode === 'sellSide' ? body.host || null : null,
    note: body.note || null,
    meetingUrl: body.mode === 'online' ? body.meetingUrl || null : null,
  };
  if (body.slotId === undefined) {
    if (body.day < today) throw fieldError('VISIT_DAY_PAST', 'day', request);
    const slot = await ctx.repos.visits.insertSlot({
      ...fields,
      companyId: body.companyId,
      createdBy: actor.user.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      ctx.repos.audit,
      actor,
      {
        companyId: body.companyId,
        action: 'visit.slotSave',
        targetType: 'visitSlot',
        targetId: slot.id,
        detail: { ...fields },
      },
      now,
    );
    return consoleSlot(ctx, slot, { booked: 0, bookings: 0 });
  }
  const slotId = body.slotId;
  const saved = await ctx.repos.visits.inSlotLock(slotId, async (ops) => {
    const slot = await ops.slotById(slotId);
    if (!slot || slot.companyId !== body.companyId) throw new AppError('NOT_FOUND');
    if (body.day !== slot.day && body.day < today) throw fieldError('VISIT_DAY_PAST', 'day', request);
    const held = await ops.heldIn(slotId);
    const { booked } = held;
    const moved =
      slot.mode !== fields.mode ||
      slot.day !== fields.day ||
      slot.startTime !== fields.startTime ||
      slot.endTime !== fields.endTime;
    if (booked > 0 && (moved || fields.capacity < booked))
      throw new AppError('VISIT_SLOT_HAS_BOOKINGS', { params: { booked: String(booked) } });
    const updated = await ops.updateSlot(slotId, { ...fields, updatedAt: now });
    await recordAudit(
      ops.audit,
      actor,
      {
        companyId: body.companyId,
        action: 'visit.slotSave',
        targetType: 'visitSlot',
        targetId: slotId,
        detail: { ...fields },
      },
      now,
    );
    return { slot: updated!, held };
  });
  return consoleSlot(ctx, saved.slot, saved.held);
}

/** Removes a slot nobody holds places in (cancelled and declined bookings keep their history). */
export async function deleteVisitSlot(ctx: Ctx, request: FastifyRequest, input: { companyId: number; slotId: number }) {
  const actor = await requireCompanyRole(ctx, request, input.companyId, 'visit.edit');
  return ctx.repos.visits.inSlotLock(input.slotId, async (ops) => {
    const slot = await ops.slotById(input.slotId);
    if (!slot || slot.companyId !== input.companyId) throw new AppError('NOT_FOUND');
    const booked = await ops.placesTaken(input.slotId);
    if (booked > 0) throw new AppError('VISIT_SLOT_HAS_BOOKINGS', { params: { booked: String(booked) } });
    // Bookings that ended (declined, cancelled) still point at the slot: it stays, hidden by no one.
    let deleted: boolean;
    try {
      deleted = await ops.deleteSlot(input.slotId);
    } catch {
      throw new AppError('VISIT_SLOT_HAS_BOOKINGS', { params: { booked: '0' } });
    }
    await recordAudit(
      ops.audit,
      actor,
      {
        companyId: input.companyId,
        action: 'visit.slotDelete',
        targetType: 'visitSlot',
        targetId: input.slotId,
        detail: { day: slot.day, mode: slot.mode },
      },
      ctx.now(),
    );
    return { deleted };
  });
}

export async function saveQuietPeriod(
  ctx: Ctx,
  request: FastifyRequest,
  body: z.output<typeof saveQuietPeriodBodySchema>,
) {
  const actor = await requireCompanyRole(ctx, request, body.companyId, 'visit.edit');
  const now = ctx.now();
  const fields = {
    reportKind: body.reportKind,
    reportDay: body.reportDay,
    daysBefore: body.daysBefore,
    modes: [...new Set(body.modes)],
  };
  const row =
    body.periodId === undefined
      ? await ctx.repos.visits.insertQuietPeriod({
          ...fields,
          companyId: body.companyId,
          createdBy: actor.user.userId,
          createdAt: now,
        })
      : await ctx.repos.visits.updateQuietPeriod(body.companyId, body.periodId, fields);
  if (!row) throw new AppError('NOT_FOUND');
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: body.companyId,
      action: 'visit.quietSave',
      targetType: 'quietPeriod',
      targetId: row.id,
      detail: { ...fields },
    },
    now,
  );
  return toQuietPeriod(row);
}

export async function deleteQuietPeriod(
  ctx: Ctx,
  request: FastifyRequest,
  input: { companyId: number; periodId: number },
) {
  const actor = await requireCompanyRole(ctx, request, input.companyId, 'visit.edit');
  const deleted = await ctx.repos.visits.deleteQuietPeriod(input.companyId, input.periodId);
  if (!deleted) throw new AppError('NOT_FOUND');
  await recordAudit(
    ctx.repos.audit,
    actor,
    { companyId: input.companyId, action: 'visit.quietDelete', targetType: 'quietPeriod', targetId: input.periodId },
    ctx.now(),
  );
  return { deleted };
}

export async function listVisitBookings(
  ctx: Ctx,
  request: FastifyRequest,
  input: { companyId: number; state?: BookingState },
) {
  await requireCompanyRole(ctx, request, input.companyId, 'visit.read');
  const views = await ctx.repos.visits.bookingsOfCompany(input.companyId, input.state);
  const today = chinaDay(ctx.now());
  return { bookings: views.map((view) => toBooking(view, request.lang, { owner: false, today })) };
}
