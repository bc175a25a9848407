import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMmSs } from '@roadshow/contracts/format';
import type { Video } from '@roadshow/contracts/home';
import { Icon } from '../../components/icon.tsx';
import { ListState } from '../../components/list-state.tsx';
import { Section } from '../../components/section.tsx';
import { useLang, withLang } from '../../lib/lang.ts';

function VideoTile({ video, lead = false }: { video: Video; lead?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Link
      to={withLang(`/tab/interpretation?videoId=${video.videoId}`, lang)}
      className={`video-tile${lead ? ' video-tile--lead' : ''}`}
    >
      <div className="video-tile__cover">
        <img src={video.cover} alt="" width={640} height={360} loading="lazy" decoding="async" />
        <Icon name="play" className="video-tile__play" />
        <span
          className="video-tile__duration"
          aria-label={t('home.duration', { value: formatMmSs(video.durationSeconds) })}
        >
          {formatMmSs(video.durationSeconds)}
        </span>
        {lead ? <span className="video-tile__lead">{t('home.leadVideo')}</span> : null}
      </div>
      <h3 className="video-tile__title">{video.title}</h3>
      <p className="video-tile__meta">
        {video.companyName} · <time dateTime={video.publishedAt}>{formatDate(new Date(video.publishedAt))}</time>
      </p>
    </Link>
  );
}

/** Spec §9: the latest seven videos, the first as the lead and the next six beside it. */
export function VideoBlock({ videos }: { videos: Video[] | null }) {
  const { t } = useTranslation();
  const [lead, ...others] = videos ?? [];
  return (
    <Section id="videos" title={t('home.videos')} moreHref="/tab/interpretation" className="video-block">
      <ListState loading={false} failed={videos === null} empty={!lead}>
        <div className="video-block__layout">
          {lead ? <VideoTile video={lead} lead /> : null}
          <div className="video-block__others">
            {others.slice(0, 6).map((video) => (
              <VideoTile key={video.videoId} video={video} />
            ))}
          </div>
        </div>
      </ListState>
    </Section>
  );
}
