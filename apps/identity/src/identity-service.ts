import '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApiFallback } from '@roadshow/http-kit/api-fallback';
import { registerErrorEnvelope } from '@roadshow/http-kit/error-envelope';
import { registerTextInputRule } from '@roadshow/http-kit/text-input-rule';
import { langPlugin } from '@roadshow/http-kit/lang-plugin';
import { registerOpenApi } from '@roadshow/http-kit/openapi';
import { registerOriginCheck } from '@roadshow/http-kit/origin-check';
import '@roadshow/http-kit/security-headers';
import type { IdentityContext } from './context.ts';
import { authPageRoutes } from './routes/auth-page-routes.ts';
import { devOutboxRoute } from './routes/dev-outbox-route.ts';
import { loginSyncRoute } from './routes/login-sync-route.ts';
import { profileRoutes } from './routes/profile-routes.ts';
import { reviewPageRoutes } from './routes/review-page-routes.ts';
import { securityPageRoutes } from './routes/security-page-routes.ts';
import { memberRoutes } from './routes/member-routes.ts';
import { imageKeyRoutes } from './routes/image-key-routes.ts';
import { sessionApiRoutes } from './routes/session-api-routes.ts';
import { registerStripTicketHook } from './routes/strip-ticket-hook.ts';
import { verificationRoutes } from './routes/verification-routes.ts';

const FORM_LIMIT = 16 * 1024;
/** Uploads arrive as the raw body (the browser sends the File itself, so it can show progress). */
const IMAGE_BODY_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/x-ms-bmp',
  'image/webp',
  'application/octet-stream',
];
// Above every upload's own limit, so an oversized picture is read and refused with "too large" by
// the route (a clear message) rather than cut off by the parser.
const IMAGE_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * The identity service (DESIGN §1), mounted under /identity: login, registration and password
 * pages, SMS codes, CAS-style tickets and the user calls of spec §7.
 */
export function identityService(ctx: IdentityContext) {
  return async function identityPlugin(app: FastifyInstance) {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(langPlugin);
    registerErrorEnvelope(app);
    // Only the JSON calls: an unknown page address stays the site's own 404 page.
    registerApiFallback(app, '/v2/*');
    registerTextInputRule(app);
    registerOriginCheck(app, ctx.config.serviceOrigins);
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.addContentTypeParser(
      IMAGE_BODY_TYPES,
      { parseAs: 'buffer', bodyLimit: IMAGE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // In one process the platform's HttpOnly `ticket` cookie reaches us directly; it becomes the
    // `tgt` header our calls expect, exactly as the platform's server adds it when we run apart.
    app.addHook('onRequest', async (request) => {
      const ticket = request.cookies.ticket;
      if (!request.headers.tgt && ticket) request.headers.tgt = ticket;
      // A login form ends in a redirect to the platform's site; where that is another origin, the
      // browser checks the redirect against form-action too.
      request.cspFormActions = ctx.config.serviceOrigins;
    });
    registerStripTicketHook(app, ctx);
    await registerOpenApi(app, { title: 'Roadshow identity service', routePrefix: '/docs', mountedAt: '/identity' });

    authPageRoutes(app, ctx);
    loginSyncRoute(app, ctx);
    securityPageRoutes(app, ctx);
    reviewPageRoutes(app, ctx);
    sessionApiRoutes(app.withTypeProvider<ZodTypeProvider>(), ctx);
    profileRoutes(app.withTypeProvider<ZodTypeProvider>(), ctx);
    verificationRoutes(app.withTypeProvider<ZodTypeProvider>(), ctx);
    memberRoutes(app.withTypeProvider<ZodTypeProvider>(), ctx);
    imageKeyRoutes(app.withTypeProvider<ZodTypeProvider>(), ctx);
    devOutboxRoute(app, ctx);
    app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, result: 'ok' }));
  };
}
