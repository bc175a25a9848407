import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { MobileActivityItem } from '../../components/mobile-activity-item.tsx';
import { Section } from '../../components/section.tsx';
import { ShareMeta } from '../../lib/share-meta.tsx';
import { ActivityHero } from '../../features/activity/activity-hero.tsx';
import {
  AgendaSection,
  CompanySection,
  ContentSection,
  FilesSection,
  GuestsSection,
} from '../../features/activity/activity-sections.tsx';
import '../../features/activity/activity.css';
import '../../features/activity/h5-activity.css';
import { loadActivityPage } from '../../features/activity/load-activity-page.server.ts';
import { SignPanel } from '../../features/activity/sign-panel.tsx';
import { hasRoom, LiveRoom } from '../../features/activity/live-room/live-room.tsx';
import { QuestionnaireEntry } from '../../features/activity/questionnaire-entry.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
import type { Route } from './+types/activity';

// The form's bottom sheet (antd-mobile Popup + the registration slot) loads only when a user opens it.
const RegistrationSheet = lazy(() => import('../../features/activity/registration-sheet.tsx'));

/** The same data as the desktop page, from the same loader helper (the `token` parameter is not needed: the server has its own). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadActivityPage(serverApi(context, langFromRequest(request)), new URL(request.url));
}

/**
 * Spec §2 "external mobile H5 sign-up page" (MOBILE_ACTIVITY_URL default): phones opening
 * /tab/activityIndex land here with token, activityId and lang. One column, no site header, the
 * desktop page's pieces and its one sign-up button.
 */
export default function H5Activity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { detail, related } = loaderData;
  // Shared links and previews name the one canonical page; phones are sent on here from it.
  const pageUrl = withLang(`/tab/activityIndex?activityId=${detail.activityId}`, lang);
  return (
    <main id="main" className="mobile-page h5-activity">
      <title>{`${detail.title} · ${t('pages.activityIndex')} · ${t('site.name')}`}</title>
      <ShareMeta
        title={detail.title}
        description={detail.summary}
        image={detail.cover}
        url={pageUrl}
        lang={lang}
        origin={loaderData.origin}
        siteName={t('site.name')}
      />
      <nav className="h5-activity__nav" aria-label={t('pages.activityIndex')}>
        <Link className="h5-activity__back" to={withLang('/tab/h5-roadshowSquare', lang)}>
          <Icon name="left" /> {t('h5Activity.allActivities')}
        </Link>
        <span className="h5-activity__nav-title">{t('pages.activityIndex')}</span>
      </nav>
      <ActivityHero detail={detail} pageUrl={pageUrl} followed={loaderData.followed}>
        <SignPanel
          activityId={detail.activityId}
          status={loaderData.status}
          setting={loaderData.setting}
          formHost={RegistrationSheet}
        />
      </ActivityHero>
      <QuestionnaireEntry activityId={detail.activityId} />
      {hasRoom(detail.meetStatus) ? <LiveRoom activityId={detail.activityId} meetStatus={detail.meetStatus} /> : null}
      {detail.summary ? <p className="activity-summary">{detail.summary}</p> : null}
      <ContentSection content={loaderData.content} />
      <GuestsSection guests={loaderData.guests} />
      <AgendaSection agenda={loaderData.agenda} />
      <FilesSection files={loaderData.files} />
      <CompanySection company={loaderData.company} />
      {related.activityManageList.length > 0 ? (
        <Section id="activity-related" title={t('activityPage.related')}>
          <ul className="h5-activity__related">
            {related.activityManageList.map((activity) => (
              <li key={activity.activityId}>
                <MobileActivityItem activity={activity} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </main>
  );
}
