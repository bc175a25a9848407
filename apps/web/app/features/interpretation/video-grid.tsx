import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMmSs } from '@roadshow/contracts/format';
import type { Video } from '@roadshow/contracts/home';
import { Icon } from '../../components/icon.tsx';
import { useLang, withLang } from '../../lib/lang.ts';
import { videoHref, type VideoQuery } from './video-query.ts';

/** The videos of the page; the one in the player is marked, the others open in it. */
export function VideoGrid(props: { videos: Video[]; query: VideoQuery; playingId: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className="video-grid">
      {props.videos.map((video, index) => {
        const playing = video.videoId === props.playingId;
        return (
          <li key={video.videoId}>
            <Link
              to={withLang(videoHref(props.query, video.videoId), lang)}
              className={`video-card${playing ? ' is-playing' : ''}`}
              aria-current={playing ? 'true' : undefined}
            >
              <div className="video-card__cover">
                <img src={video.cover} alt="" width={640} height={360} loading="lazy" decoding="async" />
                <Icon name="play" className="video-card__play" />
                <span className="video-card__duration">{formatMmSs(video.durationSeconds)}</span>
                {playing ? (
                  <span className="video-card__badge">{t('media.nowPlaying')}</span>
                ) : index === 0 && props.query.page === 1 ? (
                  <span className="video-card__badge">{t('home.leadVideo')}</span>
                ) : null}
              </div>
              <h3 className="video-card__title">{video.title}</h3>
              <p className="video-card__meta">
                {video.companyName} ·{' '}
                <time dateTime={video.publishedAt}>{formatDate(new Date(video.publishedAt))}</time>
              </p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
