import '@roadshow/http-kit/security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../context.ts';
import { PAGE_TEXTS } from '../pages/page-texts.ts';
import { renderReviewPage, type ReviewItem } from '../pages/render-review-page.ts';
import { hashToken } from '../services/crypto/tokens.ts';
import { decideVerification } from '../services/verification/decide-verification.ts';
import { decryptDocumentNumber } from '../services/verification/document-number-crypto.ts';
import { tempFileUrl } from '../services/verification/verification-view.ts';
import { requestOrigin, stringField } from './request-origin.ts';
import { sessionCookie } from './session-cookie.ts';

/** The operators' review of business-card and identity-document verifications. */
export function reviewPageRoutes(app: FastifyInstance, ctx: IdentityContext) {
  /** The operator behind the identity cookie; anyone else is sent to log in or refused. */
  async function operator(request: FastifyRequest, reply: FastifyReply) {
    const cookie = sessionCookie(request);
    const session = cookie ? await ctx.repos.sessions.sessionByToken(hashToken(cookie), ctx.now()) : undefined;
    if (!session) {
      const self = new URL(`/identity/admin/verifications?lang=${request.lang}`, requestOrigin(request));
      const query = new URLSearchParams({ service: self.toString(), lang: request.lang });
      await reply.redirect(`/identity/login?${query.toString()}`, 303);
      return undefined;
    }
    if (session.user.role !== 'operator') {
      await reply
        .status(403)
        .type('text/html; charset=utf-8')
        .send(
          renderReviewPage({
            lang: request.lang,
            nonce: request.cspNonce,
            items: [],
            notice: PAGE_TEXTS[request.lang].notOperator,
          }),
        );
      return undefined;
    }
    return session;
  }

  async function queue(): Promise<ReviewItem[]> {
    const pending = await ctx.repos.verifications.pending(50);
    return pending.map(({ verification: v, phone, nickName }) => ({
      id: v.id,
      kind: v.kind,
      applicant: `${nickName} (${phone})`,
      submittedAt: v.createdAt,
      name: v.name,
      email: v.email,
      company: v.company,
      position: v.position,
      documentType: v.documentType,
      documentNumber: v.documentNumberEnc ? decryptDocumentNumber(v.documentNumberEnc, ctx.config.secret) : '',
      imageUrl: tempFileUrl(ctx, v.imageKey),
    }));
  }

  const show = (request: FastifyRequest, reply: FastifyReply, items: ReviewItem[], notice?: string, status = 200) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderReviewPage({ lang: request.lang, nonce: request.cspNonce, items, notice }));

  app.get('/admin/verifications', { schema: { hide: true } }, async (request, reply) => {
    if (!(await operator(request, reply))) return reply;
    return show(request, reply, await queue());
  });

  app.post<{ Params: { id: string } }>(
    '/admin/verifications/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const session = await operator(request, reply);
      if (!session) return reply;
      try {
        await decideVerification(ctx, {
          id: Number(request.params.id),
          reviewerId: session.user.id,
          approve: stringField(request.body, 'decision') === 'approve',
          reason: stringField(request.body, 'reason') ?? '',
        });
        return show(request, reply, await queue(), PAGE_TEXTS[request.lang].reviewDone);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return show(request, reply, await queue(), errorMessage(error.code, request.lang), error.status);
      }
    },
  );
}
