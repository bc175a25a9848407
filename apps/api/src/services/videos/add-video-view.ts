import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';

/**
 * Counts one play. Like activity views, cached lists keep their count until their TTL runs out
 * rather than being cleared on every play.
 */
export async function addVideoView(ctx: Pick<ApiContext, 'repos'>, input: { videoId: number }) {
  const viewCount = await ctx.repos.homeContent.incrementVideoViewCount(input.videoId);
  if (viewCount === null) throw new AppError('NOT_FOUND');
  return { viewCount };
}
