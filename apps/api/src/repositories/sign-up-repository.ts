import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activities, activitySignUps, activityViewRecords } from '@roadshow/db/schema';
import { auditOps, type AuditOps } from './audit-repository.ts';
import { seatPaymentOps, type SeatPaymentOps } from './pay-repository.ts';
import { SEAT_HOLDING_STATES, type SignUpState } from '@roadshow/contracts/sign-label';

export type SignUpRow = typeof activitySignUps.$inferSelect;
type NewSignUp = typeof activitySignUps.$inferInsert;

interface SignUpFilter {
  activityId: number;
  state?: SignUpState;
  investorType?: string;
  organization?: string;
  from?: Date;
  to?: Date;
}

function filterWhere(filter: SignUpFilter): SQL[] {
  const where: SQL[] = [eq(activitySignUps.activityId, filter.activityId)];
  if (filter.state) where.push(eq(activitySignUps.state, filter.state));
  if (filter.investorType) where.push(sql`${activitySignUps.form}->>'investorType' = ${filter.investorType}`);
  if (filter.organization) {
    const pattern = `%${filter.organization.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`${activitySignUps.form}->>'companyName' ilike ${pattern}`);
  }
  if (filter.from) where.push(gte(activitySignUps.createdAt, filter.from));
  if (filter.to) where.push(lt(activitySignUps.createdAt, filter.to));
  return where;
}

/** First key of the two-key advisory lock that serializes one activity's seat changes. */
const SIGN_UP_LOCK_CLASS = 5_016;

/**
 * A sign-up that becomes approved records when (approved_at): on a paid activity the time to pay
 * runs from there (decision 079). Set here, so every way in (sign-up, review, waiting list) agrees.
 */
function stampApproval<T extends { state?: string; updatedAt?: Date; createdAt?: Date }>(values: T) {
  return values.state === 'approved'
    ? { ...values, approvedAt: values.updatedAt ?? values.createdAt ?? new Date() }
    : values;
}

function signUpOps(db: Db) {
  return {
    async find(activityId: number, userId: string): Promise<SignUpRow | undefined> {
      const [row] = await db
        .select()
        .from(activitySignUps)
        .where(and(eq(activitySignUps.activityId, activityId), eq(activitySignUps.userId, userId)));
      return row;
    },

    async byId(id: number): Promise<SignUpRow | undefined> {
      const [row] = await db.select().from(activitySignUps).where(eq(activitySignUps.id, id));
      return row;
    },

    /** Seats held now: pending and approved sign-ups (rejected, withdrawn and waiting hold none). */
    async seatsTaken(activityId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(activitySignUps)
        .where(
          and(eq(activitySignUps.activityId, activityId), inArray(activitySignUps.state, [...SEAT_HOLDING_STATES])),
        );
      return row?.n ?? 0;
    },

    async insert(values: NewSignUp): Promise<SignUpRow> {
      const [row] = await db.insert(activitySignUps).values(stampApproval(values)).returning();
      return row!;
    },

    /** Inserts unless the user already has a row for the activity (the unique pair); then undefined. */
    async insertIfNew(values: NewSignUp): Promise<SignUpRow | undefined> {
      const [row] = await db.insert(activitySignUps).values(stampApproval(values)).onConflictDoNothing().returning();
      return row;
    },

    /** Moves a sign-up on only if it is still in one of `from`: the state machine's guard. */
    async transition(
      id: number,
      from: readonly SignUpState[],
      set: Partial<NewSignUp> & { state: SignUpState; updatedAt: Date },
    ): Promise<SignUpRow | undefined> {
      const [row] = await db
        .update(activitySignUps)
        .set(stampApproval(set))
        .where(and(eq(activitySignUps.id, id), inArray(activitySignUps.state, [...from])))
        .returning();
      return row;
    },

    /** When the activity was cancelled (null: it was not), read under the seat lock (decision 075). */
    async cancelledAt(activityId: number): Promise<Date | null> {
      const [row] = await db
        .select({ cancelledAt: activities.cancelledAt })
        .from(activities)
        .where(eq(activities.id, activityId));
      return row?.cancelledAt ?? null;
    },

    /**
     * Cancels the activity (it reads as ended from now on) unless it already was: the row, or
     * undefined. Run under the seat lock, so no decision on a sign-up lands after it.
     */
    async markCancelled(activityId: number, now: Date) {
      const [row] = await db
        .update(activities)
        .set({ cancelledAt: now, meetingStatus: 3, updatedAt: now })
        .where(and(eq(activities.id, activityId), isNull(activities.cancelledAt)))
        .returning();
      return row;
    },

    /** The longest-waiting user of the waiting list. */
    async firstWaiting(activityId: number): Promise<SignUpRow | undefined> {
      const [row] = await db
        .select()
        .from(activitySignUps)
        .where(and(eq(activitySignUps.activityId, activityId), eq(activitySignUps.state, 'waiting')))
        .orderBy(asc(activitySignUps.queuedAt), asc(activitySignUps.id))
        .limit(1);
      return row;
    },
  };
}

/**
 * What a locked transaction may do: move sign-ups, log the decisions, and settle the user's paid
 * order when a paid seat is given up, all in the same transaction.
 */
export type SignUpOps = ReturnType<typeof signUpOps> & { audit: AuditOps; payments: SeatPaymentOps };

export function createSignUpRepository(db: Db) {
  return {
    ...signUpOps(db),
    audit: auditOps(db),

    /**
     * Runs fn in one transaction that holds the activity's advisory lock: every change to who holds
     * a seat goes through here, so counting and taking a seat cannot interleave (DESIGN §5).
     */
    inActivityLock<T>(activityId: number, fn: (ops: SignUpOps) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_UP_LOCK_CLASS}::int, ${activityId}::int)`);
        const txDb = tx as unknown as Db;
        return fn({ ...signUpOps(txDb), audit: auditOps(txDb), payments: seatPaymentOps(txDb) });
      });
    },

    list(activityId: number, state?: SignUpState): Promise<SignUpRow[]> {
      const where = [eq(activitySignUps.activityId, activityId)];
      if (state) where.push(eq(activitySignUps.state, state));
      return db
        .select()
        .from(activitySignUps)
        .where(and(...where))
        .orderBy(asc(activitySignUps.createdAt), asc(activitySignUps.id));
    },

    /** The console's table and export: filters on state, the form's investor type and organisation, and the date. */
    filtered(filter: SignUpFilter): Promise<SignUpRow[]> {
      return db
        .select()
        .from(activitySignUps)
        .where(and(...filterWhere(filter)))
        .orderBy(asc(activitySignUps.createdAt), asc(activitySignUps.id));
    },

    /** One page of the filtered sign-ups, in the table's order, and how many match. */
    async filteredPage(filter: SignUpFilter, page: number, pageSize: number) {
      const where = and(...filterWhere(filter));
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(activitySignUps)
          .where(where)
          .orderBy(asc(activitySignUps.createdAt), asc(activitySignUps.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(activitySignUps).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async setAbsence(id: number, reason: string | null, at: Date): Promise<SignUpRow | undefined> {
      const [row] = await db
        .update(activitySignUps)
        .set({ absenceReason: reason, absenceAt: reason === null ? null : at, updatedAt: at })
        .where(and(eq(activitySignUps.id, id), eq(activitySignUps.state, 'approved')))
        .returning();
      return row;
    },

    async startView(activityId: number, userId: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(activityViewRecords)
        .values({ activityId, userId, startedAt: at })
        .returning({ id: activityViewRecords.id });
      return row!.id;
    },

    /** Closes an open view record of this user once; returns its seconds, or null when none was open. */
    async endView(viewId: number, activityId: number, userId: string, at: Date, maxSeconds: number) {
      const seconds = sql<number>`least(${maxSeconds}::int, greatest(0, floor(extract(epoch from (${at.toISOString()}::timestamptz - ${activityViewRecords.startedAt})))::int))`;
      const [row] = await db
        .update(activityViewRecords)
        .set({ endedAt: at, seconds, counted: true })
        .where(
          and(
            eq(activityViewRecords.id, viewId),
            eq(activityViewRecords.activityId, activityId),
            eq(activityViewRecords.userId, userId),
            isNull(activityViewRecords.endedAt),
          ),
        )
        .returning({ seconds: activityViewRecords.seconds });
      return row?.seconds ?? null;
    },
  };
}

export type SignUpRepository = ReturnType<typeof createSignUpRepository>;
