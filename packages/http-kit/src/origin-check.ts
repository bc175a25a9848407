import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence next to SameSite cookies (DESIGN §6): a browser's mutating call must come from our
 * own origin or an allowed one. Calls without Origin and Sec-Fetch-Site (servers, curl) pass.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  // Callback-style hook: no promise per request on the hot read paths.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    if (origin) {
      const own = `${request.protocol}://${request.host}`;
      return done(origin !== own && !allowed.has(origin) ? new AppError('ORIGIN_REJECTED') : undefined);
    }
    done(request.headers['sec-fetch-site'] === 'cross-site' ? new AppError('ORIGIN_REJECTED') : undefined);
  });
}
