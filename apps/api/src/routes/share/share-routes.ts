import type { FastifyRequest } from 'fastify';
import { shareCalls as calls } from '@roadshow/contracts/calls/share-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { rateLimited } from '../../services/rate-limit/enforce-rate-limit.ts';
import { buildAppShareUrl } from '../../services/share/build-app-share-url.ts';
import { resolveShortLink } from '../../services/share/resolve-short-link.ts';
import { shortenUrl } from '../../services/share/shorten-url.ts';
import type { ApiApp } from '../types.ts';

/** The origin the call came to: the site's own pages are the ones it may shorten. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Spec §7 "Other": short-link generate and original link; app share URL. */
export function shareRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(
    app,
    calls.getShortLink,
    (input, request) => shortenUrl(ctx, { url: input.url, ownOrigin: requestOrigin(request) }),
    {
      onRequest: rateLimited(ctx, 'shortLink'),
    },
  );
  routeCall(app, calls.getOriginalLink, (input, request) =>
    resolveShortLink(ctx, { code: input.code, ownOrigin: requestOrigin(request) }),
  );
  routeCall(app, calls.getAppShareUrl, (input, request) => buildAppShareUrl(ctx, { ...input, lang: request.lang }));
}
