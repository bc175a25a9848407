import { envelopeSchema } from '@roadshow/contracts/envelope';
import {
  bannerListSchema,
  homePictureSchema,
  hotCompanyBodySchema,
  hotCompanyResultSchema,
  videoListSchema,
  videoQuerySchema,
} from '@roadshow/contracts/home';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey as key } from '../../services/cache/cache-keys.ts';
import { getHomePicture, listBanners } from '../../services/home/list-banners.ts';
import { listFinancialVideos } from '../../services/home/list-financial-videos.ts';
import { listHotCompanies } from '../../services/home/list-hot-companies.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

const tags = ['home'];

export function mediaListRoutes(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/homePage/getFinancialReportVideoList',
    {
      schema: {
        tags,
        summary: 'Latest financial-report videos, first 7 (tab 1 latest, 2 annual, 3 interim, 4 quarterly)',
        querystring: videoQuerySchema,
        response: { 200: envelopeSchema(videoListSchema) },
      },
    },
    (request, reply) =>
      sendCached(reply, ctx.cache, key('videos', request.lang, request.query.tab), () =>
        listFinancialVideos(ctx, { lang: request.lang, tab: request.query.tab }),
      ),
  );

  app.post(
    '/homePage/gethotCompanyData',
    {
      schema: {
        tags,
        summary: 'Top 3 hot companies',
        body: hotCompanyBodySchema,
        response: { 200: envelopeSchema(hotCompanyResultSchema) },
      },
    },
    (request, reply) =>
      sendCached(reply, ctx.cache, key('hotCompanies', request.lang), () =>
        listHotCompanies(ctx, { lang: request.lang }),
      ),
  );

  app.post(
    '/homePage/getBannerConfig',
    { schema: { tags, summary: 'Home banners', response: { 200: envelopeSchema(bannerListSchema) } } },
    (request, reply) =>
      sendCached(reply, ctx.cache, key('banners', request.lang), () => listBanners(ctx, { lang: request.lang })),
  );

  app.post(
    '/homePage/getHomePicture',
    { schema: { tags, summary: 'The home page picture', response: { 200: envelopeSchema(homePictureSchema) } } },
    (request, reply) =>
      sendCached(reply, ctx.cache, key('homePicture', request.lang), () => getHomePicture(ctx, { lang: request.lang })),
  );
}
