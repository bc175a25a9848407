import '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { resolveLang } from '@roadshow/contracts/locale';
import { renderPlaceholderPage } from './pages/placeholder-page.ts';

/** A return address we may send the browser back to: our own paths only, never another host. */
export function safeReturnPath(service: unknown, ownOrigin: string): string {
  if (typeof service !== 'string' || service.length === 0 || service.length > 2048) return '/';
  try {
    // Through URL on both sides, so a default port (":80") does not make our own origin look foreign.
    const own = new URL(ownOrigin).origin;
    const url = new URL(service, own);
    if (url.origin !== own) return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

/**
 * The identity service (DESIGN §1), mounted under /identity. This is its skeleton: the login and
 * registration pages answer honestly that sign-in is not available yet, and send the user back.
 */
export function identityService() {
  return async function identityPlugin(app: FastifyInstance) {
    for (const page of ['login', 'register'] as const) {
      app.get(`/${page}`, async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const lang = resolveLang({
          query: typeof query.lang === 'string' ? query.lang : undefined,
          cookie: request.cookies?.lang,
          acceptLanguage: request.headers['accept-language'],
        });
        const back = safeReturnPath(query.service, `${request.protocol}://${request.host}`);
        return reply.type('text/html; charset=utf-8').send(renderPlaceholderPage({ page, lang, back }));
      });
    }
    app.get('/healthz', async () => ({ success: true, result: 'ok' }));
  };
}
