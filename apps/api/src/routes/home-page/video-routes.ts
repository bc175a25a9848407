import { envelopeSchema } from '@roadshow/contracts/envelope';
import { videoSchema } from '@roadshow/contracts/home';
import {
  videoDetailQuerySchema,
  videoPageQuerySchema,
  videoPageSchema,
  videoViewBodySchema,
  videoViewResultSchema,
} from '@roadshow/contracts/videos';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey } from '../../services/cache/cache-keys.ts';
import { addVideoView } from '../../services/videos/add-video-view.ts';
import { getVideoDetail } from '../../services/videos/get-video-detail.ts';
import { listVideoPage } from '../../services/videos/list-video-page.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

const tags = ['home'];

/** Spec §2 /tab/interpretation: the financial-report videos by tab and page, one video, and its plays. */
export function videoRoutes(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/homePage/getFinancialReportVideoPage',
    {
      schema: {
        tags,
        summary: 'Financial-report videos of a tab (1 latest, 2 annual, 3 interim, 4 quarterly), 12 a page',
        querystring: videoPageQuerySchema,
        response: { 200: envelopeSchema(videoPageSchema) },
      },
    },
    (request, reply) => {
      const { tab, page } = request.query;
      return sendCached(reply, ctx.cache, homeCacheKey(`videoPage${page}`, request.lang, tab), () =>
        listVideoPage(ctx, { lang: request.lang, tab, page }),
      );
    },
  );

  app.get(
    '/homePage/getFinancialReportVideoDetail',
    {
      schema: {
        tags,
        summary: 'One financial-report video',
        querystring: videoDetailQuerySchema,
        response: { 200: envelopeSchema(videoSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      result: await getVideoDetail(ctx, { lang: request.lang, videoId: request.query.videoId }),
    }),
  );

  app.post(
    '/homePage/addVideoViewNum',
    {
      schema: {
        tags,
        summary: 'Count one play of a financial-report video',
        body: videoViewBodySchema,
        response: { 200: envelopeSchema(videoViewResultSchema) },
      },
    },
    async (request) => ({ success: true as const, result: await addVideoView(ctx, request.body) }),
  );
}
