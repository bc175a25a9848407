import { useTranslation } from 'react-i18next';
import { ActivityHero } from '../../features/activity/activity-hero.tsx';
import {
  AgendaSection,
  CompanySection,
  ContentSection,
  FilesSection,
  GuestsSection,
  RelatedSection,
} from '../../features/activity/activity-sections.tsx';
import '../../features/activity/activity.css';
import { loadActivityPage } from '../../features/activity/load-activity-page.server.ts';
import { SignPanel } from '../../features/activity/sign-panel.tsx';
import { hasRoom, LiveRoom } from '../../features/activity/live-room/live-room.tsx';
import { QuestionnaireEntry } from '../../features/activity/questionnaire-entry.tsx';
import { serverApi, serverConfig } from '../../lib/api.server.ts';
import { isMobileUserAgent } from '../../lib/device.ts';
import { langFromRequest, useLang, withLang } from '../../lib/lang.ts';
import { ShareMeta } from '../../lib/share-meta.tsx';
import type { Route } from './+types/activity-index';
import { redirectToMobilePage } from './mobile-redirect.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromRequest(request);
  if (isMobileUserAgent(request.headers.get('user-agent'))) {
    // The H5 sign-up page is handed the access token, the activity and the language.
    const token = await serverApi(context, lang).getAccessToken();
    const activityId = new URL(request.url).searchParams.get('activityId') ?? '';
    throw redirectToMobilePage(request, serverConfig(context).mobileActivityUrl, { token, activityId, lang });
  }
  return loadActivityPage(serverApi(context, lang), new URL(request.url));
}

/** Spec §2 /tab/activityIndex?activityId: one activity, everything the viewer may see, and what to do next. */
export default function ActivityIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { detail } = loaderData;
  const lang = useLang();
  const pageUrl = withLang(`/tab/activityIndex?activityId=${detail.activityId}`, lang);
  return (
    <main id="main" className="page activity-page">
      <title>{`${detail.title} · ${t('pages.activityIndex')} · ${t('site.name')}`}</title>
      <meta name="description" content={detail.summary} />
      <ShareMeta
        title={detail.title}
        description={detail.summary}
        image={detail.cover}
        url={pageUrl}
        lang={lang}
        origin={loaderData.origin}
        siteName={t('site.name')}
      />
      <ActivityHero detail={detail} pageUrl={pageUrl} followed={loaderData.followed}>
        <SignPanel activityId={detail.activityId} status={loaderData.status} setting={loaderData.setting} />
      </ActivityHero>
      <QuestionnaireEntry activityId={detail.activityId} />
      {hasRoom(detail.meetStatus) ? <LiveRoom activityId={detail.activityId} meetStatus={detail.meetStatus} /> : null}
      {detail.summary ? <p className="activity-summary">{detail.summary}</p> : null}
      <div className="activity-columns">
        <div className="activity-columns__main">
          <ContentSection content={loaderData.content} />
          <AgendaSection agenda={loaderData.agenda} />
          <FilesSection files={loaderData.files} />
        </div>
        <aside className="activity-columns__side">
          <GuestsSection guests={loaderData.guests} />
          <CompanySection company={loaderData.company} />
        </aside>
      </div>
      <RelatedSection related={loaderData.related} />
    </main>
  );
}
