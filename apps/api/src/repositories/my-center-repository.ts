import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import {
  activities,
  activityGuests,
  activitySignUps,
  companies,
  liveAnswers,
  liveQuestions,
} from '@roadshow/db/schema';
import type { MyRoadshowStatus } from '@roadshow/contracts/my-center';

// A cancelled activity reads as ended (decision 030), whatever its meeting status says.
const effectiveStatus = sql<number>`case when ${activities.cancelledAt} is not null then 3 else ${activities.meetingStatus} end`;
const approvedAttending = and(eq(activitySignUps.state, 'approved'), isNull(activitySignUps.absenceReason));

/** Which of the user's sign-ups each status tab holds (decision 057); withdrawn ones are in none. */
const STATUS_FILTER: Record<MyRoadshowStatus, SQL | undefined> = {
  signedUp: ne(activitySignUps.state, 'withdrawn'),
  review: inArray(activitySignUps.state, ['pending', 'waiting']),
  upcoming: and(approvedAttending, sql`${effectiveStatus} = 0`),
  live: and(approvedAttending, sql`${effectiveStatus} = 1`),
  ended: and(approvedAttending, sql`${effectiveStatus} in (2, 3)`),
  absent: and(ne(activitySignUps.state, 'withdrawn'), sql`${activitySignUps.absenceReason} is not null`),
};

const countOf = (filter: SQL | undefined) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);

export function createMyCenterRepository(db: Db) {
  return {
    /** One page of the user's sign-ups in a status tab, the activity starting latest first. */
    async roadshows(userId: string, status: MyRoadshowStatus, page: { limit: number; offset: number }) {
      return db
        .select({
          activityId: activities.id,
          titleZh: activities.titleZh,
          titleEn: activities.titleEn,
          titleTc: activities.titleTc,
          companyZh: companies.shortNameZh,
          companyEn: companies.shortNameEn,
          companyTc: companies.shortNameTc,
          coverUrl: activities.coverUrl,
          startAt: activities.startAt,
          endAt: activities.endAt,
          meetingStatus: effectiveStatus,
          signState: activitySignUps.state,
          absenceReason: activitySignUps.absenceReason,
          signedUpAt: activitySignUps.createdAt,
        })
        .from(activitySignUps)
        .innerJoin(activities, eq(activities.id, activitySignUps.activityId))
        .leftJoin(companies, eq(companies.id, activities.companyId))
        .where(and(eq(activitySignUps.userId, userId), STATUS_FILTER[status]))
        .orderBy(desc(activities.startAt), desc(activities.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** How many of the user's sign-ups each status tab holds: one pass over the user's rows. */
    async roadshowCounts(userId: string): Promise<Record<MyRoadshowStatus, number>> {
      const [row] = await db
        .select({
          signedUp: countOf(STATUS_FILTER.signedUp),
          review: countOf(STATUS_FILTER.review),
          upcoming: countOf(STATUS_FILTER.upcoming),
          live: countOf(STATUS_FILTER.live),
          ended: countOf(STATUS_FILTER.ended),
          absent: countOf(STATUS_FILTER.absent),
        })
        .from(activitySignUps)
        .innerJoin(activities, eq(activities.id, activitySignUps.activityId))
        .where(eq(activitySignUps.userId, userId));
      return row ?? { signedUp: 0, review: 0, upcoming: 0, live: 0, ended: 0, absent: 0 };
    },

    /** One page of the user's questions in every live room (deleted ones left out), newest first. */
    async questions(userId: string, page: { limit: number; offset: number }) {
      return db
        .select({
          questionId: liveQuestions.id,
          activityId: liveQuestions.activityId,
          titleZh: activities.titleZh,
          titleEn: activities.titleEn,
          titleTc: activities.titleTc,
          guestZh: activityGuests.nameZh,
          guestEn: activityGuests.nameEn,
          guestTc: activityGuests.nameTc,
          text: liveQuestions.text,
          anonymous: liveQuestions.anonymous,
          state: liveQuestions.state,
          createdAt: liveQuestions.createdAt,
        })
        .from(liveQuestions)
        .innerJoin(activities, eq(activities.id, liveQuestions.activityId))
        .innerJoin(activityGuests, eq(activityGuests.id, liveQuestions.guestId))
        .where(and(eq(liveQuestions.userId, userId), isNull(liveQuestions.deletedAt)))
        .orderBy(desc(liveQuestions.createdAt), desc(liveQuestions.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async questionCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(liveQuestions)
        .where(and(eq(liveQuestions.userId, userId), isNull(liveQuestions.deletedAt)));
      return row?.n ?? 0;
    },

    /** The published answers of these questions, oldest first. */
    async answersOf(questionIds: number[]) {
      if (questionIds.length === 0) return [];
      return db
        .select({ questionId: liveAnswers.questionId, text: liveAnswers.text, publishedAt: liveAnswers.publishedAt })
        .from(liveAnswers)
        .where(inArray(liveAnswers.questionId, questionIds))
        .orderBy(liveAnswers.publishedAt, liveAnswers.id);
    },
  };
}

export type MyCenterRepository = ReturnType<typeof createMyCenterRepository>;
