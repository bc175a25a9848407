import { consoleAccessCalls } from './console-access-calls.ts';
import { consoleActivityCalls } from './console-activity-calls.ts';
import { consoleAnalyticsCalls } from './console-analytics-calls.ts';
import { consoleAuditCalls } from './console-audit-calls.ts';
import { consoleListCalls } from './console-list-calls.ts';
import { consoleSignUpCalls } from './console-sign-up-calls.ts';
import { interactCalls } from './interact-calls.ts';
import { siteContract } from './site-contract.ts';

/**
 * The contract: every call of the roadshow API and the identity service that a page makes, by
 * service area. One entry per call (define-call.ts); the API registers routes from it and the web
 * client is typed from it. Add a call here first, then implement it on both sides.
 */
export const contract = {
  ...siteContract,
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
