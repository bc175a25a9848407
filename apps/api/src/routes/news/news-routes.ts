import { envelopeSchema } from '@roadshow/contracts/envelope';
import { newsDetailQuerySchema, newsDetailSchema, newsListQuerySchema, newsListSchema } from '@roadshow/contracts/news';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey } from '../../services/cache/cache-keys.ts';
import { getNewsDetail, listNews } from '../../services/news/news-services.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

const tags = ['news'];

/** Spec §2 /tab/flashNews: value news, newest first, and one article. */
export function newsRoutes(app: ApiApp, ctx: ApiContext) {
  app.get(
    '/news/getValueNewsList',
    {
      schema: {
        tags,
        summary: 'Value news, newest first, 15 a page',
        querystring: newsListQuerySchema,
        response: { 200: envelopeSchema(newsListSchema) },
      },
    },
    (request, reply) =>
      sendCached(reply, ctx.cache, homeCacheKey('news', request.lang, request.query.page), () =>
        listNews(ctx, request.lang, request.query.page),
      ),
  );

  app.get(
    '/news/getValueNewsDetail',
    {
      schema: {
        tags,
        summary: 'One value news article, as plain-text paragraphs, with the latest others',
        querystring: newsDetailQuerySchema,
        response: { 200: envelopeSchema(newsDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      result: await getNewsDetail(ctx, request.lang, request.query.newsId),
    }),
  );
}
