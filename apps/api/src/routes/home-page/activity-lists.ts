import { homePageCalls as calls } from '@roadshow/contracts/calls/home-page-calls';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import { homeCacheKey as key } from '../../services/cache/cache-keys.ts';
import { listClasses } from '../../services/home/list-classes.ts';
import { listNearFutureRoadshows } from '../../services/home/list-near-future-roadshows.ts';
import { listOfflineResearch } from '../../services/home/list-offline-research.ts';
import { listRecommendedRoadshows } from '../../services/home/list-recommended-roadshows.ts';
import { getSquareTabs, listSquareRoadshows } from '../../services/home/list-square-roadshows.ts';
import { sendCached } from '../send.ts';
import type { ApiApp } from '../types.ts';

/** The home page's activity lists, cached per language (and tab). */
export function activityListRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.getNearFutureRoadShowList, (_input, request, reply) =>
    sendCached(reply, ctx.cache, key('nearFuture', request.lang), () =>
      listNearFutureRoadshows(ctx, { lang: request.lang }),
    ),
  );
  routeCall(app, calls.getRecommendRoadShowList, (_input, request, reply) =>
    sendCached(reply, ctx.cache, key('recommend', request.lang), () =>
      listRecommendedRoadshows(ctx, { lang: request.lang }),
    ),
  );
  routeCall(app, calls.getRoadShowSquareTab, (_input, _request, reply) =>
    sendCached(reply, ctx.cache, key('squareTab', '-'), () => getSquareTabs(ctx)),
  );
  routeCall(app, calls.getRoadShowSquareList, (input, request, reply) =>
    sendCached(reply, ctx.cache, key('square', request.lang, input.tab), () =>
      listSquareRoadshows(ctx, { lang: request.lang, tab: input.tab }),
    ),
  );
  routeCall(app, calls.getClassroomList, (input, request, reply) =>
    sendCached(reply, ctx.cache, key('classroom', request.lang, input.tab), () =>
      listClasses(ctx, { lang: request.lang, tab: input.tab }),
    ),
  );
  routeCall(app, calls.getOfflineResearchList, (_input, request, reply) =>
    sendCached(reply, ctx.cache, key('offline', request.lang), () => listOfflineResearch(ctx, { lang: request.lang })),
  );
}
