import type { FastifyError } from 'fastify';
import { moderationCalls as calls } from '@roadshow/contracts/calls/moderation-calls';
import { MODERATION_IMAGE_MAX_BYTES } from '@roadshow/contracts/moderation';
import { AppError } from '@roadshow/http-kit/app-error';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { moderateAppContent } from '../../services/moderation/moderate-app-content.ts';
import type { ApiApp } from '../types.ts';

// A 2 MB picture in base64, with room for a data-URL prefix and the JSON around it.
const BODY_LIMIT = Math.ceil((MODERATION_IMAGE_MAX_BYTES * 4) / 3) + 4096;

/** Spec §7 "content moderation of an app image or text" (contract: moderation-calls.ts). */
export function moderationRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.moderateAppContent, async (input, request) => moderateAppContent(ctx, request, input), {
    bodyLimit: BODY_LIMIT,
    // Over the limit the user reads "picture too large", not a generic bad request.
    errorHandler(error: FastifyError) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE');
      throw error;
    },
  });
}
