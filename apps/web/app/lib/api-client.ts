import type {
  BusinessCardForm as BusinessCardFormValues,
  IdentityDocumentForm as IdentityDocumentFormValues,
} from '@roadshow/contracts/verification';
import type { BehaviorLogBody, PageLogBody } from '@roadshow/contracts/logs';
import type { ProfileTextField, UpdateUserInfoBody } from '@roadshow/contracts/profile';
import type { SearchActivitiesQuery } from '@roadshow/contracts/search';
import type { SearchCompaniesQuery } from '@roadshow/contracts/companies';
import type { FollowRef } from '@roadshow/contracts/follow';
import type { CallInput, CallResult } from '@roadshow/contracts/calls/define-call';
import type { SignBody } from '@roadshow/contracts/activity-detail';
import type { Lang } from '@roadshow/contracts/locale';
import type { AppShareBody } from '@roadshow/contracts/share';
import type { RegistrationDraft } from '@roadshow/contracts/registration-form';
import { callUrlPath, type ApiTransport } from '../server-context.ts';
import { siteContract as contract } from '@roadshow/contracts/calls/site-contract';
import { ApiError, browserTransport, createSend, type Send } from './api-call.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

// The core (apiCall, browserTransport, ApiError) lives in api-call.ts so that the home page's chunk
// need not carry this table of named calls (decision 058); re-exported here for every other page.
export { ApiError, browserTransport };
export { apiCall, createSend, type CallArgs, type Send } from './api-call.ts';

/**
 * The one typed way pages reach the roadshow API, on the server and in the browser alike. Every
 * roadshow call goes through its contract entry (path, method, input and result types); the named
 * methods below only keep the pages' short names.
 */
