import type { FastifyError, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { identityCalls as calls } from '@roadshow/contracts/calls/identity-calls';
import { AVATAR_MAX_BYTES } from '@roadshow/contracts/profile';
import { AppError } from '@roadshow/http-kit/app-error';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { IdentityContext } from '../context.ts';
import type { LiveSession } from '../services/sessions/find-browser-session.ts';
import { findProfileRestrictedWords } from '../services/profile/find-profile-restricted-words.ts';
import { listRegionChoices } from '../services/profile/list-region-choices.ts';
import { readAvatar } from '../services/profile/read-avatar.ts';
import { toUserProfile } from '../services/profile/to-user-profile.ts';
import { updateUserProfile } from '../services/profile/update-user-profile.ts';
import { uploadAvatar } from '../services/profile/upload-avatar.ts';
import { callSession } from './request-session.ts';
import type { IdentityApp } from './types.ts';

// The body is the picture alone, but a little over 2 MB still reaches intakeImage, which names the
// refusal itself; far more is cut off while it is read.
const UPLOAD_SLACK = 64 * 1024;
// Answers about one user are theirs alone: no shared cache may keep them.
const PRIVATE = 'private, no-store';

/**
 * The personal-information calls of spec §7 (contract: identity-calls.ts) and the avatar pictures.
 * Every user call acts on the user behind header tgt: there is no user id to pass, so nobody can
 * name someone else's profile.
 */
export function profileRoutes(app: IdentityApp, ctx: IdentityContext) {
  routeCall(app, calls.getUserProfile, async (_input, request, reply) => {
    const session = await callSession(ctx, request);
    reply.header('cache-control', PRIVATE);
    return toUserProfile(session.user);
  });

  routeCall(app, calls.updateUserInfoSafetyCheck, async (input, request, reply) => {
    await callSession(ctx, request);
    reply.header('cache-control', PRIVATE);
    return findProfileRestrictedWords(ctx.moderation, input, request.lang);
  });

  routeCall(app, calls.updateUserInfo, async (input, request, reply) => {
    const session = await callSession(ctx, request);
    const profile = await updateUserProfile(ctx, { session, changes: input, lang: request.lang });
    reply.header('cache-control', PRIVATE);
    return profile;
  });

  routeCall(app, calls.provincesList, async (_input, request) => listRegionChoices(request.lang));

  app.get(
    '/v2/user/avatar/:key',
    {
      schema: {
        tags: ['profile'],
        summary: 'An avatar picture; its key is unguessable and its content never changes',
        params: z.object({ key: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const avatar = await readAvatar(ctx, request.params.key);
      if (!avatar) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(avatar.bytes);
    },
  );

  // The upload takes the picture as the raw request body (the browser sends the File itself, which
  // lets the page show progress); the identity service parses image and octet-stream bodies.
  const uploaders = new WeakMap<FastifyRequest, LiveSession>();
  routeCall(
    app,
    calls.uploadUserImage,
    async (_input, request, reply) => {
      const session = uploaders.get(request) ?? (await callSession(ctx, request));
      if (!Buffer.isBuffer(request.body)) throw new AppError('IMAGE_WRONG_TYPE');
      const result = await uploadAvatar(ctx, { session, bytes: request.body, lang: request.lang });
      reply.header('cache-control', PRIVATE);
      return result;
    },
    {
      bodyLimit: AVATAR_MAX_BYTES + UPLOAD_SLACK,
      // Who uploads is settled before megabytes are read: a stranger is refused at the headers.
      async onRequest(request) {
        uploaders.set(request, await callSession(ctx, request));
      },
      // A body over the limit, or of a type no image has, is refused before the handler runs; the
      // user still reads "picture too large" or "wrong file type", not a generic bad request.
      errorHandler(error: FastifyError) {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE');
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError('IMAGE_WRONG_TYPE');
        throw error;
      },
    },
  );
}
