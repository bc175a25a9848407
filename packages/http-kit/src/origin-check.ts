import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence next to SameSite cookies (DESIGN §6): a browser's mutating call must come from our
 * own origin or an allowed one. Calls without Origin and Sec-Fetch-Site (servers, curl) pass.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== own && !allowed.has(origin)) throw new AppError('ORIGIN_REJECTED');
      return;
    }
    if (fetchSite === 'cross-site') throw new AppError('ORIGIN_REJECTED');
  });
}
