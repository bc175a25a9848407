import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { signInfoDrafts } from '@roadshow/db/schema';

export function createSignInfoRepository(db: Db) {
  const whereKey = (key: { userId: string; activityId: number; source: string }) =>
    and(
      eq(signInfoDrafts.userId, key.userId),
      eq(signInfoDrafts.activityId, key.activityId),
      eq(signInfoDrafts.source, key.source),
    );
  return {
    async upsert(row: typeof signInfoDrafts.$inferInsert) {
      await db
        .insert(signInfoDrafts)
        .values(row)
        .onConflictDoUpdate({
          target: [signInfoDrafts.userId, signInfoDrafts.activityId, signInfoDrafts.source],
          set: { payload: row.payload, savedAt: row.savedAt, expiresAt: row.expiresAt },
        });
    },
    async findLive(key: { userId: string; activityId: number; source: string }, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ payload: signInfoDrafts.payload })
        .from(signInfoDrafts)
        .where(and(whereKey(key), gt(signInfoDrafts.expiresAt, now)));
      return row?.payload ?? null;
    },
    async deleteExpired(now: Date) {
      await db.delete(signInfoDrafts).where(lte(signInfoDrafts.expiresAt, now));
    },
  };
}

export type SignInfoRepository = ReturnType<typeof createSignInfoRepository>;
