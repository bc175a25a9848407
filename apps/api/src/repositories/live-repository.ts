import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import {
  activityGuests,
  activityLive,
  liveAnswers,
  liveFiles,
  liveQuestions,
  liveQuestionUpvotes,
} from '@roadshow/db/schema';

export type LiveSettingsRow = typeof activityLive.$inferSelect;
export type LiveFileKind = 'file' | 'poster' | 'scene';

/** A question with its guest and its answer, as every list shows it. */
const questionColumns = {
  id: liveQuestions.id,
  activityId: liveQuestions.activityId,
  userId: liveQuestions.userId,
  askerName: liveQuestions.askerName,
  guestId: liveQuestions.guestId,
  guestNameZh: activityGuests.nameZh,
  guestNameEn: activityGuests.nameEn,
  guestNameTc: activityGuests.nameTc,
  text: liveQuestions.text,
  anonymous: liveQuestions.anonymous,
  state: liveQuestions.state,
  upvotes: liveQuestions.upvotes,
  pinnedAt: liveQuestions.pinnedAt,
  createdAt: liveQuestions.createdAt,
  answerText: liveAnswers.text,
  answeredAt: liveAnswers.publishedAt,
};

export type QuestionRow = {
  id: number;
  activityId: number;
  userId: string;
  askerName: string;
  guestId: number;
  guestNameZh: string;
  guestNameEn: string | null;
  guestNameTc: string | null;
  text: string;
  anonymous: boolean;
  state: string;
  upvotes: number;
  pinnedAt: Date | null;
  createdAt: Date;
  answerText: string | null;
  answeredAt: Date | null;
};

