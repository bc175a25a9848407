import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { follows } from '@roadshow/db/schema';
import type { FollowTarget } from '@roadshow/contracts/follow';

export interface FollowKey {
  userId: string;
  targetType: FollowTarget;
  targetCode: string;
}

const matches = (key: FollowKey) =>
  and(eq(follows.userId, key.userId), eq(follows.targetType, key.targetType), eq(follows.targetCode, key.targetCode));

export function createFollowRepository(db: Db) {
  return {
    /** Idempotent: the unique index turns a second (or concurrent) follow into nothing. */
    async follow(key: FollowKey): Promise<void> {
      await db
        .insert(follows)
        .values(key)
        .onConflictDoNothing({
          target: [follows.userId, follows.targetType, follows.targetCode],
        });
    },

    async unfollow(key: FollowKey): Promise<void> {
      await db.delete(follows).where(matches(key));
    },

    async isFollowing(key: FollowKey): Promise<boolean> {
      const rows = await db.select({ id: follows.id }).from(follows).where(matches(key)).limit(1);
      return rows.length > 0;
    },

    async followerCount(targetType: FollowTarget, targetCode: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.targetType, targetType), eq(follows.targetCode, targetCode)));
      return row?.n ?? 0;
    },

    /** Everything one user follows, latest first. */
    async listForUser(userId: string) {
      return db
        .select({ targetType: follows.targetType, targetCode: follows.targetCode, createdAt: follows.createdAt })
        .from(follows)
        .where(eq(follows.userId, userId))
        .orderBy(desc(follows.createdAt), desc(follows.id))
        .limit(500);
    },
  };
}

export type FollowRepository = ReturnType<typeof createFollowRepository>;
