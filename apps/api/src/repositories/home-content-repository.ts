import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { banners, companies, financialVideos, industries } from '@roadshow/db/schema';

/** Reads for the home page's non-activity blocks: videos, hot companies, banners. */
export function createHomeContentRepository(db: Db) {
  return {
    async latestVideos(options: { reportKind?: number; limit: number }) {
      return db
        .select({
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
        })
        .from(financialVideos)
        .innerJoin(companies, eq(companies.id, financialVideos.companyId))
        .where(options.reportKind === undefined ? undefined : eq(financialVideos.reportKind, options.reportKind))
        .orderBy(desc(financialVideos.publishedAt), desc(financialVideos.id))
        .limit(options.limit);
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
