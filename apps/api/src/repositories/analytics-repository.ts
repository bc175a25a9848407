import { and, count, countDistinct, eq, isNotNull, sql, sum } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activitySignUps, activityViewRecords, liveQuestions, pageLogs } from '@roadshow/db/schema';

/** The module type the activity pages log their views under (contracts/tracking.ts). */
const ACTIVITY_PAGE = 'activityIndex';

/** The console's figures of one activity (decision 030). */
export function createAnalyticsRepository(db: Db) {
  return {
    async pageViews(activityId: number) {
      const [row] = await db
        .select({
          views: count(),
          visitors: sql<number>`count(distinct nullif(${pageLogs.userId}, ''))`.mapWith(Number),
          anonymous: sql<number>`count(*) filter (where ${pageLogs.userId} = '')`.mapWith(Number),
        })
        .from(pageLogs)
        .where(and(eq(pageLogs.moduleType, ACTIVITY_PAGE), eq(pageLogs.moduleId, String(activityId))));
      return { views: row?.views ?? 0, visitors: row?.visitors ?? 0, anonymous: row?.anonymous ?? 0 };
    },

    signUpsByState(activityId: number) {
      return db
        .select({ state: activitySignUps.state, count: count() })
        .from(activitySignUps)
        .where(eq(activitySignUps.activityId, activityId))
        .groupBy(activitySignUps.state);
    },

    /** Sign-ups per China day (UTC+8), oldest first. */
    signUpsByDay(activityId: number) {
      const day = sql<string>`to_char(${activitySignUps.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: count() })
        .from(activitySignUps)
        .where(eq(activitySignUps.activityId, activityId))
        .groupBy(day)
        .orderBy(day);
    },

    /**
     * The live room's questions (decision 035): asked counts every question not deleted by its
     * asker (hidden ones too: they were asked), answered those with a published answer.
     */
    async questions(activityId: number) {
      const [row] = await db
        .select({
          asked: count(),
          answered: sql<number>`count(*) filter (where ${liveQuestions.state} = 'answered')`.mapWith(Number),
        })
        .from(liveQuestions)
        .where(and(eq(liveQuestions.activityId, activityId), sql`${liveQuestions.deletedAt} is null`));
      return { asked: row?.asked ?? 0, answered: row?.answered ?? 0 };
    },

    /** Closed viewing stretches (attendActivityStart .. recordActivityEnd). */
    async viewing(activityId: number) {
      const [row] = await db
        .select({
          viewers: countDistinct(activityViewRecords.userId),
          seconds: sum(activityViewRecords.seconds).mapWith(Number),
        })
        .from(activityViewRecords)
        .where(and(eq(activityViewRecords.activityId, activityId), isNotNull(activityViewRecords.seconds)));
      return { viewers: row?.viewers ?? 0, seconds: row?.seconds ?? 0 };
    },
  };
}
