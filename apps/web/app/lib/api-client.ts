import type { Envelope, FieldError } from '@roadshow/contracts/envelope';
import type { ErrorCode } from '@roadshow/contracts/error-codes';
import type { ActivityCard, Banner, HotCompany, SquareTabs, Video } from '@roadshow/contracts/home';
import type { LoginInfo } from '@roadshow/contracts/identity';
import type {
  BusinessCardForm as BusinessCardFormValues,
  IdentityDocumentForm as IdentityDocumentFormValues,
} from '@roadshow/contracts/verification';
import type { BehaviorLogBody, PageLogBody } from '@roadshow/contracts/logs';
import type { ProfileTextField, UpdateUserInfoBody } from '@roadshow/contracts/profile';
import type { Industry, SearchActivitiesQuery, SearchActivitiesResult } from '@roadshow/contracts/search';
import type { ClassPage } from '@roadshow/contracts/classes';
import type { CompanyIntroduction, SearchCompaniesQuery, SearchCompaniesResult } from '@roadshow/contracts/companies';
import type { FollowRef } from '@roadshow/contracts/follow';
import { contract } from '@roadshow/contracts/calls/contract';
import type { CallDefinition, CallInput, CallResult } from '@roadshow/contracts/calls/define-call';
import type {
  ActivityDetail,
  AgendaList,
  AttendSetting,
  SignBody,
  SignResult,
  SignStatus,
} from '@roadshow/contracts/activity-detail';
import type { Lang } from '@roadshow/contracts/locale';
import type { NewsDetail, NewsList } from '@roadshow/contracts/news';
import type { AppShare, AppShareBody, OriginalLink, ShortLink } from '@roadshow/contracts/share';
import type { TopicDetail, TopicList } from '@roadshow/contracts/topics';
import type { VideoPage } from '@roadshow/contracts/videos';
import type { BusinessCardFields, RegistrationDraft, SignInfoResult } from '@roadshow/contracts/registration-form';
import type { LetterForSigning, LetterStatus, SignatureAttempt } from '@roadshow/contracts/commitment-letter';
import { callParameters, callUrlPath, type ApiCall, type ApiTransport } from '../server-context.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

/** A failed call, with the API's stable code and its message in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    /** The failing fields (path `body.email` and a message), when the call names them. */
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function call<T>(transport: ApiTransport, request: ApiCall): Promise<T> {
  const answer = (await transport(request)) as Envelope<T>;
  if (!answer.success) throw new ApiError(answer.errorCode, answer.errorMsg, answer.fields);
  return answer.result;
}

/** The arguments of a contract call: its input, or nothing for a call without one. */
type CallArgs<D extends CallDefinition> = CallInput<D> extends undefined ? [] : [input: CallInput<D>];

/** Makes one call of the contract table; its argument and answer types come from the entry. */
function callContract<D extends CallDefinition>(
  transport: ApiTransport,
  lang: Lang,
  definition: D,
  ...[input]: CallArgs<D>
): Promise<CallResult<D>> {
  const { method, service, path } = definition;
  const request: ApiCall =
    method === 'GET'
      ? { method, service, path, lang, query: input as ApiCall['query'] }
      : { method, service, path, lang, body: input ?? {} };
  return call<CallResult<D>>(transport, request);
}

