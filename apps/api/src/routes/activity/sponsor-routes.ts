import { z } from 'zod';
import {
  activityIdSchema,
  rejectBodySchema,
  reviewBodySchema,
  sponsorSignUpListSchema,
  sponsorSignUpSchema,
} from '@roadshow/contracts/activity-detail';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import { SIGN_UP_STATES } from '@roadshow/contracts/sign-label';
import type { ApiContext } from '../../context.ts';
import { approveSignUp, listSignUps, rejectSignUp } from '../../services/activity/review-sign-ups.ts';
import type { ApiApp } from '../types.ts';

const tags = ['activity sponsor'];

/** The sponsor's review of sign-ups (the console comes later; the tests and e2e use these). */
export function sponsorRoutes(app: ApiApp, ctx: ApiContext) {
  app.post(
    '/activity/sponsor/listSignUps',
    {
      schema: {
        tags,
        summary: 'Sign-ups of an activity the caller sponsors',
        body: z.object({ activityId: activityIdSchema, state: z.enum(SIGN_UP_STATES).optional() }),
        response: { 200: envelopeSchema(sponsorSignUpListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      result: await listSignUps(ctx, request, request.body.activityId, request.body.state),
    }),
  );
  app.post(
    '/activity/sponsor/approveSignUp',
    {
      schema: {
        tags,
        summary: 'Approve a pending sign-up',
        body: reviewBodySchema,
        response: { 200: envelopeSchema(sponsorSignUpSchema) },
      },
    },
    async (request) => ({ success: true as const, result: await approveSignUp(ctx, request, request.body.signUpId) }),
  );
  app.post(
    '/activity/sponsor/rejectSignUp',
    {
      schema: {
        tags,
        summary: 'Reject a sign-up with a reason',
        body: rejectBodySchema,
        response: { 200: envelopeSchema(sponsorSignUpSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      result: await rejectSignUp(ctx, request, request.body.signUpId, request.body.reason),
    }),
  );
}
