import { z } from 'zod';
import { identityCalls as calls } from '@roadshow/contracts/calls/identity-calls';
import { verificationKindSchema } from '@roadshow/contracts/verification';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { sendPrivateFile } from '@roadshow/http-kit/files/send-private-file';
import { AppError } from '@roadshow/http-kit/app-error';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { IdentityContext } from '../context.ts';
import { resolveAppToken } from '../services/sessions/resolve-app-token.ts';
import { readPrivateFile } from '../services/verification/read-private-file.ts';
import { storeVerificationImage } from '../services/verification/store-verification-image.ts';
import { submitBusinessCard, submitIdentityDocument } from '../services/verification/submit-verification.ts';
import { tempFileUrl, verificationView } from '../services/verification/verification-view.ts';
import { stringField } from './request-origin.ts';
import { callSession } from './request-session.ts';
import type { IdentityApp } from './types.ts';

/** Business-card and identity-document verification (spec §2 my certification, §7 identity calls). */
export function verificationRoutes(app: IdentityApp, ctx: IdentityContext) {
  routeCall(
    app,
    calls.uploadVerificationImage,
    async (_input, request) => {
      const kind = verificationKindSchema.safeParse(stringField(request.query, 'kind'));
      if (!kind.success)
        throw new AppError('BAD_REQUEST', {
          fields: [{ path: 'querystring.kind', message: errorMessage('BAD_REQUEST', request.lang) }],
        });
      const session = await callSession(ctx, request);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError('IMAGE_REQUIRED');
      const imageKey = await storeVerificationImage(ctx, session.user.id, request.body);
      return { imageKey, previewUrl: tempFileUrl(ctx, imageKey) };
    },
    { bodyLimit: 12 * 1024 * 1024 },
  );

  routeCall(app, calls.verifyBusinessCardAndSave, async (input, request) => {
    const session = await callSession(ctx, request);
    await submitBusinessCard(ctx, session.user.id, input);
    return verificationView(ctx, session.user.id, 'card');
  });

  routeCall(app, calls.saveIdentityCardInfo, async (input, request) => {
    const session = await callSession(ctx, request);
    await submitIdentityDocument(ctx, session.user.id, input);
    return verificationView(ctx, session.user.id, 'id');
  });

  for (const [call, kind] of [
    [calls.getBusinessInfoByUserId, 'card'],
    [calls.getIdentityInfoByUserId, 'id'],
  ] as const) {
    routeCall(app, call, async (input, request) => {
      const session = await callSession(ctx, request);
      // Only one's own records, unless one reviews them.
      const asked = input.userId ? Number(input.userId) : session.user.id;
      if (asked !== session.user.id && session.user.role !== 'operator') throw new AppError('FORBIDDEN');
      return verificationView(ctx, asked, kind);
    });
  }

  app.get(
    '/v2/files/private',
    {
      schema: {
        tags: ['verification'],
        summary: 'A private image through its signed, expiring link; every read is logged',
        querystring: z.object({
          key: z.string().max(600),
          expires: z.string().max(20),
          signature: z.string().max(100),
        }),
      },
    },
    async (request, reply) => {
      const tgt = request.headers.tgt;
      const reader = typeof tgt === 'string' ? await resolveAppToken(ctx, tgt).catch(() => undefined) : undefined;
      const file = await readPrivateFile(ctx, {
        ...request.query,
        readerUserId: reader?.user.id ?? null,
        ip: request.ip,
      });
      return sendPrivateFile(request, reply, file, 'verification');
    },
  );
}
