import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { activities, activityGuests, companies, industries } from '@roadshow/db/schema';
import { cardColumns, statusOrder, type ActivityRow } from './activity-repository.ts';
import { inFirstSection, termCondition } from './search-repository.ts';

/** A search over the company library: folded terms (all must match) and filters. */
export interface CompanySearch {
  terms: string[];
  exchange?: string;
  industryCode?: string;
  /** Only companies with an IR website (the IR website search). */
  irOnly?: boolean;
  offset: number;
  limit: number;
}

export interface CompanyRow {
  id: number;
  code: string;
  exchange: string;
  nameZh: string;
  nameEn: string | null;
  nameTc: string | null;
  shortNameZh: string;
  shortNameEn: string | null;
  shortNameTc: string | null;
  logoUrl: string | null;
  irWebsite: string | null;
  introZh: string;
  introEn: string | null;
  introTc: string | null;
  degree: number;
  industryZh: string | null;
  industryEn: string | null;
  industryTc: string | null;
}

export interface AnalystRow {
  code: string;
  nameZh: string;
  nameEn: string | null;
  nameTc: string | null;
  titleZh: string;
  titleEn: string | null;
  titleTc: string | null;
  activityCount: number;
}

const companyColumns = {
  id: companies.id,
  code: companies.code,
  exchange: companies.exchange,
  nameZh: companies.nameZh,
  nameEn: companies.nameEn,
  nameTc: companies.nameTc,
  shortNameZh: companies.shortNameZh,
  shortNameEn: companies.shortNameEn,
  shortNameTc: companies.shortNameTc,
  logoUrl: companies.logoUrl,
  irWebsite: companies.irWebsite,
  introZh: companies.introZh,
  introEn: companies.introEn,
  introTc: companies.introTc,
  degree: companies.degree,
  industryZh: industries.nameZh,
  industryEn: industries.nameEn,
  industryTc: industries.nameTc,
};

/**
 * Decision 013: an analyst is a guest whose title names them an analyst (分析师); guests have no
 * table of their own, so the code is derived from the name, which the seed never repeats.
 */
const ANALYST_TITLE = '%分析师%';
const analystCode = sql<string>`left(md5(${activityGuests.nameZh}), 12)`;
const analystColumns = {
  code: analystCode,
  nameZh: activityGuests.nameZh,
  nameEn: sql<string | null>`min(${activityGuests.nameEn})`,
  nameTc: sql<string | null>`min(${activityGuests.nameTc})`,
  titleZh: sql<string>`min(${activityGuests.titleZh})`,
  titleEn: sql<string | null>`min(${activityGuests.titleEn})`,
  titleTc: sql<string | null>`min(${activityGuests.titleTc})`,
  activityCount: sql<number>`count(distinct ${activityGuests.activityId})::int`,
};

function conditions(db: Db, search: CompanySearch): SQL[] {
  const where: SQL[] = [];
  if (search.exchange !== undefined) where.push(eq(companies.exchange, search.exchange));
  if (search.industryCode !== undefined) {
    const industry = db.select({ id: industries.id }).from(industries).where(eq(industries.code, search.industryCode));
    where.push(inArray(companies.industryId, industry));
  }
  if (search.irOnly) where.push(isNotNull(companies.irWebsite));
  for (const term of search.terms) where.push(termCondition(term, companies.searchText));
  return where;
}

/** The exact stock code first, then hits in the names (before pinyin and industry), then heat. */
function rankOrder(terms: string[]): SQL[] {
  if (terms.length === 0) return [];
  const text = companies.searchText;
  const inNames = (word: string) => inFirstSection(text, word);
  return [desc(sql`(${companies.code} = ${terms.join(' ')})::int`), desc(sql.join(terms.map(inNames), sql` + `))];
}

export function createCompanyRepository(db: Db) {
  return {
    async searchCompanies(search: CompanySearch): Promise<CompanyRow[]> {
      return db
        .select(companyColumns)
        .from(companies)
        .leftJoin(industries, eq(industries.id, companies.industryId))
        .where(and(...conditions(db, search)))
        .orderBy(...rankOrder(search.terms), desc(companies.degree), asc(companies.code))
        .limit(search.limit)
        .offset(search.offset);
    },

    async countCompanies(search: CompanySearch): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(companies)
        .where(and(...conditions(db, search)));
      return row?.n ?? 0;
    },

    async companyByCode(code: string): Promise<CompanyRow | null> {
      const [row] = await db
        .select(companyColumns)
        .from(companies)
        .leftJoin(industries, eq(industries.id, companies.industryId))
        .where(eq(companies.code, code));
      return row ?? null;
    },

    async companiesByCodes(codes: string[]): Promise<CompanyRow[]> {
      if (codes.length === 0) return [];
      return db
        .select(companyColumns)
        .from(companies)
        .leftJoin(industries, eq(industries.id, companies.industryId))
        .where(inArray(companies.code, codes));
    },

    /** The company's published events: live, then upcoming soonest, then the latest finished. */
    async companyActivities(companyId: number, limit: number): Promise<ActivityRow[]> {
      return db
        .select(cardColumns)
        .from(activities)
        .leftJoin(companies, eq(companies.id, activities.companyId))
        .where(and(eq(activities.companyId, companyId), eq(activities.published, true)))
        .orderBy(...statusOrder, asc(activities.id))
        .limit(limit);
    },

    async countCompanyActivities(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(activities)
        .where(and(eq(activities.companyId, companyId), eq(activities.published, true)));
      return row?.n ?? 0;
    },

    /** Analysts who spoke at the company's published events, most frequent first. */
    async companyAnalysts(companyId: number): Promise<AnalystRow[]> {
      return db
        .select(analystColumns)
        .from(activityGuests)
        .innerJoin(activities, eq(activities.id, activityGuests.activityId))
        .where(
          and(
            eq(activities.companyId, companyId),
            eq(activities.published, true),
            sql`${activityGuests.titleZh} like ${ANALYST_TITLE}`,
          ),
        )
        .groupBy(activityGuests.nameZh)
        .orderBy(desc(sql`count(distinct ${activityGuests.activityId})`), asc(activityGuests.nameZh));
    },

    async analystsByCodes(codes: string[]): Promise<AnalystRow[]> {
      if (codes.length === 0) return [];
      return db
        .select(analystColumns)
        .from(activityGuests)
        .where(and(sql`${activityGuests.titleZh} like ${ANALYST_TITLE}`, inArray(analystCode, codes)))
        .groupBy(activityGuests.nameZh);
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
