import type { ActivityCard as Card } from '@roadshow/contracts/home';
import { ActivityCard } from '../../components/activity-card.tsx';
import { ListState } from '../../components/list-state.tsx';
import { Section } from '../../components/section.tsx';

/** A titled grid of activities: recommended roadshows, research visits. */
export function ActivityGridBlock(props: {
  id: string;
  title: string;
  items: Card[] | null;
  moreHref?: string;
  columns?: 'three' | 'four';
}) {
  return (
    <Section id={props.id} title={props.title} moreHref={props.moreHref}>
      <ListState loading={false} failed={props.items === null} empty={(props.items ?? []).length === 0}>
        <div className={`card-grid card-grid--${props.columns ?? 'four'}`}>
          {(props.items ?? []).map((activity) => (
            <ActivityCard key={activity.activityId} activity={activity} />
          ))}
        </div>
      </ListState>
    </Section>
  );
}
