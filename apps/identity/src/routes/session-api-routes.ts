import { z } from 'zod';
import { identityCalls } from '@roadshow/contracts/calls/identity-calls';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  sendSmsCodeBodySchema,
  sendSmsCodeResultSchema,
  validateTicketBodySchema,
  validateTicketResultSchema,
} from '@roadshow/contracts/identity';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { IdentityContext } from '../context.ts';
import { toSessionUser } from '../services/accounts/to-session-user.ts';
import { endSession } from '../services/sessions/end-sessions.ts';
import { redeemServiceTicket } from '../services/sessions/redeem-service-ticket.ts';
import { sendSmsCode } from '../services/sms/send-sms-code.ts';
import { callSession } from './request-session.ts';
import type { IdentityApp } from './types.ts';

const tgtHeader = z.object({ tgt: z.string().max(256).optional() });

/** The identity calls of spec §7 about the session; `tgt` is added by the platform's server. */
export function sessionApiRoutes(app: IdentityApp, ctx: IdentityContext) {
  app.post(
    '/v2/ticket/validate',
    {
      schema: {
        tags: ['session'],
        summary: 'Redeem a service ticket (single use, bound to its service URL) for an app token',
        body: validateTicketBodySchema,
        response: { 200: envelopeSchema(validateTicketResultSchema) },
      },
    },
    async (request) => ({ success: true as const, result: await redeemServiceTicket(ctx, request.body) }),
  );

  app.post(
    '/v2/session/end',
    {
      schema: {
        tags: ['session'],
        summary: 'Log out everywhere: end the session behind header tgt',
        headers: tgtHeader,
        response: { 200: envelopeSchema(z.boolean()) },
      },
    },
    async (request) => {
      const session = await callSession(ctx, request);
      await endSession(ctx, session.sessionId);
      return { success: true as const, result: true };
    },
  );

  routeCall(app, identityCalls.getUserInfo, async (_input, request) =>
    toSessionUser(ctx, await callSession(ctx, request)),
  );

  app.post(
    '/v2/user/sendSmsCode',
    {
      schema: {
        tags: ['user'],
        summary: 'Send a 6-digit code (1 a minute and 10 a day per phone, 30 an hour per IP)',
        body: sendSmsCodeBodySchema,
        response: { 200: envelopeSchema(sendSmsCodeResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      result: await sendSmsCode(ctx, { ...request.body, ip: request.ip, lang: request.lang }),
    }),
  );
}
