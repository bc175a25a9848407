import { and, asc, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { identityVerifications } from '@roadshow/db/schema';

/** The identity data the retention job removes (decision 029): verification images and document numbers. */
export function createIdentityRetentionRepository(db: Db) {
  return {
    /** Verifications decided (or, never decided, submitted) before `cutoff` and not purged yet, oldest first. */
    listExpiredVerifications(cutoff: Date, limit: number): Promise<{ id: number; imageKey: string }[]> {
      return db
        .select({ id: identityVerifications.id, imageKey: identityVerifications.imageKey })
        .from(identityVerifications)
        .where(
          and(
            isNull(identityVerifications.purgedAt),
            lt(sql`coalesce(${identityVerifications.reviewedAt}, ${identityVerifications.createdAt})`, cutoff),
          ),
        )
        .orderBy(asc(identityVerifications.id))
        .limit(limit);
    },

    /**
     * Forgets the document number and marks the row purged (its image is gone); true for the one
     * call that did it, so two processes purging at once count each row once.
     */
    async markVerificationPurged(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(identityVerifications)
        .set({ documentNumberEnc: null, purgedAt: at })
        .where(and(sql`${identityVerifications.id} = ${id}`, isNull(identityVerifications.purgedAt)))
        .returning({ id: identityVerifications.id });
      return rows.length > 0;
    },
  };
}

export type IdentityRetentionRepository = ReturnType<typeof createIdentityRetentionRepository>;
