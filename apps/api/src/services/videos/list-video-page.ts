import type { Lang } from '@roadshow/contracts/locale';
import { VIDEO_PAGE_SIZE, type VideoPage } from '@roadshow/contracts/videos';
import type { ApiContext } from '../../context.ts';
import { toVideo } from './to-video.ts';

/** /tab/interpretation: the videos of a tab (1 latest = every kind), newest first, a page at a time. */
export async function listVideoPage(
  ctx: Pick<ApiContext, 'repos'>,
  input: { lang: Lang; tab: number; page: number },
): Promise<VideoPage> {
  const reportKind = input.tab === 1 ? undefined : input.tab;
  const [rows, total] = await Promise.all([
    ctx.repos.homeContent.latestVideos({
      reportKind,
      limit: VIDEO_PAGE_SIZE,
      offset: (input.page - 1) * VIDEO_PAGE_SIZE,
    }),
    ctx.repos.homeContent.countVideos({ reportKind }),
  ]);
  return { total, page: input.page, pageSize: VIDEO_PAGE_SIZE, videoList: rows.map((row) => toVideo(row, input.lang)) };
}
