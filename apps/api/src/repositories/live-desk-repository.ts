import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import {
  activities,
  activityLive,
  companies,
  liveAnswerDrafts,
  liveAnswers,
  liveBannedAskers,
  liveFiles,
  liveQuestions,
} from '@roadshow/db/schema';

export type AnswerDraftRow = typeof liveAnswerDrafts.$inferSelect;
export type LiveFileRow = typeof liveFiles.$inferSelect;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Publishes the answer and marks its question answered. A correction keeps the first publication's
 * time, so its replay offset does not move.
 */
async function writeAnswer(tx: Tx, input: { questionId: number; text: string; publishedBy: string; now: Date }) {
  await tx
    .insert(liveAnswers)
    .values({ questionId: input.questionId, text: input.text, answeredBy: input.publishedBy, publishedAt: input.now })
    .onConflictDoUpdate({ target: liveAnswers.questionId, set: { text: input.text, answeredBy: input.publishedBy } });
  await tx.update(liveQuestions).set({ state: 'answered' }).where(eq(liveQuestions.id, input.questionId));
}

/** The sponsor's desk (decision 043): room control, answer drafts and their review, pins and bans. */
export function createLiveDeskRepository(db: Db) {
  return {
    /** Creates the room's row when the activity has none yet (the desk sets it up on first use). */
    async ensureRoom(activityId: number, streamName: string, now: Date) {
      await db.insert(activityLive).values({ activityId, streamName, updatedAt: now }).onConflictDoNothing();
    },

    async setStream(activityId: number, values: { streamName: string; streamUrl: string | null }, now: Date) {
      await db
        .update(activityLive)
        .set({ ...values, updatedAt: now })
        .where(eq(activityLive.activityId, activityId));
    },

    /** The room's password hash (null: no password); false when the activity has no room. */
    async setPasswordHash(activityId: number, passwordHash: string | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(activityLive)
        .set({ passwordHash, updatedAt: now })
        .where(eq(activityLive.activityId, activityId))
        .returning({ activityId: activityLive.activityId });
      return rows.length > 0;
    },

    /**
     * Moves the meeting to live (1) from preview, or to replay (2) from live; conditional on the
     * state the desk saw, so two clicks racing move it once. Going live starts the recording's clock;
     * ending sets the end time to now when it lies ahead, so the status sweep leaves it ended.
     */
    async moveMeeting(activityId: number, to: 1 | 2, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const from = to === 1 ? 0 : 1;
        const [activity] = await tx
          .select({ endAt: activities.endAt })
          .from(activities)
          .where(and(eq(activities.id, activityId), eq(activities.meetingStatus, from)))
          .for('update');
        if (!activity) return false;
        await tx
          .update(activities)
          .set({
            meetingStatus: to,
            updatedAt: now,
            ...(to === 2 && activity.endAt > now ? { endAt: now } : {}),
          })
          .where(eq(activities.id, activityId));
        if (to === 1)
          await tx
            .update(activityLive)
            .set({ recordingStartedAt: now, updatedAt: now })
            .where(eq(activityLive.activityId, activityId));
        return true;
      });
    },

    async draft(questionId: number): Promise<AnswerDraftRow | null> {
      const [row] = await db.select().from(liveAnswerDrafts).where(eq(liveAnswerDrafts.questionId, questionId));
      return row ?? null;
    },

    async drafts(activityId: number): Promise<AnswerDraftRow[]> {
      return db.select().from(liveAnswerDrafts).where(eq(liveAnswerDrafts.activityId, activityId));
    },

    /** Saves (or replaces) the working answer; a published answer is drafted anew as a correction. */
    async saveDraft(values: {
      questionId: number;
      activityId: number;
      text: string;
      sensitive: boolean;
      draftedBy: string;
      now: Date;
    }): Promise<AnswerDraftRow> {
      const state = values.sensitive ? 'review' : 'draft';
      const set = {
        text: values.text,
        sensitive: values.sensitive,
        state,
        draftedBy: values.draftedBy,
        publishedBy: null,
        returnReason: null,
        returnedBy: null,
        updatedAt: values.now,
      };
      const [row] = await db
        .insert(liveAnswerDrafts)
        .values({ questionId: values.questionId, activityId: values.activityId, ...set })
        .onConflictDoUpdate({ target: liveAnswerDrafts.questionId, set })
        .returning();
      return row!;
    },

    /**
     * Publishes the draft if it is still in the state the caller saw (draft, or review for an
     * approver), with the given text (an approver's edit), in one transaction: the answer, the
     * question answered, the draft published. Of two publishers racing, one wins; false for the other.
     */
    async publishDraft(input: {
      questionId: number;
      fromState: 'draft' | 'review';
      text: string;
      publishedBy: string;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(liveAnswerDrafts)
          .set({ state: 'published', text: input.text, publishedBy: input.publishedBy, updatedAt: input.now })
          .where(and(eq(liveAnswerDrafts.questionId, input.questionId), eq(liveAnswerDrafts.state, input.fromState)))
          .returning({ questionId: liveAnswerDrafts.questionId });
        if (moved.length === 0) return false;
        await writeAnswer(tx, input);
        return true;
      });
    },

    /**
     * The approver sends a sensitive draft back to its drafter (decision 074): only a draft still
     * waiting for approval moves, so it races an approval like two approvals race (one wins).
     */
    async returnDraft(input: { questionId: number; reason: string; returnedBy: string; now: Date }): Promise<boolean> {
      const moved = await db
        .update(liveAnswerDrafts)
        .set({ state: 'returned', returnReason: input.reason, returnedBy: input.returnedBy, updatedAt: input.now })
        .where(and(eq(liveAnswerDrafts.questionId, input.questionId), eq(liveAnswerDrafts.state, 'review')))
        .returning({ questionId: liveAnswerDrafts.questionId });
      return moved.length > 0;
    },

    /**
     * Decision 035's direct answer, inside the review chain (decision 074): refused ('review') while a
     * sensitive draft waits for its approver, whose approval is the only way it goes out; else, in one
     * transaction with the draft row locked (a draft sent for approval meanwhile waits for it), the
     * answer is published (a correction keeps its first time), the question answered and whatever
     * draft was in progress settled.
     */
    async publishDirect(input: {
      questionId: number;
      text: string;
      publishedBy: string;
      now: Date;
    }): Promise<'published' | 'review'> {
      return db.transaction(async (tx) => {
        const [draft] = await tx
          .select({ state: liveAnswerDrafts.state })
          .from(liveAnswerDrafts)
          .where(eq(liveAnswerDrafts.questionId, input.questionId))
          .for('update');
        if (draft?.state === 'review') return 'review';
        await writeAnswer(tx, input);
        if (draft && draft.state !== 'published')
          await tx
            .update(liveAnswerDrafts)
            .set({ state: 'published', publishedBy: input.publishedBy, updatedAt: input.now })
            .where(eq(liveAnswerDrafts.questionId, input.questionId));
        return 'published';
      });
    },

    async setPinned(questionId: number, pinnedAt: Date | null): Promise<void> {
      await db.update(liveQuestions).set({ pinnedAt }).where(eq(liveQuestions.id, questionId));
    },

    async pinned(activityId: number): Promise<Map<number, Date>> {
      const rows = await db
        .select({ id: liveQuestions.id, pinnedAt: liveQuestions.pinnedAt })
        .from(liveQuestions)
        .where(and(eq(liveQuestions.activityId, activityId), isNull(liveQuestions.deletedAt)));
      return new Map(rows.filter((r) => r.pinnedAt !== null).map((r) => [r.id, r.pinnedAt!]));
    },

    /** Bars the user from asking here and hides their open questions, in one transaction. */
    async ban(activityId: number, userId: string, bannedBy: string, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .insert(liveBannedAskers)
          .values({ activityId, userId, bannedBy, createdAt: now })
          .onConflictDoNothing();
        const hidden = await tx
          .update(liveQuestions)
          .set({ state: 'hidden' })
          .where(
            and(
              eq(liveQuestions.activityId, activityId),
              eq(liveQuestions.userId, userId),
              eq(liveQuestions.state, 'open'),
            ),
          )
          .returning({ id: liveQuestions.id });
        return hidden.length;
      });
    },

    async unban(activityId: number, userId: string): Promise<void> {
      await db
        .delete(liveBannedAskers)
        .where(and(eq(liveBannedAskers.activityId, activityId), eq(liveBannedAskers.userId, userId)));
    },

    async isBanned(activityId: number, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: liveBannedAskers.userId })
        .from(liveBannedAskers)
        .where(and(eq(liveBannedAskers.activityId, activityId), eq(liveBannedAskers.userId, userId)));
      return row !== undefined;
    },

    async bannedUsers(activityId: number): Promise<Set<string>> {
      const rows = await db
        .select({ userId: liveBannedAskers.userId })
        .from(liveBannedAskers)
        .where(eq(liveBannedAskers.activityId, activityId));
      return new Set(rows.map((r) => r.userId));
    },

    async addFile(values: typeof liveFiles.$inferInsert): Promise<LiveFileRow> {
      const [row] = await db.insert(liveFiles).values(values).returning();
      return row!;
    },

    async removeFile(activityId: number, fileId: number): Promise<LiveFileRow | null> {
      const [row] = await db
        .delete(liveFiles)
        .where(and(eq(liveFiles.activityId, activityId), eq(liveFiles.id, fileId)))
        .returning();
      return row ?? null;
    },

    async allFiles(activityId: number): Promise<LiveFileRow[]> {
      return db
        .select()
        .from(liveFiles)
        .where(eq(liveFiles.activityId, activityId))
        .orderBy(asc(liveFiles.sort), asc(liveFiles.id));
    },

    /** The company's full Chinese name and stock code, for the IR activity record. */
    async companyOf(companyId: number) {
      const [row] = await db
        .select({ nameZh: companies.nameZh, code: companies.code })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    /** A stored upload's row, for the signed file route. */
    async fileByKey(storageKey: string): Promise<LiveFileRow | null> {
      const [row] = await db
        .select()
        .from(liveFiles)
        .where(inArray(liveFiles.storageKey, [storageKey]));
      return row ?? null;
    },
  };
}
