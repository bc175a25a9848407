import { activityDetailCalls } from './activity-detail-calls.ts';
import { activityLookupCalls } from './activity-lookup-calls.ts';
import { activityThemeCalls } from './activity-theme-calls.ts';
import { businessCardCalls } from './business-card-calls.ts';
import { classroomCalls } from './classroom-calls.ts';
import { commitmentLetterCalls } from './commitment-letter-calls.ts';
import { companyCalls } from './company-calls.ts';
import { followCalls } from './follow-calls.ts';
import { homePageCalls } from './home-page-calls.ts';
import { identityCalls } from './identity-calls.ts';
import { indexHomeCalls } from './index-home-calls.ts';
import { logCalls } from './log-calls.ts';
import { newsCalls } from './news-calls.ts';
import { searchCalls } from './search-calls.ts';
import { shareCalls } from './share-calls.ts';
import { signInfoCalls } from './sign-info-calls.ts';
import { signUpCalls } from './sign-up-calls.ts';

/**
 * The areas of the contract that the public site's pages call (everything but the console and the
 * live room). The web client imports this part only: every page ships the client, and the console's
 * and the live room's entries stay in their own pages' chunks (the home page's JS budget, decision 039).
 */
export const siteContract = {
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
};
