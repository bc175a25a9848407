import '@roadshow/http-kit/security-headers';
import type { FastifyInstance } from 'fastify';
import { loginSyncStateSchema } from '@roadshow/contracts/login-sync';
import type { IdentityContext } from '../context.ts';
import { renderLoginSyncPage } from '../pages/render-login-sync-page.ts';
import { decideLoginSync } from '../services/sessions/decide-login-sync.ts';
import { allowedService } from '../services/sessions/service-allowlist.ts';
import { requestOrigin, stringField } from './request-origin.ts';
import { sessionCookie } from './session-cookie.ts';

/**
 * GET /login-sync?service=<page URL>&state=in|out (decision 012): an invisible page that a platform
 * page frames to follow a login or logout made on another site. Only the service's own origin may
 * frame it, and only that origin receives its message.
 */
export function loginSyncRoute(app: FastifyInstance, ctx: IdentityContext) {
  app.get('/login-sync', { schema: { hide: true } }, async (request, reply) => {
    const own = requestOrigin(request);
    // Unlike the login page, a missing service is not our home page: there is no one to answer.
    const given = stringField(request.query, 'service');
    const service = given ? allowedService(given, own, ctx.config.serviceOrigins) : null;
    const state = loginSyncStateSchema.safeParse(stringField(request.query, 'state'));
    const targetOrigin = service ? new URL(service).origin : null;
    request.cspFrameAncestors = targetOrigin ? [targetOrigin] : [];

    const post =
      service && targetOrigin && state.success
        ? {
            message: await decideLoginSync(ctx, {
              service,
              state: state.data,
              cookie: sessionCookie(request),
              ownOrigin: own,
              crossSite: request.headers['sec-fetch-site'] === 'cross-site',
            }),
            targetOrigin,
          }
        : null;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderLoginSyncPage({ lang: request.lang, nonce: request.cspNonce, post }));
  });
}
