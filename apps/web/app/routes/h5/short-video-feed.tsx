import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { announceReady, MICRO_FRONTEND_MARKER } from '../../features/short-video/frame-src.ts';
import { ShortVideoCard } from '../../features/short-video/short-video-card.tsx';
import '../../features/short-video/short-video-feed.css';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/short-video-feed';

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const page = await serverApi(context, langFromRequest(request)).videoPage(1, 1);
    return { videos: page.videoList, error: null };
  } catch (error) {
    return { videos: [], error: error instanceof ApiError ? error.message : String(error) };
  }
}

/**
 * The built-in short-video micro-frontend that /tab/shortVideo frames by default: a vertical feed,
 * one clip a screen. It tells a parent that it is up, the way any micro-frontend there may.
 */
export default function ShortVideoFeed({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { videos, error } = loaderData;
  useEffect(() => {
    announceReady(window);
  }, []);
  return (
    <main id="main" className="short-feed" {...{ [MICRO_FRONTEND_MARKER]: 'short-video' }}>
      <title>{`${t('media.shortVideo.feedTitle')} · ${t('site.name')}`}</title>
      <h1 className="visually-hidden">{t('media.shortVideo.feedTitle')}</h1>
      {error ? (
        <p className="short-feed__state" role="alert">
          {error}
        </p>
      ) : videos.length === 0 ? (
        <p className="short-feed__state">{t('media.shortVideo.empty')}</p>
      ) : (
        // The list is its own scroller: focusable, so keys can scroll it too.
        <ul className="short-feed__list" aria-label={t('media.shortVideo.feedLabel')} tabIndex={0}>
          {videos.map((video) => (
            <li key={video.videoId} className="short-feed__item">
              <ShortVideoCard video={video} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
