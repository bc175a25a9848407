import type { FastifyError, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  AVATAR_MAX_BYTES,
  provincesListResultSchema,
  safetyCheckBodySchema,
  safetyCheckResultSchema,
  updateUserInfoBodySchema,
  uploadUserImageResultSchema,
  userProfileSchema,
} from '@roadshow/contracts/profile';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../context.ts';
import type { LiveSession } from '../repositories/session-repository.ts';
import { findProfileRestrictedWords } from '../services/profile/find-profile-restricted-words.ts';
import { listRegionChoices } from '../services/profile/list-region-choices.ts';
import { readAvatar } from '../services/profile/read-avatar.ts';
import { toUserProfile } from '../services/profile/to-user-profile.ts';
import { updateUserProfile } from '../services/profile/update-user-profile.ts';
import { uploadAvatar } from '../services/profile/upload-avatar.ts';
import { resolveAppToken } from '../services/sessions/resolve-app-token.ts';
import type { IdentityApp } from './types.ts';

const tgtHeader = z.object({ tgt: z.string().max(256).optional() });
// The body is the picture alone, but a little over 2 MB still reaches intakeImage, which names the
// refusal itself; far more is cut off while it is read.
const UPLOAD_SLACK = 64 * 1024;
const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
// Answers about one user are theirs alone: no shared cache may keep them.
const PRIVATE = 'private, no-store';

/**
 * The personal-information calls of spec §7 (profile, safety check, update, avatar upload,
 * provinces list) and the avatar pictures. Every user call acts on the user behind header tgt:
 * there is no user id to pass, so nobody can name someone else's profile.
 */
export function profileRoutes(app: IdentityApp, ctx: IdentityContext) {
  app.get(
    '/v2/user/getUserProfile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The personal profile of the user behind header tgt (phone masked)',
        headers: tgtHeader,
        response: { 200: envelopeSchema(userProfileSchema) },
      },
    },
    async (request, reply) => {
      const session = await resolveAppToken(ctx, request.headers.tgt);
      reply.header('cache-control', PRIVATE);
      return { success: true as const, result: toUserProfile(session.user) };
    },
  );

  app.post(
    '/v2/user/updateUserInfoSafetyCheck',
    {
      schema: {
        tags: ['profile'],
        summary: 'The restricted words in the given profile texts, by field (spec §5)',
        headers: tgtHeader,
        body: safetyCheckBodySchema,
        response: { 200: envelopeSchema(safetyCheckResultSchema) },
      },
    },
    async (request, reply) => {
      await resolveAppToken(ctx, request.headers.tgt);
      reply.header('cache-control', PRIVATE);
      return { success: true as const, result: findProfileRestrictedWords(request.body, request.lang) };
    },
  );

  app.post(
    '/v2/user/updateUserInfo',
    {
      schema: {
        tags: ['profile'],
        summary: 'Save the given profile fields; fields left out keep their values',
        headers: tgtHeader,
        body: updateUserInfoBodySchema,
        response: { 200: envelopeSchema(userProfileSchema) },
      },
    },
    async (request, reply) => {
      const session = await resolveAppToken(ctx, request.headers.tgt);
      const profile = await updateUserProfile(ctx, { session, changes: request.body, lang: request.lang });
      reply.header('cache-control', PRIVATE);
      return { success: true as const, result: profile };
    },
  );

  app.post(
    '/v2/user/provincesList',
    {
      schema: {
        tags: ['profile'],
        summary: 'Provinces with their cities, for the profile region picker, in the request language',
        response: { 200: envelopeSchema(provincesListResultSchema) },
      },
    },
    async (request) => ({ success: true as const, result: listRegionChoices(request.lang) }),
  );

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
  app.post(
    '/v2/user/uploadUserImage',
    {
      schema: {
        tags: ['profile'],
        summary: 'Upload a new avatar: jpg, gif, png or bmp of at most 2 MB, as the raw request body',
        headers: tgtHeader,
        response: { 200: envelopeSchema(uploadUserImageResultSchema) },
      },
      bodyLimit: AVATAR_MAX_BYTES + UPLOAD_SLACK,
      // Who uploads is settled before megabytes are read: a stranger is refused at the headers.
      async onRequest(request) {
        uploaders.set(request, await resolveAppToken(ctx, headerValue(request.headers.tgt)));
      },
      // A body over the limit, or of a type no image has, is refused before the handler runs; the
      // user still reads "picture too large" or "wrong file type", not a generic bad request.
      errorHandler(error: FastifyError) {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE');
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError('IMAGE_WRONG_TYPE');
        throw error;
      },
    },
    async (request, reply) => {
      const session = uploaders.get(request) ?? (await resolveAppToken(ctx, request.headers.tgt));
      if (!Buffer.isBuffer(request.body)) throw new AppError('IMAGE_WRONG_TYPE');
      const result = await uploadAvatar(ctx, { session, bytes: request.body });
      reply.header('cache-control', PRIVATE);
      return { success: true as const, result };
    },
  );
}
