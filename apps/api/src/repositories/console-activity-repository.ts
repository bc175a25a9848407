import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activities, activitySignUps } from '@roadshow/db/schema';
import { SEAT_HOLDING_STATES } from '@roadshow/contracts/sign-label';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityWrite = Partial<typeof activities.$inferInsert>;

/** The console's reads and writes of activities, published or not (decision 030). */
export function createConsoleActivityRepository(db: Db) {
  return {
    async byId(activityId: number): Promise<ActivityRow | undefined> {
      const [row] = await db.select().from(activities).where(eq(activities.id, activityId));
      return row;
    },

    /** A company's activities, newest start first, with seats held and sign-ups of any state. */
    async forCompany(companyId: number, limit: number) {
      const rows = await db
        .select()
        .from(activities)
        .where(eq(activities.companyId, companyId))
        .orderBy(desc(activities.startAt), desc(activities.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const counts = await db
        .select({
          activityId: activitySignUps.activityId,
          all: count(),
          seats:
            sql<number>`count(*) filter (where ${inArray(activitySignUps.state, [...SEAT_HOLDING_STATES])})`.mapWith(
              Number,
            ),
        })
        .from(activitySignUps)
        .where(
          inArray(
            activitySignUps.activityId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(activitySignUps.activityId);
      const byId = new Map(counts.map((row) => [row.activityId, row]));
      return rows.map((row) => ({
        ...row,
        signUpCount: byId.get(row.id)?.all ?? 0,
        seatsTaken: byId.get(row.id)?.seats ?? 0,
      }));
    },

    /** Everyone holding a seat or a waiting place: who must hear of a cancellation. */
    cancelRecipients(activityId: number) {
      return db
        .select({
          signUpId: activitySignUps.id,
          userId: activitySignUps.userId,
          mobile: activitySignUps.mobile,
          lang: activitySignUps.lang,
          email: sql<string | null>`nullif(trim(${activitySignUps.form} ->> 'email'), '')`,
        })
        .from(activitySignUps)
        .where(
          and(
            eq(activitySignUps.activityId, activityId),
            inArray(activitySignUps.state, ['pending', 'approved', 'waiting']),
          ),
        )
        .orderBy(activitySignUps.id);
    },

    async insert(values: typeof activities.$inferInsert): Promise<ActivityRow> {
      const [row] = await db.insert(activities).values(values).returning();
      return row!;
    },

    /**
     * Updates the activity of this company only (null: an activity of no company, the operator's);
     * undefined when it is not (any more) the company's, or, with `open`, when it was cancelled.
     */
    async update(
      activityId: number,
      companyId: number | null,
      values: ActivityWrite,
      options: { open?: boolean } = {},
    ): Promise<ActivityRow | undefined> {
      const [row] = await db
        .update(activities)
        .set(values)
        .where(
          and(
            eq(activities.id, activityId),
            companyId === null ? isNull(activities.companyId) : eq(activities.companyId, companyId),
            options.open ? isNull(activities.cancelledAt) : undefined,
          ),
        )
        .returning();
      return row;
    },
  };
}

export type ConsoleActivityRepository = ReturnType<typeof createConsoleActivityRepository>;
