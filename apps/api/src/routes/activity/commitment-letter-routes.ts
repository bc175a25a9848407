import { z } from 'zod';
import { sendPrivateFile } from '@roadshow/http-kit/files/send-private-file';
import {
  activityIdBodySchema,
  letterByTokenBodySchema,
  letterForSigningSchema,
  letterStatusSchema,
  signatureAttemptSchema,
  signatureUuidQuerySchema,
  signatureUuidStatusSchema,
  signLetterBodySchema,
  signLetterByTokenBodySchema,
} from '@roadshow/contracts/commitment-letter';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { readLetterFile } from '../../services/commitment-letter/letter-files.ts';
import { getLetterStatus } from '../../services/commitment-letter/letter-status.ts';
import {
  createSignAttempt,
  invalidateSignAttempt,
  letterForToken,
  requireActivityTitle,
  signAttemptStatus,
} from '../../services/commitment-letter/sign-attempts.ts';
import { signLetterInBrowser, signLetterWithToken } from '../../services/commitment-letter/sign-letter.ts';
import { requireUser } from '../../services/identity/current-user.ts';
import type { ApiApp } from '../types.ts';
import { rateLimited } from '../../services/rate-limit/enforce-rate-limit.ts';

const tags = ['commitment letter'];
// A drawn signature travels as a PNG data URL.
const SIGN_BODY_LIMIT = 2_100_000;

/** The commitment letter (spec §4, §7): status, signing in the browser or by QR code, signed files. */
export function commitmentLetterRoutes(app: ApiApp, ctx: ApiContext) {
  app.post(
    '/activity/getCommitmentLetter',
    {
      schema: {
        tags,
        summary: "The user's commitment letter: unsigned, signed or re-sign, with links to the signed files",
        body: activityIdBodySchema,
        response: { 200: envelopeSchema(letterStatusSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await requireActivityTitle(ctx, request.body.activityId, request.lang);
      return { success: true as const, result: await getLetterStatus(ctx, user.userId, request.body.activityId) };
    },
  );

  app.post(
    '/activity/signCommitmentLetter',
    {
      schema: {
        tags,
        summary: 'Sign the letter in the browser: a drawn PNG or the typed full name',
        body: signLetterBodySchema,
        response: { 200: envelopeSchema(letterStatusSchema) },
      },
      bodyLimit: SIGN_BODY_LIMIT,
      onRequest: rateLimited(ctx, 'letterSign'),
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const { activityId, signature } = request.body;
      return {
        success: true as const,
        result: await signLetterInBrowser(ctx, { userId: user.userId, activityId, signature, lang: request.lang }),
      };
    },
  );

  // POST, not the spec's GET: it changes state, so the Origin check must cover it (decision 020).
  app.post(
    '/activity/recordSignatureUuid',
    {
      schema: {
        tags,
        summary:
          'Start scan-to-sign: a new signature uuid and QR link valid 10 minutes (the previous one stops working)',
        body: activityIdBodySchema,
        response: { 200: envelopeSchema(signatureAttemptSchema) },
      },
      onRequest: rateLimited(ctx, 'letterQr'),
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        result: await createSignAttempt(ctx, user.userId, request.body.activityId, request.lang),
      };
    },
  );

  app.get(
    '/activity/signatureUuidStatus',
    {
      schema: {
        tags,
        summary: 'Whether a scan-to-sign attempt is pending, signed, expired or invalid (polled)',
        querystring: signatureUuidQuerySchema,
        response: { 200: envelopeSchema(signatureUuidStatusSchema) },
      },
      onRequest: rateLimited(ctx, 'letterPoll'),
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        result: { status: await signAttemptStatus(ctx, user.userId, request.query.signatureUuid) },
      };
    },
  );

  // POST, not the spec's GET: it changes state (decision 020).
  app.post(
    '/activity/invalidSignatureUuid',
    {
      schema: {
        tags,
        summary: 'Withdraw a scan-to-sign attempt: its QR code stops working',
        body: signatureUuidQuerySchema,
        response: { 200: envelopeSchema(z.boolean()) },
      },
      onRequest: rateLimited(ctx, 'letterQr'),
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await invalidateSignAttempt(ctx, user.userId, request.body.signatureUuid);
      return { success: true as const, result: true };
    },
  );

  app.post(
    '/activity/getCommitmentLetterByToken',
    {
      schema: {
        tags,
        summary: 'The letter to sign behind a QR token (mobile signing page); only for the same account',
        body: letterByTokenBodySchema,
        response: { 200: envelopeSchema(letterForSigningSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return {
        success: true as const,
        result: await letterForToken(ctx, user.userId, request.body.token, request.lang),
      };
    },
  );

  app.post(
    '/activity/signCommitmentLetterByToken',
    {
      schema: {
        tags,
        summary: 'Sign the letter on the phone with the QR token (single use, 10 minutes, same account)',
        body: signLetterByTokenBodySchema,
        response: { 200: envelopeSchema(letterStatusSchema) },
      },
      bodyLimit: SIGN_BODY_LIMIT,
      onRequest: rateLimited(ctx, 'letterSign'),
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const { token, signature } = request.body;
      return {
        success: true as const,
        result: await signLetterWithToken(ctx, { userId: user.userId, token, signature, lang: request.lang }),
      };
    },
  );

  app.get(
    '/activity/commitmentLetterFile',
    {
      schema: {
        tags,
        summary: 'A signed letter file (PNG or PDF) through its signed, expiring link',
        querystring: z.object({
          key: z.string().max(300),
          expires: z.string().max(20),
          signature: z.string().max(100),
        }),
      },
    },
    async (request, reply) => {
      const file = await readLetterFile(ctx, request.query);
      if (!file) throw new AppError('FORBIDDEN');
      return sendPrivateFile(request, reply, file, 'commitment-letter');
    },
  );
}
