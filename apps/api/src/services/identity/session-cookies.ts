import type { FastifyReply } from 'fastify';
import type { LoginInfo } from '@roadshow/contracts/identity';

// The identity session lasts 7 days; the platform's cookies never outlive it.
const SESSION_S = 7 * 24 * 3600;

/**
 * The cookies of spec §3 after a login: `ticket` (the app token) HttpOnly so page scripts never
 * see it; nickName, userImage, userId and tenantInfo readable for the header.
 */
export function setSessionCookies(reply: FastifyReply, info: LoginInfo, secure: boolean) {
  const base = { path: '/', sameSite: 'lax' as const, secure, maxAge: SESSION_S };
  reply.setCookie('ticket', info.ticket, { ...base, httpOnly: true });
  for (const name of ['nickName', 'userImage', 'userId', 'tenantInfo'] as const)
    reply.setCookie(name, info[name], { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  for (const name of ['ticket', 'nickName', 'userImage', 'userId', 'tenantInfo'] as const)
    reply.clearCookie(name, { path: '/', sameSite: 'lax', secure, httpOnly: name === 'ticket' });
}
