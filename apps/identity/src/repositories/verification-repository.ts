import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { identityFileReads, identityUsers, identityVerifications } from '@roadshow/db/schema';

export type VerificationRow = typeof identityVerifications.$inferSelect;
export type VerificationKind = 'card' | 'id';

export function createVerificationRepository(db: Db) {
  return {
    async insert(row: typeof identityVerifications.$inferInsert): Promise<VerificationRow> {
      const [created] = await db.insert(identityVerifications).values(row).returning();
      return created!;
    },

    /** The user's current request of a kind: the newest one. */
    async latest(userId: number, kind: VerificationKind): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(identityVerifications)
        .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.kind, kind)))
        .orderBy(desc(identityVerifications.id))
        .limit(1);
      return row;
    },

    async byId(id: number): Promise<VerificationRow | undefined> {
      const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
      return row;
    },

    /** Requests waiting for an operator, oldest first, with who sent them. */
    async pending(limit: number) {
      return db
        .select({ verification: identityVerifications, phone: identityUsers.phone, nickName: identityUsers.nickName })
        .from(identityVerifications)
        .innerJoin(identityUsers, eq(identityUsers.id, identityVerifications.userId))
        .where(eq(identityVerifications.status, 'verifying'))
        .orderBy(identityVerifications.id)
        .limit(limit);
    },

    /** Moves a request out of 'verifying' once; false when someone already decided it. */
    async decide(
      id: number,
      decision: { status: 'verified' | 'failed'; reason: string; reviewerId: number; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(identityVerifications)
        .set({
          status: decision.status,
          reviewReason: decision.reason,
          reviewedBy: decision.reviewerId,
          reviewedAt: decision.at,
        })
        .where(and(eq(identityVerifications.id, id), eq(identityVerifications.status, 'verifying')))
        .returning({ id: identityVerifications.id });
      return rows.length === 1;
    },

    async logFileRead(row: { fileKey: string; readerUserId: number | null; ip: string }) {
      await db.insert(identityFileReads).values(row);
    },

    async fileReads(fileKey: string) {
      return db.select().from(identityFileReads).where(eq(identityFileReads.fileKey, fileKey));
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
