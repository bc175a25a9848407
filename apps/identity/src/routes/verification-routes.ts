import { z } from 'zod';
import { sendPrivateFile } from '@roadshow/http-kit/files/send-private-file';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  businessCardFormSchema,
  identityDocumentFormSchema,
  verificationKindSchema,
  verificationViewSchema,
} from '@roadshow/contracts/verification';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../context.ts';
import { resolveAppToken } from '../services/sessions/resolve-app-token.ts';
import { verifyFileUrl } from '@roadshow/http-kit/files/signed-url';
import { storeVerificationImage } from '../services/verification/store-verification-image.ts';
import { submitBusinessCard, submitIdentityDocument } from '../services/verification/submit-verification.ts';
import { tempFileUrl, verificationView } from '../services/verification/verification-view.ts';
import type { IdentityApp } from './types.ts';

const tags = ['verification'];
const tgtHeader = z.object({ tgt: z.string().max(256).optional() });

/** Business-card and identity-document verification (spec §2 my certification, §7 identity calls). */
export function verificationRoutes(app: IdentityApp, ctx: IdentityContext) {
  app.post(
    '/v2/user/uploadVerificationImage',
    {
      schema: {
        tags,
        summary:
          'Upload a business-card or identity-document photo (raw image body: jpg, png, gif, bmp or webp, at most 5 MB)',
        headers: tgtHeader,
        querystring: z.object({ kind: verificationKindSchema }),
        response: { 200: envelopeSchema(z.object({ imageKey: z.string(), previewUrl: z.string() })) },
      },
      bodyLimit: 12 * 1024 * 1024,
    },
    async (request) => {
      const session = await resolveAppToken(ctx, request.headers.tgt);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError('IMAGE_REQUIRED');
      const imageKey = await storeVerificationImage(ctx, session.user.id, request.body);
      return { success: true as const, result: { imageKey, previewUrl: tempFileUrl(ctx, imageKey) } };
    },
  );

  app.post(
    '/v2/user/verifyBusinessCardAndSave',
    {
      schema: {
        tags,
        summary: 'Send a business card for review (name, e-mail, company, position and the photo)',
        headers: tgtHeader,
        body: businessCardFormSchema,
        response: { 200: envelopeSchema(verificationViewSchema) },
      },
    },
    async (request) => {
      const session = await resolveAppToken(ctx, request.headers.tgt);
      await submitBusinessCard(ctx, session.user.id, request.body);
      return { success: true as const, result: await verificationView(ctx, session.user.id, 'card') };
    },
  );

  app.post(
    '/v2/user/saveIdentityCardInfo',
    {
      schema: {
        tags,
        summary: 'Send an identity document for review; the number is stored encrypted',
        headers: tgtHeader,
        body: identityDocumentFormSchema,
        response: { 200: envelopeSchema(verificationViewSchema) },
      },
    },
    async (request) => {
      const session = await resolveAppToken(ctx, request.headers.tgt);
      await submitIdentityDocument(ctx, session.user.id, request.body);
      return { success: true as const, result: await verificationView(ctx, session.user.id, 'id') };
    },
  );

  for (const [path, kind, summary] of [
    ['/v2/user/getBusinessInfoByUserId', 'card', "The user's business-card verification and a temp URL of the card"],
    ['/v2/user/getIdentityInfoByUserId', 'id', "The user's identity-document verification, number masked"],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          headers: tgtHeader,
          querystring: z.object({ userId: z.string().max(20).optional() }),
          response: { 200: envelopeSchema(verificationViewSchema) },
        },
      },
      async (request) => {
        const session = await resolveAppToken(ctx, request.headers.tgt);
        // Only one's own records, unless one reviews them.
        const asked = request.query.userId ? Number(request.query.userId) : session.user.id;
        if (asked !== session.user.id && session.user.role !== 'operator') throw new AppError('FORBIDDEN');
        return { success: true as const, result: await verificationView(ctx, asked, kind) };
      },
    );
  }

  app.get(
    '/v2/files/private',
    {
      schema: {
        tags,
        summary: 'A private image through its signed, expiring link; every read is logged',
        querystring: z.object({
          key: z.string().max(600),
          expires: z.string().max(20),
          signature: z.string().max(100),
        }),
      },
    },
    async (request, reply) => {
      const { key, expires, signature } = request.query;
      if (!verifyFileUrl({ key, expires, signature, secret: ctx.fileUrlKey, now: ctx.now() }))
        throw new AppError('FORBIDDEN');
      const file = await ctx.files.get(key);
      if (!file) throw new AppError('NOT_FOUND');
      const tgt = request.headers.tgt;
      const reader = typeof tgt === 'string' ? await resolveAppToken(ctx, tgt).catch(() => undefined) : undefined;
      await ctx.repos.verifications.logFileRead({
        fileKey: key,
        readerUserId: reader?.user.id ?? null,
        ip: request.ip,
      });
      return sendPrivateFile(request, reply, file, 'verification');
    },
  );
}
