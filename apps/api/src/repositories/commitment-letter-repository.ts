import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activities, commitmentLetters, commitmentSignAttempts } from '@roadshow/db/schema';

export type LetterRow = typeof commitmentLetters.$inferSelect;
export type AttemptRow = typeof commitmentSignAttempts.$inferSelect;

export function createCommitmentLetterRepository(db: Db) {
  return {
    async findLetter(activityId: number, userId: string): Promise<LetterRow | null> {
      const [row] = await db
        .select()
        .from(commitmentLetters)
        .where(and(eq(commitmentLetters.activityId, activityId), eq(commitmentLetters.userId, userId)));
      return row ?? null;
    },
    /** Every signed letter of an activity: the console's sign-up table links each one (decision 040). */
    lettersOf(activityId: number) {
      return db
        .select({
          userId: commitmentLetters.userId,
          pdfKey: commitmentLetters.pdfKey,
          mismatch: commitmentLetters.mismatch,
        })
        .from(commitmentLetters)
        .where(eq(commitmentLetters.activityId, activityId));
    },
    /** A new signature replaces the old one (re-sign). */
    async saveLetter(row: LetterRow) {
      await db
        .insert(commitmentLetters)
        .values(row)
        .onConflictDoUpdate({
          target: [commitmentLetters.activityId, commitmentLetters.userId],
          set: {
            signedName: row.signedName,
            signedDocument: row.signedDocument,
            formDigest: row.formDigest,
            mismatch: row.mismatch,
            signatureUuid: row.signatureUuid,
            signatureKey: row.signatureKey,
            imageKey: row.imageKey,
            pdfKey: row.pdfKey,
            signedAt: row.signedAt,
          },
        });
    },
    async activityTitle(activityId: number) {
      const [row] = await db
        .select({ zh: activities.titleZh, en: activities.titleEn, tc: activities.titleTc })
        .from(activities)
        .where(eq(activities.id, activityId));
      return row ?? null;
    },
    /**
     * A new scan-to-sign attempt; the user's earlier unused ones for the activity stop working.
     * One transaction under an advisory lock per (activity, user), so two refreshes at once still
     * leave exactly one live attempt.
     */
    async replaceAttempt(row: typeof commitmentSignAttempts.$inferInsert, now: Date) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`letter:${row.activityId}:${row.userId}`}))`);
        await tx
          .update(commitmentSignAttempts)
          .set({ invalidatedAt: now })
          .where(
            and(
              eq(commitmentSignAttempts.activityId, row.activityId),
              eq(commitmentSignAttempts.userId, row.userId),
              isNull(commitmentSignAttempts.usedAt),
              isNull(commitmentSignAttempts.invalidatedAt),
            ),
          );
        await tx.insert(commitmentSignAttempts).values(row);
      });
    },
    async findAttemptByTokenHash(tokenHash: string): Promise<AttemptRow | null> {
      const [row] = await db
        .select()
        .from(commitmentSignAttempts)
        .where(eq(commitmentSignAttempts.tokenHash, tokenHash));
      return row ?? null;
    },
    async findAttempt(uuid: string): Promise<AttemptRow | null> {
      const [row] = await db.select().from(commitmentSignAttempts).where(eq(commitmentSignAttempts.uuid, uuid));
      return row ?? null;
    },
    async latestAttempt(activityId: number, userId: string): Promise<AttemptRow | null> {
      const [row] = await db
        .select()
        .from(commitmentSignAttempts)
        .where(and(eq(commitmentSignAttempts.activityId, activityId), eq(commitmentSignAttempts.userId, userId)))
        .orderBy(desc(commitmentSignAttempts.createdAt))
        .limit(1);
      return row ?? null;
    },
    /** Marks a live attempt used; false when it was already used, replaced or expired (single use). */
    async claimAttempt(uuid: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(commitmentSignAttempts)
        .set({ usedAt: now })
        .where(
          and(
            eq(commitmentSignAttempts.uuid, uuid),
            isNull(commitmentSignAttempts.usedAt),
            isNull(commitmentSignAttempts.invalidatedAt),
            gt(commitmentSignAttempts.expiresAt, now),
          ),
        )
        .returning({ uuid: commitmentSignAttempts.uuid });
      return rows.length === 1;
    },
    /** invalidSignatureUuid: the attempt stops working unless it already signed. */
    async invalidateAttempt(uuid: string, userId: string, now: Date) {
      await db
        .update(commitmentSignAttempts)
        .set({ invalidatedAt: now })
        .where(
          and(
            eq(commitmentSignAttempts.uuid, uuid),
            eq(commitmentSignAttempts.userId, userId),
            isNull(commitmentSignAttempts.usedAt),
            isNull(commitmentSignAttempts.invalidatedAt),
          ),
        );
    },
  };
}

export type CommitmentLetterRepository = ReturnType<typeof createCommitmentLetterRepository>;
