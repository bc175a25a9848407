import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@roadshow/contracts/format';
import type { TopicCard as Topic } from '@roadshow/contracts/topics';
import { useLang, withLang } from '../../lib/lang.ts';

/** "2026-11-07 – 2026-12-06", in China time like every date on the site. */
export function TopicDates({ topic }: { topic: Topic }) {
  return (
    <span className="topic-dates">
      <time dateTime={topic.startTime}>{formatDate(new Date(topic.startTime))}</time>
      {' – '}
      <time dateTime={topic.endTime}>{formatDate(new Date(topic.endTime))}</time>
    </span>
  );
}

export function TopicStateBadge({ state }: { state: Topic['state'] }) {
  const { t } = useTranslation();
  return <span className={`topic-state topic-state--${state}`}>{t(`topics.state.${state}`)}</span>;
}

export function TopicCard({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <article className="topic-card">
      <Link to={withLang(`/tab/activityThemeDetail?themeId=${topic.themeId}`, lang)} className="topic-card__link">
        <div className="topic-card__cover">
          {topic.cover ? (
            <img src={topic.cover} alt="" width={640} height={300} loading="lazy" decoding="async" />
          ) : null}
          <TopicStateBadge state={topic.state} />
        </div>
        <div className="topic-card__body">
          <h2 className="topic-card__title">{topic.title}</h2>
          <p className="topic-card__summary">{topic.summary}</p>
          <p className="topic-card__meta">
            <TopicDates topic={topic} />
            <span>{t('topics.activityCount', { count: topic.activityCount })}</span>
          </p>
        </div>
      </Link>
    </article>
  );
}
