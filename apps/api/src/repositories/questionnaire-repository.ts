import { and, asc, count, desc, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import {
  activities,
  activitySignUps,
  questionnaireResponses,
  questionnaires,
  type StoredAnswer,
} from '@roadshow/db/schema';
import { auditOps, type AuditOps } from './audit-repository.ts';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type NewQuestionnaire = Omit<typeof questionnaires.$inferInsert, 'id' | 'createdAt'>;
export type ResponseRow = typeof questionnaireResponses.$inferSelect;

/** The join to the user's approved sign-up of the questionnaire's activity. */
const approvedSignUpOf = (userId: string) =>
  and(
    eq(activitySignUps.activityId, questionnaires.activityId),
    eq(activitySignUps.userId, userId),
    eq(activitySignUps.state, 'approved'),
  );

/** Published, open at `now`, not yet answered by the user: what "to fill" means. */
const pendingFor = (db: Db, userId: string, now: Date) =>
  and(
    eq(questionnaires.published, true),
    lte(questionnaires.startAt, now),
    gt(questionnaires.endAt, now),
    notExists(
      db
        .select({ one: sql`1` })
        .from(questionnaireResponses)
        .where(
          and(eq(questionnaireResponses.questionnaireId, questionnaires.id), eq(questionnaireResponses.userId, userId)),
        ),
    ),
  );

function questionnaireOps(db: Db) {
  return {
    async byActivity(activityId: number): Promise<QuestionnaireRow | null> {
      const [row] = await db.select().from(questionnaires).where(eq(questionnaires.activityId, activityId));
      return row ?? null;
    },

    async responseCount(questionnaireId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(questionnaireResponses)
        .where(eq(questionnaireResponses.questionnaireId, questionnaireId));
      return row?.n ?? 0;
    },

    /** Creates the activity's questionnaire or replaces its fields (one per activity: the unique key). */
    async upsert(values: NewQuestionnaire): Promise<QuestionnaireRow> {
      const { activityId, ...fields } = values;
      const [row] = await db
        .insert(questionnaires)
        .values(values)
        .onConflictDoUpdate({ target: questionnaires.activityId, set: fields })
        .returning();
      void activityId;
      return row!;
    },

    async setPublished(activityId: number, published: boolean, by: string, now: Date) {
      const [row] = await db
        .update(questionnaires)
        .set({ published, updatedBy: by, updatedAt: now })
        .where(eq(questionnaires.activityId, activityId))
        .returning();
      return row ?? null;
    },
  };
}

/** What a questionnaire change may do in its transaction: change the row, log it. */
export type QuestionnaireOps = ReturnType<typeof questionnaireOps> & { audit: AuditOps };

export function createQuestionnaireRepository(db: Db) {
  return {
    ...questionnaireOps(db),

    /**
     * One transaction holding the questionnaire's row lock (when it exists), so a save that checks
     * "nobody answered yet" and the first answer cannot interleave, and the audit entry commits with
     * the change.
     */
    inTransaction<T>(activityId: number, fn: (ops: QuestionnaireOps) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: questionnaires.id })
          .from(questionnaires)
          .where(eq(questionnaires.activityId, activityId))
          .for('update');
        const txDb = tx as unknown as Db;
        return fn({ ...questionnaireOps(txDb), audit: auditOps(txDb) });
      });
    },

    async responseOf(questionnaireId: number, userId: string): Promise<ResponseRow | null> {
      const [row] = await db
        .select()
        .from(questionnaireResponses)
        .where(
          and(eq(questionnaireResponses.questionnaireId, questionnaireId), eq(questionnaireResponses.userId, userId)),
        );
      return row ?? null;
    },

    /**
     * Stores a submission unless the user already has one: the unique (questionnaire, user) key
     * decides, so of ten submits at once exactly one row is written. The questionnaire is read again
     * under its row lock (shared), and `decide` checks the answers against that copy and returns what
     * to store (or throws): a save that changes the questions takes the lock exclusively, so answers
     * are never checked against questions that are no longer there. Returns null when refused as
     * already answered.
     */
    async insertResponse(
      values: { questionnaireId: number; userId: string; submittedAt: Date },
      decide: (current: QuestionnaireRow) => StoredAnswer[],
    ): Promise<ResponseRow | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(questionnaires)
          .where(eq(questionnaires.id, values.questionnaireId))
          .for('share');
        if (!current) return null;
        const answers = decide(current);
        const [row] = await tx
          .insert(questionnaireResponses)
          .values({ ...values, answers })
          .onConflictDoNothing({ target: [questionnaireResponses.questionnaireId, questionnaireResponses.userId] })
          .returning();
        return row ?? null;
      });
    },

    /** Every response, newest first (the results and the export). */
    responses(questionnaireId: number): Promise<ResponseRow[]> {
      return db
        .select()
        .from(questionnaireResponses)
        .where(eq(questionnaireResponses.questionnaireId, questionnaireId))
        .orderBy(desc(questionnaireResponses.submittedAt), desc(questionnaireResponses.id));
    },

    /**
     * Marks published questionnaires whose window has opened as announced and returns them, once
     * each: the conditional update makes every process's sweep (and a publish) agree on who tells
     * the live room.
     */
    async claimOpened(now: Date, activityId?: number): Promise<{ id: number; activityId: number }[]> {
      return db
        .update(questionnaires)
        .set({ announcedAt: now })
        .where(
          and(
            eq(questionnaires.published, true),
            isNull(questionnaires.announcedAt),
            lte(questionnaires.startAt, now),
            gt(questionnaires.endAt, now),
            activityId === undefined ? undefined : eq(questionnaires.activityId, activityId),
          ),
        )
        .returning({ id: questionnaires.id, activityId: questionnaires.activityId });
    },

    /** Forgets the announcement (the questionnaire was withdrawn), so a later publish tells the room again. */
    async clearAnnounced(activityId: number): Promise<void> {
      await db.update(questionnaires).set({ announcedAt: null }).where(eq(questionnaires.activityId, activityId));
    },

    /**
     * "My questionnaires to fill" (for my-center and the to-do badges): the published questionnaires
     * open now, of activities where the user holds an approved sign-up, that the user has not
     * answered; soonest deadline first.
     */
    pendingForUser(userId: string, now: Date, limit = 50) {
      return db
        .select({
          questionnaireId: questionnaires.id,
          activityId: questionnaires.activityId,
          titleZh: questionnaires.titleZh,
          titleEn: questionnaires.titleEn,
          titleTc: questionnaires.titleTc,
          activityTitleZh: activities.titleZh,
          activityTitleEn: activities.titleEn,
          activityTitleTc: activities.titleTc,
          startAt: questionnaires.startAt,
          endAt: questionnaires.endAt,
        })
        .from(questionnaires)
        .innerJoin(activities, eq(activities.id, questionnaires.activityId))
        .innerJoin(activitySignUps, approvedSignUpOf(userId))
        .where(pendingFor(db, userId, now))
        .orderBy(asc(questionnaires.endAt), asc(questionnaires.id))
        .limit(limit);
    },

    /** How many questionnaires pendingForUser would list, counted in the database (every one, no limit). */
    async countPendingForUser(userId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(questionnaires)
        .innerJoin(activitySignUps, approvedSignUpOf(userId))
        .where(pendingFor(db, userId, now));
      return Number(row?.n ?? 0);
    },
  };
}

export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
