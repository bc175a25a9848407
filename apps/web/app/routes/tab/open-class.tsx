import { useTranslation } from 'react-i18next';
import { ActivityCard } from '../../components/activity-card.tsx';
import { LinkTabs } from '../../components/link-tabs.tsx';
import { Pager } from '../../components/pager.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
import type { Route } from './+types/open-class';

const TABS = [1, 2, 3, 4];

/** The URL of one tab and page; the all tab and page 1 are left out. */
function classHref(tab: number, page: number) {
  const query = new URLSearchParams();
  if (tab !== 1) query.set('tab', String(tab));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/tab/openClass${search ? `?${search}` : ''}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const askedTab = Number(url.searchParams.get('tab') ?? 1);
  const askedPage = Number(url.searchParams.get('page') ?? 1);
  const tab = TABS.includes(askedTab) ? askedTab : 1;
  const page = Number.isInteger(askedPage) && askedPage >= 1 && askedPage <= 500 ? askedPage : 1;
  try {
    return { tab, page, result: await serverApi(context, langFromRequest(request)).classPage(tab, page), error: null };
  } catch (error) {
    return { tab, page, result: null, error: error instanceof ApiError ? error.message : String(error) };
  }
}

/** Spec §2 /tab/openClass: the open classes by tab (all, investing basics, industry research, rules). */
export default function OpenClass({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { tab, page, result, error } = loaderData;
  return (
    <main id="main" className="page classes">
      <title>{`${t('pages.openClass')} · ${t('site.name')}`}</title>
      <meta name="description" content={t('classes.description')} />
      <h1 className="classes__title">{t('pages.openClass')}</h1>
      <LinkTabs
        label={t('classes.tabsLabel')}
        tabs={TABS.map((key) => ({
          key,
          label: t(`classTabs.${key}`),
          href: withLang(classHref(key, 1), lang),
          current: key === tab,
        }))}
      />
      {error ? (
        <p className="list-state" role="alert">
          {error}
        </p>
      ) : result && result.classList.length === 0 ? (
        <p className="list-state">{t('home.empty')}</p>
      ) : result ? (
        <>
          <div className="card-grid">
            {result.classList.map((activity) => (
              <ActivityCard key={activity.activityId} activity={activity} />
            ))}
          </div>
          <Pager
            page={page}
            total={result.total}
            pageSize={result.pageSize}
            href={(target) => withLang(classHref(tab, target), lang)}
            label={t('classes.pagination')}
          />
        </>
      ) : null}
    </main>
  );
}
