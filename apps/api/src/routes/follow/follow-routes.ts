import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  followAnalystBodySchema,
  followCompanyBodySchema,
  followRefSchema,
  followStateSchema,
  myFollowListSchema,
} from '@roadshow/contracts/follow';
import type { ApiContext } from '../../context.ts';
import { currentUser, requireUser } from '../../services/identity/current-user.ts';
import { getFollowState, listMyFollows, setFollow } from '../../services/follow/follow-target.ts';
import type { ApiApp } from '../types.ts';

const tags = ['follow'];
const stateAnswer = { 200: envelopeSchema(followStateSchema) };

/**
 * Spec §7 follow calls. Follow state is per user (the ticket cookie); following needs a login
 * (401 otherwise), reading a state does not (a visitor reads as not following).
 */
export function followRoutes(app: ApiApp, ctx: ApiContext) {
  app.post(
    '/follow/followCompany',
    {
      schema: {
        tags,
        summary: 'Follow a listed company (follow false: stop following); idempotent',
        body: followCompanyBodySchema,
        response: stateAnswer,
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const ref = { targetType: 'company' as const, code: request.body.companyCode };
      return { success: true as const, result: await setFollow(ctx, user, ref, request.body.follow) };
    },
  );

  app.post(
    '/follow/followAnalyst',
    {
      schema: {
        tags,
        summary: 'Follow an analyst (follow false: stop following); idempotent',
        body: followAnalystBodySchema,
        response: stateAnswer,
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const ref = { targetType: 'analyst' as const, code: request.body.analystCode };
      return { success: true as const, result: await setFollow(ctx, user, ref, request.body.follow) };
    },
  );

  app.post(
    '/follow/myFollowInfoSingle',
    {
      schema: {
        tags,
        summary: "The caller's follow state of one company or analyst, and its follower count",
        body: followRefSchema,
        response: stateAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      result: await getFollowState(ctx, await currentUser(ctx, request), request.body),
    }),
  );

  app.post(
    '/activity/addMyFollowSingle',
    {
      schema: { tags, summary: 'Follow one company or analyst by code', body: followRefSchema, response: stateAnswer },
    },
    async (request) => ({
      success: true as const,
      result: await setFollow(ctx, await requireUser(ctx, request), request.body, true),
    }),
  );

  app.post(
    '/activity/cancelMyFollowSingleByCode',
    {
      schema: {
        tags,
        summary: 'Stop following one company or analyst by code',
        body: followRefSchema,
        response: stateAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      result: await setFollow(ctx, await requireUser(ctx, request), request.body, false),
    }),
  );

  app.post(
    '/follow/getMyFollowList',
    {
      schema: {
        tags,
        summary: 'Every company and analyst the caller follows',
        response: { 200: envelopeSchema(myFollowListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      result: await listMyFollows(ctx, await requireUser(ctx, request), request.lang),
    }),
  );
}
