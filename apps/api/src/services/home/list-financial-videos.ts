import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import { toVideo } from '../videos/to-video.ts';

/** Spec §9: the latest video list is truncated to 7 (one lead and six others). */
export const VIDEO_LIST_LIMIT = 7;

export async function listFinancialVideos(ctx: Pick<ApiContext, 'repos'>, input: { lang: Lang; tab: number }) {
  const rows = await ctx.repos.homeContent.latestVideos({
    reportKind: input.tab === 1 ? undefined : input.tab,
    limit: VIDEO_LIST_LIMIT,
  });
  return { videoList: rows.map((row) => toVideo(row, input.lang)) };
}