export function createLiveRepository(db: Db) {
  const selectQuestions = () =>
    db
      .select(questionColumns)
      .from(liveQuestions)
      .innerJoin(activityGuests, eq(activityGuests.id, liveQuestions.guestId))
      .leftJoin(liveAnswers, eq(liveAnswers.questionId, liveQuestions.id));

  return {
    async settings(activityId: number): Promise<LiveSettingsRow | null> {
      const [row] = await db.select().from(activityLive).where(eq(activityLive.activityId, activityId));
      return row ?? null;
    },

    async updateSwitches(activityId: number, values: { interactOpen?: boolean; questionsOpen?: boolean }, now: Date) {
      const [row] = await db
        .update(activityLive)
        .set({ ...values, updatedAt: now })
        .where(eq(activityLive.activityId, activityId))
        .returning();
      return row ?? null;
    },

    async guestOf(activityId: number, guestId: number) {
      const [row] = await db
        .select({ id: activityGuests.id })
        .from(activityGuests)
        .where(
          and(
            eq(activityGuests.id, guestId),
            eq(activityGuests.activityId, activityId),
            // Only a guest the sponsor set to take questions can be asked (decision 040).
            eq(activityGuests.answersQuestions, true),
          ),
        );
      return row ?? null;
    },

    async insertQuestion(values: typeof liveQuestions.$inferInsert): Promise<number> {
      const [row] = await db.insert(liveQuestions).values(values).returning({ id: liveQuestions.id });
      return row!.id;
    },

    async question(activityId: number, questionId: number): Promise<QuestionRow | null> {
      const [row] = await selectQuestions().where(
        and(
          eq(liveQuestions.id, questionId),
          eq(liveQuestions.activityId, activityId),
          isNull(liveQuestions.deletedAt),
        ),
      );
      return row ?? null;
    },

    /** The user's own questions, newest first, whatever their state. */
    async questionsOf(activityId: number, userId: string): Promise<QuestionRow[]> {
      return selectQuestions()
        .where(
          and(
            eq(liveQuestions.activityId, activityId),
            eq(liveQuestions.userId, userId),
            isNull(liveQuestions.deletedAt),
          ),
        )
        .orderBy(desc(liveQuestions.createdAt), desc(liveQuestions.id));
    },

    /** Questions in the given states, by upvotes (ties: newest) or by time. */
    async questionsIn(
      activityId: number,
      states: readonly string[],
      options: { sort: 'votes' | 'time'; guestId?: number; limit?: number },
    ): Promise<QuestionRow[]> {
      // Questions the desk pinned lead either order (decision 043), the latest pin first.
      const pinnedFirst = sql`${liveQuestions.pinnedAt} desc nulls last`;
      const order =
        options.sort === 'votes'
          ? [pinnedFirst, desc(liveQuestions.upvotes), desc(liveQuestions.createdAt), desc(liveQuestions.id)]
          : [pinnedFirst, desc(liveQuestions.createdAt), desc(liveQuestions.id)];
      return selectQuestions()
        .where(
          and(
            eq(liveQuestions.activityId, activityId),
            inArray(liveQuestions.state, [...states]),
            isNull(liveQuestions.deletedAt),
            options.guestId === undefined ? undefined : eq(liveQuestions.guestId, options.guestId),
          ),
        )
        .orderBy(...order)
        .limit(options.limit ?? 500);
    },

    /**
     * One page of the activity's answered questions in the order they were asked (pins play no part),
     * after the given question: the IR activity record reads every one of them, page by page.
     */
    async answeredInAskedOrder(
      activityId: number,
      afterQuestionId: number | null,
      pageSize: number,
    ): Promise<QuestionRow[]> {
      return selectQuestions()
        .where(
          and(
            eq(liveQuestions.activityId, activityId),
            eq(liveQuestions.state, 'answered'),
            isNull(liveQuestions.deletedAt),
            // Compared with the stored row itself: its time keeps the microseconds a JS Date would lose.
            afterQuestionId === null
              ? undefined
              : sql`(${liveQuestions.createdAt}, ${liveQuestions.id}) > (select q.created_at, q.id from live_questions q where q.id = ${afterQuestionId})`,
          ),
        )
        .orderBy(asc(liveQuestions.createdAt), asc(liveQuestions.id))
        .limit(pageSize);
    },

    /** Marks the user's own question deleted; false when it is not theirs or already gone. */
    async deleteQuestion(activityId: number, questionId: number, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(liveQuestions)
        .set({ deletedAt: now })
        .where(
          and(
            eq(liveQuestions.id, questionId),
            eq(liveQuestions.activityId, activityId),
            eq(liveQuestions.userId, userId),
            isNull(liveQuestions.deletedAt),
          ),
        )
        .returning({ id: liveQuestions.id });
      return rows.length > 0;
    },

    /**
     * Adds or withdraws one user's upvote and keeps the question's count in step, in one transaction.
     * The question row is locked first, so votes on one question take turns and each count is read
     * after the previous vote committed; the primary key turns a repeated or concurrent vote of one
     * user into one row. The count is recounted, never incremented, so it cannot drift.
     */
    async setUpvote(questionId: number, userId: string, up: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: liveQuestions.id })
          .from(liveQuestions)
          .where(eq(liveQuestions.id, questionId))
          .for('update');
        if (up) {
          await tx.insert(liveQuestionUpvotes).values({ questionId, userId }).onConflictDoNothing();
        } else {
          await tx
            .delete(liveQuestionUpvotes)
            .where(and(eq(liveQuestionUpvotes.questionId, questionId), eq(liveQuestionUpvotes.userId, userId)));
        }
        const [counted] = await tx
          .select({ n: count() })
          .from(liveQuestionUpvotes)
          .where(eq(liveQuestionUpvotes.questionId, questionId));
        const upvotes = counted?.n ?? 0;
        await tx.update(liveQuestions).set({ upvotes }).where(eq(liveQuestions.id, questionId));
        return upvotes;
      });
    },

    /** Which of these questions the user has upvoted. */
    async upvotedBy(userId: string, questionIds: number[]): Promise<Set<number>> {
      if (questionIds.length === 0) return new Set();
      const rows = await db
        .select({ questionId: liveQuestionUpvotes.questionId })
        .from(liveQuestionUpvotes)
        .where(and(eq(liveQuestionUpvotes.userId, userId), inArray(liveQuestionUpvotes.questionId, questionIds)));
      return new Set(rows.map((row) => row.questionId));
    },

    async setQuestionState(questionId: number, state: 'open' | 'answered' | 'hidden'): Promise<void> {
      await db.update(liveQuestions).set({ state }).where(eq(liveQuestions.id, questionId));
    },

    async answersSince(activityId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(liveAnswers)
        .innerJoin(liveQuestions, eq(liveQuestions.id, liveAnswers.questionId))
        .where(
          and(
            eq(liveQuestions.activityId, activityId),
            eq(liveQuestions.state, 'answered'),
            isNull(liveQuestions.deletedAt),
            gt(liveAnswers.publishedAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async files(activityId: number, kinds: readonly LiveFileKind[]) {
      return db
        .select()
        .from(liveFiles)
        .where(and(eq(liveFiles.activityId, activityId), inArray(liveFiles.kind, [...kinds])))
        .orderBy(asc(liveFiles.sort), asc(liveFiles.id));
    },
  };
}
