import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Whether a GET that changes state (the spec's logout links) comes from one of our own pages, our
 * allowed origins, or the address bar, rather than from an `<img>` or a link on someone else's site.
 * Browsers say where a request comes from in Sec-Fetch-Site; without it (a server, an old browser)
 * a Referer from elsewhere still counts against it.
 */
export function isOwnPageRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const own = `${request.protocol}://${request.host}`;
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return true;
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  const allowed = origin !== undefined && (origin === own || allowedOrigins.includes(origin));
  if (site === 'cross-site' || site === 'same-site') return allowed;
  return origin === undefined || allowed;
}

/** 403 ORIGIN_REJECTED unless isOwnPageRequest. */
export function assertOwnPageRequest(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  if (!isOwnPageRequest(request, allowedOrigins)) throw new AppError('ORIGIN_REJECTED');
}
