import { and, asc, count, desc, eq, gte, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { companies, visitBookings, visitQuietPeriods, visitSlots } from '@roadshow/db/schema';
import { PLACE_HOLDING_STATES, type BookingState } from '@roadshow/contracts/visit';
import { auditOps, type AuditOps } from './audit-repository.ts';

export type VisitSlotRow = typeof visitSlots.$inferSelect;
export type QuietPeriodRow = typeof visitQuietPeriods.$inferSelect;
export type VisitBookingRow = typeof visitBookings.$inferSelect;
type NewBooking = typeof visitBookings.$inferInsert;

/** First key of the two-key advisory lock that serializes one slot's places (decision 052). */
const VISIT_SLOT_LOCK_CLASS = 5_052;
/** First key of the lock that serializes one user's pre-registrations at one company (decision 081). */
const VISIT_PRE_REGISTRATION_LOCK_CLASS = 5_081;

/** A booking with what the pages show beside it: its slot and its company's names. */
export interface BookingView {
  booking: VisitBookingRow;
  slot: VisitSlotRow | null;
  company: { code: string; nameZh: string; nameEn: string | null; nameTc: string | null };
}

function bookingOps(db: Db) {
  return {
    /** Places held in a slot: the headcount of its submitted and confirmed bookings. */
    async placesTaken(slotId: number): Promise<number> {
      const [row] = await db
        .select({ n: sum(visitBookings.headcount) })
        .from(visitBookings)
        .where(and(eq(visitBookings.slotId, slotId), inArray(visitBookings.state, [...PLACE_HOLDING_STATES])));
      return Number(row?.n ?? 0);
    },

    /** Places and bookings held in a slot (submitted and confirmed): what the console's table shows. */
    async heldIn(slotId: number): Promise<{ booked: number; bookings: number }> {
      const [row] = await db
        .select({ booked: sum(visitBookings.headcount), bookings: count() })
        .from(visitBookings)
        .where(and(eq(visitBookings.slotId, slotId), inArray(visitBookings.state, [...PLACE_HOLDING_STATES])));
      return { booked: Number(row?.booked ?? 0), bookings: Number(row?.bookings ?? 0) };
    },

    /** A user's open pre-registrations at a company: submitted or confirmed, preferred day from `fromDay` on. */
    async openPreRegistrations(companyId: number, userId: string, fromDay: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(visitBookings)
        .where(
          and(
            eq(visitBookings.companyId, companyId),
            eq(visitBookings.userId, userId),
            isNull(visitBookings.slotId),
            inArray(visitBookings.state, [...PLACE_HOLDING_STATES]),
            gte(visitBookings.preferredDay, fromDay),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Inserts unless the user already holds a live booking of the slot (the partial unique index). */
    async insertIfNew(values: NewBooking): Promise<VisitBookingRow | undefined> {
      const [row] = await db.insert(visitBookings).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Moves a booking on only if it is still in one of `from`: the state machine's guard. */
    async transition(
      id: number,
      from: readonly BookingState[],
      set: Partial<NewBooking> & { state: BookingState; updatedAt: Date },
    ): Promise<VisitBookingRow | undefined> {
      const [row] = await db
        .update(visitBookings)
        .set(set)
        .where(and(eq(visitBookings.id, id), inArray(visitBookings.state, [...from])))
        .returning();
      return row;
    },

    async slotById(slotId: number): Promise<VisitSlotRow | undefined> {
      const [row] = await db.select().from(visitSlots).where(eq(visitSlots.id, slotId));
      return row;
    },
  };
}

/** What a slot-locked transaction may do: count and take places, and log the change. */
export type VisitSlotOps = ReturnType<typeof bookingOps> & {
  audit: AuditOps;
  updateSlot(slotId: number, set: Partial<typeof visitSlots.$inferInsert>): Promise<VisitSlotRow | undefined>;
  deleteSlot(slotId: number): Promise<boolean>;
};

export function createVisitRepository(db: Db) {
  const lockedOps = (tx: Db): VisitSlotOps => ({
    ...bookingOps(tx),
    audit: auditOps(tx),
    async updateSlot(slotId, set) {
      const [row] = await tx.update(visitSlots).set(set).where(eq(visitSlots.id, slotId)).returning();
      return row;
    },
    async deleteSlot(slotId) {
      const rows = await tx.delete(visitSlots).where(eq(visitSlots.id, slotId)).returning({ id: visitSlots.id });
      return rows.length > 0;
    },
  });
  return {
    ...bookingOps(db),
    audit: auditOps(db),

    /**
     * Runs fn in one transaction holding the slot's advisory lock: every change to who holds places
     * of a slot (a booking, a capacity change, a removal) goes through here, so counting the places
     * and taking them cannot interleave between requests or processes.
     */
    inSlotLock<T>(slotId: number, fn: (ops: VisitSlotOps) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${VISIT_SLOT_LOCK_CLASS}::int, ${slotId}::int)`);
        return fn(lockedOps(tx as unknown as Db));
      });
    },

    /**
     * Runs fn in one transaction holding the lock of one user's pre-registrations at one company, so
     * counting them against the cap and adding one cannot interleave (two taps, two tabs, a script).
     */
    inPreRegistrationLock<T>(companyId: number, userId: string, fn: (ops: VisitSlotOps) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${VISIT_PRE_REGISTRATION_LOCK_CLASS}::int, hashtext(${`${companyId}:${userId}`}))`,
        );
        return fn(lockedOps(tx as unknown as Db));
      });
    },

    async companyByCode(code: string) {
      const [row] = await db
        .select({
          id: companies.id,
          code: companies.code,
          nameZh: companies.nameZh,
          nameEn: companies.nameEn,
          nameTc: companies.nameTc,
        })
        .from(companies)
        .where(eq(companies.code, code));
      return row;
    },

    /** A company's slots from `fromDay` on, in time order, with the places and bookings they hold. */
    async slotsFrom(companyId: number, fromDay: string) {
      const held = db
        .select({
          slotId: visitBookings.slotId,
          booked: sql<number>`coalesce(sum(${visitBookings.headcount}), 0)::int`.as('booked'),
          bookings: sql<number>`count(*)::int`.as('bookings'),
        })
        .from(visitBookings)
        .where(inArray(visitBookings.state, [...PLACE_HOLDING_STATES]))
        .groupBy(visitBookings.slotId)
        .as('held');
      const rows = await db
        .select({ slot: visitSlots, booked: held.booked, bookings: held.bookings })
        .from(visitSlots)
        .leftJoin(held, eq(held.slotId, visitSlots.id))
        .where(and(eq(visitSlots.companyId, companyId), gte(visitSlots.day, fromDay)))
        .orderBy(asc(visitSlots.day), asc(visitSlots.startTime), asc(visitSlots.id))
        .limit(500);
      return rows.map((row) => ({ slot: row.slot, booked: row.booked ?? 0, bookings: row.bookings ?? 0 }));
    },

    async insertSlot(values: typeof visitSlots.$inferInsert): Promise<VisitSlotRow> {
      const [row] = await db.insert(visitSlots).values(values).returning();
      return row!;
    },

    quietPeriods(companyId: number): Promise<QuietPeriodRow[]> {
      return db
        .select()
        .from(visitQuietPeriods)
        .where(eq(visitQuietPeriods.companyId, companyId))
        .orderBy(asc(visitQuietPeriods.reportDay), asc(visitQuietPeriods.id));
    },

    async insertQuietPeriod(values: typeof visitQuietPeriods.$inferInsert): Promise<QuietPeriodRow> {
      const [row] = await db.insert(visitQuietPeriods).values(values).returning();
      return row!;
    },

    async updateQuietPeriod(
      companyId: number,
      periodId: number,
      set: Partial<typeof visitQuietPeriods.$inferInsert>,
    ): Promise<QuietPeriodRow | undefined> {
      const [row] = await db
        .update(visitQuietPeriods)
        .set(set)
        .where(and(eq(visitQuietPeriods.id, periodId), eq(visitQuietPeriods.companyId, companyId)))
        .returning();
      return row;
    },

    async deleteQuietPeriod(companyId: number, periodId: number): Promise<boolean> {
      const rows = await db
        .delete(visitQuietPeriods)
        .where(and(eq(visitQuietPeriods.id, periodId), eq(visitQuietPeriods.companyId, companyId)))
        .returning({ id: visitQuietPeriods.id });
      return rows.length > 0;
    },

    async bookingById(id: number): Promise<VisitBookingRow | undefined> {
      const [row] = await db.select().from(visitBookings).where(eq(visitBookings.id, id));
      return row;
    },

    async bookingByCode(code: string): Promise<VisitBookingRow | undefined> {
      const [row] = await db.select().from(visitBookings).where(eq(visitBookings.checkInCode, code));
      return row;
    },

    /**
     * The bookings of one user, newest first, with their slots and companies: the visitor's result
     * page and the personal center's "my bookings" list both read this (optionally one company's).
     */
    bookingsOfUser(
      userId: string,
      companyId?: number,
      page: { limit: number; offset: number } = { limit: 200, offset: 0 },
    ): Promise<BookingView[]> {
      const where = [eq(visitBookings.userId, userId)];
      if (companyId !== undefined) where.push(eq(visitBookings.companyId, companyId));
      return viewQuery(db, and(...where)!, page.limit, page.offset);
    },

    /** A company's bookings, newest first, optionally in one state (the console's table). */
    bookingsOfCompany(companyId: number, state?: BookingState): Promise<BookingView[]> {
      const where = [eq(visitBookings.companyId, companyId)];
      if (state) where.push(eq(visitBookings.state, state));
      return viewQuery(db, and(...where)!, 500);
    },

    async bookingView(id: number): Promise<BookingView | undefined> {
      const [row] = await viewQuery(db, eq(visitBookings.id, id), 1);
      return row;
    },

    /** How many bookings a user has per state (the personal center's counts). */
    async countsOfUser(userId: string) {
      return db
        .select({ state: visitBookings.state, n: count() })
        .from(visitBookings)
        .where(eq(visitBookings.userId, userId))
        .groupBy(visitBookings.state);
    },
  };
}

function viewQuery(db: Db, where: ReturnType<typeof eq>, limit: number, offset = 0): Promise<BookingView[]> {
  return db
    .select({
      booking: visitBookings,
      slot: visitSlots,
      company: { code: companies.code, nameZh: companies.nameZh, nameEn: companies.nameEn, nameTc: companies.nameTc },
    })
    .from(visitBookings)
    .innerJoin(companies, eq(companies.id, visitBookings.companyId))
    .leftJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .where(where)
    .orderBy(desc(visitBookings.createdAt), desc(visitBookings.id))
    .limit(limit)
    .offset(offset);
}

export type VisitRepository = ReturnType<typeof createVisitRepository>;
