import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activities, activityGuests, companies, industries, searchWords } from '@roadshow/db/schema';

/** Which rows to index: all, given ids, the activities of given companies, or only never-indexed rows. */
export interface IndexScope {
  activityIds?: number[];
  companyIds?: number[];
  onlyMissing?: boolean;
}

export interface CompanySourceRow {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string | null;
  nameTc: string | null;
  shortNameZh: string;
  shortNameEn: string | null;
  shortNameTc: string | null;
  industryZh: string | null;
  industryEn: string | null;
  industryTc: string | null;
}

export interface ActivitySourceRow {
  id: number;
  titleZh: string;
  titleEn: string | null;
  titleTc: string | null;
  accessMode: string;
  company: CompanySourceRow | null;
}

export interface GuestSourceRow {
  activityId: number;
  nameZh: string;
  nameEn: string | null;
  nameTc: string | null;
}

export interface SearchTextRow {
  id: number;
  searchText: string;
}

const companyColumns = {
  id: companies.id,
  code: companies.code,
  nameZh: companies.nameZh,
  nameEn: companies.nameEn,
  nameTc: companies.nameTc,
  shortNameZh: companies.shortNameZh,
  shortNameEn: companies.shortNameEn,
  shortNameTc: companies.shortNameTc,
  industryZh: industries.nameZh,
  industryEn: industries.nameEn,
  industryTc: industries.nameTc,
};

function activityScope(scope: IndexScope): SQL[] {
  const where: SQL[] = [];
  if (scope.activityIds) where.push(inArray(activities.id, scope.activityIds));
  if (scope.companyIds) where.push(inArray(activities.companyId, scope.companyIds));
  if (scope.onlyMissing) where.push(eq(activities.searchText, ''));
  return where;
}

function companyScope(scope: IndexScope): SQL[] {
  const where: SQL[] = [];
  if (scope.companyIds) where.push(inArray(companies.id, scope.companyIds));
  if (scope.onlyMissing) where.push(eq(companies.searchText, ''));
  return where;
}

/**
 * Reads the text the search indexer folds, in id order one batch at a time (keyset paging, so a
 * batch costs the same at the end of 100,000 rows as at the start), and writes the results back.
 */
export function createSearchIndexRepository(db: Db) {
  // One statement per batch: the new texts travel as one JSON parameter, whatever the batch size.
  const newTexts = (rows: SearchTextRow[]) =>
    sql`jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ id: row.id, search_text: row.searchText })))}::jsonb) as v(id int, search_text text)`;

  return {
    async companySources(scope: IndexScope, afterId: number, limit: number): Promise<CompanySourceRow[]> {
      return db
        .select(companyColumns)
        .from(companies)
        .leftJoin(industries, eq(industries.id, companies.industryId))
        .where(and(gt(companies.id, afterId), ...companyScope(scope)))
        .orderBy(asc(companies.id))
        .limit(limit);
    },

    async activitySources(scope: IndexScope, afterId: number, limit: number): Promise<ActivitySourceRow[]> {
      const rows = await db
        .select({
          id: activities.id,
          titleZh: activities.titleZh,
          titleEn: activities.titleEn,
          titleTc: activities.titleTc,
          accessMode: activities.accessMode,
          company: companyColumns,
        })
        .from(activities)
        .leftJoin(companies, eq(companies.id, activities.companyId))
        .leftJoin(industries, eq(industries.id, companies.industryId))
        .where(and(gt(activities.id, afterId), ...activityScope(scope)))
        .orderBy(asc(activities.id))
        .limit(limit);
      // A left-joined company comes back as an object of nulls when the activity has none.
      return rows.map((row) => ({
        ...row,
        company: row.company.id === null ? null : (row.company as CompanySourceRow),
      }));
    },

    async guestSources(activityIds: number[]): Promise<GuestSourceRow[]> {
      if (activityIds.length === 0) return [];
      return db
        .select({
          activityId: activityGuests.activityId,
          nameZh: activityGuests.nameZh,
          nameEn: activityGuests.nameEn,
          nameTc: activityGuests.nameTc,
        })
        .from(activityGuests)
        .where(inArray(activityGuests.activityId, activityIds))
        .orderBy(asc(activityGuests.activityId), asc(activityGuests.sort));
    },

    /**
     * The activities' texts, and in the same statement the Latin words the database derives from
     * them into search_words (decision 092): a word is never in an activity without being there.
     */
    async writeActivitySearchText(rows: SearchTextRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(
        sql`with updated as (
              update ${activities} set search_text = v.search_text from ${newTexts(rows)}
              where ${activities.id} = v.id
              returning ${activities.latinWords} as words
            )
            insert into ${searchWords} (word) select distinct unnest(words) from updated
            on conflict do nothing`,
      );
    },

    async writeCompanySearchText(rows: SearchTextRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(
        sql`update ${companies} set search_text = v.search_text from ${newTexts(rows)} where ${companies.id} = v.id`,
      );
    },
  };
}

export type SearchIndexRepository = ReturnType<typeof createSearchIndexRepository>;
