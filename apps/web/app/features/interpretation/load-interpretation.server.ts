import { data } from 'react-router';
import type { Video } from '@roadshow/contracts/home';
import type { VideoPage } from '@roadshow/contracts/videos';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { readVideoQuery, type VideoQuery } from './video-query.ts';

export interface InterpretationData {
  query: VideoQuery;
  list: VideoPage | null;
  /** The video in the player: the one asked for by `videoId`, else the lead (newest) of the tab. */
  playing: Video | null;
  /** A video was asked for by `videoId` (a shared link): the page is titled after it. */
  shared: boolean;
  /** The API's message when the list could not be loaded. */
  error: string | null;
}

/** /tab/interpretation?tab=&page=&videoId=: an unknown or malformed videoId is the 404 page. */
export async function loadInterpretation(api: ApiClient, url: URL): Promise<InterpretationData> {
  const query = readVideoQuery(url.searchParams);
  const asked = url.searchParams.get('videoId');
  const videoId = asked === null ? null : Number(asked);
  if (videoId !== null && (!Number.isInteger(videoId) || videoId < 1)) throw data(null, { status: 404 });
  const [list, chosen] = await Promise.all([
    api.videoPage(query.tab, query.page).then(
      (page) => ({ page, error: null }),
      (error: unknown) => ({ page: null, error: error instanceof ApiError ? error.message : String(error) }),
    ),
    videoId === null
      ? null
      : api.videoDetail(videoId).catch((error: unknown) => {
          if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
            throw data(null, { status: 404 });
          throw error;
        }),
  ]);
  return {
    query,
    list: list.page,
    shared: chosen !== null,
    playing: chosen ?? list.page?.videoList[0] ?? null,
    error: list.error,
  };
}
