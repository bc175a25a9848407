import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activityAccessList } from '@roadshow/db/schema';

/** The whitelist / invitee list of an activity as the console edits it (decision 030). */
export function createAccessListRepository(db: Db) {
  return {
    async mobiles(activityId: number): Promise<string[]> {
      const rows = await db
        .select({ mobile: activityAccessList.mobile })
        .from(activityAccessList)
        .where(eq(activityAccessList.activityId, activityId))
        .orderBy(asc(activityAccessList.mobile));
      return rows.map((row) => row.mobile);
    },

    async size(activityId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(activityAccessList)
        .where(eq(activityAccessList.activityId, activityId));
      return row?.n ?? 0;
    },

    /** Adds every number in one statement (all or nothing); returns how many were new. */
    async addAll(activityId: number, mobiles: string[]): Promise<number> {
      if (mobiles.length === 0) return 0;
      const rows = await db
        .insert(activityAccessList)
        .values(mobiles.map((mobile) => ({ activityId, mobile })))
        .onConflictDoNothing()
        .returning({ mobile: activityAccessList.mobile });
      return rows.length;
    },

    async remove(activityId: number, mobiles: string[]): Promise<number> {
      const rows = await db
        .delete(activityAccessList)
        .where(and(eq(activityAccessList.activityId, activityId), inArray(activityAccessList.mobile, mobiles)))
        .returning({ mobile: activityAccessList.mobile });
      return rows.length;
    },
  };
}
