import { consoleAccessCalls } from './console-access-calls.ts';
import { consoleActivityCalls } from './console-activity-calls.ts';
import { consoleAnalyticsCalls } from './console-analytics-calls.ts';
import { consoleAuditCalls } from './console-audit-calls.ts';
import { consoleListCalls } from './console-list-calls.ts';
import { consoleQuestionnaireCalls } from './console-questionnaire-calls.ts';
import { consolePartCalls } from './console-part-calls.ts';
import { consoleLiveCalls } from './console-live-calls.ts';
import { consoleLivePasswordCalls } from './console-live-password-calls.ts';
import { consolePayCalls } from './console-pay-calls.ts';
import { consoleSignUpCalls } from './console-sign-up-calls.ts';
import { consoleSignUpImageCalls } from './console-sign-up-image-calls.ts';
import { consoleVisitCalls } from './console-visit-calls.ts';
import { interactCalls } from './interact-calls.ts';
import { questionnaireCalls } from './questionnaire-calls.ts';
import { moderationCalls } from './moderation-calls.ts';
import { myCenterCalls } from './my-center-calls.ts';
import { payCalls } from './pay-calls.ts';
import { siteContract } from './site-contract.ts';
import { visitorCalls } from './visitor-calls.ts';

/**
 * The contract: every call of the roadshow API and the identity service that a page makes, by
 * service area. One entry per call (define-call.ts); the API registers routes from it and the web
 * client is typed from it. Add a call here first, then implement it on both sides.
 */
export const contract = {
  ...siteContract,
  interact: interactCalls,
  questionnaire: questionnaireCalls,
  myCenter: myCenterCalls,
  moderation: moderationCalls,
  visitor: visitorCalls,
  /** The sponsor's research-booking desk (decision 052); its own area so its 403 table is its own. */
  visitConsole: consoleVisitCalls,
  pay: payCalls,
  console: {
    ...consoleAccessCalls,
    ...consoleActivityCalls,
    ...consoleListCalls,
    ...consoleSignUpCalls,
    ...consoleSignUpImageCalls,
    ...consoleAnalyticsCalls,
    ...consoleAuditCalls,
    ...consoleQuestionnaireCalls,
    ...consolePartCalls,
    ...consoleLiveCalls,
    ...consoleLivePasswordCalls,
    ...consolePayCalls,
  },
};

export type Contract = typeof contract;
