import { and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import {
  activities,
  activityAccessList,
  activityAgenda,
  activityFiles,
  activityGuests,
  companies,
  companyMembers,
} from '@roadshow/db/schema';
import { cardColumns, statusOrder, type ActivityRow } from './activity-repository.ts';

export type ActivityDetailRow = typeof activities.$inferSelect & {
  company: Pick<
    typeof companies.$inferSelect,
    | 'id'
    | 'code'
    | 'shortNameZh'
    | 'shortNameEn'
    | 'shortNameTc'
    | 'logoUrl'
    | 'introZh'
    | 'introEn'
    | 'introTc'
    | 'irWebsite'
  > | null;
};

/** The reads of one activity's page: the activity, its parts, and who may see them. */
export function createActivityDetailRepository(db: Db) {
  return {
    async byId(activityId: number): Promise<ActivityDetailRow | undefined> {
      const [row] = await db
        .select({
          activity: activities,
          company: {
            id: companies.id,
            code: companies.code,
            shortNameZh: companies.shortNameZh,
            shortNameEn: companies.shortNameEn,
            shortNameTc: companies.shortNameTc,
            logoUrl: companies.logoUrl,
            introZh: companies.introZh,
            introEn: companies.introEn,
            introTc: companies.introTc,
            irWebsite: companies.irWebsite,
          },
        })
        .from(activities)
        .leftJoin(companies, eq(companies.id, activities.companyId))
        .where(and(eq(activities.id, activityId), eq(activities.published, true)));
      return row ? { ...row.activity, company: row.company } : undefined;
    },

    guests(activityId: number) {
      return db
        .select()
        .from(activityGuests)
        .where(eq(activityGuests.activityId, activityId))
        .orderBy(asc(activityGuests.sort), asc(activityGuests.id));
    },

    agenda(activityId: number) {
      return db
        .select()
        .from(activityAgenda)
        .where(eq(activityAgenda.activityId, activityId))
        .orderBy(asc(activityAgenda.sort), asc(activityAgenda.startAt), asc(activityAgenda.id));
    },

    files(activityId: number) {
      return db
        .select()
        .from(activityFiles)
        .where(eq(activityFiles.activityId, activityId))
        .orderBy(asc(activityFiles.sort), asc(activityFiles.id));
    },

    /** Other published activities of the same company or topic, live and upcoming first. */
    async related(activity: { id: number; companyId: number | null; topicId: number | null }, limit: number) {
      const same: SQL[] = [];
      if (activity.companyId !== null) same.push(eq(activities.companyId, activity.companyId));
      if (activity.topicId !== null) same.push(eq(activities.topicId, activity.topicId));
      if (same.length === 0) return [] as ActivityRow[];
      return db
        .select(cardColumns)
        .from(activities)
        .leftJoin(companies, eq(companies.id, activities.companyId))
        .where(and(eq(activities.published, true), ne(activities.id, activity.id), or(...same)))
        .orderBy(...statusOrder, asc(activities.id))
        .limit(limit);
    },

    async isListed(activityId: number, mobile: string): Promise<boolean> {
      const rows = await db
        .select({ mobile: activityAccessList.mobile })
        .from(activityAccessList)
        .where(and(eq(activityAccessList.activityId, activityId), eq(activityAccessList.mobile, mobile)));
      return rows.length > 0;
    },

    async addToList(activityId: number, mobiles: string[]): Promise<void> {
      if (mobiles.length === 0) return;
      await db
        .insert(activityAccessList)
        .values(mobiles.map((mobile) => ({ activityId, mobile })))
        .onConflictDoNothing();
    },

    /** What a seat decision needs of an activity, published or not. */
    async seatRules(activityId: number) {
      const [row] = await db
        .select({
          id: activities.id,
          companyId: activities.companyId,
          quota: activities.quota,
          needsApproval: activities.needsApproval,
        })
        .from(activities)
        .where(eq(activities.id, activityId));
      return row;
    },

    /** The activity's company id (null: none), or undefined for an unknown activity; published or not. */
    async companyOf(activityId: number): Promise<number | null | undefined> {
      const [row] = await db
        .select({ companyId: activities.companyId })
        .from(activities)
        .where(eq(activities.id, activityId));
      return row ? row.companyId : undefined;
    },

    /** Any console member of the company (decision 030) is on the sponsor's side of its activities. */
    async isSponsor(companyId: number, userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
      return rows.length > 0;
    },

    /** Makes a user admin of the given companies (all of them when omitted); an existing role is kept. */
    async addSponsor(userId: string, companyIds?: number[]): Promise<void> {
      const ids = companyIds ?? (await db.select({ id: companies.id }).from(companies)).map((row) => row.id);
      if (ids.length === 0) return;
      await db
        .insert(companyMembers)
        .values(ids.map((companyId) => ({ companyId, userId, role: 'admin' })))
        .onConflictDoNothing();
    },
  };
}

export type ActivityDetailRepository = ReturnType<typeof createActivityDetailRepository>;
