import { consoleAccessCalls } from '@roadshow/contracts/calls/console-access-calls';
import { consoleActivityCalls } from '@roadshow/contracts/calls/console-activity-calls';
import { consoleListCalls } from '@roadshow/contracts/calls/console-list-calls';
import { consoleAnalyticsCalls } from '@roadshow/contracts/calls/console-analytics-calls';
import { consoleAuditCalls } from '@roadshow/contracts/calls/console-audit-calls';
import { consoleSignUpCalls } from '@roadshow/contracts/calls/console-sign-up-calls';
import { consoleSignUpImageCalls } from '@roadshow/contracts/calls/console-sign-up-image-calls';
import { consolePayCalls } from '@roadshow/contracts/calls/console-pay-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import {
  approveSignUp,
  decideSignUps,
  listConsoleSignUps,
  listSignUps,
  rejectSignUp,
} from '../../services/activity/review-sign-ups.ts';
import { getConsoleAccess, grantRole, listMembers, revokeRole } from '../../services/console/console-access.ts';
import {
  cancelConsoleActivity,
  convertToTraditional,
  copyConsoleActivity,
  getConsoleActivity,
  listConsoleActivities,
  saveConsoleActivity,
  setConsoleActivityPublished,
} from '../../services/console/console-activities.ts';
import {
  addToAccessList,
  getAccessList,
  importAccessList,
  removeFromAccessList,
} from '../../services/console/console-lists.ts';
import { exportActivityAnalytics, getActivityAnalytics } from '../../services/console/activity-analytics.ts';
import { exportSignUps } from '../../services/console/export-sign-ups.ts';
import { signUpImageLinks } from '../../services/console/sign-up-image-links.ts';
import { listAuditLog } from '../../services/console/list-audit-log.ts';
import { getPaySettings, markPaymentRefunded, savePayPrice } from '../../services/console/console-payments.ts';
import type { ApiApp } from '../types.ts';

/**
 * The sponsor console's calls (decision 030; contract: console-*-calls.ts), and decision 016's
 * /activity/sponsor calls. Each service checks the caller's role in the company through the one
 * guard (requireCompanyRole) before anything else.
 */
export function consoleRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, consoleAccessCalls.myConsoleAccess, (_input, request) => getConsoleAccess(ctx, request));
  routeCall(app, consoleAccessCalls.listMembers, (input, request) => listMembers(ctx, request, input.companyId));
  routeCall(app, consoleAccessCalls.grantRole, (input, request) => grantRole(ctx, request, input));
  routeCall(app, consoleAccessCalls.revokeRole, (input, request) => revokeRole(ctx, request, input));

  routeCall(app, consoleActivityCalls.listActivities, (input, request) =>
    listConsoleActivities(ctx, request, input.companyId),
  );
  routeCall(app, consoleActivityCalls.getActivity, (input, request) =>
    getConsoleActivity(ctx, request, input.activityId),
  );
  routeCall(app, consoleActivityCalls.saveActivity, (input, request) => saveConsoleActivity(ctx, request, input));
  routeCall(app, consoleActivityCalls.copyActivity, (input, request) =>
    copyConsoleActivity(ctx, request, input.activityId),
  );
  routeCall(app, consoleActivityCalls.setActivityPublished, (input, request) =>
    setConsoleActivityPublished(ctx, request, input.activityId, input.published),
  );
  routeCall(app, consoleActivityCalls.cancelActivity, (input, request) =>
    cancelConsoleActivity(ctx, request, input.activityId, input.reason),
  );
  routeCall(app, consoleActivityCalls.convertToTraditional, (input, request) =>
    convertToTraditional(ctx, request, input.texts),
  );

  routeCall(app, consoleListCalls.getAccessList, (input, request) => getAccessList(ctx, request, input.activityId));
  routeCall(app, consoleListCalls.addToAccessList, (input, request) => addToAccessList(ctx, request, input));
  routeCall(app, consoleListCalls.importAccessList, (input, request) => importAccessList(ctx, request, input), {
    bodyLimit: 3_200_000,
  });
  routeCall(app, consoleListCalls.removeFromAccessList, (input, request) => removeFromAccessList(ctx, request, input));

  routeCall(app, consoleSignUpCalls.listSignUps, (input, request) => listConsoleSignUps(ctx, request, input));
  routeCall(app, consoleSignUpImageCalls.signUpImageLinks, (input, request) => signUpImageLinks(ctx, request, input));
  routeCall(app, consoleSignUpCalls.decideSignUps, (input, request) => decideSignUps(ctx, request, input));
  routeCall(app, consoleSignUpCalls.exportSignUps, (input, request, reply) =>
    exportSignUps(ctx, request, reply, input),
  );
  routeCall(app, consoleSignUpCalls.sponsorListSignUps, (input, request) =>
    listSignUps(ctx, request, input.activityId, input.state),
  );
  routeCall(app, consoleSignUpCalls.sponsorApproveSignUp, (input, request) =>
    approveSignUp(ctx, request, input.signUpId),
  );
  routeCall(app, consoleSignUpCalls.sponsorRejectSignUp, (input, request) =>
    rejectSignUp(ctx, request, input.signUpId, input.reason, input.fromState),
  );

  routeCall(app, consoleAnalyticsCalls.getActivityAnalytics, (input, request) =>
    getActivityAnalytics(ctx, request, input.activityId),
  );
  routeCall(app, consoleAnalyticsCalls.exportActivityAnalytics, (input, request, reply) =>
    exportActivityAnalytics(ctx, request, reply, input.activityId),
  );

  routeCall(app, consoleAuditCalls.listAuditLog, (input, request) => listAuditLog(ctx, request, input));

  routeCall(app, consolePayCalls.getPaySettings, (input, request) => getPaySettings(ctx, request, input.activityId));
  routeCall(app, consolePayCalls.savePayPrice, (input, request) => savePayPrice(ctx, request, input));
  routeCall(app, consolePayCalls.markPaymentRefunded, (input, request) => markPaymentRefunded(ctx, request, input));
}
