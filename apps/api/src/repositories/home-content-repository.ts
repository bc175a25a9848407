import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { banners, companies, financialVideos, industries } from '@roadshow/db/schema';

/** The columns of a video card: the video and its company's short names. */
const videoColumns = {
  id: financialVideos.id,
  titleZh: financialVideos.titleZh,
  titleEn: financialVideos.titleEn,
  titleTc: financialVideos.titleTc,
  coverUrl: financialVideos.coverUrl,
  videoUrl: financialVideos.videoUrl,
  durationSeconds: financialVideos.durationSeconds,
  reportKind: financialVideos.reportKind,
  publishedAt: financialVideos.publishedAt,
  viewCount: financialVideos.viewCount,
  companyCode: companies.code,
  companyShortZh: companies.shortNameZh,
  companyShortEn: companies.shortNameEn,
  companyShortTc: companies.shortNameTc,
};

/** Reads for the home page's non-activity blocks: videos, hot companies, banners. */
export function createHomeContentRepository(db: Db) {
  return {
    async latestVideos(options: { reportKind?: number; limit: number; offset?: number }) {
      return db
        .select(videoColumns)
        .from(financialVideos)
        .innerJoin(companies, eq(companies.id, financialVideos.companyId))
        .where(options.reportKind === undefined ? undefined : eq(financialVideos.reportKind, options.reportKind))
        .orderBy(desc(financialVideos.publishedAt), desc(financialVideos.id))
        .limit(options.limit)
        .offset(options.offset ?? 0);
    },

    async countVideos(options: { reportKind?: number }) {
      const [row] = await db
        .select({ total: count() })
        .from(financialVideos)
        .where(options.reportKind === undefined ? undefined : eq(financialVideos.reportKind, options.reportKind));
      return row?.total ?? 0;
    },

    async videoById(videoId: number) {
      const [row] = await db
        .select(videoColumns)
        .from(financialVideos)
        .innerJoin(companies, eq(companies.id, financialVideos.companyId))
        .where(eq(financialVideos.id, videoId));
      return row ?? null;
    },

    /** One more view, counted in the database so concurrent plays never lose one. */
    async incrementVideoViewCount(videoId: number): Promise<number | null> {
      const rows = await db
        .update(financialVideos)
        .set({ viewCount: sql`${financialVideos.viewCount} + 1` })
        .where(eq(financialVideos.id, videoId))
        .returning({ viewCount: financialVideos.viewCount });
      return rows[0]?.viewCount ?? null;
    },

    async hottestCompanies(limit: number) {
      return db
        .select({
          code: companies.code,
          shortZh: companies.shortNameZh,
          shortEn: companies.shortNameEn,
          shortTc: companies.shortNameTc,
          logoUrl: companies.logoUrl,
          degree: companies.degree,
          industryZh: industries.nameZh,
          industryEn: industries.nameEn,
          industryTc: industries.nameTc,
        })
        .from(companies)
        .leftJoin(industries, eq(industries.id, companies.industryId))
        .orderBy(desc(companies.degree), asc(companies.code))
        .limit(limit);
    },

    async activeBanners(placement: 'home' | 'homePicture') {
      return db
        .select()
        .from(banners)
        .where(and(eq(banners.placement, placement), eq(banners.active, true)))
        .orderBy(asc(banners.sort), asc(banners.id));
    },
  };
}

export type HomeContentRepository = ReturnType<typeof createHomeContentRepository>;
