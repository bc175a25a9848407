import { redirectDocument } from 'react-router';
import { contract } from '@roadshow/contracts/calls/contract';
import type { Lang } from '@roadshow/contracts/locale';
import { myRoadshowStatusSchema } from '@roadshow/contracts/my-center';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { isListTab, type MyCenterTab, type MyListTab } from './my-center-tab.ts';

/** Spec §4: a visitor goes to the identity service to log in, and comes back to this very page. */
export function loginRedirect(request: Request, identityUrl: string, lang: Lang): never {
  const service = new URL(request.url);
  service.searchParams.delete('ticket');
  const params = new URLSearchParams({ appId: 'roadshow', service: service.toString(), lang });
  throw redirectDocument(`${identityUrl.replace(/\/$/, '')}/login?${params.toString()}`, {
    headers: { 'cache-control': 'no-store' },
  });
}

/** A page number from the URL: junk reads as the first page rather than an error page. */
function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** The one list a list tab shows, from its own call of the contract (my-center-calls.ts). */
async function loadList(api: ApiClient, tab: MyListTab, url: URL) {
  const { myCenter } = contract;
  switch (tab) {
    case 'roadshows': {
      const parsed = myRoadshowStatusSchema.safeParse(url.searchParams.get('status'));
      const status = parsed.success ? parsed.data : 'signedUp';
      return { tab, roadshows: await api.call(myCenter.getMyRoadShowListByStatus, { status, page: pageOf(url) }) };
    }
    case 'questions':
      return { tab, questions: await api.call(myCenter.getMyQuestionList, { page: pageOf(url) }) };
    case 'bookings':
      return { tab, bookings: await api.call(myCenter.getMyBookingList, { page: pageOf(url) }) };
    case 'questionnaires':
      return { tab, questionnaires: await api.call(myCenter.getMyQuestionnaireList) };
    case 'orders':
      return { tab, orders: await api.call(myCenter.getMyOrderList) };
  }
}
export type MyListData = Awaited<ReturnType<typeof loadList>>;

/**
 * The personal center's data: the counts beside every list tab (which also prove who is logged in),
 * the profile for the first two tabs (and, for personal information, the region picker's provinces
 * and cities), or the one list the tab shows.
 */
export async function loadMyCenter(options: {
  api: ApiClient;
  request: Request;
  identityUrl: string;
  lang: Lang;
  tab: MyCenterTab;
}) {
  const { api, request, identityUrl, lang, tab } = options;
  const url = new URL(request.url);
  // Back from logging in: the root loader exchanges the ticket and redirects to this URL without
  // it, with the session cookie set. Until then there is nobody to load.
  if (url.searchParams.has('ticket')) return { tab, profile: null, regions: [], counts: null, list: null };
  const toLogin = (error: unknown): never => {
    if (error instanceof ApiError && error.code === 'UNAUTHORIZED') loginRedirect(request, identityUrl, lang);
    throw error;
  };
  const [counts, profile, regions, list] = await Promise.all([
    api.call(contract.myCenter.getMyActivityCount).catch(toLogin),
    isListTab(tab) ? null : api.userProfile().catch(toLogin),
    tab === 'personal' ? api.provincesList().then((answer) => answer.provinces) : [],
    isListTab(tab) ? loadList(api, tab, url).catch(toLogin) : null,
  ]);
  return { tab, profile, regions, counts, list };
}
