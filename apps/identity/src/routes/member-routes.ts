import { z } from 'zod';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  businessPersonSchema,
  checkVerifyCodeBodySchema,
  memberInfoSchema,
  sendSmsCodeResultSchema,
  tempUrlSchema,
  userTypeInfoSchema,
  userTypeQuerySchema,
} from '@roadshow/contracts/identity';
import type { IdentityContext } from '../context.ts';
import { describeBusinessPerson } from '../services/accounts/describe-business-person.ts';
import { toSessionUser } from '../services/accounts/to-session-user.ts';
import { userTypeInfo, verificationStatus } from '../services/accounts/user-type-info.ts';
import { sendSmsCode } from '../services/sms/send-sms-code.ts';
import { verifySmsCode } from '../services/sms/verify-sms-code.ts';
import { ownPhotoTempUrl } from '../services/verification/own-photo-temp-url.ts';
import { TEMP_URL_MINUTES } from '../services/verification/verification-view.ts';
import { callSession } from './request-session.ts';
import type { IdentityApp } from './types.ts';

const tags = ['user'];
const tgtHeader = z.object({ tgt: z.string().max(256).optional() });

/** The remaining user calls of spec §7: user type, member init, verify codes, temp URLs, person info. */
export function memberRoutes(app: IdentityApp, ctx: IdentityContext) {
  app.post(
    '/v2/user/getUserTypeInfo',
    {
      schema: {
        tags,
        summary: 'User type and verification states, by userId or phone (oneself; operators: anyone)',
        headers: tgtHeader,
        body: userTypeQuerySchema,
        response: { 200: envelopeSchema(userTypeInfoSchema) },
      },
    },
    async (request) => {
      const asker = await callSession(ctx, request);
      return { success: true as const, result: await userTypeInfo(ctx, asker, request.body) };
    },
  );

  app.post(
    '/v2/user/memberInfoInit',
    {
      schema: {
        tags,
        summary: "The session user with what is still missing (password, verifications), for an app's first start",
        headers: tgtHeader,
        response: { 200: envelopeSchema(memberInfoSchema) },
      },
    },
    async (request) => {
      const session = await callSession(ctx, request);
      return {
        success: true as const,
        result: {
          user: await toSessionUser(ctx, session),
          hasPassword: Boolean(session.user.passwordHash),
          cardStatus: await verificationStatus(ctx, session.user.id, 'card'),
          identityStatus: await verificationStatus(ctx, session.user.id, 'id'),
        },
      };
    },
  );

  app.post(
    '/v2/user/identityVerifyCode',
    {
      schema: {
        tags,
        summary: "Send a code to the user's own phone before a sensitive step",
        headers: tgtHeader,
        response: { 200: envelopeSchema(sendSmsCodeResultSchema) },
      },
    },
    async (request) => {
      const session = await callSession(ctx, request);
      const sent = await sendSmsCode(ctx, {
        phone: session.user.phone,
        purpose: 'reset',
        ip: request.ip,
        lang: request.lang,
      });
      return { success: true as const, result: sent };
    },
  );

  app.post(
    '/v2/user/checkVerifyCode',
    {
      schema: {
        tags,
        summary: 'Check (and use up) the code sent by identityVerifyCode',
        headers: tgtHeader,
        body: checkVerifyCodeBodySchema,
        response: { 200: envelopeSchema(z.boolean()) },
      },
    },
    async (request) => {
      const session = await callSession(ctx, request);
      await verifySmsCode(ctx, { phone: session.user.phone, purpose: 'reset', code: request.body.code });
      return { success: true as const, result: true };
    },
  );

  for (const [path, kind] of [
    ['/v2/user/getBusinessCardTempUrl', 'card'],
    ['/v2/user/getIdCardTempUrl', 'id'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `A ${TEMP_URL_MINUTES}-minute signed link to the user's own ${kind === 'card' ? 'business card' : 'identity document'} photo`,
          headers: tgtHeader,
          response: { 200: envelopeSchema(tempUrlSchema) },
        },
      },
      async (request) => {
        const session = await callSession(ctx, request);
        return { success: true as const, result: await ownPhotoTempUrl(ctx, session.user.id, kind) };
      },
    );
  }

  app.get(
    '/v2/user/getBusinessInfoPersonByUserId',
    {
      schema: {
        tags,
        summary:
          'What anyone logged in may see of a user: nickname, avatar, and company and position once the card is verified',
        headers: tgtHeader,
        querystring: z.object({ userId: z.string().regex(/^\d{1,18}$/) }),
        response: { 200: envelopeSchema(businessPersonSchema) },
      },
    },
    async (request) => {
      await callSession(ctx, request);
      return { success: true as const, result: await describeBusinessPerson(ctx, Number(request.query.userId)) };
    },
  );
}
