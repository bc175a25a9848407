import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatChinaDateTime, formatCount, timeAgo } from '@roadshow/contracts/format';
import type { ActivityCard as Card } from '@roadshow/contracts/home';
import { useLang, withLang } from '../lib/lang.ts';
import { Icon } from './icon.tsx';

export function StatusBadge({ status }: { status: Card['meetStatus'] }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${status}`}>{t(`status.${status}`)}</span>;
}

/**
 * One activity as a card: cover with status, title, company, time and views. `titleContent` replaces
 * the plain title (e.g. with the search match marked); with `now`, finished events also say how long ago.
 * `priority` marks a card of the first row when its cover is the page's largest paint (the roadshow
 * square on a phone): loaded at once and first, not lazily (decision 059).
 */
export function ActivityCard({
  activity,
  titleContent,
  now,
  priority = false,
}: {
  activity: Card;
  titleContent?: React.ReactNode;
  now?: string;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const href = withLang(`/tab/activityIndex?activityId=${activity.activityId}`, lang);
  return (
    <article className="activity-card">
      <Link to={href} className="activity-card__link">
        <div className="activity-card__cover">
          {activity.cover ? (
            <img
              src={activity.cover}
              alt=""
              width={640}
              height={360}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
            />
          ) : null}
          <StatusBadge status={activity.meetStatus} />
        </div>
        <div className="activity-card__body">
          <h3 className="activity-card__title">{titleContent ?? activity.title}</h3>
          {activity.companyName ? (
            <p className="activity-card__company">
              {activity.companyName}
              {activity.companyCode ? <span className="activity-card__code">{activity.companyCode}</span> : null}
            </p>
          ) : null}
          <p className="activity-card__meta">
            <time dateTime={activity.startTime}>
              {now && (activity.meetStatus === '2' || activity.meetStatus === '3')
                ? timeAgo(new Date(activity.startTime), new Date(now), lang)
                : formatChinaDateTime(activity.startTime)}
            </time>
            <span className="activity-card__views" aria-label={t('home.views', { count: activity.viewCount })}>
              <Icon name="eye" /> {formatCount(activity.viewCount)}
            </span>
          </p>
          {activity.location ? <p className="activity-card__location">{activity.location}</p> : null}
        </div>
      </Link>
    </article>
  );
}
