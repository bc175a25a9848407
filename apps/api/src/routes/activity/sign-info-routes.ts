import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  getSignInfoBodySchema,
  saveSignInfoBodySchema,
  signInfoResultSchema,
} from '@roadshow/contracts/registration-form';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { requireUser } from '../../services/identity/current-user.ts';
import { loadSignInfo, saveSignInfo } from '../../services/sign-info/sign-info-drafts.ts';
import type { ApiApp } from '../types.ts';

const tags = ['activity'];

/** The half-filled registration form's short-lived store (spec §7), per logged-in user and activity. */
export function signInfoRoutes(app: ApiApp, ctx: ApiContext) {
  app.post(
    '/activity/saveSignInfoToRedis',
    {
      schema: {
        tags,
        summary: 'Keep a half-filled registration form for 24 hours, encrypted (source 01)',
        body: saveSignInfoBodySchema,
        response: { 200: envelopeSchema(z.object({ savedAt: z.string() })) },
      },
      bodyLimit: 64 * 1024,
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const { activityId, source, form } = request.body;
      return {
        success: true as const,
        result: await saveSignInfo(ctx, { userId: user.userId, activityId, source }, form),
      };
    },
  );

  app.post(
    '/activity/getSignInfoFromRedis',
    {
      schema: {
        tags,
        summary: 'The half-filled registration form saved for this activity, or null',
        body: getSignInfoBodySchema,
        response: { 200: envelopeSchema(signInfoResultSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const { activityId, source } = request.body;
      return { success: true as const, result: await loadSignInfo(ctx, { userId: user.userId, activityId, source }) };
    },
  );
}
