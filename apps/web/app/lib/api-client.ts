import type { Envelope } from '@roadshow/contracts/envelope';
import type { ErrorCode } from '@roadshow/contracts/error-codes';
import type { ActivityCard, Banner, HotCompany, SquareTabs, Video } from '@roadshow/contracts/home';
import type { LoginInfo, SessionUser } from '@roadshow/contracts/identity';
import type { BehaviorLogBody, PageLogBody } from '@roadshow/contracts/logs';
import type { Industry, SearchActivitiesQuery, SearchActivitiesResult } from '@roadshow/contracts/search';
import type { Lang } from '@roadshow/contracts/locale';
import { callParameters, callUrlPath, type ApiCall, type ApiTransport } from '../server-context.ts';

/** A failed call, with the API's stable code and its message in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function call<T>(transport: ApiTransport, request: ApiCall): Promise<T> {
  const answer = (await transport(request)) as Envelope<T>;
  if (!answer.success) throw new ApiError(answer.errorCode, answer.errorMsg);
  return answer.result;
}

/** The one typed way pages reach the roadshow API, on the server and in the browser alike. */
export function createApiClient(transport: ApiTransport, lang: Lang) {
  const get = <T>(path: string, query?: ApiCall['query']) => call<T>(transport, { method: 'GET', path, query, lang });
  const post = <T>(path: string, body?: unknown) => call<T>(transport, { method: 'POST', path, body, lang });
  return {
    getAccessToken: () => post<string>('/indexHome/getAccessToken'),
    nearFutureRoadshows: () => post<{ activityManageList: ActivityCard[] }>('/homePage/getNearFutureRoadShowList'),
    recommendedRoadshows: () => post<{ activityManageList: ActivityCard[] }>('/homePage/getRecommendRoadShowList'),
    squareTabs: () => post<SquareTabs>('/homePage/getRoadShowSquareTab'),
    squareList: (tab: number) =>
      get<{ roadShowSquareList: ActivityCard[] }>('/homePage/getRoadShowSquareList', { tab }),
    classroomList: (tab: number) => get<{ roadShowSquareList: ActivityCard[] }>('/homePage/getClassroomList', { tab }),
    offlineResearch: () => get<{ offlineResearchList: ActivityCard[] }>('/homePage/getOfflineResearchList'),
    financialVideos: (tab: number) => get<{ videoList: Video[] }>('/homePage/getFinancialReportVideoList', { tab }),
    hotCompanies: (userId?: string) =>
      post<{ result: { degreeList: HotCompany[] } }>('/homePage/gethotCompanyData', userId ? { userId } : {}),
    banners: () => post<{ bannerPicList: Banner[] }>('/homePage/getBannerConfig'),
    homePicture: () => post<Banner | null>('/homePage/getHomePicture'),
    searchActivities: (query: SearchActivitiesQuery) =>
      get<SearchActivitiesResult>('/search/searchActivities', query as ApiCall['query']),
    industryList: () => get<{ industryList: Industry[] }>('/search/getIndustryList'),
    insertPageLog: (body: PageLogBody) => post<boolean>('/insertPage/insertPageLog', body),
    userBehaviorLog: (body: BehaviorLogBody) => post<boolean>('/log/userBehaviorLog', body),
    getLoginInfo: (query: { ticket: string; service: string; flag?: string }) =>
      get<LoginInfo>('/indexHome/getLoginInfo', query),
    userLogout: () => post<unknown>('/indexHome/userLogout', {}),
    /** Identity call: the server adds header tgt from the HttpOnly ticket cookie. */
    userInfo: () =>
      call<SessionUser>(transport, { method: 'GET', service: 'identity', path: '/v2/user/getUserInfo', lang }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's transport: same-origin fetch of /roadshow, JSON in and out. */
export const browserTransport: ApiTransport = async (call) => {
  const { method, body } = call;
  const url = new URL(callUrlPath(call), window.location.origin);
  url.search = new URLSearchParams(callParameters(call)).toString();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: method === 'POST',
    });
  } catch (error) {
    throw new ApiError('NETWORK', error instanceof Error ? error.message : 'network error');
  }
  return response.json();
};
