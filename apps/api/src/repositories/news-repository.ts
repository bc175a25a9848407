import { asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { companies, news } from '@roadshow/db/schema';

const listColumns = {
  id: news.id,
  titleZh: news.titleZh,
  titleEn: news.titleEn,
  titleTc: news.titleTc,
  summaryZh: news.summaryZh,
  summaryEn: news.summaryEn,
  summaryTc: news.summaryTc,
  sourceZh: news.sourceZh,
  sourceEn: news.sourceEn,
  sourceTc: news.sourceTc,
  publishedAt: news.publishedAt,
  companyCode: companies.code,
  companyShortZh: companies.shortNameZh,
  companyShortEn: companies.shortNameEn,
  companyShortTc: companies.shortNameTc,
};

export function createNewsRepository(db: Db) {
  const base = () => db.select(listColumns).from(news).leftJoin(companies, eq(companies.id, news.companyId));
  return {
    /** Newest first. */
    async page(offset: number, limit: number, exceptId?: number) {
      return base()
        .where(exceptId === undefined ? undefined : ne(news.id, exceptId))
        .orderBy(desc(news.publishedAt), asc(news.id))
        .limit(limit)
        .offset(offset);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(news);
      return row?.n ?? 0;
    },

    async byId(id: number) {
      const [row] = await db
        .select({ ...listColumns, bodyZh: news.bodyZh, bodyEn: news.bodyEn, bodyTc: news.bodyTc })
        .from(news)
        .leftJoin(companies, eq(companies.id, news.companyId))
        .where(eq(news.id, id));
      return row;
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
export type NewsRow = Awaited<ReturnType<NewsRepository['page']>>[number];
