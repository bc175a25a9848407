import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@roadshow/contracts/format';
import type { Video } from '@roadshow/contracts/home';
import { browserTransport, createApiClient } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.ts';

/** One vertical clip of the feed: the video with its own controls, the title over its foot. */
export function ShortVideoCard({ video }: { video: Video }) {
  const { t } = useTranslation();
  const lang = useLang();
  const counted = useRef(false);
  const [failed, setFailed] = useState(false);
  const titleId = `short-video-${video.videoId}`;
  return (
    <article className="short-card" aria-labelledby={titleId}>
      <video
        className="short-card__video"
        controls
        playsInline
        loop
        preload="none"
        poster={video.cover}
        aria-label={t('media.playerLabel', { title: video.title })}
        onError={() => setFailed(true)}
        onPlay={() => {
          if (counted.current) return;
          counted.current = true;
          createApiClient(browserTransport, lang)
            .addVideoView(video.videoId)
            .catch(() => undefined);
        }}
      >
        <source src={video.videoUrl} type="video/mp4" onError={() => setFailed(true)} />
      </video>
      <div className="short-card__caption">
        <h2 id={titleId} className="short-card__title">
          {video.title}
        </h2>
        <p className="short-card__meta">
          {video.companyName} · <time dateTime={video.publishedAt}>{formatDate(new Date(video.publishedAt))}</time>
        </p>
        {failed ? (
          <p className="short-card__failed" role="alert">
            {t('media.playFailed')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
