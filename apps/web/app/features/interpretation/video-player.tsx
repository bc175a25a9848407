import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMmSs } from '@roadshow/contracts/format';
import type { Video } from '@roadshow/contracts/home';
import { browserTransport, createApiClient } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.ts';

// Exact and the same on server and browser, so one more view shows and hydration agrees.
const GROUPED = new Intl.NumberFormat('en-US');

/** The MIME type the browser should expect: HLS playlists play natively where supported (Safari, iOS). */
function sourceType(url: string): string {
  return /\.m3u8(\?|$)/i.test(url) ? 'application/vnd.apple.mpegurl' : 'video/mp4';
}

/**
 * A real <video> with the browser's own controls (keyboard and screen-reader accessible), the cover
 * as poster. The first play of each video on this page counts one view.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const { t } = useTranslation();
  const lang = useLang();
  const counted = useRef<number | null>(null);
  const [views, setViews] = useState(video.viewCount);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setViews(video.viewCount);
    setFailed(false);
  }, [video.videoId, video.viewCount]);

  const countView = () => {
    if (counted.current === video.videoId) return;
    counted.current = video.videoId;
    createApiClient(browserTransport, lang)
      .addVideoView(video.videoId)
      .then(({ viewCount }) => setViews(viewCount))
      // A lost count is not worth troubling the viewer about.
      .catch(() => undefined);
  };

  return (
    <section className="video-player" aria-labelledby="video-player-title">
      {/* The poster is the page's largest paint: ask for it with the document, not after the video element. */}
      <link rel="preload" as="image" href={video.cover} fetchPriority="high" />
      <div className="video-player__frame">
        <video
          key={video.videoId}
          className="video-player__video"
          controls
          playsInline
          preload="metadata"
          poster={video.cover}
          width={1280}
          height={720}
          aria-label={t('media.playerLabel', { title: video.title })}
          onPlay={countView}
          onError={() => setFailed(true)}
        >
          <source src={video.videoUrl} type={sourceType(video.videoUrl)} onError={() => setFailed(true)} />
        </video>
        {failed ? (
          <p className="video-player__failed" role="alert">
            {t('media.playFailed')}
          </p>
        ) : null}
      </div>
      <div className="video-player__info">
        <h2 id="video-player-title" className="video-player__title">
          {video.title}
        </h2>
        <p className="video-player__meta">
          <span>{video.companyName}</span>
          <span>{t(`videoTabs.${video.reportKind}`)}</span>
          <time dateTime={video.publishedAt}>{formatDate(new Date(video.publishedAt))}</time>
          <span>{t('media.duration', { value: formatMmSs(video.durationSeconds) })}</span>
          <span data-testid="video-views">{t('media.views', { value: GROUPED.format(views) })}</span>
        </p>
      </div>
    </section>
  );
}
