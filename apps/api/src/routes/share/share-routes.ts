import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  appShareBodySchema,
  appShareSchema,
  originalLinkQuerySchema,
  originalLinkSchema,
  shortLinkQuerySchema,
  shortLinkSchema,
} from '@roadshow/contracts/share';
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context.ts';
import { buildAppShareUrl } from '../../services/share/build-app-share-url.ts';
import { resolveShortLink } from '../../services/share/resolve-short-link.ts';
import { shortenUrl } from '../../services/share/shorten-url.ts';
import type { ApiApp } from '../types.ts';
import { rateLimited } from '../../services/rate-limit/enforce-rate-limit.ts';

const tags = ['share'];

/** The origin the call came to: the site's own pages are the ones it may shorten. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Spec §7 "Other": short-link generate and original link; app share URL. */
export function shareRoutes(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/share/getShortLink',
    {
      schema: {
        tags,
        summary: 'The short link (/s/<code>) of a page of this site; the same URL always gets the same code',
        querystring: shortLinkQuerySchema,
        response: { 200: envelopeSchema(shortLinkSchema) },
      },
      onRequest: rateLimited(ctx, 'shortLink'),
    },
    async (request) => ({
      success: true as const,
      result: await shortenUrl(ctx, { url: request.query.url, ownOrigin: requestOrigin(request) }),
    }),
  );

  app.get(
    '/share/getOriginalLink',
    {
      schema: {
        tags,
        summary: 'What a short link opens (a path on this site or an allowed URL); 404 for an unknown code',
        querystring: originalLinkQuerySchema,
        response: { 200: envelopeSchema(originalLinkSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      result: await resolveShortLink(ctx, { code: request.query.code, ownOrigin: requestOrigin(request) }),
    }),
  );

  app.post(
    '/share/getAppShareUrl',
    {
      schema: {
        tags,
        summary: 'App deep link, H5 page and desktop page of an activity, topic or company',
        body: appShareBodySchema,
        response: { 200: envelopeSchema(appShareSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      result: await buildAppShareUrl(ctx, { ...request.body, lang: request.lang }),
    }),
  );
}
