import { newsCalls as calls } from '@roadshow/contracts/calls/news-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey } from '../../services/cache/cache-keys.ts';
import { getNewsDetail, listNews } from '../../services/news/news-services.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

/** Spec §2 /tab/flashNews: value news, newest first, and one article. */
export function newsRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getValueNewsList, (input, request, reply) =>
    sendCached(reply, ctx.cache, homeCacheKey('news', request.lang, input.page), () =>
      listNews(ctx, request.lang, input.page),
    ),
  );
  routeCall(app, calls.getValueNewsDetail, (input, request) => getNewsDetail(ctx, request.lang, input.newsId));
}
