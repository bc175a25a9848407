import type { Video } from '@roadshow/contracts/home';
import type { Lang } from '@roadshow/contracts/locale';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { toVideo } from './to-video.ts';

/** One video, for a shared link to the player (`/tab/interpretation?videoId=`). */
export async function getVideoDetail(
  ctx: Pick<ApiContext, 'repos'>,
  input: { lang: Lang; videoId: number },
): Promise<Video> {
  const row = await ctx.repos.homeContent.videoById(input.videoId);
  if (!row) throw new AppError('NOT_FOUND');
  return toVideo(row, input.lang);
}
