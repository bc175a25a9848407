import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityCard as Card } from '@roadshow/contracts/home';
import { ActivityCard } from '../../components/activity-card.tsx';
import { ListState } from '../../components/list-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { homePageCalls } from '@roadshow/contracts/calls/home-page-calls';
import { apiCall, browserTransport } from '../../lib/api-call.ts';
import { useLang } from '../../lib/lang.ts';
import { useTabList } from './use-tab-list.ts';

/** The tabbed lists of the home page, each one entry of the contract table taking { tab }. */
const LOADERS = {
  squareList: homePageCalls.getRoadShowSquareList,
  classroomList: homePageCalls.getClassroomList,
};
type Loader = keyof typeof LOADERS;

/** A card grid under tabs, the first tab rendered with the page and the others fetched when chosen. */
export function TabbedActivityList(props: {
  tabs: number[];
  labelKey: string;
  initial: Card[] | null;
  loader: Loader;
  label: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const load = useCallback(
    async (tab: number) => {
      const result = await apiCall(browserTransport, lang, LOADERS[props.loader], { tab });
      return result.roadShowSquareList;
    },
    [lang, props.loader],
  );
  const list = useTabList<Card>({ tab: props.tabs[0] ?? 1, items: props.initial }, load);
  return (
    <Tabs
      label={props.label}
      activeKey={String(list.tab)}
      onChange={(key) => list.select(Number(key))}
      items={props.tabs.map((tab) => ({ key: String(tab), label: t(`${props.labelKey}.${tab}`) }))}
    >
      <ListState loading={list.loading} failed={list.failed} empty={list.items.length === 0} onRetry={list.retry}>
        <div className="card-grid card-grid--four">
          {list.items.map((activity) => (
            <ActivityCard key={activity.activityId} activity={activity} />
          ))}
        </div>
      </ListState>
    </Tabs>
  );
}
