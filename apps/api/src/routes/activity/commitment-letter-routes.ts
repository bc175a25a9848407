import { z } from 'zod';
import { commitmentLetterCalls as calls } from '@roadshow/contracts/calls/commitment-letter-calls';
import { sendPrivateFile } from '@roadshow/http-kit/files/send-private-file';
import { AppError } from '@roadshow/http-kit/app-error';
import { routeCall } from '@roadshow/http-kit/route-call';
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
import { rateLimited } from '../../services/rate-limit/enforce-rate-limit.ts';
import type { ApiApp } from '../types.ts';

// A drawn signature travels as a PNG data URL.
const SIGN_BODY_LIMIT = 2_100_000;

/** The commitment letter (spec §4, §7): status, signing in the browser or by QR code, signed files. */
export function commitmentLetterRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getCommitmentLetter, async (input, request) => {
    const user = await requireUser(ctx, request);
    await requireActivityTitle(ctx, input.activityId, request.lang);
    return getLetterStatus(ctx, user.userId, input.activityId);
  });

  routeCall(
    app,
    calls.signCommitmentLetter,
    async (input, request) => {
      const user = await requireUser(ctx, request);
      const { activityId, signature } = input;
      return signLetterInBrowser(ctx, { userId: user.userId, activityId, signature, lang: request.lang });
    },
    { bodyLimit: SIGN_BODY_LIMIT, onRequest: rateLimited(ctx, 'letterSign') },
  );

  routeCall(
    app,
    calls.recordSignatureUuid,
    async (input, request, reply) => {
      const user = await requireUser(ctx, request);
      reply.header('cache-control', 'no-store');
      return createSignAttempt(ctx, user.userId, input.activityId, request.lang);
    },
    { onRequest: rateLimited(ctx, 'letterQr') },
  );

  routeCall(
    app,
    calls.signatureUuidStatus,
    async (input, request, reply) => {
      const user = await requireUser(ctx, request);
      reply.header('cache-control', 'no-store');
      return { status: await signAttemptStatus(ctx, user.userId, input.signatureUuid) };
    },
    { onRequest: rateLimited(ctx, 'letterPoll') },
  );

  routeCall(
    app,
    calls.invalidSignatureUuid,
    async (input, request) => {
      const user = await requireUser(ctx, request);
      await invalidateSignAttempt(ctx, user.userId, input.signatureUuid);
      return true;
    },
    { onRequest: rateLimited(ctx, 'letterQr') },
  );

  routeCall(app, calls.getCommitmentLetterByToken, async (input, request) => {
    const user = await requireUser(ctx, request);
    return letterForToken(ctx, user.userId, input.token, request.lang);
  });

  routeCall(
    app,
    calls.signCommitmentLetterByToken,
    async (input, request) => {
      const user = await requireUser(ctx, request);
      const { token, signature } = input;
      return signLetterWithToken(ctx, { userId: user.userId, token, signature, lang: request.lang });
    },
    { bodyLimit: SIGN_BODY_LIMIT, onRequest: rateLimited(ctx, 'letterSign') },
  );

  // Bytes, not a call of the contract (decision 021): registered here with its own schema.
  app.get(
    '/activity/commitmentLetterFile',
    {
      schema: {
        tags: ['commitment letter'],
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
