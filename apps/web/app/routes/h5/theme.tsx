import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { MobileActivityItem } from '../../components/mobile-activity-item.tsx';
import { MobileProvider } from '../../components/mobile-provider.tsx';
import '../../features/h5-theme/h5-theme.css';
import { loadTopicDetail } from '../../features/topics/load-topics.server.ts';
import { TopicDates, TopicStateBadge } from '../../features/topics/topic-card.tsx';
import '../../features/topics/topics.css';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
import type { Route } from './+types/theme';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTopicDetail(serverApi(context, langFromRequest(request)), new URL(request.url));
}

/**
 * The mobile topic page (MOBILE_THEME_URL default): phones opening /tab/activityThemeDetail land
 * here with themeId. Same topic API as the desktop page, laid out for one column.
 */
export default function H5Theme({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { theme, activityManageList } = loaderData.detail;
  const cover = theme.cover ? new URL(theme.cover, loaderData.origin).toString() : undefined;
  return (
    <MobileProvider>
      <main id="main" className="mobile-page h5-theme">
        <title>{`${theme.title} · ${t('pages.activityTheme')} · ${t('site.name')}`}</title>
        <meta name="description" content={theme.summary} />
        <meta property="og:type" content="website" />
        <meta property="og:title" content={theme.title} />
        <meta property="og:description" content={theme.summary} />
        {cover ? <meta property="og:image" content={cover} /> : null}
        {/* Our own bar, not antd-mobile's NavBar: its left slot is a role=button div, so a link inside it would nest controls. */}
        <nav className="h5-theme__nav" aria-label={t('pages.activityTheme')}>
          <Link className="h5-theme__back" to={withLang('/tab/activityTheme', lang)}>
            <Icon name="left" /> {t('media.theme.allTopics')}
          </Link>
          <span className="h5-theme__nav-title">{t('pages.activityTheme')}</span>
        </nav>
        <header className="h5-theme__hero">
          <div className="h5-theme__cover">
            {theme.cover ? <img src={theme.cover} alt="" width={640} height={300} fetchPriority="high" /> : null}
            <TopicStateBadge state={theme.state} />
          </div>
          <div className="h5-theme__intro">
            <h1 className="h5-theme__title">{theme.title}</h1>
            <p className="h5-theme__meta">
              <TopicDates topic={theme} />
              <span>{t('topics.activityCount', { count: theme.activityCount })}</span>
            </p>
            <p className="h5-theme__summary">{theme.summary}</p>
          </div>
        </header>
        <section className="h5-theme__activities" aria-labelledby="h5-theme-activities">
          <h2 id="h5-theme-activities" className="h5-theme__heading">
            {t('media.theme.activities')}
          </h2>
          {activityManageList.length === 0 ? (
            <p className="h5-theme__empty">{t('media.theme.noActivities')}</p>
          ) : (
            <ul className="h5-theme__list">
              {activityManageList.map((activity, index) => (
                <li key={activity.activityId}>
                  <MobileActivityItem activity={activity} headingLevel={3} eager={index < 2} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </MobileProvider>
  );
}
