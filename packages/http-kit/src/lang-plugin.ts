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
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.lang = resolveLang({
        query: typeof query?.lang === 'string' ? query.lang : undefined,
        cookie: request.cookies?.lang,
        acceptLanguage: request.headers['accept-language'],
      });
    });
  },
  { name: 'roadshow-lang', dependencies: ['@fastify/cookie'] },
);
