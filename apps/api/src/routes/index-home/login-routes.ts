import type { FastifyReply } from 'fastify';
import { indexHomeCalls as calls } from '@roadshow/contracts/calls/index-home-calls';
import { AppError } from '@roadshow/http-kit/app-error';
import { assertOwnPageRequest } from '@roadshow/http-kit/own-page-request';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { exchangeTicket } from '../../services/identity/exchange-ticket.ts';
import { clearSessionCookies, setSessionCookies } from '../../services/identity/session-cookies.ts';
import type { ApiApp } from '../types.ts';

export function loginRoutes(app: ApiApp, ctx: ApiContext) {
  const secure = ctx.config.secureCookies ?? false;

  routeCall(app, calls.getLoginInfo, async (input, _request, reply) => {
    const info = await exchangeTicket(ctx, input.ticket, input.service);
    if (info.status === 'true') setSessionCookies(reply, info, secure);
    // The app token travels only in the HttpOnly cookie, never in a body page scripts can read.
    return { ...info, ticket: '' };
  });

  const logout = async (ticket: string | undefined, reply: FastifyReply) => {
    if (ticket) {
      const ended = await ctx.identity.endSession(ticket);
      if (ended === 'unavailable') throw new AppError('LOGOUT_FAILED');
    }
    clearSessionCookies(reply, secure);
    return { nickName: '', userImage: '', userId: '', ticket: '' };
  };

  routeCall(app, calls.userLogoutByGet, (_input, request, reply) => {
    // The spec's GET: from our own pages only, never from an <img> or link elsewhere (logout CSRF).
    assertOwnPageRequest(request, ctx.config.allowedOrigins);
    return logout(request.cookies.ticket, reply);
  });
  routeCall(app, calls.userLogout, (input, request, reply) => logout(request.cookies.ticket ?? input?.ticket, reply));
}
