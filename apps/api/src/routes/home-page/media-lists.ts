import { homePageCalls as calls } from '@roadshow/contracts/calls/home-page-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey as key } from '../../services/cache/cache-keys.ts';
import { getHomePicture, listBanners } from '../../services/home/list-banners.ts';
import { listFinancialVideos } from '../../services/home/list-financial-videos.ts';
import { listHotCompanies } from '../../services/home/list-hot-companies.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

/** The home page's videos, hot companies, banners and picture, cached per language. */
export function mediaListRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getFinancialReportVideoList, (input, request, reply) =>
    sendCached(reply, ctx.cache, key('videos', request.lang, input.tab), () =>
      listFinancialVideos(ctx, { lang: request.lang, tab: input.tab }),
    ),
  );
  routeCall(app, calls.gethotCompanyData, (_input, request, reply) =>
    sendCached(reply, ctx.cache, key('hotCompanies', request.lang), () =>
      listHotCompanies(ctx, { lang: request.lang }),
    ),
  );
  routeCall(app, calls.getBannerConfig, (_input, request, reply) =>
    sendCached(reply, ctx.cache, key('banners', request.lang), () => listBanners(ctx, { lang: request.lang })),
  );
  routeCall(app, calls.getHomePicture, (_input, request, reply) =>
    sendCached(reply, ctx.cache, key('homePicture', request.lang), () => getHomePicture(ctx, { lang: request.lang })),
  );
}
