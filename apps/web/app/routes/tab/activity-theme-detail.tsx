import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityCard } from '../../components/activity-card.tsx';
import { SharePanel } from '../../components/share/share-panel.tsx';
import { loadTopicDetail } from '../../features/topics/load-topics.server.ts';
import { TopicDates, TopicStateBadge } from '../../features/topics/topic-card.tsx';
import '../../features/topics/topics.css';
import { serverApi, serverConfig } from '../../lib/api.server.ts';
import { isMobileUserAgent } from '../../lib/device.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
import { ShareMeta } from '../../lib/share-meta.tsx';
import type { Route } from './+types/activity-theme-detail';
import { redirectToMobilePage } from './mobile-redirect.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (isMobileUserAgent(request.headers.get('user-agent'))) {
    throw redirectToMobilePage(request, serverConfig(context).mobileThemeUrl, {
      themeId: url.searchParams.get('themeId') ?? '',
      lang: langFromRequest(request),
    });
  }
  return loadTopicDetail(serverApi(context, langFromRequest(request)), url);
}

/** Spec §2 /tab/activityThemeDetail?themeId: one topic and its activities; previews well when shared. */
export default function ActivityThemeDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { theme, activityManageList } = loaderData.detail;
  const pageUrl = withLang(`/tab/activityThemeDetail?themeId=${theme.themeId}`, lang);
  return (
    <main id="main" className="page topic">
      <title>{`${theme.title} · ${t('pages.activityTheme')} · ${t('site.name')}`}</title>
      <ShareMeta
        title={theme.title}
        description={theme.summary}
        image={theme.cover}
        url={pageUrl}
        lang={lang}
        origin={loaderData.origin}
        siteName={t('site.name')}
      />
      <Link className="topic-back" to={withLang('/tab/activityTheme', lang)}>
        ← {t('topics.back')}
      </Link>
      <header className="topic-hero">
        <div>
          <TopicStateBadge state={theme.state} />
          <h1>{theme.title}</h1>
          <p>{theme.summary}</p>
          <p className="topic-hero__meta">
            <TopicDates topic={theme} />
            <span>{t('topics.activityCount', { count: theme.activityCount })}</span>
          </p>
          <div className="topic-hero__actions">
            <SharePanel url={pageUrl} title={theme.title} text={theme.summary} />
          </div>
        </div>
        {theme.cover ? <img className="topic-hero__cover" src={theme.cover} alt="" width={640} height={300} /> : null}
      </header>
      <h2 className="section__title">{t('topics.activities')}</h2>
      {activityManageList.length === 0 ? (
        <p className="list-state">{t('topics.noActivities')}</p>
      ) : (
        <div className="card-grid">
          {activityManageList.map((activity) => (
            <ActivityCard key={activity.activityId} activity={activity} />
          ))}
        </div>
      )}
    </main>
  );
}
