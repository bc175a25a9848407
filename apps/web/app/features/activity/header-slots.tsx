import type { ActivityDetail } from '@roadshow/contracts/activity-detail';
import { FollowButton } from '../../components/follow-button.tsx';
import { AddToCalendar } from './add-to-calendar.tsx';
import { SharePanel } from '../../components/share/share-panel.tsx';

/** The activity header's actions: follow the company, share the page, add the event to a calendar. */
export function ActivityHeaderActions(props: { detail: ActivityDetail; pageUrl: string; followed: boolean }) {
  const { detail } = props;
  return (
    <>
      {detail.company ? (
        <FollowButton
          targetType="company"
          code={detail.company.companyCode}
          name={detail.company.companyName}
          initialFollowed={props.followed}
        />
      ) : null}
      <SharePanel url={props.pageUrl} title={detail.title} text={detail.summary} />
      <AddToCalendar activityId={detail.activityId} />
    </>
  );
}
