import type { Video } from '@roadshow/contracts/home';
import type { Lang } from '@roadshow/contracts/locale';
import type { HomeContentRepository } from '../../repositories/home-content-repository.ts';
import { localize } from '../i18n/localize.ts';

type VideoRow = Awaited<ReturnType<HomeContentRepository['latestVideos']>>[number];

/** A video row as the API shows it, in the request's language. */
export function toVideo(row: VideoRow, lang: Lang): Video {
  return {
    videoId: row.id,
    title: localize(lang, row.titleZh, row.titleEn, row.titleTc),
    cover: row.coverUrl,
    videoUrl: row.videoUrl,
    durationSeconds: row.durationSeconds,
    reportKind: row.reportKind,
    publishedAt: row.publishedAt.toISOString(),
    viewCount: row.viewCount,
    companyCode: row.companyCode,
    companyName: localize(lang, row.companyShortZh, row.companyShortEn, row.companyShortTc),
  };
}