export function createApiClient(transport: ApiTransport, lang: Lang) {
  const send = createSend(transport, lang);
  const { indexHome, homePage, search, log, activityTheme, classroom, news, share, company, follow } = contract;
  const { signInfo, commitmentLetter: letter } = contract;
  return {
    /** Any call of the contract table, typed from its entry: `api.call(contract.follow.getMyFollowList)`. */
    call: send,
    getAccessToken: () => send(indexHome.getAccessToken),
    nearFutureRoadshows: () => send(homePage.getNearFutureRoadShowList),
    recommendedRoadshows: () => send(homePage.getRecommendRoadShowList),
    squareTabs: () => send(homePage.getRoadShowSquareTab),
    squareList: (tab: number) => send(homePage.getRoadShowSquareList, { tab }),
    classroomList: (tab: number) => send(homePage.getClassroomList, { tab }),
    offlineResearch: () => send(homePage.getOfflineResearchList),
    financialVideos: (tab: number) => send(homePage.getFinancialReportVideoList, { tab }),
    hotCompanies: (userId?: string) => send(homePage.gethotCompanyData, userId ? { userId } : {}),
    banners: () => send(homePage.getBannerConfig),
    homePicture: () => send(homePage.getHomePicture),
    searchActivities: (query: SearchActivitiesQuery) => send(search.searchActivities, query),
    industryList: () => send(search.getIndustryList),
    insertPageLog: (body: PageLogBody) => send(log.insertPageLog, body),
    userBehaviorLog: (body: BehaviorLogBody) => send(log.userBehaviorLog, body),
    topicList: (page: number) => send(activityTheme.getActivityThemeList, { page }),
    topicDetail: (themeId: number) => send(activityTheme.getActivityThemeDetail, { themeId }),
    classPage: (tab: number, page: number) => send(classroom.getClassroomPage, { tab, page }),
    videoPage: (tab: number, page: number) => send(homePage.getFinancialReportVideoPage, { tab, page }),
    videoDetail: (videoId: number) => send(homePage.getFinancialReportVideoDetail, { videoId }),
    addVideoView: (videoId: number) => send(homePage.addVideoViewNum, { videoId }),
    newsList: (page: number) => send(news.getValueNewsList, { page }),
    newsDetail: (newsId: number) => send(news.getValueNewsDetail, { newsId }),
    shortLink: (url: string) => send(share.getShortLink, { url }),
    originalLink: (code: string) => send(share.getOriginalLink, { code }),
    appShareUrl: (body: AppShareBody) => send(share.getAppShareUrl, body),
    searchCompanies: (query: SearchCompaniesQuery) => send(company.searchCompanies, query),
    searchIrWebsites: (query: SearchCompaniesQuery) => send(company.searchIrWebsites, query),
    companyIntroduction: (companyCode: string) => send(company.getCompanyIntroduction, { companyCode }),
    followState: (ref: FollowRef) => send(follow.myFollowInfoSingle, ref),
    addFollow: (ref: FollowRef) => send(follow.addMyFollowSingle, ref),
    cancelFollow: (ref: FollowRef) => send(follow.cancelMyFollowSingleByCode, ref),
    myFollowList: () => send(follow.getMyFollowList),
    getLoginInfo: (query: { ticket: string; service: string; flag?: string }) => send(indexHome.getLoginInfo, query),
    userLogout: () => send(indexHome.userLogout, {}),
    activity: activityCalls(send),
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
      send(signInfo.saveSignInfoToRedis, { activityId, source: '01', form }),
    getSignInfo: (activityId: number) => send(signInfo.getSignInfoFromRedis, { activityId, source: '01' }),
    commitmentLetter: (activityId: number) => send(letter.getCommitmentLetter, { activityId }),
    signCommitmentLetter: (activityId: number, signature: LetterSignature) =>
      send(letter.signCommitmentLetter, { activityId, signature }),
    recordSignatureUuid: (activityId: number) => send(letter.recordSignatureUuid, { activityId }),
    signatureUuidStatus: (activityId: number, signatureUuid: string) =>
      send(letter.signatureUuidStatus, { activityId, signatureUuid }),
    invalidSignatureUuid: (activityId: number, signatureUuid: string) =>
      send(letter.invalidSignatureUuid, { activityId, signatureUuid }),
    letterByToken: (token: string) => send(letter.getCommitmentLetterByToken, { token }),
    signLetterByToken: (token: string, signature: LetterSignature) =>
      send(letter.signCommitmentLetterByToken, { token, signature }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The activity page's calls (sign-up core): all POST with { activityId } as the spec has them. */
function activityCalls(send: Send) {
  const { activityDetail: read, signUp } = contract;
  return {
    detail: (activityId: number) => send(read.getActivityManageDetail, { activityId }),
    content: (activityId: number) => send(read.getActivityContent, { activityId }),
    guests: (activityId: number) => send(read.getGuestPersonList, { activityId }),
    agenda: (activityId: number) => send(read.getMeetingAgendaList, { activityId }),
    company: (activityId: number) => send(read.getCompanyIntroduction, { activityId }),
    files: (activityId: number) => send(read.getFileInfoList, { activityId }),
    related: (activityId: number) => send(read.getRelatedActivityList, { activityId }),
    setting: (activityId: number) => send(read.getAttendSetting, { activityId }),
    signStatus: (activityId: number) => send(signUp.getSignStatus, { activityId }),
    sign: (body: SignBody) => send(signUp.signOrAppointment, body),
    cancel: (activityId: number) => send(signUp.cancelAppointment, { activityId }),
    submitAbsence: (activityId: number, reason: string) => send(signUp.submitAbsenceReason, { activityId, reason }),
    cancelAbsence: (activityId: number) => send(signUp.cancelAbsenceReason, { activityId }),
    viewStart: (activityId: number) => send(signUp.attendActivityStart, { activityId }),
    viewEnd: (activityId: number, viewId: number) => send(signUp.recordActivityEnd, { activityId, viewId }),
  };
}

/** A drawn signature (PNG data URL) or the typed full name. */
export type LetterSignature = CallInput<typeof contract.commitmentLetter.signCommitmentLetter>['signature'];

/** Browser only: what a business-card photo says (spec §7 business card scanning). */
export function scanBusinessCard(file: Blob, lang: Lang) {
  const scanning = contract.businessCard.businessCardScanning;
  const body = new Blob([file], { type: 'application/octet-stream' });
  const path = callUrlPath({ ...scanning, lang });
  return uploadWithProgress<CallResult<typeof scanning>>(`${path}?lang=${lang}`, body, () => undefined);
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
