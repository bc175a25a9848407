import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loadMyCenter, type MyListData } from '../../features/my-center/load-my-center.server.ts';
import { MyCenterNav, tabLabelKey } from '../../features/my-center/my-center-nav.tsx';
import { myCenterTab } from '../../features/my-center/my-center-tab.ts';
import '../../features/my-center/my-center.css';
import '../../features/my-center/my-center-lists.css';
import { MyFeatureList } from '../../features/my-center/my-feature-lists.tsx';
import { MyQuestionList } from '../../features/my-center/my-question-list.tsx';
import { MyRoadshowList } from '../../features/my-center/my-roadshow-list.tsx';
import { PersonalInformation } from '../../features/my-center/personal-information.tsx';
import { VerificationPanel } from '../../features/my-center/verification-panel.tsx';
import type { MyActivityCount } from '@roadshow/contracts/my-center';
import { serverApi, serverConfig } from '../../lib/api.server.ts';
import { langFromRequest, useLang, useRootData } from '../../lib/lang.ts';
import type { Route } from './+types/my-center';

export function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = langFromRequest(request);
  return loadMyCenter({
    api: serverApi(context, lang),
    request,
    identityUrl: serverConfig(context).identityUrl,
    lang,
    tab: myCenterTab(new URL(request.url), params.activeName),
  });
}

// One user's own data: never kept by a shared cache.
export function headers() {
  return { 'cache-control': 'private, no-store' };
}

/** The list a list tab shows. */
function MyList({ list, counts }: { list: MyListData; counts: MyActivityCount }) {
  switch (list.tab) {
    case 'roadshows':
      return <MyRoadshowList data={list.roadshows} counts={counts.roadshows} />;
    case 'questions':
      return <MyQuestionList data={list.questions} />;
    case 'bookings':
      return <MyFeatureList tab="bookings" rows={list.bookings.bookingList} paging={list.bookings} />;
    case 'questionnaires':
      return <MyFeatureList tab="questionnaires" rows={list.questionnaires.questionnaireList} />;
    case 'orders':
      return <MyFeatureList tab="orders" rows={list.orders.orderList} />;
  }
}

/**
 * Spec §2 /tab/myCenter/:activeName?: personal information and my certification, and the lists of
 * spec §7 "Other" (my roadshows by status, my questions, bookings, questionnaires to fill, orders).
 */
export default function MyCenter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const { tab, profile, regions, counts, list } = loaderData;
  const identityBase = (root?.config.identityUrl ?? '/identity').replace(/\/$/, '');
  const service = `${root?.origin ?? ''}${location.pathname}${location.search}`;
  const securityUrl = `${identityBase}/security?${new URLSearchParams({ appId: 'roadshow', service, lang }).toString()}`;
  return (
    <main id="main" className="page my-center">
      <title>{`${t(tabLabelKey(tab))} · ${t('pages.myCenter')} · ${t('site.name')}`}</title>
      <h1 className="my-center__title">{t('pages.myCenter')}</h1>
      <div className="my-center__layout">
        <MyCenterNav active={tab} counts={counts} />
        <div className="my-center__content">
          {list && counts ? (
            <MyList list={list} counts={counts} />
          ) : !profile ? null : tab === 'personal' ? (
            <PersonalInformation profile={profile} provinces={regions} securityUrl={securityUrl} />
          ) : (
            <VerificationPanel />
          )}
        </div>
      </div>
    </main>
  );
}
