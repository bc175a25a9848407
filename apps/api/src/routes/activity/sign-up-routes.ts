import { signUpCalls as calls } from '@roadshow/contracts/calls/sign-up-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { cancelAbsenceReason, submitAbsenceReason } from '../../services/activity/absence-reason.ts';
import { cancelSignUp } from '../../services/activity/cancel-sign-up.ts';
import { checkSignInfo } from '../../services/activity/check-sign-info.ts';
import { checkMeetingAuth } from '../../services/activity/get-gated-parts.ts';
import { getSignStatus } from '../../services/activity/get-sign-status.ts';
import { endViewing, startViewing } from '../../services/activity/record-viewing.ts';
import { signUpForActivity } from '../../services/activity/sign-up-for-activity.ts';
import { rateLimited } from '../../services/rate-limit/enforce-rate-limit.ts';
import type { ApiApp } from '../types.ts';

/** The viewer's own side of an activity: status, sign-up, cancel, absence, meeting auth, viewing time. */
export function signUpRoutes(app: ApiApp, ctx: ApiContext) {
  // Calls that change the sign-up share one rate limit (DESIGN §6).
  const limited = { onRequest: rateLimited(ctx, 'signUp') };

  routeCall(app, calls.getSignStatus, (input, request) => getSignStatus(ctx, request, request.lang, input.activityId));
  routeCall(app, calls.signOrAppointment, (input, request) => signUpForActivity(ctx, request, input), limited);
  routeCall(app, calls.cancelAppointment, (input, request) => cancelSignUp(ctx, request, input.activityId), limited);
  routeCall(app, calls.checkSignInfo, (input, request) => checkSignInfo(ctx, request, input.activityId));
  routeCall(app, calls.checkAccessMeetingAuth, (input, request) => checkMeetingAuth(ctx, request, input.activityId));
  routeCall(
    app,
    calls.submitAbsenceReason,
    (input, request) => submitAbsenceReason(ctx, request, input.activityId, input.reason),
    limited,
  );
  routeCall(
    app,
    calls.cancelAbsenceReason,
    (input, request) => cancelAbsenceReason(ctx, request, input.activityId),
    limited,
  );
  routeCall(app, calls.attendActivityStart, (input, request) => startViewing(ctx, request, input.activityId));
  routeCall(app, calls.recordActivityEnd, (input, request) => endViewing(ctx, request, input.activityId, input.viewId));
}
