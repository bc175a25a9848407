import { z } from 'zod';
import {
  absenceBodySchema,
  activityBodySchema,
  checkSignInfoSchema,
  meetingAuthSchema,
  signBodySchema,
  signResultSchema,
  signStatusSchema,
  viewEndBodySchema,
  viewEndSchema,
  viewStartSchema,
} from '@roadshow/contracts/activity-detail';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import type { ApiContext } from '../../context.ts';
import { cancelAbsenceReason, submitAbsenceReason } from '../../services/activity/absence-reason.ts';
import { cancelSignUp } from '../../services/activity/cancel-sign-up.ts';
import { checkSignInfo } from '../../services/activity/check-sign-info.ts';
import { checkMeetingAuth } from '../../services/activity/get-gated-parts.ts';
import { getSignStatus } from '../../services/activity/get-sign-status.ts';
import { endViewing, startViewing } from '../../services/activity/record-viewing.ts';
import { signUpForActivity } from '../../services/activity/sign-up-for-activity.ts';
import type { ApiApp } from '../types.ts';
import { rateLimited } from '../../services/rate-limit/enforce-rate-limit.ts';

const tags = ['activity sign-up'];
const ok = <T>(result: T) => ({ success: true as const, result });

/** The viewer's own side of an activity: status, sign-up, cancel, absence, meeting auth, viewing time. */
export function signUpRoutes(app: ApiApp, ctx: ApiContext) {
  const schema = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, result: R) => ({
    schema: { tags, summary, body, response: { 200: envelopeSchema(result) } },
  });
  // Calls that change the sign-up share one rate limit (DESIGN §6).
  const limited = <T extends object>(options: T) => ({ ...options, onRequest: rateLimited(ctx, 'signUp') });

  app.post(
    '/activity/getSignStatus',
    schema('The viewer’s label (spec §4) and sign-up', activityBodySchema, signStatusSchema),
    async (request) => ok(await getSignStatus(ctx, request, request.lang, request.body.activityId)),
  );
  app.post(
    '/activity/signOrAppointment',
    limited(schema('Sign up or book (source 01)', signBodySchema, signResultSchema)),
    async (request) => ok(await signUpForActivity(ctx, request, request.body)),
  );
  app.post(
    '/activity/cancelAppointment',
    limited(
      schema(
        'Withdraw the sign-up or booking',
        activityBodySchema,
        z.object({ state: z.literal('withdrawn'), promoted: z.boolean() }),
      ),
    ),
    async (request) => ok(await cancelSignUp(ctx, request, request.body.activityId)),
  );
  app.post(
    '/activity/checkSignInfo',
    schema('Whether the sign-up is complete', activityBodySchema, checkSignInfoSchema),
    async (request) => ok(await checkSignInfo(ctx, request, request.body.activityId)),
  );
  app.post(
    '/activity/checkAccessMeetingAuth',
    schema('Whether the viewer may enter the meeting', activityBodySchema, meetingAuthSchema),
    async (request) => ok(await checkMeetingAuth(ctx, request, request.body.activityId)),
  );
  app.post(
    '/activity/submitAbsenceReason',
    limited(
      schema('Say you will not attend, and why', absenceBodySchema, z.object({ absenceReason: z.string().nullable() })),
    ),
    async (request) => ok(await submitAbsenceReason(ctx, request, request.body.activityId, request.body.reason)),
  );
  app.post(
    '/activity/cancelAbsenceReason',
    limited(schema('Take the absence back', activityBodySchema, z.object({ absenceReason: z.null() }))),
    async (request) => ok(await cancelAbsenceReason(ctx, request, request.body.activityId)),
  );
  app.post(
    '/activity/attendActivityStart',
    schema('Start a viewing stretch', activityBodySchema, viewStartSchema),
    async (request) => ok(await startViewing(ctx, request, request.body.activityId)),
  );
  app.post(
    '/activity/recordActivityEnd',
    schema('End a viewing stretch', viewEndBodySchema, viewEndSchema),
    async (request) => ok(await endViewing(ctx, request, request.body.activityId, request.body.viewId)),
  );
}
