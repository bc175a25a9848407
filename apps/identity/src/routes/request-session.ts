import type { FastifyRequest } from 'fastify';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { AppError } from '@roadshow/http-kit/app-error';
import type { IdentityContext } from '../context.ts';
import type { LiveSession } from '../services/sessions/find-browser-session.ts';
import { findBrowserSession } from '../services/sessions/find-browser-session.ts';
import { resolveAppToken } from '../services/sessions/resolve-app-token.ts';
import { sessionCookie } from './session-cookie.ts';

const TGT_MAX = 256;

/**
 * The session behind header `tgt` (the platform's app token; in one process the identity plugin
 * copies it from the `ticket` cookie): the one way every JSON call finds its user. Missing, forged
 * or ended is 401; a value no token can be is a 400 that names the header.
 */
export function callSession(ctx: IdentityContext, request: FastifyRequest): Promise<LiveSession> {
  const given = request.headers.tgt;
  const tgt = Array.isArray(given) ? given[0] : given;
  if (tgt && tgt.length > TGT_MAX)
    throw new AppError('BAD_REQUEST', {
      fields: [{ path: 'headers.tgt', message: errorMessage('BAD_REQUEST', request.lang) }],
    });
  return resolveAppToken(ctx, tgt);
}

/** The session behind this browser's identity cookie, for the identity service's own pages. */
export const pageSession = (ctx: IdentityContext, request: FastifyRequest) =>
  findBrowserSession(ctx, sessionCookie(request));
