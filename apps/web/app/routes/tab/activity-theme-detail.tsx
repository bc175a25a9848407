import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityCard } from '../../components/activity-card.tsx';
import { loadTopicDetail } from '../../features/topics/load-topics.server.ts';
import { TopicDates, TopicStateBadge } from '../../features/topics/topic-card.tsx';
import '../../features/topics/topics.css';
import { serverApi, serverConfig } from '../../lib/api.server.ts';
import { isMobileUserAgent } from '../../lib/device.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
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
  const cover = theme.cover ? new URL(theme.cover, loaderData.origin).toString() : undefined;
  return (
    <main id="main" className="page topic">
      <title>{`${theme.title} · ${t('pages.activityTheme')} · ${t('site.name')}`}</title>
      <meta name="description" content={theme.summary} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={theme.title} />
      <meta property="og:description" content={theme.summary} />
      {cover ? <meta property="og:image" content={cover} /> : null}
      <meta name="twitter:card" content={cover ? 'summary_large_image' : 'summary'} />
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
