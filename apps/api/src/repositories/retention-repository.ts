import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activities, activitySignUps } from '@roadshow/db/schema';

/** The sign-up data the retention job removes (decision 029): registration forms of long-past events. */
export function createSignUpRetentionRepository(db: Db) {
  return {
    /**
     * Clears the form of every sign-up whose activity ended before `cutoff`; the number cleared. One
     * conditional UPDATE: two processes running it at once clear each form once.
     */
    async clearFormsOfActivitiesEndedBefore(cutoff: Date, at: Date): Promise<number> {
      const ended = db.select({ id: activities.id }).from(activities).where(lt(activities.endAt, cutoff));
      const rows = await db
        .update(activitySignUps)
        .set({ form: null, updatedAt: at })
        .where(and(isNotNull(activitySignUps.form), inArray(activitySignUps.activityId, ended)))
        .returning({ id: activitySignUps.id });
      return rows.length;
    },
  };
}
