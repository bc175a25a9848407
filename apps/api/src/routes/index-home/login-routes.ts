import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import { getLoginInfoQuerySchema, loginInfoSchema, logoutResultSchema } from '@roadshow/contracts/identity';
import { AppError } from '@roadshow/http-kit/app-error';
import { assertOwnPageRequest } from '@roadshow/http-kit/own-page-request';
import type { ApiContext } from '../../context.ts';
import { exchangeTicket } from '../../services/identity/exchange-ticket.ts';
import { clearSessionCookies, setSessionCookies } from '../../services/identity/session-cookies.ts';
import type { ApiApp } from '../types.ts';

const tags = ['start-up'];
const logoutBody = z.object({ ticket: z.string().max(256).optional() }).optional();

export function loginRoutes(app: ApiApp, ctx: ApiContext) {
  const secure = ctx.config.secureCookies ?? false;

  app.get(
    '/indexHome/getLoginInfo',
    {
      schema: {
        tags,
        summary: 'Exchange a one-time login ticket for the session cookies; status "false" when it fails',
        querystring: getLoginInfoQuerySchema,
        response: { 200: envelopeSchema(loginInfoSchema) },
      },
    },
    async (request, reply) => {
      const info = await exchangeTicket(ctx, request.query.ticket, request.query.service);
      if (info.status === 'true') setSessionCookies(reply, info, secure);
      // The app token travels only in the HttpOnly cookie, never in a body page scripts can read.
      return { success: true as const, result: { ...info, ticket: '' } };
    },
  );

  const logout = async (ticket: string | undefined, reply: FastifyReply) => {
    if (ticket) {
      const ended = await ctx.identity.endSession(ticket);
      if (ended === 'unavailable') throw new AppError('LOGOUT_FAILED');
    }
    clearSessionCookies(reply, secure);
    return { success: true as const, result: { nickName: '', userImage: '', userId: '', ticket: '' } };
  };
  const schema = { tags, summary: 'Log out: end the session at the identity service and clear the cookies' };

  app.get(
    '/indexHome/userLogout',
    { schema: { ...schema, response: { 200: envelopeSchema(logoutResultSchema) } } },
    (request, reply) => {
      // The spec's GET: from our own pages only, never from an <img> or link elsewhere (logout CSRF).
      assertOwnPageRequest(request, ctx.config.allowedOrigins);
      return logout(request.cookies.ticket, reply);
    },
  );
  app.post(
    '/indexHome/userLogout',
    { schema: { ...schema, body: logoutBody, response: { 200: envelopeSchema(logoutResultSchema) } } },
    (request, reply) => logout(request.cookies.ticket ?? request.body?.ticket, reply),
  );
}
