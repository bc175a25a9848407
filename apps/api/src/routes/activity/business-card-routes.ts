import { businessCardCalls as calls } from '@roadshow/contracts/calls/business-card-calls';
import { AppError } from '@roadshow/http-kit/app-error';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { CARD_MAX_BYTES, scanBusinessCard } from '../../services/business-card/scan-business-card.ts';
import { requireUser } from '../../services/identity/current-user.ts';
import { rateLimited } from '../../services/rate-limit/enforce-rate-limit.ts';
import type { ApiApp } from '../types.ts';

// Whatever the browser claims, the bytes decide (scan-business-card.ts sniffs them).
const RAW_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'];

/** Business card scanning (spec §7): fills the registration form from a card photo. */
export function businessCardRoutes(app: ApiApp, ctx: ApiContext) {
  app.register(async (scoped) => {
    scoped.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit: CARD_MAX_BYTES + 1024 }, (_r, body, done) =>
      done(null, body),
    );
    // The body is the raw image (the entry has no JSON input): read it from the request.
    routeCall(
      scoped,
      calls.businessCardScanning,
      async (_input, request) => {
        await requireUser(ctx, request);
        if (!Buffer.isBuffer(request.body)) throw new AppError('IMAGE_WRONG_TYPE');
        return scanBusinessCard(ctx, request.body);
      },
      {
        bodyLimit: CARD_MAX_BYTES + 1024,
        // Before the upload is read: a flood is refused without taking in 5 MB each.
        onRequest: rateLimited(ctx, 'cardScan'),
      },
    );
  });
}
