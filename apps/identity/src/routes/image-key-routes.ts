import { z } from 'zod';
import { envelopeSchema } from '@roadshow/contracts/envelope';
import type { IdentityContext } from '../context.ts';
import { resolveAppToken } from '../services/sessions/resolve-app-token.ts';
import { findOwnImageKeys } from '../services/verification/find-own-image-keys.ts';
import { grantedImageLinks } from '../services/verification/granted-image-links.ts';
import type { IdentityApp } from './types.ts';

/** The platform's server asks before it accepts a registration form's image keys (hardening item 9). */
export function imageKeyRoutes(app: IdentityApp, ctx: IdentityContext) {
  app.post(
    '/v2/user/findOwnImageKeys',
    {
      schema: {
        tags: ['verification'],
        summary: 'Of the given private image keys, those the user behind header tgt uploaded and that still exist',
        headers: z.object({ tgt: z.string().max(256).optional() }),
        body: z.object({ keys: z.array(z.string().max(300)).max(8) }),
        response: { 200: envelopeSchema(z.object({ ownKeys: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const session = await resolveAppToken(ctx, request.headers.tgt);
      return {
        success: true as const,
        result: { ownKeys: await findOwnImageKeys(ctx, session.user.id, request.body.keys) },
      };
    },
  );

  // The platform's server asks for links to pictures it granted a sponsor (decision 061): the grants,
  // signed with the shared secret, are the authority; no session is involved.
  app.post(
    '/v2/files/grantedImageLinks',
    {
      schema: {
        tags: ['verification'],
        summary: 'Five-minute links to registration-form pictures the platform granted (its signed grants)',
        body: z.object({ grants: z.array(z.string().max(1000)).max(200) }),
        response: {
          200: envelopeSchema(
            z.object({ links: z.array(z.object({ key: z.string(), url: z.string() })), expiresAt: z.string() }),
          ),
        },
      },
    },
    async (request) => ({ success: true as const, result: grantedImageLinks(ctx, request.body.grants) }),
  );
}
