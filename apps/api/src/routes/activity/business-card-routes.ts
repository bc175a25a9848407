import { envelopeSchema } from '@roadshow/contracts/envelope';
import { businessCardFieldsSchema } from '@roadshow/contracts/registration-form';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { CARD_MAX_BYTES, scanBusinessCard } from '../../services/business-card/scan-business-card.ts';
import { requireUser } from '../../services/identity/current-user.ts';
import type { ApiApp } from '../types.ts';
import { rateLimited } from '../../services/rate-limit/enforce-rate-limit.ts';

// Whatever the browser claims, the bytes decide (scan-business-card.ts sniffs them).
const RAW_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'];

/** Business card scanning (spec §7): fills the registration form from a card photo. */
export function businessCardRoutes(app: ApiApp, ctx: ApiContext) {
  app.register(async (scoped) => {
    scoped.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit: CARD_MAX_BYTES + 1024 }, (_r, body, done) =>
      done(null, body),
    );
    scoped.post(
      '/activity/businessCardScanning',
      {
        schema: {
          tags: ['activity'],
          summary:
            'Read name, company, position, e-mail and phone from a business-card photo (raw image body, at most 5 MB)',
          response: { 200: envelopeSchema(businessCardFieldsSchema) },
        },
        bodyLimit: CARD_MAX_BYTES + 1024,
        // Before the upload is read: a flood is refused without taking in 5 MB each.
        onRequest: rateLimited(ctx, 'cardScan'),
      },
      async (request) => {
        await requireUser(ctx, request);
        if (!Buffer.isBuffer(request.body)) throw new AppError('IMAGE_WRONG_TYPE');
        return { success: true as const, result: await scanBusinessCard(ctx, request.body) };
      },
    );
  });
}
