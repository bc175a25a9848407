import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager.tsx';
import { loadTopicList } from '../../features/topics/load-topics.server.ts';
import { TopicCard } from '../../features/topics/topic-card.tsx';
import '../../features/topics/topics.css';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
import type { Route } from './+types/activity-theme';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTopicList(serverApi(context, langFromRequest(request)), new URL(request.url));
}

/** Spec §2 /tab/activityTheme: the event topics, newest first, paged. */
export default function ActivityTheme({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { list, error, page } = loaderData;
  return (
    <main id="main" className="page topics">
      <title>{`${t('pages.activityTheme')} · ${t('site.name')}`}</title>
      <meta name="description" content={t('topics.description')} />
      <h1 className="topics__title">{t('pages.activityTheme')}</h1>
      {error ? (
        <p className="list-state" role="alert">
          {error}
        </p>
      ) : list && list.themeList.length === 0 ? (
        <p className="list-state">{t('topics.empty')}</p>
      ) : list ? (
        <>
          <div className="topics__grid">
            {list.themeList.map((topic) => (
              <TopicCard key={topic.themeId} topic={topic} />
            ))}
          </div>
          <Pager
            page={page}
            total={list.total}
            pageSize={list.pageSize}
            href={(target) => withLang(target > 1 ? `/tab/activityTheme?page=${target}` : '/tab/activityTheme', lang)}
            label={t('topics.pagination')}
          />
        </>
      ) : null}
    </main>
  );
}
