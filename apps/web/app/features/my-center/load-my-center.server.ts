import { redirectDocument } from 'react-router';
import type { Lang } from '@roadshow/contracts/locale';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import type { MyCenterTab } from './my-center-tab.ts';

/** Spec §4: a visitor goes to the identity service to log in, and comes back to this very page. */
export function loginRedirect(request: Request, identityUrl: string, lang: Lang): never {
  const service = new URL(request.url);
  service.searchParams.delete('ticket');
  const params = new URLSearchParams({ appId: 'roadshow', service: service.toString(), lang });
  throw redirectDocument(`${identityUrl.replace(/\/$/, '')}/login?${params.toString()}`, {
    headers: { 'cache-control': 'no-store' },
  });
}

/**
 * The personal center's data: the profile (which also proves who is logged in) and, for the
 * personal-information tab, the region picker's provinces and cities.
 */
export async function loadMyCenter(options: {
  api: ApiClient;
  request: Request;
  identityUrl: string;
  lang: Lang;
  tab: MyCenterTab;
}) {
  const { api, request, identityUrl, lang, tab } = options;
  // Back from logging in: the root loader exchanges the ticket and redirects to this URL without
  // it, with the session cookie set. Until then there is nobody to load.
  if (new URL(request.url).searchParams.has('ticket')) return { tab, profile: null, regions: [] };
  const [profile, regions] = await Promise.all([
    api.userProfile().catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'UNAUTHORIZED') loginRedirect(request, identityUrl, lang);
      throw error;
    }),
    tab === 'personal' ? api.provincesList().then((list) => list.provinces) : [],
  ]);
  return { tab, profile, regions };
}
