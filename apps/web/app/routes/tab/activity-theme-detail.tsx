import { antdLinks } from '../../components/antd-provider.tsx';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { serverConfig } from '../../lib/api.server.ts';
import { isMobileUserAgent } from '../../lib/device.ts';
import type { Route } from './+types/activity-theme-detail';
import { redirectToMobilePage } from './mobile-redirect.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  if (isMobileUserAgent(request.headers.get('user-agent'))) {
    const themeId = new URL(request.url).searchParams.get('themeId') ?? '';
    throw redirectToMobilePage(request, serverConfig(context).mobileThemeUrl, { themeId });
  }
  return null;
}

export const links = antdLinks;

export default function ActivityThemeDetail() {
  return <ComingSoon pageKey="activityThemeDetail" />;
}