/** The one typed way pages reach the roadshow API, on the server and in the browser alike. */
export function createApiClient(transport: ApiTransport, lang: Lang) {
  const get = <T>(path: string, query?: ApiCall['query']) => call<T>(transport, { method: 'GET', path, query, lang });
  const post = <T>(path: string, body?: unknown) => call<T>(transport, { method: 'POST', path, body, lang });
  const send = <D extends CallDefinition>(definition: D, ...input: CallArgs<D>) =>
    callContract(transport, lang, definition, ...input);
  return {
    /** Any call of the contract table, typed from its entry: `api.call(contract.follow.getMyFollowList)`. */
    call: send,
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
    topicList: (page: number) => get<TopicList>('/activityTheme/getActivityThemeList', { page }),
    topicDetail: (themeId: number) => get<TopicDetail>('/activityTheme/getActivityThemeDetail', { themeId }),
    classPage: (tab: number, page: number) => get<ClassPage>('/classroom/getClassroomPage', { tab, page }),
    videoPage: (tab: number, page: number) => get<VideoPage>('/homePage/getFinancialReportVideoPage', { tab, page }),
    videoDetail: (videoId: number) => get<Video>('/homePage/getFinancialReportVideoDetail', { videoId }),
    addVideoView: (videoId: number) => post<{ viewCount: number }>('/homePage/addVideoViewNum', { videoId }),
    newsList: (page: number) => get<NewsList>('/news/getValueNewsList', { page }),
    newsDetail: (newsId: number) => get<NewsDetail>('/news/getValueNewsDetail', { newsId }),
    shortLink: (url: string) => get<ShortLink>('/share/getShortLink', { url }),
    originalLink: (code: string) => get<OriginalLink>('/share/getOriginalLink', { code }),
    appShareUrl: (body: AppShareBody) => post<AppShare>('/share/getAppShareUrl', body),
    searchCompanies: (query: SearchCompaniesQuery) =>
      get<SearchCompaniesResult>('/search/searchCompanies', query as ApiCall['query']),
    searchIrWebsites: (query: SearchCompaniesQuery) =>
      get<SearchCompaniesResult>('/search/searchIrWebsites', query as ApiCall['query']),
    companyIntroduction: (companyCode: string) =>
      get<CompanyIntroduction>('/activity/getCompanyIntroduction', { companyCode }),
    followState: (ref: FollowRef) => send(contract.follow.myFollowInfoSingle, ref),
    addFollow: (ref: FollowRef) => send(contract.follow.addMyFollowSingle, ref),
    cancelFollow: (ref: FollowRef) => send(contract.follow.cancelMyFollowSingleByCode, ref),
    myFollowList: () => send(contract.follow.getMyFollowList),
    getLoginInfo: (query: { ticket: string; service: string; flag?: string }) =>
      get<LoginInfo>('/indexHome/getLoginInfo', query),
    userLogout: () => post<unknown>('/indexHome/userLogout', {}),
    activity: activityCalls(post),
    // Identity calls (contract: identity-calls.ts): the server adds header tgt from the HttpOnly ticket cookie.
    userInfo: () => send(contract.identity.getUserInfo),
    userProfile: () => send(contract.identity.getUserProfile),
    updateUserInfo: (body: UpdateUserInfoBody) => send(contract.identity.updateUserInfo, body),
    userInfoSafetyCheck: (body: Partial<Record<ProfileTextField, string>>) =>
      send(contract.identity.updateUserInfoSafetyCheck, body),
    provincesList: () => send(contract.identity.provincesList),
    verificationInfo: (kind: 'card' | 'id') =>
      kind === 'card'
        ? send(contract.identity.getBusinessInfoByUserId, {})
        : send(contract.identity.getIdentityInfoByUserId, {}),
    submitBusinessCard: (body: BusinessCardFormValues) => send(contract.identity.verifyBusinessCardAndSave, body),
    submitIdentityDocument: (body: IdentityDocumentFormValues) => send(contract.identity.saveIdentityCardInfo, body),
    // Sign-up extras: the registration form's short-lived store and the commitment letter.
    saveSignInfo: (activityId: number, form: RegistrationDraft) =>
      post<{ savedAt: string }>('/activity/saveSignInfoToRedis', { activityId, source: '01', form }),
    getSignInfo: (activityId: number) =>
      post<SignInfoResult>('/activity/getSignInfoFromRedis', { activityId, source: '01' }),
    commitmentLetter: (activityId: number) => post<LetterStatus>('/activity/getCommitmentLetter', { activityId }),
    signCommitmentLetter: (activityId: number, signature: LetterSignature) =>
      post<LetterStatus>('/activity/signCommitmentLetter', { activityId, signature }),
    recordSignatureUuid: (activityId: number) =>
      post<SignatureAttempt>('/activity/recordSignatureUuid', { activityId }),
    signatureUuidStatus: (activityId: number, signatureUuid: string) =>
      get<{ status: 'pending' | 'signed' | 'expired' | 'invalid' }>('/activity/signatureUuidStatus', {
        activityId,
        signatureUuid,
      }),
    invalidSignatureUuid: (activityId: number, signatureUuid: string) =>
      post<boolean>('/activity/invalidSignatureUuid', { activityId, signatureUuid }),
    letterByToken: (token: string) => post<LetterForSigning>('/activity/getCommitmentLetterByToken', { token }),
    signLetterByToken: (token: string, signature: LetterSignature) =>
      post<LetterStatus>('/activity/signCommitmentLetterByToken', { token, signature }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The activity page's calls (sign-up core): all POST with { activityId } as the spec has them. */
function activityCalls(post: <T>(path: string, body?: unknown) => Promise<T>) {
  const one =
    <T>(name: string) =>
    (activityId: number) =>
      post<T>(`/activity/${name}`, { activityId });
  return {
    detail: one<ActivityDetail>('getActivityManageDetail'),
    content: one<{ content: string }>('getActivityContent'),
    guests: one<{ guestList: { name: string; title: string; avatar: string | null }[] }>('getGuestPersonList'),
    agenda: one<AgendaList>('getMeetingAgendaList'),
    company: one<{
      company: { companyCode: string; companyName: string; companyLogo: string | null } | null;
      introduction: string;
      irWebsite: string | null;
    }>('getCompanyIntroduction'),
    files: one<{ fileList: { fileId: number; name: string; mimeType: string; sizeBytes: number }[] }>(
      'getFileInfoList',
    ),
    related: one<{ activityManageList: ActivityCard[] }>('getRelatedActivityList'),
    setting: one<AttendSetting>('getAttendSetting'),
    signStatus: one<SignStatus>('getSignStatus'),
    sign: (body: SignBody) => post<SignResult>('/activity/signOrAppointment', body),
    cancel: one<{ state: 'withdrawn'; promoted: boolean }>('cancelAppointment'),
    submitAbsence: (activityId: number, reason: string) =>
      post<{ absenceReason: string | null }>('/activity/submitAbsenceReason', { activityId, reason }),
    cancelAbsence: one<{ absenceReason: null }>('cancelAbsenceReason'),
    viewStart: one<{ viewId: number }>('attendActivityStart'),
    viewEnd: (activityId: number, viewId: number) =>
      post<{ seconds: number }>('/activity/recordActivityEnd', { activityId, viewId }),
  };
}

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

/** A drawn signature (PNG data URL) or the typed full name. */
export interface LetterSignature {
  drawing?: string;
  typedName?: string;
}

/** Browser only: what a business-card photo says (spec §7 business card scanning). */
export function scanBusinessCard(file: Blob, lang: Lang) {
  const body = new Blob([file], { type: 'application/octet-stream' });
  const path = callUrlPath({ method: 'POST', path: '/activity/businessCardScanning', lang });
  return uploadWithProgress<BusinessCardFields>(`${path}?lang=${lang}`, body, () => undefined);
}

/** Browser only: a business-card or document photo, like the avatar below. */
export function uploadVerificationImage(
  kind: 'card' | 'id',
  file: Blob,
  lang: Lang,
  onProgress: (fraction: number) => void,
) {
  const body = new Blob([file], { type: 'application/octet-stream' });
  const { method, service, path: callPath } = contract.identity.uploadVerificationImage;
  const path = callUrlPath({ method, service, path: callPath, lang });
  return uploadWithProgress<CallResult<typeof contract.identity.uploadVerificationImage>>(
    `${path}?kind=${kind}&lang=${lang}`,
    body,
    onProgress,
  );
}

/**
 * Browser only: a new avatar, sent as the raw body with progress (0 to 1). It goes as
 * octet-stream whatever the file claims: the identity service reads the type from the bytes.
 */
export function uploadUserImage(file: Blob, lang: Lang, onProgress: (fraction: number) => void) {
  const body = new Blob([file], { type: 'application/octet-stream' });
  const { method, service, path: callPath } = contract.identity.uploadUserImage;
  const path = callUrlPath({ method, service, path: callPath, lang });
  return uploadWithProgress<CallResult<typeof contract.identity.uploadUserImage>>(
    `${path}?lang=${lang}`,
    body,
    onProgress,
  );
}
