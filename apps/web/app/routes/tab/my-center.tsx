import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loadMyCenter } from '../../features/my-center/load-my-center.server.ts';
import { MyCenterNav } from '../../features/my-center/my-center-nav.tsx';
import { myCenterTab } from '../../features/my-center/my-center-tab.ts';
import '../../features/my-center/my-center.css';
import { PersonalInformation } from '../../features/my-center/personal-information.tsx';
import { VerificationPanel } from '../../features/my-center/verification-panel.tsx';
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

/** Spec §2 /tab/myCenter/:activeName?: personal information and my certification, for the logged-in user. */
export default function MyCenter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const location = useLocation();
  const { tab, profile, regions } = loaderData;
  const identityBase = (root?.config.identityUrl ?? '/identity').replace(/\/$/, '');
  const service = `${root?.origin ?? ''}${location.pathname}${location.search}`;
  const securityUrl = `${identityBase}/security?${new URLSearchParams({ appId: 'roadshow', service, lang }).toString()}`;
  return (
    <main id="main" className="page my-center">
      <title>{`${t(`myCenter.${tab}`)} · ${t('pages.myCenter')} · ${t('site.name')}`}</title>
      <h1 className="my-center__title">{t('pages.myCenter')}</h1>
      <div className="my-center__layout">
        <MyCenterNav active={tab} />
        <div className="my-center__content">
          {!profile ? null : tab === 'personal' ? (
            <PersonalInformation profile={profile} provinces={regions} securityUrl={securityUrl} />
          ) : (
            <VerificationPanel />
          )}
        </div>
      </div>
    </main>
  );
}
