import { antdLinks } from '../../components/antd-provider.tsx';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { serverApi, serverConfig } from '../../lib/api.server.ts';
import { isMobileUserAgent } from '../../lib/device.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/activity-index';
import { redirectToMobilePage } from './mobile-redirect.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (isMobileUserAgent(request.headers.get('user-agent'))) {
    const lang = langFromRequest(request);
    // The H5 sign-up page is handed the access token, the activity and the language.
    const token = await serverApi(context, lang).getAccessToken();
    const activityId = new URL(request.url).searchParams.get('activityId') ?? '';
    throw redirectToMobilePage(request, serverConfig(context).mobileActivityUrl, { token, activityId, lang });
  }
  return null;
}

export const links = antdLinks;

export default function ActivityIndex() {
  return <ComingSoon pageKey="activityIndex" />;
}
