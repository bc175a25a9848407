import type { Video } from '@roadshow/contracts/home';
import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import { localize } from '../i18n/localize.ts';

/** Spec §9: the latest video list is truncated to 7 (one lead and six others). */
export const VIDEO_LIST_LIMIT = 7;

export async function listFinancialVideos(ctx: Pick<ApiContext, 'repos'>, input: { lang: Lang; tab: number }) {
  const rows = await ctx.repos.homeContent.latestVideos({
    reportKind: input.tab === 1 ? undefined : input.tab,
    limit: VIDEO_LIST_LIMIT,
  });
  const videoList: Video[] = rows.map((row) => ({
    videoId: row.id,
    title: localize(input.lang, row.titleZh, row.titleEn, row.titleTc),
    cover: row.coverUrl,
    videoUrl: row.videoUrl,
    durationSeconds: row.durationSeconds,
    reportKind: row.reportKind,
    publishedAt: row.publishedAt.toISOString(),
    viewCount: row.viewCount,
    companyCode: row.companyCode,
    companyName: localize(input.lang, row.companyShortZh, row.companyShortEn, row.companyShortTc),
  }));
  return { videoList };
}
