import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.ts';
import { SESSION_RULES } from '../services/sessions/session-rules.ts';

/**
 * Lax, unless the platform has sites on other origins and we run on HTTPS: then None, so the login
 * sync frame those sites load (decision 012) can read it where the browser still sends cookies to
 * third-party frames. Where it does not, the frame asks for the top-level redirect (decision 024).
 * Every mutating call stays behind the Origin check, and cross-site GETs change nothing.
 */
const sameSite = (ctx: IdentityContext) =>
  ctx.config.secureCookies && ctx.config.serviceOrigins.length > 0 ? ('none' as const) : ('lax' as const);

export function setSessionCookie(ctx: IdentityContext, reply: FastifyReply, value: string, expiresAt: Date) {
  reply.setCookie(SESSION_RULES.cookieName, value, {
    path: '/identity',
    httpOnly: true,
    sameSite: sameSite(ctx),
    secure: ctx.config.secureCookies,
    expires: expiresAt,
  });
}

export function clearSessionCookie(ctx: IdentityContext, reply: FastifyReply) {
  reply.clearCookie(SESSION_RULES.cookieName, {
    path: '/identity',
    httpOnly: true,
    sameSite: sameSite(ctx),
    secure: ctx.config.secureCookies,
  });
}

export const sessionCookie = (request: FastifyRequest) => request.cookies[SESSION_RULES.cookieName];
