import { and, eq } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activities, companies, shortLinks, topics } from '@roadshow/db/schema';

export function createShareRepository(db: Db) {
  return {
    async byTarget(target: string): Promise<{ code: string } | undefined> {
      const [row] = await db.select({ code: shortLinks.code }).from(shortLinks).where(eq(shortLinks.target, target));
      return row;
    },

    async byCode(code: string): Promise<{ code: string; target: string } | undefined> {
      const [row] = await db
        .select({ code: shortLinks.code, target: shortLinks.target })
        .from(shortLinks)
        .where(eq(shortLinks.code, code));
      return row;
    },

    /**
     * Stores code -> target unless either is taken; true when this call stored it. A concurrent
     * insert of the same target waits on the unique index and then does nothing.
     */
    async insertIfAbsent(code: string, target: string): Promise<boolean> {
      const rows = await db
        .insert(shortLinks)
        .values({ code, target })
        .onConflictDoNothing()
        .returning({ code: shortLinks.code });
      return rows.length > 0;
    },

    /** A published activity with what a calendar entry shows. */
    async calendarActivity(id: number) {
      const [row] = await db
        .select({
          id: activities.id,
          titleZh: activities.titleZh,
          titleEn: activities.titleEn,
          titleTc: activities.titleTc,
          summaryZh: activities.summaryZh,
          summaryEn: activities.summaryEn,
          summaryTc: activities.summaryTc,
          locationZh: activities.locationZh,
          locationEn: activities.locationEn,
          locationTc: activities.locationTc,
          startAt: activities.startAt,
          endAt: activities.endAt,
          companyShortZh: companies.shortNameZh,
          companyShortEn: companies.shortNameEn,
          companyShortTc: companies.shortNameTc,
        })
        .from(activities)
        .leftJoin(companies, eq(companies.id, activities.companyId))
        .where(and(eq(activities.id, id), eq(activities.published, true)));
      return row;
    },

    /** The localizable title of a shareable thing, or undefined when there is none to share. */
    async shareTitle(type: 'activity' | 'theme' | 'company', id: string) {
      if (type === 'company') {
        const [row] = await db
          .select({ zh: companies.shortNameZh, en: companies.shortNameEn, tc: companies.shortNameTc })
          .from(companies)
          .where(eq(companies.code, id));
        return row;
      }
      const numeric = Number(id);
      if (!Number.isInteger(numeric) || numeric < 1 || numeric > 2_147_483_647) return undefined;
      if (type === 'theme') {
        const [row] = await db
          .select({ zh: topics.titleZh, en: topics.titleEn, tc: topics.titleTc })
          .from(topics)
          .where(eq(topics.id, numeric));
        return row;
      }
      const [row] = await db
        .select({ zh: activities.titleZh, en: activities.titleEn, tc: activities.titleTc })
        .from(activities)
        .where(and(eq(activities.id, numeric), eq(activities.published, true)));
      return row;
    },
  };
}

export type ShareRepository = ReturnType<typeof createShareRepository>;
