import { useTranslation } from 'react-i18next';
import { formatChinaDateTime } from '@roadshow/contracts/format';
import type { ActivityDetail } from '@roadshow/contracts/activity-detail';
import { StatusBadge } from '../../components/activity-card.tsx';
import { ActivityHeaderActions } from './header-slots.tsx';

/** Title, status, time, place and company of an activity, with the header's action slots. */
export function ActivityHero(props: {
  detail: ActivityDetail;
  pageUrl: string;
  followed: boolean;
  children: React.ReactNode;
}) {
  const { detail, children } = props;
  const { t } = useTranslation();
  return (
    <header className="activity-hero">
      {detail.cover ? (
        <img className="activity-hero__cover" src={detail.cover} alt="" width={640} height={360} fetchPriority="high" />
      ) : null}
      <div className="activity-hero__body">
        <p className="activity-hero__badges">
          <StatusBadge status={detail.meetStatus} />
          <span className="activity-hero__mode">{t(`activityPage.mode.${detail.accessMode}`)}</span>
        </p>
        <h1 className="activity-hero__title">{detail.title}</h1>
        <dl className="activity-hero__facts">
          <div>
            <dt>{t('activityPage.time')}</dt>
            <dd>
              <time dateTime={detail.startTime}>{formatChinaDateTime(detail.startTime)}</time> –{' '}
              <time dateTime={detail.endTime}>{formatChinaDateTime(detail.endTime)}</time>
            </dd>
          </div>
          {detail.location ? (
            <div>
              <dt>{t('activityPage.location')}</dt>
              <dd>{detail.location}</dd>
            </div>
          ) : null}
          {detail.company ? (
            <div>
              <dt>{t('activityPage.company')}</dt>
              <dd>
                {detail.company.companyName} <span className="activity-hero__code">{detail.company.companyCode}</span>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="activity-hero__actions">
          <ActivityHeaderActions detail={detail} pageUrl={props.pageUrl} followed={props.followed} />
        </div>
        {children}
      </div>
    </header>
  );
}
