import '@roadshow/http-kit/security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../context.ts';
import { PAGE_TEXTS } from '../pages/page-texts.ts';
import { renderReviewPage } from '../pages/render-review-page.ts';
import { decideVerification } from '../services/verification/decide-verification.ts';
import { listReviewQueue, type ReviewItem } from '../services/verification/list-review-queue.ts';
import { requestOrigin, stringField } from './request-origin.ts';
import { pageSession } from './request-session.ts';

/** The operators' review of business-card and identity-document verifications. */
export function reviewPageRoutes(app: FastifyInstance, ctx: IdentityContext) {
  /** The operator behind the identity cookie; anyone else is sent to log in or refused. */
  async function operator(request: FastifyRequest, reply: FastifyReply) {
    const session = await pageSession(ctx, request);
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

  const queue = () => listReviewQueue(ctx);

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
