import '@fastify/cookie';
import fp from 'fastify-plugin';
import { resolveLang, type Lang } from '@roadshow/contracts/locale';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** DESIGN §4: every call honours `lang` from the query, then the cookie, then Accept-Language. */
export const langPlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 'zh-CN');
    // Callback-style hook: every API call runs it, and a promise per request is measurable there.
    app.addHook('onRequest', (request, _reply, done) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.lang = resolveLang({
        query: typeof query?.lang === 'string' ? query.lang : undefined,
        cookie: request.cookies?.lang,
        acceptLanguage: request.headers['accept-language'],
      });
      done();
    });
  },
  { name: 'roadshow-lang', dependencies: ['@fastify/cookie'] },
);
