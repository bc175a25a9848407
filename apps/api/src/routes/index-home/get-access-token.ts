import { z } from 'zod';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import type { ApiContext } from '../../context.ts';
import { issueAnonymousToken } from '../../services/tokens/anonymous-token.ts';
import type { ApiApp } from '../types.ts';

export function getAccessTokenRoute(app: ApiApp, ctx: ApiContext) {
  app.post(
    '/indexHome/getAccessToken',
    {
      schema: {
        tags: ['start-up'],
        summary: 'Issue an anonymous access token (spec §4 start-up)',
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async () => ({ success: true as const, result: issueAnonymousToken(ctx.config.tokenSecret, ctx.now()) }),
  );
}
