import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.ts';
import { SESSION_RULES } from '../services/sessions/session-rules.ts';

export function setSessionCookie(ctx: IdentityContext, reply: FastifyReply, value: string, expiresAt: Date) {
  reply.setCookie(SESSION_RULES.cookieName, value, {
    path: '/identity',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    expires: expiresAt,
  });
}

export function clearSessionCookie(ctx: IdentityContext, reply: FastifyReply) {
  reply.clearCookie(SESSION_RULES.cookieName, {
    path: '/identity',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
  });
}

export const sessionCookie = (request: FastifyRequest) => request.cookies[SESSION_RULES.cookieName];
