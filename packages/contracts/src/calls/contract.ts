import { activityDetailCalls } from './activity-detail-calls.ts';
import { activityLookupCalls } from './activity-lookup-calls.ts';
import { activityThemeCalls } from './activity-theme-calls.ts';
import { businessCardCalls } from './business-card-calls.ts';
import { classroomCalls } from './classroom-calls.ts';
import { commitmentLetterCalls } from './commitment-letter-calls.ts';
import { companyCalls } from './company-calls.ts';
import { consoleAccessCalls } from './console-access-calls.ts';
import { consoleActivityCalls } from './console-activity-calls.ts';
import { consoleAnalyticsCalls } from './console-analytics-calls.ts';
import { consoleAuditCalls } from './console-audit-calls.ts';
import { consoleListCalls } from './console-list-calls.ts';
import { consoleSignUpCalls } from './console-sign-up-calls.ts';
import { followCalls } from './follow-calls.ts';
import { homePageCalls } from './home-page-calls.ts';
import { indexHomeCalls } from './index-home-calls.ts';
import { logCalls } from './log-calls.ts';
import { newsCalls } from './news-calls.ts';
import { searchCalls } from './search-calls.ts';
import { shareCalls } from './share-calls.ts';
import { signInfoCalls } from './sign-info-calls.ts';
import { signUpCalls } from './sign-up-calls.ts';
import { identityCalls } from './identity-calls.ts';
import { interactCalls } from './interact-calls.ts';

/**
 * The contract: every call of the roadshow API and the identity service that a page makes, by
 * service area. One entry per call (define-call.ts); the API registers routes from it and the web
 * client is typed from it. Add a call here first, then implement it on both sides.
 */
export const contract = {
  indexHome: indexHomeCalls,
  homePage: homePageCalls,
  search: searchCalls,
  log: logCalls,
  activityTheme: activityThemeCalls,
  classroom: classroomCalls,
  news: newsCalls,
  share: shareCalls,
  company: companyCalls,
  follow: followCalls,
  activityDetail: activityDetailCalls,
  activityLookup: activityLookupCalls,
  signUp: signUpCalls,
  signInfo: signInfoCalls,
  businessCard: businessCardCalls,
  commitmentLetter: commitmentLetterCalls,
  identity: identityCalls,
  interact: interactCalls,
  console: {
    ...consoleAccessCalls,
    ...consoleActivityCalls,
    ...consoleListCalls,
    ...consoleSignUpCalls,
    ...consoleAnalyticsCalls,
    ...consoleAuditCalls,
  },
};

export type Contract = typeof contract;
