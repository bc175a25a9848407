import { Link } from 'react-router';
import { formatChinaDateTime } from '@roadshow/contracts/format';
import type { ActivityCard } from '@roadshow/contracts/home';
import { useLang, withLang } from '../lib/lang.ts';
import { StatusBadge } from './activity-card.tsx';
import './mobile-activity-item.css';

/** One activity as a phone list row: thumbnail, status, title, company and start time. */
export function MobileActivityItem({
  activity,
  headingLevel = 2,
  eager = false,
}: {
  activity: ActivityCard;
  headingLevel?: 2 | 3;
  /** The first rows are on screen at once: load their images now, not lazily (LCP). */
  eager?: boolean;
}) {
  const lang = useLang();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link className="m-activity" to={withLang(`/tab/activityIndex?activityId=${activity.activityId}`, lang)}>
      <div className="m-activity__cover">
        {activity.cover ? (
          <img
            src={activity.cover}
            alt=""
            width={128}
            height={72}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <StatusBadge status={activity.meetStatus} />
      </div>
      <div className="m-activity__body">
        <Heading className="m-activity__title">{activity.title}</Heading>
        {activity.companyName ? (
          <p className="m-activity__company">
            {activity.companyName}
            {activity.companyCode ? ` · ${activity.companyCode}` : ''}
          </p>
        ) : null}
        <p className="m-activity__time">
          <time dateTime={activity.startTime}>{formatChinaDateTime(activity.startTime)}</time>
        </p>
      </div>
    </Link>
  );
}
